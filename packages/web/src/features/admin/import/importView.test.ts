import { describe, expect, it } from "vitest";
import { columnOf, excelProblem, pdfProblem, showSize } from "./importView";

describe("the import page's checks before an upload", () => {
  it("takes .xlsx workbooks, and names the .xls and other files' problems", () => {
    expect(excelProblem({ name: "Ventas.XLSX", size: 10 })).toBeNull();
    expect(excelProblem({ name: "ventas.xls", size: 10 })).toBe("admin.import.error.file_type");
    expect(excelProblem({ name: "ventas.csv", size: 10 })).toBe("admin.import.error.excel_name");
    expect(excelProblem({ name: "ventas.xlsx", size: 0 })).toBe("admin.import.error.missing");
    expect(excelProblem({ name: "ventas.xlsx", size: 5 * 1024 * 1024 + 1 })).toBe("admin.import.error.too_large");
  });

  it("takes a social-media file whose name ends in .pdf", () => {
    expect(pdfProblem({ name: "Redes.PDF", size: 10 })).toBeNull();
    expect(pdfProblem({ name: "redes.pdf.exe", size: 10 })).toBe("admin.import.error.pdf_name");
  });

  it("shows a refused field's column letter, none for the row as a whole", () => {
    expect([columnOf("competence", "site"), columnOf("competence", "intensity"), columnOf("consume", "value7"), columnOf("pmix", "row")]).toEqual([
      "A",
      "D",
      "H",
      null,
    ]);
    expect([showSize(500), showSize(12 * 1024), showSize(3.5 * 1024 * 1024)]).toEqual(["1 kB", "12 kB", "3.5 MB"]);
  });
});
