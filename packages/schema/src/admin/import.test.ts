import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import {
  IMPORT_COLUMNS,
  checkImportRows,
  importDescriptionRules,
  isCoverSize,
  isExcelName,
  isLegacyExcelName,
  isPdfName,
  isPhotoName,
  type ImportCell,
} from "./import.js";

const sheet = (...rows: ImportCell[][]) => rows.map((cells, i) => ({ row: i + 2, cells }));

describe("import file names and the cover (spec 1 §5)", () => {
  it("a photo's name contains .jpg or .jpeg, an Excel's .xls or .xlsx, a PDF's ends in .pdf, any case", () => {
    expect(["portada.jpg", "PORTADA.JPEG", "a.jpg.png"].map(isPhotoName)).toEqual([true, true, true]);
    expect(["portada.png", "jpg", "a.jp"].map(isPhotoName)).toEqual([false, false, false]);
    expect(["ventas.xlsx", "VENTAS.XLS", "a.xls.bak"].map(isExcelName)).toEqual([true, true, true]);
    expect(["ventas.csv", "ventas.ods", "xls"].map(isExcelName)).toEqual([false, false, false]);
    expect(["ventas.xls", " V.XLS ", "ventas.xlsx"].map(isLegacyExcelName)).toEqual([true, true, false]);
    expect(["redes.pdf", "REDES.PDF"].map(isPdfName)).toEqual([true, true]);
    expect(["redes.pdf.exe", "redes.pd", "pdf"].map(isPdfName)).toEqual([false, false, false]);
  });

  it("the cover is exactly 1000×500", () => {
    expect([isCoverSize(1000, 500), isCoverSize(500, 1000), isCoverSize(1000, 501)]).toEqual([true, false, false]);
  });
});

describe("the import's rows", () => {
  it("lists the columns of every section from column A", () => {
    expect(Object.fromEntries(Object.entries(IMPORT_COLUMNS).map(([section, columns]) => [section, columns.map((c) => c.field)]))).toEqual({
      competence: ["site", "category", "brand", "intensity"],
      sales_week: ["site", "slot", "sales", "gc"],
      sales: ["site", "slot", "sales", "gc"],
      pmix: ["site", "type", "value", "description"],
      consume: ["site", "value1", "value2", "value3", "value4", "value5", "value6", "value7"],
    });
  });

  it("reads competition rows: brands in upper case, an intensity per category, empty cells skipped", () => {
    const checked = checkImportRows(
      "competence",
      sheet(["es001", 1, " burger king ", 1], [null, null, null, null], ["ES001", "2", "Telepizza", null], ["ES001", 3, null, "3"]),
      new Set(["ES001"]),
    );
    expect(checked).toEqual({
      rows: [
        { row: 2, site: "ES001", category: 1, brand: "BURGER KING", intensity: 1 },
        { row: 4, site: "ES001", category: 2, brand: "TELEPIZZA", intensity: null },
        { row: 5, site: "ES001", category: 3, brand: "", intensity: 3 },
      ],
      refusals: [],
    });
  });

  it("refuses each broken competition row with its row number, field and key", () => {
    const checked = checkImportRows(
      "competence",
      sheet(
        ["", 6, "KFC", 4],
        ["ES001", 1.5, "KFC", null],
        ["ES001", 1, null, null],
        ["ES999", 1, "KFC", null],
        ["ES001", 1, "KFC", 1],
        ["ES001", 1, "kfc", null],
        ["ES001", 1, "VIPS", 2],
        ["ES001", 0, "X".repeat(61), null],
      ),
      new Set(["ES001"]),
    );
    expect(checked.refusals).toEqual([
      { row: 2, field: "site", message: "validation.required" },
      { row: 2, field: "category", message: "admin.import.error.category" },
      { row: 2, field: "intensity", message: "admin.import.error.intensity" },
      { row: 3, field: "category", message: "admin.import.error.category" },
      { row: 4, field: "row", message: "admin.import.error.empty_competence" },
      { row: 5, field: "site", message: "admin.import.error.site" },
      { row: 7, field: "brand", message: "admin.import.error.duplicate" },
      { row: 8, field: "intensity", message: "admin.import.error.intensity_conflict" },
      { row: 9, field: "brand", message: "admin.import.error.too_long" },
    ]);
    expect(checked.rows).toEqual([{ row: 6, site: "ES001", category: 1, brand: "KFC", intensity: 1 }]);
  });

  it("reads moments of the day: an empty percent is missing, '1,5' and '-2%' are numbers", () => {
    const checked = checkImportRows("sales_week", sheet(["ES001", "Desayuno", "1,5", "-2%"], ["ES001", "Comida", null, 0]));
    expect(checked).toEqual({
      rows: [
        { row: 2, site: "ES001", slot: "Desayuno", sales: 1.5, gc: -2 },
        { row: 3, site: "ES001", slot: "Comida", sales: null, gc: 0 },
      ],
      refusals: [],
    });
    expect(checkImportRows("sales", sheet(["ES001", "", "mucho", -101], ["ES001", "Cena", 1001, 1], ["es001", "cena", 1, 1])).refusals).toEqual([
      { row: 2, field: "slot", message: "validation.required" },
      { row: 2, field: "sales", message: "admin.import.error.percent" },
      { row: 2, field: "gc", message: "admin.import.error.percent" },
      { row: 3, field: "sales", message: "admin.import.error.percent" },
      // Row 4 repeats row 3 (refused for its sales): it is reported too, not found only once row 3 is fixed.
      { row: 4, field: "slot", message: "admin.import.error.duplicate" },
    ]);
    expect(checkImportRows("sales", sheet(["ES001", "Cena", 1, 1], ["es001", "cena", 1, 1])).refusals).toEqual([
      { row: 3, field: "slot", message: "admin.import.error.duplicate" },
    ]);
  });

  it("reads the product mix: the type in upper case, the value optional, a description up to 255", () => {
    expect(checkImportRows("pmix", sheet(["ES001", "bebidas", -3.25, " Menos refrescos "], ["ES001", "VARIOS", null, null]))).toEqual({
      rows: [
        { row: 2, site: "ES001", type: "BEBIDAS", value: -3.25, description: "Menos refrescos" },
        { row: 3, site: "ES001", type: "VARIOS", value: null, description: "" },
      ],
      refusals: [],
    });
    expect(checkImportRows("pmix", sheet(["ES001", null, "x", "d".repeat(256)])).refusals).toEqual([
      { row: 2, field: "type", message: "validation.required" },
      { row: 2, field: "value", message: "admin.import.error.percent" },
      { row: 2, field: "description", message: "admin.import.error.too_long" },
    ]);
  });

  it("reads consumption for restaurants and the national series, values 0–100 or missing", () => {
    const checked = checkImportRows("consume", sheet(["Nacional", 10, 20, 30, 40, 0, 100, null], ["es001", 1, 2, 3, 4, 5, 6, 7]), new Set(["ES001"]));
    expect(checked).toEqual({
      rows: [
        { row: 2, site: "nacional", values: [10, 20, 30, 40, 0, 100, null] },
        { row: 3, site: "ES001", values: [1, 2, 3, 4, 5, 6, 7] },
      ],
      refusals: [],
    });
    expect(checkImportRows("consume", sheet(["ES001", -1, 101, "a"], ["nacional"], ["NACIONAL"])).refusals).toEqual([
      { row: 2, field: "value1", message: "admin.import.error.share" },
      { row: 2, field: "value2", message: "admin.import.error.share" },
      { row: 2, field: "value3", message: "admin.import.error.share" },
      { row: 4, field: "site", message: "admin.import.error.duplicate" },
    ]);
    expect(checkImportRows("pmix", sheet(["nacional", "BEBIDAS", 1, ""])).refusals).toEqual([
      { row: 2, field: "site", message: "admin.import.error.site" },
    ]);
  });

  it("refuses an empty sheet on row 1", () => {
    expect(checkImportRows("pmix", sheet([null, " "]))).toEqual({
      rows: [],
      refusals: [{ row: 1, field: "row", message: "admin.import.error.empty" }],
    });
  });

  it("a description is text up to 2000 characters", () => {
    expect(validate(importDescriptionRules, { description: " Hola " })).toEqual({ ok: true, value: { description: "Hola" } });
    expect(validate(importDescriptionRules, { description: "x".repeat(2001) })).toEqual({
      ok: false,
      fields: { description: "admin.import.error.too_long" },
    });
  });
});
