import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../../index.js";
import { dataOf, refusal, signIn, type ApiClient } from "../../../testing/client.js";
import { factories } from "../../../testing/factories.js";
import { STORAGES, startCatalogue } from "../../../testing/storages.js";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
/** The marketing plan's cover photo (ES). */
const COVER = "restaurant/marketing/update";

describe.each(STORAGES)("admin import on $name", (storage) => {
  let legacy: LegacyServer, es: ApiClient, pt: ApiClient;
  let admin: string;
  let restricted: string;
  let franchisee: string;
  let ptAdmin: string;
  /** The restaurant the files are about (its franchisee's session reads its diagnostic). */
  let site: string;
  let restaurantId: number;

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
  /** The restaurant's moments of day as its diagnostic answers them: Monday–Thursday (`week`) or Friday–Sunday. */
  const moments = async (period: "week" | "weekend") =>
    dataOf<Array<{ name: string; sales: number | null; gcs: number | null }>>(
      period === "week"
        ? await es.post("restaurant/sales", { id: String(restaurantId) }, franchisee)
        : await es.get(`restaurant/moments/${restaurantId}`, franchisee),
    );

  beforeAll(async () => {
    ({ legacy, es, pt } = await startCatalogue(storage));
    const make = factories(legacy.db);
    const owner = await make.createUser({ market: "ES", restaurants: 1 });
    [site, restaurantId] = [owner.restaurants[0]!.site, owner.restaurants[0]!.id];
    [admin, restricted, franchisee, ptAdmin] = await Promise.all([
      make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(es, user)),
      make.createUser({ market: "ES", type: "RESTRICTED_ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(es, user)),
      signIn(es, owner),
      make.createUser({ market: "PT", type: "ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(pt, user)),
    ]);
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
    expect(await moments("week")).toEqual([{ name: "Desayuno", sales: 1.5, gcs: null }]);
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
      { name: "Comida", sales: 2, gcs: 3 },
      { name: "Cena", sales: -0.5, gcs: null },
    ]);
    const descriptions = dataOf<Array<{ section: string; description: string }>>(await es.post("diagnostic/descriptions", {}, franchisee));
    expect(descriptions.find((d) => d.section === "sales")).toEqual({ section: "sales", description: "Ventas" });
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
    const chosen = dataOf<Array<{ name: string; type: number; custom: number }>>(
      await es.post("restaurant/competence", { restaurant_id: String(restaurantId) }, franchisee),
    ).map(({ name, type, custom }) => ({ name, type, custom }));
    expect(chosen).toEqual([
      { name: "BURGER TEST", type: 1, custom: 0 },
      { name: "CAFE TEST", type: 2, custom: 0 },
    ]);
    const intensity = dataOf(await es.post("restaurant/competence/data", { restaurant_id: String(restaurantId) }, franchisee));
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
    expect(dataOf(await es.get(`restaurant/pmix/${restaurantId}`, franchisee))).toEqual([
      { type: "BEBIDAS", description: "Menos refrescos", value: -3.25 },
      { type: "VARIOS", description: null, value: null },
    ]);
    const consume = [
      { row: 2, site: "nacional", values: [10, 20, 30, 40, 0, 0, null] },
      { row: 3, site, values: [1, 2, 3, 4, 5, 6, 7] },
    ];
    expect(dataOf(await es.post("import/consume", { rows: JSON.stringify(consume) }, admin))).toMatchObject({ rows: 2, restaurants: 1 });
    const consumption = dataOf<{ nacional: Record<string, number> }>(await es.post("restaurant/consume", { id: String(restaurantId) }, franchisee));
    expect(consumption.nacional).toEqual({ "1": 10, "2": 20, "3": 30, "4": 40, "5": 0, "6": 0 });
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
    expect(dataOf(saved)).toEqual({ section: "pmix", description: "Tendencias", translations: {}, filename: "pmix.xlsx" });
    // Another language of the market is kept beside the first one's text; diagnostic/descriptions reads it in that language.
    const catalan = await multipart("es", "diagnostic/descriptions/update", admin, { section: "pmix", description: "Tendències", lang: "CAT" });
    expect(dataOf(catalan)).toEqual({ section: "pmix", description: "Tendencias", translations: { CAT: "Tendències" }, filename: "pmix.xlsx" });
    expect((await multipart("es", "diagnostic/descriptions/update", admin, { section: "pmix", description: "x", lang: "PT" })).body).toEqual(
      refusal("lang"),
    );
    expect((await multipart("es", "diagnostic/descriptions/update", admin, { section: "sales_week", description: "" })).body).toEqual(
      refusal("section"),
    );
    const { sections } = dataOf<{ sections: Array<{ section: string }> }>(await es.get("import/status", admin));
    expect(sections.map((s) => s.section)).toEqual(["competence", "sales_week", "sales", "pmix", "consume"]);
    expect(sections[3]).toEqual({
      section: "pmix",
      description: "Tendencias",
      translations: { CAT: "Tendències" },
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

  it("stores the cover photo for ES administrators only, JPEG only", async () => {
    expect((await multipart("es", COVER, franchisee, {}, { bytes: JPEG, name: "cover.jpg" })).body).toEqual(refusal("admin"));
    expect((await multipart("es", COVER, admin, {}, { bytes: PNG, name: "cover.jpg" })).body).toEqual(refusal("file"));
    const stored = dataOf<{ path: string; size: number }>(await multipart("es", COVER, admin, {}, { bytes: JPEG, name: "cover.jpg" }));
    expect(stored).toMatchObject({ path: "marketing/cover.jpg", size: JPEG.length });
    const served = await fetch(`${legacy.url}/es/static/marketing/cover.jpg`);
    expect([served.status, served.headers.get("content-type"), Buffer.from(await served.arrayBuffer()).equals(JPEG)]).toEqual([
      200,
      "image/jpeg",
      true,
    ]);
    expect((await multipart("pt", COVER, ptAdmin, {}, { bytes: JPEG, name: "cover.jpg" })).body).toEqual(refusal("market"));
  });
});
