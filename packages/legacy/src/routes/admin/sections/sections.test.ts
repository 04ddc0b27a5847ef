import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../../auth/passwords.js";
import type { LegacyServer } from "../../../index.js";
import { type ApiClient } from "../../../testing/client.js";
import { STORAGES, startCatalogue } from "../../../testing/storages.js";

const DEMO = sha256Hex("demo1234");
const SESSION_REFUSAL = { status: false, data: { error: "session" } };
const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { data: T }).data;

type Section = { id: number; name: string; type: number; url: string; parent_id: number; status: number; level: number; pos: number; path: string };

describe.each(STORAGES)("admin sections on $name", (storage) => {
  let legacy: LegacyServer, es: ApiClient, pt: ApiClient;
  let admin: string;
  let ptAdmin: string;

  const login = async (client: ApiClient, username: string) => {
    const answer = await client.post("login", { username, password: DEMO });
    if (!answer.cookie) throw new Error(`login of ${username} failed`);
    return answer.cookie;
  };
  const idOf = async (market: string, url: string) =>
    (await legacy.db.query<{ id: number }>("SELECT id FROM sections WHERE market = $1 AND url = $2", [market, url]))[0].id;
  /** The section `sections` lists with that id (names in `lang`). */
  const listed = async (id: number, client = es, cookie = admin, lang = "CAST") =>
    dataOf<Section[]>(await client.post("sections", { lang }, cookie)).find((s) => s.id === id);
  const save = (form: Record<string, string>, client = es, cookie = admin) => client.post("section/save", form, cookie);
  const created = async (form: Record<string, string>) => dataOf<Section>(await save({ id: "-1", type: "1", pos: "1", ...form }));

  beforeAll(async () => {
    ({ legacy, es, pt } = await startCatalogue(storage));
    [admin, ptAdmin] = await Promise.all([login(es, "admin@demo.es"), login(pt, "admin@demo.pt")]);
  });
  afterAll(() => legacy?.close());

  it("answers 403 session to every call without a session", async () => {
    for (const answer of await Promise.all([save({ id: "-1", name: "X", type: "1" }, es, ""), es.post("section/delete", { id: "1" })]))
      expect([answer.status, answer.body]).toEqual([403, SESSION_REFUSAL]);
  });

  it("is for administrators, restricted ones too; a franchisee, a manager or a partner is refused", async () => {
    for (const user of ["franquiciado@demo.es", "gerente@demo.es", "partner@demo.es"]) {
      const cookie = await login(es, user);
      expect((await save({ id: "-1", name: "Prohibida", type: "1" }, es, cookie)).body, user).toEqual(refusal("admin"));
      expect((await es.post("section/delete", { id: String(await idOf("ES", "legal")) }, cookie)).body, user).toEqual(refusal("admin"));
    }
    expect(await legacy.db.query("SELECT id FROM sections WHERE url = 'prohibida'")).toEqual([]);
    const restricted = await login(es, "restringido@demo.es");
    const section = dataOf<Section>(await save({ id: "-1", name: "Restringida", type: "2" }, es, restricted));
    expect(section).toMatchObject({ url: "restringida", type: 2, level: 0, parent_id: -1 });
  });

  it("creates a section, named in every language of the market, answered as `sections` lists it", async () => {
    const section = await created({ name: " Señalética  Exterior ", type: "3", pos: "4", status: "0" });
    expect(section).toEqual({
      id: expect.any(Number),
      name: "Señalética  Exterior",
      type: 3,
      url: "senaleticaexterior",
      parent_id: -1,
      status: 0,
      level: 0,
      pos: 4,
      path: "senaleticaexterior",
    });
    expect(await listed(section.id)).toEqual(section);
    expect(await legacy.db.query("SELECT lang, name FROM section_names WHERE section_id = $1 ORDER BY lang", [section.id])).toEqual([
      { lang: "CAST", name: "Señalética  Exterior" },
      { lang: "CAT", name: "Señalética  Exterior" },
    ]);
    // Position 0 when none is sent; active unless status is 0.
    expect(dataOf<Section>(await save({ id: "-1", name: "Sin posición", type: "3" }))).toMatchObject({ pos: 0, status: 1 });
  });

  it("derives the url from the name: '1' appended until unique in the market (the other market is apart)", async () => {
    const first = await created({ name: "Carteles" });
    const second = await created({ name: "carteles" });
    const third = await created({ name: " CARTELES " });
    expect([first.url, second.url, third.url]).toEqual(["carteles", "carteles1", "carteles11"]);
    // A seeded slug is taken too.
    expect((await created({ name: "Legal" })).url).toBe("legal1");
    expect(dataOf<Section>(await save({ id: "-1", name: "Carteles", type: "1" }, pt, ptAdmin)).url).toBe("carteles");
  });

  it("keeps the url while the name stays; a new name gives a new url; a name in another language changes that one only", async () => {
    const section = await created({ name: "Vinilos" });
    const taken = await created({ name: "Lonas" });
    const moved = dataOf<Section>(await save({ id: String(section.id), name: "Vinilos", type: "1", pos: "9", status: "0" }));
    expect(moved).toMatchObject({ url: "vinilos", pos: 9, status: 0 });
    const renamed = dataOf<Section>(await save({ id: String(section.id), name: "Lonas", type: "1", pos: "9" }));
    expect(renamed).toMatchObject({ name: "Lonas", url: "lonas1", status: 1 });
    expect((await listed(taken.id))?.url).toBe("lonas");
    // Its own url is no clash: renamed back, it takes "vinilos" again.
    expect(dataOf<Section>(await save({ id: String(section.id), name: "Vinilos", type: "1" })).url).toBe("vinilos");

    const catalan = dataOf<Section>(await save({ id: String(section.id), name: "Vinils", type: "1", lang: "cat" }));
    expect(catalan).toMatchObject({ name: "Vinils", url: "vinils" });
    expect((await listed(section.id))?.name).toBe("Vinilos");
    expect((await listed(section.id, es, admin, "CAT"))?.name).toBe("Vinils");
    expect((await save({ id: String(section.id), name: "X", type: "1", lang: "PT" })).body).toEqual(refusal("lang"));
  });

  it("puts a section under a parent of the same type at level 0 or 1: the level and the path follow", async () => {
    const campaigns = await idOf("ES", "campanas");
    const burgers = await idOf("ES", "hamburguesas");
    const limited = await idOf("ES", "edicion-limitada");
    const child = await created({ name: "Verano", parent_id: String(campaigns) });
    expect(child).toMatchObject({ parent_id: campaigns, level: 1, path: "campanas/verano" });
    const grandchild = await created({ name: "Helados", parent_id: String(burgers) });
    expect(grandchild).toMatchObject({ parent_id: burgers, level: 2, path: "campanas/hamburguesas/helados" });
    // -1 is the top.
    expect(await created({ name: "Arriba", parent_id: "-1" })).toMatchObject({ parent_id: -1, level: 0 });

    // Another type, a level-2 parent, an unknown one, another market's.
    const local = await idOf("ES", "colegios");
    const ptTop = await idOf("PT", "campanhas");
    for (const parent of [local, limited, 999999, ptTop, "x"])
      expect((await save({ id: "-1", name: "Rechazada", type: "1", parent_id: String(parent) })).body, String(parent)).toEqual(refusal("parent"));
    expect(await legacy.db.query("SELECT id FROM sections WHERE url = 'rechazada'")).toEqual([]);
  });

  it("moves a section with its sub-sections (their levels follow), never below itself nor too deep; they keep its type", async () => {
    const top = await created({ name: "Rama" });
    const middle = await created({ name: "Rama media", parent_id: String(top.id) });
    const leaf = await created({ name: "Rama hoja", parent_id: String(middle.id) });
    const other = await created({ name: "Otra rama" });
    const form = (section: Section, changes: Record<string, string>) => ({
      id: String(section.id),
      name: section.name,
      type: "1",
      pos: "1",
      parent_id: String(section.parent_id),
      ...changes,
    });
    // Under itself, under its own child, or where its leaf would go below level 2.
    for (const parent of [top.id, middle.id, leaf.id, other.id])
      expect((await save(form(top, { parent_id: String(parent) }))).body, String(parent)).toEqual(refusal("parent"));
    // The middle section moves under another top-level section: its leaf stays at level 2.
    const moved = dataOf<Section>(await save(form(middle, { parent_id: String(other.id) })));
    expect(moved).toMatchObject({ level: 1, path: "otrarama/ramamedia" });
    expect(await listed(leaf.id)).toMatchObject({ level: 2, path: "otrarama/ramamedia/ramahoja" });
    // To the top: the leaf goes up with it.
    expect(dataOf<Section>(await save(form(middle, { parent_id: "-1" })))).toMatchObject({ level: 0, path: "ramamedia" });
    expect(await listed(leaf.id)).toMatchObject({ level: 1, path: "ramamedia/ramahoja" });
    // A section with sub-sections keeps its type; one without may change it.
    expect((await save(form(middle, { parent_id: "-1", type: "2" }))).body).toEqual(refusal("type_children"));
    expect(dataOf<Section>(await save(form(top, { parent_id: "-1", type: "2" })))).toMatchObject({ type: 2, level: 0 });
  });

  it("refuses what it cannot save, naming the field", async () => {
    const valid = { id: "-1", name: "Válida", type: "1", pos: "1" };
    const cases: Array<[Record<string, string>, string]> = [
      [{ id: "" }, "id"],
      [{ id: "abc" }, "id"],
      [{ name: "  " }, "name"],
      [{ name: " /?. " }, "name"],
      [{ type: "-1" }, "type"],
      [{ type: "" }, "type"],
      [{ type: "6" }, "type"],
      [{ pos: "-1" }, "pos"],
      [{ pos: "1.5" }, "pos"],
      [{ pos: "x" }, "pos"],
      [{ lang: "EN" }, "lang"],
      [{ id: "999999" }, "not_found"],
    ];
    for (const [change, reason] of cases) expect((await save({ ...valid, ...change })).body, JSON.stringify(change)).toEqual(refusal(reason));
    // Another market's section is none of this market's.
    expect((await save({ ...valid, id: String(await idOf("PT", "campanhas")) })).body).toEqual(refusal("not_found"));
    expect(await legacy.db.query("SELECT id FROM sections WHERE url = 'valida'")).toEqual([]);
  });

  it("deletes a section without sub-sections or resources; refuses the others; a second delete is not_found", async () => {
    const section = await created({ name: "Efímera" });
    const remove = (id: number | string, client = es, cookie = admin) => client.post("section/delete", { id: String(id) }, cookie);
    expect((await remove(await idOf("ES", "campanas"))).body).toEqual(refusal("has_children"));
    expect((await remove(await idOf("ES", "legal"))).body).toEqual(refusal("has_resources"));
    expect((await remove(await idOf("PT", "sobremesas"))).body).toEqual(refusal("not_found"));
    expect((await remove("abc")).body).toEqual(refusal("id"));

    expect((await remove(section.id)).body).toEqual({ status: true, data: true });
    expect(await listed(section.id)).toBeUndefined();
    expect(await legacy.db.query("SELECT lang FROM section_names WHERE section_id = $1", [section.id])).toEqual([]);
    expect((await remove(section.id)).body).toEqual(refusal("not_found"));
    // A restricted administrator may delete too.
    const other = await created({ name: "Efímera dos" });
    expect((await remove(other.id, es, await login(es, "restringido@demo.es"))).body).toEqual({ status: true, data: true });
  });

  it("shows a new active section in its area's tree at once", async () => {
    const section = await created({ name: "Novedades", type: "2", pos: "0" });
    const tree = dataOf<Array<{ id: number; childs: unknown[] }>>(await es.get("section/type/2", admin));
    expect(tree.map((s) => s.id)).toContain(section.id);
  });
});
