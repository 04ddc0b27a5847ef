import { describe, expect, it } from "vitest";
import { useStack } from "../../../test/use-stack.js";
import { PAGE, IMPORT, DESCRIBE, DIAGNOSTIC, type Diagnostic, workbook, XLS, PDF, upload, importFile } from "./import.kit.js";

/* The admin import of descriptions, the diagnostic alerts it changes, the social-media PDF, and who may import. */

const stack = useStack();

const { signIn, sql } = stack;

const ALERTS = `{ home { diagnosticAlerts { competence comparation clusters dafo allDone } } }`;

describe("admin import of descriptions, alerts and the social-media PDF; who may import", () => {
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
    // Per language: the Catalan text is kept beside the Castilian one; each language reads its own.
    const catalan = await admin.graphql(
      `mutation D($input: UpdateImportDescriptionInput!) { updateImportDescription(input: $input) { description descriptions { language description } } }`,
      { input: { section: "SALES", description: "Moments del dia", language: "CAT" } },
    );
    expect(catalan.data).toEqual({
      updateImportDescription: {
        description: "Momentos del día",
        descriptions: [
          { language: "CAST", description: "Momentos del día" },
          { language: "CAT", description: "Moments del dia" },
        ],
      },
    });
    expect((await admin.graphql(DESCRIBE, { input: { section: "SALES", description: "x", language: "PT" } })).errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { language: "error.BAD_USER_INPUT" },
    });
    const salesIn = async (language: "CAST" | "CAT") => {
      const reader = await signIn("ES", "franquiciado@demo.es", { language });
      return (await reader.graphql<{ diagnostic: { descriptions: { sales: string | null } } }>(DIAGNOSTIC)).data!.diagnostic.descriptions.sales;
    };
    expect([await salesIn("CAST"), await salesIn("CAT")]).toEqual(["Momentos del día", "Moments del dia"]);
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
