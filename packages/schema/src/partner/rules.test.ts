import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { TABLE_SIZES } from "../common/pagination.js";
import { isArchiveName, reportMonthFromRoute, reportPath, reportPdfRules, reportSite, reportUploadMonths, reportUploadRules } from "./rules.js";

const NOW = new Date(2026, 1, 15);
const months = reportUploadMonths(NOW);

describe("partner report months (spec 1 §9: the last 6)", () => {
  it("offers the current month and the 5 before it, newest first", () => {
    expect(months).toEqual(["02/2026", "01/2026", "12/2025", "11/2025", "10/2025", "09/2025"]);
  });

  it("names a month's route and storage folder MM-YYYY and a report's path from the date and the file name", () => {
    expect(reportPath("03/2026", "ES0101_informe.pdf")).toBe("reports/03-2026/ES0101_informe.pdf");
    expect(["03-2026", "03/2026", "13-2026", "3-2026", "../2026"].map(reportMonthFromRoute)).toEqual(["03/2026", "03/2026", null, null, null]);
  });

  it("links a PDF to the restaurant whose site code its name starts with", () => {
    expect(
      ["ES0101_informe.pdf", "pt0203.PDF", "ES0101-a.b.pdf", "informe_ES0101.pdf", "ES0101 informe.pdf", "ES0101_x.pdf.zip"].map(reportSite),
    ).toEqual(["ES0101", "PT0203", "ES0101", null, null, null]);
  });
});

describe("the add form", () => {
  it("needs a month among the last 6 without reports and a zip or rar file", () => {
    const context = { months, taken: ["01/2026"] };
    expect(validate(reportUploadRules(context), { month: "12/2025", fileName: "informes.ZIP" })).toEqual({
      ok: true,
      value: { month: "12/2025", fileName: "informes.ZIP" },
    });
    expect(validate(reportUploadRules(context), { month: "01/2026", fileName: "informes.rar" })).toEqual({
      ok: false,
      fields: { month: "partner.error.month_taken" },
    });
    expect(validate(reportUploadRules(context), { month: "08/2025", fileName: "informes.pdf" })).toEqual({
      ok: false,
      fields: { month: "partner.error.month", fileName: "partner.error.archive_type" },
    });
    expect(validate(reportUploadRules(context), {})).toEqual({
      ok: false,
      fields: { month: "validation.required", fileName: "validation.required" },
    });
    expect(["a.zip", "a.rar", "a.7z", "zip"].map(isArchiveName)).toEqual([true, true, false, false]);
  });

  it("one PDF: a real month and a report's name", () => {
    expect(validate(reportPdfRules, { month: "03/2026", fileName: "ES0101.pdf" }).ok).toBe(true);
    expect(validate(reportPdfRules, { month: "13/2026", fileName: "informe.pdf" })).toEqual({
      ok: false,
      fields: { month: "partner.error.month", fileName: "partner.error.file_name" },
    });
    expect(validate(reportPdfRules, { month: "03/2026", fileName: "ES0101.docx" })).toEqual({
      ok: false,
      fields: { fileName: "partner.error.pdf_type" },
    });
  });

  it("tables: months 20, 50 or all (all by default); a month's reports 10, 25, 50 or all", () => {
    expect(TABLE_SIZES.partnerMonths).toEqual({ sizes: [20, 50, null], default: null });
    expect(TABLE_SIZES.partnerReports).toEqual({ sizes: [10, 25, 50, null], default: 10 });
  });
});
