import { describe, expect, it } from "vitest";
import { useStack } from "../../../test/use-stack.js";
import { PAGE, IMPORT, DESCRIBE, DIAGNOSTIC, type Result, type Diagnostic, workbook, XLS, PDF, upload, importFile } from "./import.kit.js";

/* The admin import of workbooks: good files, every refusal. */

const stack = useStack();

const { signIn, sql } = stack;

const weekMoments = (site: string) =>
  sql<{ name: string; sales: number | null; gcs: number | null }>(
    `SELECT m.name, m.sales::float8 AS sales, m.gcs::float8 AS gcs FROM diagnostic_moments m JOIN restaurants r ON r.id = m.restaurant_id
      WHERE r.site = $1 AND m.period = 'week' ORDER BY m.position`,
    [site],
  );

describe("admin import", () => {
  it("imports a good file: the catalogue changes, the page shows the file and the diagnostic answers the new data", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const franchisee = await signIn("ES", "franquiciado@demo.es", { site: "ES0101" });
    await franchisee.graphql<Diagnostic>(DIAGNOSTIC);
    const bytes = await workbook(
      [["ES0101", "IMPORTADO 07-11", 0.125, "-0,25"], [], ["es0101", "IMPORTADO 11-13", null, -3]],
      // The sales column shown as percentages, as an administrator's sheet often is: 0.125 reads 12.5.
      (sheet) => (sheet.getColumn(3).numFmt = "0.00%"),
    );
    stack.calls.length = 0;
    const { data, errors } = await importFile(admin, "sales_week", bytes);
    expect(errors).toBeUndefined();
    expect(data!.importDiagnosticSection).toEqual({
      section: "SALES_WEEK",
      applied: true,
      rows: 2,
      restaurants: 1,
      refusals: [],
      state: { section: "SALES_WEEK", described: false, description: "", filename: "sales_week.xlsx" },
    });
    expect(stack.calls.map((c) => c.path)).toEqual(expect.arrayContaining(["import/upload", "import/sites", "import/sales_week", "import/status"]));
    expect(await weekMoments("ES0101")).toEqual([
      { name: "IMPORTADO 07-11", sales: 12.5, gcs: -0.25 },
      { name: "IMPORTADO 11-13", sales: null, gcs: -3 },
    ]);
    const diagnostic = (await franchisee.graphql<Diagnostic>(DIAGNOSTIC)).data!.diagnostic;
    expect(diagnostic.moments.find((m) => m.name === "IMPORTADO 07-11")).toMatchObject({
      weekSales: { value: 12.5, trend: "UP" },
      weekGuests: { value: -0.25, trend: "EQUAL" },
    });
    expect(diagnostic.moments.find((m) => m.name === "IMPORTADO 11-13")).toMatchObject({
      weekSales: { value: null, trend: null },
      weekGuests: { value: -3, trend: "DOWN" },
    });
    const page = (
      await admin.graphql<{ adminImport: { sections: Array<{ section: string; filename: string | null; updatedAt: string | null }> } }>(PAGE)
    ).data!.adminImport;
    expect(page.sections.map((s) => s.section)).toEqual(["COMPETENCE", "SALES_WEEK", "SALES", "PMIX", "CONSUME"]);
    expect(page.sections[1]).toMatchObject({ filename: "sales_week.xlsx", updatedAt: expect.any(String) });

    // The upload was used: importing it again is refused.
    const again = await upload(admin, "/uploads/admin/import/pmix", await workbook([["ES0101", "BEBIDAS", 1, ""]]), "pmix.xlsx");
    await admin.graphql<Result>(IMPORT, { input: { section: "PMIX", upload: again.body.path } });
    const reused = await admin.graphql<Result>(IMPORT, { input: { section: "PMIX", upload: again.body.path } });
    expect(reused.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { upload: "admin.import.error.upload" } });
  });

  it("refuses every broken row with its row, field and key, sends nothing and leaves the catalogue unchanged", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const competence = async () =>
      sql("SELECT restaurant_id, brand_id FROM restaurant_competitors ORDER BY restaurant_id, brand_id").then((rows) => JSON.stringify(rows));
    const before = await competence();
    const intensities = await sql("SELECT * FROM restaurant_competence_intensity ORDER BY restaurant_id");
    const bytes = await workbook([
      ["ES0101", 1, "NUEVA MARCA", 1],
      ["", 6, "KFC", 4],
      ["ES0101", 1.5, "KFC", null],
      ["ES0101", 2, null, null],
      ["XX9999", 1, "KFC", null],
      ["ES0101", 1, "nueva marca", null],
      ["ES0101", 1, "VIPS", 3],
      ["ES0101", 0, "X".repeat(61), null],
    ]);
    stack.calls.length = 0;
    const { data, errors } = await importFile(admin, "competence", bytes);
    expect(errors).toBeUndefined();
    expect(data!.importDiagnosticSection).toMatchObject({ section: "COMPETENCE", applied: false, rows: 8, restaurants: 0 });
    expect(data!.importDiagnosticSection.refusals).toEqual([
      { row: 3, field: "site", message: "validation.required" },
      { row: 3, field: "category", message: "admin.import.error.category" },
      { row: 3, field: "intensity", message: "admin.import.error.intensity" },
      { row: 4, field: "category", message: "admin.import.error.category" },
      { row: 5, field: "row", message: "admin.import.error.empty_competence" },
      { row: 6, field: "site", message: "admin.import.error.site" },
      { row: 7, field: "brand", message: "admin.import.error.duplicate" },
      { row: 8, field: "intensity", message: "admin.import.error.intensity_conflict" },
      { row: 9, field: "brand", message: "admin.import.error.too_long" },
    ]);
    expect(stack.calls.map((c) => c.path)).not.toContain("import/competence");
    expect(await competence()).toBe(before);
    expect(await sql("SELECT * FROM restaurant_competence_intensity ORDER BY restaurant_id")).toEqual(intensities);
    expect(await sql("SELECT count(*)::int AS n FROM competitor_brands WHERE name = 'NUEVA MARCA'")).toEqual([{ n: 0 }]);
  });

  it("refuses the other sections' rules with their keys", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const sales = await importFile(
      admin,
      "sales",
      await workbook([
        ["ES0101", "", "mucho", -101],
        ["ES0101", "CENA", 1001, 1],
        ["ES0101", "cena", 1, 1],
      ]),
    );
    expect(sales.data!.importDiagnosticSection.refusals).toEqual([
      { row: 2, field: "slot", message: "validation.required" },
      { row: 2, field: "sales", message: "admin.import.error.percent" },
      { row: 2, field: "gc", message: "admin.import.error.percent" },
      { row: 3, field: "sales", message: "admin.import.error.percent" },
      // Row 4 repeats row 3, refused for its sales: reported in the same pass.
      { row: 4, field: "slot", message: "admin.import.error.duplicate" },
    ]);
    const pmix = await importFile(
      admin,
      "pmix",
      await workbook([
        ["nacional", "BEBIDAS", 1, ""],
        ["ES0101", null, "x", "d".repeat(256)],
      ]),
    );
    expect(pmix.data!.importDiagnosticSection.refusals).toEqual([
      { row: 2, field: "site", message: "admin.import.error.site" },
      { row: 3, field: "type", message: "validation.required" },
      { row: 3, field: "value", message: "admin.import.error.percent" },
      { row: 3, field: "description", message: "admin.import.error.too_long" },
    ]);
    const consume = await importFile(admin, "consume", await workbook([["ES0101", -1, 101, "a"], ["nacional"], ["NACIONAL"]]));
    expect(consume.data!.importDiagnosticSection.refusals).toEqual([
      { row: 2, field: "value1", message: "admin.import.error.share" },
      { row: 2, field: "value2", message: "admin.import.error.share" },
      { row: 2, field: "value3", message: "admin.import.error.share" },
      { row: 4, field: "site", message: "admin.import.error.duplicate" },
    ]);
    const empty = await importFile(admin, "pmix", await workbook([]));
    expect(empty.data!.importDiagnosticSection.refusals).toEqual([{ row: 1, field: "row", message: "admin.import.error.empty" }]);
    const many = Array.from({ length: 5001 }, (_, i) => ["ES0101", `FRANJA ${i}`, 1, 1]);
    const tooMany = await importFile(admin, "sales_week", await workbook(many));
    expect(tooMany.data!.importDiagnosticSection).toMatchObject({
      applied: false,
      rows: 5001,
      refusals: [{ row: 1, field: "row", message: "admin.import.error.too_many_rows" }],
    });
  });

  it("refuses files that are no .xlsx workbook, a description for a sub-section and an upload for another section", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const refusedType = {
      errors: [{ message: "admin.import.error.file_type", extensions: { code: "BAD_USER_INPUT", fields: { file: "admin.import.error.file_type" } } }],
    };
    expect(await upload(admin, "/uploads/admin/import/pmix", XLS, "pmix.xls")).toEqual({ status: 415, body: refusedType });
    expect(await upload(admin, "/uploads/admin/import/pmix", PDF, "pmix.xlsx")).toEqual({ status: 415, body: refusedType });
    expect((await upload(admin, "/uploads/admin/import/other", await workbook([]), "a.xlsx")).status).toBe(404);
    // An .xlsx by its first bytes that cannot be read (cut short): refused the same way, before the catalogue keeps anything.
    const whole = await workbook(Array.from({ length: 400 }, (_, i) => ["ES0101", `FRANJA ${i}`, i, i]));
    expect(whole.length).toBeGreaterThan(6000);
    stack.calls.length = 0;
    expect(await upload(admin, "/uploads/admin/import/pmix", whole.slice(0, 6000), "cortado.xlsx")).toEqual({ status: 400, body: refusedType });
    expect(stack.calls.map((c) => c.path)).not.toContain("import/upload");
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    expect(await upload(admin, "/uploads/admin/import/pmix", big, "a.xlsx")).toMatchObject({ status: 413 });

    const uploaded = await upload(admin, "/uploads/admin/import/sales_week", await workbook([["ES0101", "A", 1, 1]]), "a.xlsx");
    const described = await admin.graphql(IMPORT, { input: { section: "SALES_WEEK", upload: uploaded.body.path, description: "x" } });
    expect(described.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { description: "admin.import.error.description_section" } });
    const other = await admin.graphql(IMPORT, { input: { section: "SALES", upload: uploaded.body.path } });
    expect(other.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { upload: "admin.import.error.upload" } });
    const long = await admin.graphql(DESCRIBE, { input: { section: "PMIX", description: "x".repeat(2001) } });
    expect(long.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { description: "admin.import.error.too_long" } });
  });
});
