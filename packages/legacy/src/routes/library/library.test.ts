import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../index.js";
import type { ApiClient } from "../../testing/client.js";
import { plainText, startLibrary, type Library } from "../../testing/library.js";
import { STORAGES } from "../../testing/storages.js";

const SESSION_REFUSAL = { status: false, data: { error: "session" } };
const refusal = (error: string) => ({ status: false, data: { error } });
type Rows = Array<Record<string, unknown>>;
const dataOf = <T = Rows>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const ids = (answer: { body: unknown }) => dataOf(answer).map((r) => r.id as number);

describe.each(STORAGES)("library area on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let pt: ApiClient;
  let esCookie: string;
  let ptCookie: string;
  let lib: Library;
  let ptLib: Library;

  beforeAll(async () => {
    ({ legacy, es, pt, esCookie, ptCookie, lib, ptLib } = await startLibrary(storage));
  });
  afterAll(() => legacy?.close());

  it("answers 403 session to every library call without a session (links excepted)", async () => {
    const calls = [
      es.post("sections", { lang: "CAST" }),
      es.get("section/type/1"),
      es.post("resource/types"),
      es.post("resources", { type: "1" }),
      es.post("resources/newest"),
      es.post("resources/search", { s: "cafe" }),
      es.get("resource/1"),
      es.post("resource/files", { ids: "[1]" }),
      es.get("resource/download/1"),
      es.post("resource/custom/mail", { topic: "x" }),
      es.post("restaurant/opening", { data: "{}" }),
      es.post("sections", {}, ptCookie),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(SESSION_REFUSAL);
    }
    expect((await es.get("link/1")).status).toBe(200);
  });

  describe("sections", () => {
    it("lists every section of the market in tree order with names in the language, slug paths and levels", async () => {
      const answer = await es.post("sections", { lang: "CAST" }, esCookie);
      const sections = dataOf(answer);
      expect(sections).toHaveLength(lib.sections.length);
      expect(sections.slice(0, 6).map((s) => s.path)).toEqual([
        "campanas",
        "campanas/hamburguesas",
        "campanas/hamburguesas/edicion-limitada",
        "campanas/desayunos",
        "campanas/postres",
        "campanas/menu-infantil",
      ]);
      expect(sections.find((s) => s.url === "interior")).toEqual({
        id: lib.section("interior").id,
        name: "Interior",
        type: 1,
        url: "interior",
        parent_id: lib.section("carteleria").id,
        status: 1,
        level: 1,
        pos: 1,
        path: "carteleria/interior",
      });
      expect(sections.find((s) => s.url === "campanas")).toMatchObject({ name: "Campañas", parent_id: -1, level: 0, pos: 1 });
      expect(sections.find((s) => s.url === "menuboards")).toMatchObject({ level: 2, path: "carteleria/interior/menuboards" });
      expect(sections.filter((s) => s.status === 0).map((s) => s.url)).toEqual(["menu-infantil", "radio-local", "casos-de-exito"]);
      expect(new Set(sections.map((s) => s.type))).toEqual(new Set([1, 2, 3, 4, 5]));
      for (const slug of ["legal", "aspectos-legales-publicidad", "instalaciones-publicitarias"])
        expect(sections.find((s) => s.url === slug)).toMatchObject({ type: 1, level: 0 });
    });

    it("names sections in Catalan and Portuguese, defaults to the market's first language and refuses another market's", async () => {
      const cat = dataOf(await es.post("sections", { lang: "cat" }, esCookie));
      expect(cat.find((s) => s.url === "carteleria")?.name).toBe("Cartelleria");
      expect(cat.find((s) => s.url === "instalaciones-publicitarias")?.name).toBe("Instal·lacions publicitàries");
      expect(dataOf(await es.post("sections", {}, esCookie)).find((s) => s.url === "carteleria")?.name).toBe("Cartelería");
      const ptSections = dataOf(await pt.post("sections", { lang: "PT" }, ptCookie));
      expect(ptSections.find((s) => s.url === "aspectos-legales-publicidad")?.name).toBe("Aspetos legais da publicidade");
      expect(ptSections).toHaveLength(ptLib.sections.length);
      expect((await es.post("sections", { lang: "PT" }, esCookie)).body).toEqual(refusal("lang"));
    });

    it("answers the active sections of one type as a tree with childs (section/type/{type})", async () => {
      const tree = dataOf<Array<Record<string, unknown> & { childs: Rows }>>(await es.get("section/type/1", esCookie));
      expect(tree.map((s) => s.url)).toEqual(["campanas", "carteleria", "legal", "aspectos-legales-publicidad", "instalaciones-publicitarias"]);
      expect(tree[0].childs.map((s) => s.url)).toEqual(["hamburguesas", "desayunos", "postres"]);
      expect((tree[0].childs[0].childs as Rows)[0]).toMatchObject({ url: "edicion-limitada", name: "Edición limitada", level: 2, childs: [] });
      const local = dataOf<Rows>(await es.get("section/type/2?lang=CAT", esCookie));
      expect(local.map((s) => s.name)).toEqual(["Esdeveniments locals", "Patrocinis", "Escoles"]);
      expect((await es.get("section/type/9", esCookie)).body).toEqual(refusal("type"));
    });
  });

  it("lists resource types with names in the language and the customizable flag", async () => {
    const types = dataOf(await es.post("resource/types", { lang: "CAT" }, esCookie));
    expect(types).toHaveLength(13);
    expect(types[0]).toEqual({ id: expect.any(Number), name: "Cartell", customizable: 1 });
    expect(types.find((t) => t.name === "Xarxes socials")?.customizable).toBe(0);
    expect(dataOf(await pt.post("resource/types", { lang: "PT" }, ptCookie))[0]).toMatchObject({ name: "Cartaz", customizable: 1 });
  });

  describe("resources", () => {
    it("answers a resource with every field of the contract", async () => {
      const bacon = lib.byName("Cartel Doble Burger Bacon");
      const answer = await es.get(`resource/${bacon.id}`, esCookie);
      const poster = dataOf(await es.post("resource/types", { lang: "CAST" }, esCookie))[0];
      expect(answer.body).toEqual({
        status: true,
        data: {
          id: bacon.id,
          name: "Cartel Doble Burger Bacon",
          description:
            "<p>Cartel para el punto de venta, listo para imprimir en alta calidad.</p><ul><li>Sección: Hamburguesas</li><li>Referencia: NAC-2026-001</li></ul><p><em>Uso exclusivo de los restaurantes de la cadena.</em></p>",
          url: "cartel-doble-burger-bacon",
          file: "resources/cartel-doble-burger-bacon.pdf",
          thumb: "thumbs/cartel-doble-burger-bacon.png",
          reference: "NAC-2026-001",
          budget: 0,
          status: 1,
          update_date: bacon.update_date,
          lang: { id: "CAST", name: "Castellano" },
          type: { id: poster.id, name: "Cartel" },
          sections: [lib.section("hamburguesas").id, lib.section("interior").id],
          tags: "hamburguesas|cartel|bacon|doble burger",
          category: 3,
          new_resource: 1,
        },
      });
      expect(bacon.update_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const cat = dataOf<Record<string, unknown>>(await es.get(`resource/${lib.byName("Cartell Doble Burger Bacon").id}`, esCookie));
      expect(cat).toMatchObject({
        lang: { id: "CAT", name: "Català" },
        type: { name: "Cartell" },
        file: "resources/cartell-doble-burger-bacon_cat.pdf",
        reference: "NAC-2026-001",
      });
    });

    it("answers any status by id, and 404 not_found for an unknown id or another market's", async () => {
      const inactive = lib.resources.find((r) => r.status === 0)!;
      expect(dataOf<Record<string, unknown>>(await es.get(`resource/${inactive.id}`, esCookie)).status).toBe(0);
      for (const path of ["resource/999999", `resource/${ptLib.resources[0].id}`, "resource/abc"]) {
        const answer = await es.get(path, esCookie);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(refusal("not_found"));
      }
    });

    it("lists a section and its descendants in one language and status, newest update first", async () => {
      const subtree = lib.subtree("campanas");
      const expected = lib.newestFirst(lib.resources.filter((r) => r.lang === "CAST" && r.status === 1 && r.sections.some((s) => subtree.has(s))));
      const answer = await es.post("resources", { section_id: String(lib.section("campanas").id), lang: "CAST", status: "1" }, esCookie);
      expect(ids(answer)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(20);
      const leaf = await es.post("resources", { section_id: String(lib.section("edicion-limitada").id), lang: "CAT", status: "1,2" }, esCookie);
      expect(
        dataOf(leaf)
          .map((r) => r.name)
          .sort(),
      ).toEqual(["Cartell Burger Tòfona Negra", "Stories Burger Tòfona Negra"]);
      const drafts = lib.resources.filter((r) => r.lang === "CAST" && r.status !== 0 && r.sections.some((s) => subtree.has(s)));
      const withDrafts = dataOf(
        await es.post("resources", { section_id: String(lib.section("campanas").id), lang: "CAST", status: "1,2" }, esCookie),
      );
      expect(withDrafts.map((r) => r.id)).toEqual(lib.newestFirst(drafts));
      expect(withDrafts.some((r) => r.status === 2)).toBe(true);
    });

    it("counts a resource in every section it is in (interior holds pieces whose category is elsewhere)", async () => {
      const interior = dataOf(await es.post("resources", { section_id: String(lib.section("interior").id), lang: "CAST" }, esCookie));
      expect(interior.map((r) => r.name)).toContain("Cartel Doble Burger Bacon");
      expect(interior.map((r) => r.name)).toContain("Menuboard Principal 5 Paneles");
    });

    it("lists an area by the type of the resources' first section, in every language when lang is absent", async () => {
      const toolkits = await es.post("resources", { type: "4", status: "1" }, esCookie);
      const expected = lib.newestFirst(lib.resources.filter((r) => r.status === 1 && lib.firstType(r) === 4));
      expect(ids(toolkits)).toEqual(expected);
      expect(new Set(dataOf(toolkits).map((r) => (r.lang as { id: string }).id))).toEqual(new Set(["CAST", "CAT"]));
      expect(dataOf(toolkits).every((r) => r.category === 4)).toBe(true);
      const practices = await pt.post("resources", { type: "5", lang: "PT", status: "1" }, ptCookie);
      expect(ids(practices)).toEqual(ptLib.newestFirst(ptLib.resources.filter((r) => r.status === 1 && ptLib.firstType(r) === 5)));
    });

    it("refuses a missing or foreign section, a bad type, status or language", async () => {
      expect((await es.post("resources", { lang: "CAST" }, esCookie)).body).toEqual(refusal("section"));
      expect((await es.post("resources", { section_id: "999999" }, esCookie)).body).toEqual(refusal("section"));
      expect((await es.post("resources", { section_id: String(ptLib.section("campanhas").id) }, esCookie)).body).toEqual(refusal("section"));
      expect((await es.post("resources", { type: "6" }, esCookie)).body).toEqual(refusal("type"));
      expect((await es.post("resources", { type: "1", status: "1,3" }, esCookie)).body).toEqual(refusal("status"));
      expect((await es.post("resources", { type: "1", lang: "EN" }, esCookie)).body).toEqual(refusal("lang"));
    });

    it("answers the newest active resources of a language, at most the limit and never more than 10", async () => {
      const five = await es.post("resources/newest", { lang: "CAST", limit: "5" }, esCookie);
      expect(ids(five)).toEqual(lib.newestFirst(lib.resources.filter((r) => r.lang === "CAST" && r.status === 1)).slice(0, 5));
      const many = await pt.post("resources/newest", { lang: "PT", limit: "50" }, ptCookie);
      expect(ids(many)).toEqual(ptLib.newestFirst(ptLib.resources.filter((r) => r.status === 1)).slice(0, 10));
      expect(dataOf(await es.post("resources/newest", { lang: "CAT" }, esCookie))).toHaveLength(10);
    });

    it("pages the newest with an offset, so a client can fetch past the first 10", async () => {
      const all = lib.newestFirst(lib.resources.filter((r) => r.lang === "CAST" && r.status === 1));
      expect(ids(await es.post("resources/newest", { lang: "CAST", limit: "10", offset: "10" }, esCookie))).toEqual(all.slice(10, 20));
      expect(ids(await es.post("resources/newest", { lang: "CAST", limit: "3", offset: "2" }, esCookie))).toEqual(all.slice(2, 5));
      expect(ids(await es.post("resources/newest", { lang: "CAST", offset: "-4" }, esCookie))).toEqual(all.slice(0, 10));
    });
  });

  describe("search", () => {
    it("finds by name, description without HTML, tags or reference, ignoring case and accents", async () => {
      const expected = lib.newestFirst(lib.resources.filter((r) => r.lang === "CAST" && r.status === 1 && plainText(r).includes("cafe")));
      const answer = await es.post("resources/search", { s: "cafe", lang: "CAST", status: "1" }, esCookie);
      expect(ids(answer)).toEqual(expected);
      expect(dataOf(answer).map((r) => r.name)).toEqual(
        expect.arrayContaining(["Cartel Café con leche y croissant", "Tarjeta fidelidad Café", "Toolkit McCafé"]),
      );
      expect(ids(await es.post("resources/search", { s: "  CAFÉ ", lang: "CAST", status: "1" }, esCookie))).toEqual(expected);
      const cat = await es.post("resources/search", { s: "cafè", lang: "CAT", status: "1" }, esCookie);
      expect(dataOf(cat).map((r) => r.name)).toEqual(expect.arrayContaining(["Cartell Cafè amb llet i croissant", "Targeta fidelitat Cafè"]));
    });

    it("finds a reference in both languages, a phrase of a description, and never matches HTML tags", async () => {
      const byReference = await es.post("resources/search", { s: "nac-2026-001", status: "1,2" }, esCookie);
      expect(
        dataOf(byReference)
          .map((r) => r.name)
          .sort(),
      ).toEqual(["Cartel Doble Burger Bacon", "Cartell Doble Burger Bacon"]);
      const phrase = await es.post("resources/search", { s: "mantequilla, de 7 a 11", lang: "CAST" }, esCookie);
      expect(dataOf(phrase).map((r) => r.name)).toEqual(["Cartel Café con leche y croissant"]);
      expect(dataOf(await es.post("resources/search", { s: "strong", lang: "CAST", status: "0,1,2" }, esCookie))).toEqual([]);
      expect(dataOf(await es.post("resources/search", { s: "100%", lang: "CAST" }, esCookie))).toEqual([]);
      expect(dataOf(await es.post("resources/search", { s: "   " }, esCookie))).toEqual([]);
      expect(dataOf(await pt.post("resources/search", { s: "cafe", lang: "PT" }, ptCookie)).map((r) => r.name)).toContain(
        "Cartaz Café com leite e croissant",
      );
    });
  });
});
