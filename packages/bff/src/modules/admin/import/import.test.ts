import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { FormData } from "undici";
import type { TestBrowser } from "../../../test/browser.js";
import { useStack } from "../../../test/use-stack.js";

const stack = useStack();
const { signIn, sql } = stack;

const PAGE = /* GraphQL */ `
  {
    adminImport {
      sections {
        section
        described
        description
        filename
        updatedAt
      }
      socialMedia {
        url
        size
        updatedAt
      }
    }
  }
`;
const IMPORT = /* GraphQL */ `
  mutation Import($input: ImportSectionInput!) {
    importDiagnosticSection(input: $input) {
      section
      applied
      rows
      restaurants
      refusals {
        row
        field
        message
      }
      state {
        section
        described
        description
        filename
      }
    }
  }
`;
const DESCRIBE = /* GraphQL */ `
  mutation Describe($input: UpdateImportDescriptionInput!) {
    updateImportDescription(input: $input) {
      section
      described
      description
    }
  }
`;
const DIAGNOSTIC = /* GraphQL */ `
  {
    diagnostic {
      descriptions {
        competence
        consume
        sales
        pmix
      }
      moments {
        name
        weekSales {
          value
          trend
        }
        weekGuests {
          value
          trend
        }
      }
      productMix {
        type
        description
        change {
          value
          trend
        }
      }
      consumption {
        hasRestaurantData
        categories {
          key
          restaurant
          national
        }
      }
    }
  }
`;
const ALERTS = `{ home { diagnosticAlerts { competence comparation clusters dafo allDone } } }`;

type Refusal = { row: number; field: string; message: string };
type Result = {
  importDiagnosticSection: {
    section: string;
    applied: boolean;
    rows: number;
    restaurants: number;
    refusals: Refusal[];
    state: { section: string; described: boolean; description: string; filename: string | null };
  };
};
type Diagnostic = {
  diagnostic: {
    descriptions: Record<string, string | null>;
    moments: Array<{
      name: string;
      weekSales: { value: number | null; trend: string | null };
      weekGuests: { value: number | null; trend: string | null };
    }>;
    productMix: Array<{ type: string; description: string | null; change: { value: number | null; trend: string | null } }>;
    consumption: { hasRestaurantData: boolean; categories: Array<{ key: string; restaurant: number | null; national: number | null }> };
  };
};

/** A workbook as an administrator would save it: the titles in row 1, then the rows. */
async function workbook(rows: unknown[][], format?: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("datos");
  sheet.addRow(["site", "a", "b", "c"]);
  for (const row of rows) sheet.addRow(row);
  format?.(sheet);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The start of an OLE2 compound file (a binary .xls). */
const XLS = new Uint8Array(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]));
const PDF = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"));

async function upload(b: TestBrowser, path: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const response = await b.fetch(path, { method: "POST", body: form, headers: { "x-portal-upload": "1" } });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

/** Uploads a workbook for a section and imports it; the mutation's answer. */
async function importFile(b: TestBrowser, section: string, bytes: Uint8Array<ArrayBuffer>, description?: string) {
  const uploaded = await upload(b, `/uploads/admin/import/${section}`, bytes, `${section}.xlsx`);
  expect(uploaded.status).toBe(200);
  return b.graphql<Result>(IMPORT, { input: { section: section.toUpperCase(), upload: uploaded.body.path, description } });
}

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

  it("imports a top-level section with its description, saves a description alone, and the diagnostic shows both", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const franchisee = await signIn("ES", "franquiciado@demo.es", { site: "ES0101" });
    await franchisee.graphql<Diagnostic>(DIAGNOSTIC);
    const pmix = await importFile(
      admin,
      "pmix",
      await workbook([
        ["ES0101", "bebidas", -3.25, "Menos refrescos"],
        ["ES0101", "VARIOS", 9, ""],
      ]),
      " Tendencias ",
    );
    expect(pmix.data!.importDiagnosticSection).toMatchObject({
      applied: true,
      rows: 2,
      restaurants: 1,
      state: { described: true, description: "Tendencias" },
    });
    const described = await admin.graphql(DESCRIBE, { input: { section: "SALES", description: "Momentos del día" } });
    expect(described.data).toEqual({ updateImportDescription: { section: "SALES", described: true, description: "Momentos del día" } });
    const consume = await importFile(
      admin,
      "consume",
      await workbook([
        ["nacional", 10, 20, 30, 40, 0, 0, 0],
        ["ES0101", 50, 25, 15, 10, 0, 0, 0],
      ]),
    );
    expect(consume.data!.importDiagnosticSection).toMatchObject({ applied: true, rows: 2, restaurants: 1 });

    const diagnostic = (await franchisee.graphql<Diagnostic>(DIAGNOSTIC)).data!.diagnostic;
    expect(diagnostic.descriptions).toMatchObject({ pmix: "Tendencias", sales: "Momentos del día" });
    expect(diagnostic.productMix.find((p) => p.type === "BEBIDAS")).toEqual({
      type: "BEBIDAS",
      description: "Menos refrescos",
      change: { value: -3.25, trend: "DOWN" },
    });
    expect(diagnostic.productMix.map((p) => p.type)).not.toContain("VARIOS");
    expect(diagnostic.consumption.categories).toEqual([
      { key: "core_premium", restaurant: 50, national: 10 },
      { key: "families", restaurant: 25, national: 20 },
      { key: "affordable", restaurant: 15, national: 30 },
      { key: "late_night", restaurant: 10, national: 40 },
    ]);
  });

  it("changes the home's diagnostic alerts at once after a competition import", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const franchisee = await signIn("ES", "franquiciado@demo.es", { site: "ES0101" });
    const alerts = async () =>
      (await franchisee.graphql<{ home: { diagnosticAlerts: Record<string, boolean> } }>(ALERTS)).data!.home.diagnosticAlerts;
    const full = await workbook([0, 1, 2, 3, 4, 5].map((category) => ["ES0101", category, `MARCA ${category}`, 2]));
    expect((await importFile(admin, "competence", full)).data!.importDiagnosticSection).toMatchObject({ applied: true, restaurants: 1 });
    expect((await alerts()).competence).toBe(true);
    const partial = await workbook([["ES0101", 1, "MARCA 1", 1]]);
    expect((await importFile(admin, "competence", partial)).data!.importDiagnosticSection).toMatchObject({ applied: true, restaurants: 1 });
    expect((await alerts()).competence).toBe(false);
    const chosen = await sql(
      `SELECT b.name, b.type, b.custom FROM restaurant_competitors c JOIN competitor_brands b ON b.id = c.brand_id JOIN restaurants r ON r.id = c.restaurant_id
        WHERE r.site = 'ES0101'`,
    );
    expect(chosen).toEqual([{ name: "MARCA 1", type: 1, custom: 0 }]);
  });

  it("stores the social-media PDF, which the page then shows", async () => {
    const admin = await signIn("ES", "admin@demo.es");
    const stored = await upload(admin, "/uploads/admin/social-media", PDF, "redes.pdf");
    expect(stored).toEqual({
      status: 200,
      body: {
        path: "rrss/social-media.pdf",
        name: "redes.pdf",
        size: PDF.length,
        mime: "application/pdf",
        url: "/files/static/rrss/social-media.pdf",
      },
    });
    const page = (await admin.graphql<{ adminImport: { socialMedia: unknown } }>(PAGE)).data!.adminImport;
    expect(page.socialMedia).toEqual({ url: "/files/static/rrss/social-media.pdf", size: PDF.length, updatedAt: expect.any(String) });
    expect((await upload(admin, "/uploads/admin/social-media", XLS, "redes.pdf")).body).toEqual({
      errors: [{ message: "admin.import.error.pdf_type", extensions: { code: "BAD_USER_INPUT", fields: { file: "admin.import.error.pdf_type" } } }],
    });
  });

  it("refuses PT administrators and non-administrators, before any catalogue call", async () => {
    const pt = await signIn("PT", "admin@demo.pt");
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const bytes = await workbook([["ES0101", "A", 1, 1]]);
    for (const b of [pt, franchisee]) {
      stack.calls.length = 0;
      expect((await b.graphql(PAGE)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect((await b.graphql(IMPORT, { input: { section: "SALES_WEEK", upload: "import/1" } })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect((await b.graphql(DESCRIBE, { input: { section: "PMIX", description: "x" } })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect((await upload(b, "/uploads/admin/import/sales_week", bytes, "a.xlsx")).status).toBe(403);
      expect((await upload(b, "/uploads/admin/social-media", PDF, "a.pdf")).status).toBe(403);
      expect(stack.calls.filter((c) => c.path.startsWith("import") || c.path.includes("rrss") || c.path.includes("descriptions/update"))).toEqual([]);
    }
  });
});
