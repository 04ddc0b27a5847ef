import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/passwords.js";
import type { LegacyServer } from "../index.js";
import { apiClient, type ApiClient } from "../testing/client.js";
import { STORAGES } from "../testing/storages.js";

const DEMO = sha256Hex("demo1234");
const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe.each(STORAGES)("admin import on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let pt: ApiClient;
  let admin: string;
  let restricted: string;
  let franchisee: string;
  let ptAdmin: string;
  let site: string;
  let restaurantId: number;

  const login = async (client: ApiClient, username: string) => {
    const answer = await client.post("login", { username, password: DEMO });
    if (!answer.cookie) throw new Error(`login of ${username} failed`);
    return answer.cookie;
  };
  const multipart = async (
    market: "es" | "pt",
    path: string,
    cookie: string,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string },
  ) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (file) body.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
    const res = await fetch(`${legacy.url}/${market}/api/${path}`, { method: "POST", body, headers: { cookie } });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const moments = (period: string) =>
    legacy.db.query<{ name: string; sales: string | null; gcs: string | null }>(
      "SELECT name, sales::text, gcs::text FROM diagnostic_moments WHERE restaurant_id = $1 AND period = $2 ORDER BY position",
      [restaurantId, period],
    );

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    pt = apiClient(legacy.url, "PT");
    [admin, restricted, franchisee, ptAdmin] = await Promise.all([
      login(es, "admin@demo.es"),
      login(es, "restringido@demo.es"),
      login(es, "franquiciado@demo.es"),
      login(pt, "admin@demo.pt"),
    ]);
    const [first] = await legacy.db.query<{ id: number; site: string }>("SELECT id, site FROM restaurants WHERE market = 'ES' ORDER BY id LIMIT 1");
    site = first.site;
    restaurantId = first.id;
  });
  afterAll(() => legacy?.close());

  it("answers the market's sites to administrators of ES only", async () => {
    const sites = dataOf<string[]>(await es.get("import/sites", restricted));
    expect(sites).toContain(site.toUpperCase());
    expect(sites.every((s) => !s.startsWith("PT"))).toBe(true);
    expect((await es.get("import/sites", franchisee)).body).toEqual(refusal("admin"));
    expect((await pt.get("import/sites", ptAdmin)).body).toEqual(refusal("market"));
  });

  it("keeps a pending upload and answers it until it is applied", async () => {
    const rows = [{ row: 2, cells: [site, "Desayuno", 1.5, null] }];
    const saved = dataOf<{ id: number }>(
      await es.post("import/upload", { section: "sales_week", filename: "ventas.xlsx", rows: JSON.stringify(rows) }, admin),
    );
    expect(saved).toEqual({ id: expect.any(Number), section: "sales_week", filename: "ventas.xlsx", rows: 1 });
    expect(dataOf(await es.get(`import/upload/${saved.id}`, admin))).toEqual({ id: saved.id, section: "sales_week", filename: "ventas.xlsx", rows });
    expect((await es.post("import/upload", { section: "otra", filename: "a.xlsx", rows: "[]" }, admin)).body).toEqual(refusal("section"));
    expect((await es.post("import/upload", { section: "pmix", filename: "a.xlsx", rows: "{" }, admin)).body).toEqual(refusal("rows"));
    expect((await es.post("import/upload", { section: "pmix", filename: "a.xlsx", rows: '[{"row":2,"cells":[{}]}]' }, admin)).body).toEqual(
      refusal("rows"),
    );

    const checked = [{ row: 2, site, slot: "Desayuno", sales: 1.5, gc: null }];
    const applied = await es.post("import/sales_week", { rows: JSON.stringify(checked), filename: "ventas.xlsx", upload: String(saved.id) }, admin);
    expect(dataOf(applied)).toEqual({ section: "sales_week", rows: 1, restaurants: 1 });
    expect((await es.get(`import/upload/${saved.id}`, admin)).body).toEqual(refusal("not_found"));
    expect(await moments("week")).toEqual([{ name: "Desayuno", sales: "1.50", gcs: null }]);
  });

  it("applies all or nothing: a broken row refuses the whole file with the row numbers and changes nothing", async () => {
    const before = await moments("weekend");
    const rows = [
      { row: 2, site, slot: "Comida", sales: 2, gc: 3 },
      { row: 3, site: "XX999", slot: "Cena", sales: 1, gc: 1 },
      { row: 4, site, slot: "", sales: 5000, gc: 1 },
      { row: 5, site, slot: "comida", sales: 1, gc: 1 },
    ];
    expect((await es.post("import/sales", { rows: JSON.stringify(rows) }, admin)).body).toEqual({
      status: false,
      data: {
        error: "rows",
        rows: [
          { row: 3, field: "site" },
          { row: 4, field: "slot" },
          { row: 4, field: "sales" },
          { row: 5, field: "slot" },
        ],
      },
    });
    expect(await moments("weekend")).toEqual(before);

    const good = [rows[0], { row: 3, site, slot: "Cena", sales: -0.5, gc: null }];
    expect(dataOf(await es.post("import/sales", { rows: JSON.stringify(good), description: " Ventas " }, admin))).toEqual({
      section: "sales",
      rows: 2,
      restaurants: 1,
    });
    // Applying the same file again leaves the same state.
    await es.post("import/sales", { rows: JSON.stringify(good) }, admin);
    expect(await moments("weekend")).toEqual([
      { name: "Comida", sales: "2.00", gcs: "3.00" },
      { name: "Cena", sales: "-0.50", gcs: null },
    ]);
    const [description] = await legacy.db.query("SELECT description FROM diagnostic_descriptions WHERE market = 'ES' AND section = 'sales'");
    expect(description).toEqual({ description: "Ventas" });
  });

  it("imports competition: catalogue brands created once, the restaurant's choice and intensities replaced", async () => {
    const rows = [
      { row: 2, site, category: 1, brand: "BURGER TEST", intensity: 1 },
      { row: 3, site, category: 2, brand: "CAFE TEST", intensity: null },
      { row: 4, site, category: 3, brand: "", intensity: 2 },
    ];
    expect(dataOf(await es.post("import/competence", { rows: JSON.stringify(rows), description: "Competidores" }, admin))).toEqual({
      section: "competence",
      rows: 3,
      restaurants: 1,
    });
    await es.post("import/competence", { rows: JSON.stringify(rows) }, admin);
    const chosen = await legacy.db.query(
      `SELECT b.name, b.type, b.custom FROM restaurant_competitors c JOIN competitor_brands b ON b.id = c.brand_id
        WHERE c.restaurant_id = $1 ORDER BY b.type`,
      [restaurantId],
    );
    expect(chosen).toEqual([
      { name: "BURGER TEST", type: 1, custom: 0 },
      { name: "CAFE TEST", type: 2, custom: 0 },
    ]);
    const [intensity] = await legacy.db.query(
      "SELECT type0, type1, type2, type3, type4, type5 FROM restaurant_competence_intensity WHERE restaurant_id = $1",
      [restaurantId],
    );
    expect(intensity).toEqual({ type0: null, type1: 1, type2: null, type3: 2, type4: null, type5: null });
    expect(
      (await es.post("import/competence", { rows: JSON.stringify([{ row: 2, site, category: 6, brand: "X", intensity: 4 }]) }, admin)).body,
    ).toEqual({
      status: false,
      data: {
        error: "rows",
        rows: [
          { row: 2, field: "category" },
          { row: 2, field: "intensity" },
        ],
      },
    });
  });

  it("imports the product mix and consumption with the national series", async () => {
    const pmix = [
      { row: 2, site, type: "BEBIDAS", value: -3.25, description: "Menos refrescos" },
      { row: 3, site, type: "VARIOS", value: null, description: "" },
    ];
    expect(dataOf(await es.post("import/pmix", { rows: JSON.stringify(pmix) }, admin))).toMatchObject({ rows: 2, restaurants: 1 });
    expect(
      await legacy.db.query("SELECT type, description, value::text FROM diagnostic_pmix WHERE restaurant_id = $1 ORDER BY type", [restaurantId]),
    ).toEqual([
      { type: "BEBIDAS", description: "Menos refrescos", value: "-3.25" },
      { type: "VARIOS", description: null, value: null },
    ]);
    const consume = [
      { row: 2, site: "nacional", values: [10, 20, 30, 40, 0, 0, null] },
      { row: 3, site, values: [1, 2, 3, 4, 5, 6, 7] },
    ];
    expect(dataOf(await es.post("import/consume", { rows: JSON.stringify(consume) }, admin))).toMatchObject({ rows: 2, restaurants: 1 });
    const national = await legacy.db.query<{ value: number }>(
      "SELECT value::float8 AS value FROM diagnostic_consumption_national WHERE market = 'ES' ORDER BY position",
    );
    expect(national.map((r) => r.value)).toEqual([10, 20, 30, 40, 0, 0]);
    expect((await es.post("import/consume", { rows: JSON.stringify([{ row: 2, site, values: [1, 2, 3] }]) }, admin)).body).toEqual({
      status: false,
      data: { error: "rows", rows: [{ row: 2, field: "values" }] },
    });
  });

  it("refuses a description for a sub-section, non-administrators and the PT market", async () => {
    const rows = JSON.stringify([{ row: 2, site, slot: "Comida", sales: 1, gc: 1 }]);
    expect((await es.post("import/sales_week", { rows, description: "x" }, admin)).body).toEqual(refusal("description"));
    expect((await es.post("import/sales_week", { rows }, franchisee)).body).toEqual(refusal("admin"));
    expect((await pt.post("import/sales_week", { rows }, ptAdmin)).body).toEqual(refusal("market"));
    expect((await es.post("import/other", { rows }, admin)).body).toEqual(refusal("section"));
  });

  it("updates a section's description (multipart) and stores the social-media PDF", async () => {
    const saved = await multipart(
      "es",
      "diagnostic/descriptions/update",
      admin,
      { section: "pmix", description: " Tendencias " },
      {
        bytes: Buffer.from("x"),
        name: "pmix.xlsx",
      },
    );
    expect(dataOf(saved)).toEqual({ section: "pmix", description: "Tendencias", filename: "pmix.xlsx" });
    expect((await multipart("es", "diagnostic/descriptions/update", admin, { section: "sales_week", description: "" })).body).toEqual(
      refusal("section"),
    );
    const { sections } = dataOf<{ sections: Array<{ section: string }> }>(await es.get("import/status", admin));
    expect(sections.map((s) => s.section)).toEqual(["competence", "sales_week", "sales", "pmix", "consume"]);
    expect(sections[3]).toEqual({
      section: "pmix",
      description: "Tendencias",
      filename: "pmix.xlsx",
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });

    const stored = await multipart("es", "restaurant/rrss/update", restricted, {}, { bytes: PDF, name: "redes.pdf" });
    expect(dataOf(stored)).toEqual({ path: "rrss/social-media.pdf", name: "redes.pdf", size: PDF.length, mime: "application/pdf" });
    expect(dataOf(await es.get("import/status", admin)).social_media).toEqual({
      path: "rrss/social-media.pdf",
      size: PDF.length,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    const served = await fetch(`${legacy.url}/es/static/rrss/social-media.pdf`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
    expect((await multipart("es", "restaurant/rrss/update", admin, {}, { bytes: Buffer.from("not a pdf"), name: "redes.pdf" })).body).toEqual(
      refusal("file"),
    );
    expect((await multipart("es", "restaurant/rrss/update", franchisee, {}, { bytes: PDF, name: "redes.pdf" })).body).toEqual(refusal("admin"));
    expect((await multipart("pt", "restaurant/rrss/update", ptAdmin, {}, { bytes: PDF, name: "redes.pdf" })).body).toEqual(refusal("market"));
  });
});
