import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/passwords.js";
import type { LegacyServer } from "../index.js";
import { apiClient, type ApiClient } from "../testing/client.js";
import { dumpLibrary, plainText } from "../testing/library.js";
import { STORAGES } from "../testing/storages.js";
import { localDay } from "../db/seed/dates.js";

const DEMO = sha256Hex("demo1234");
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
  let lib: Awaited<ReturnType<typeof dumpLibrary>>;
  let ptLib: Awaited<ReturnType<typeof dumpLibrary>>;

  const login = async (client: ApiClient, username: string) => {
    const answer = await client.post("login", { username, password: DEMO });
    if (!answer.cookie) throw new Error(`login of ${username} failed`);
    return answer.cookie;
  };
  const count = async (sql: string, params: unknown[] = []) => (await legacy.db.query<{ n: number }>(sql, params))[0].n;

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    pt = apiClient(legacy.url, "PT");
    [esCookie, ptCookie] = await Promise.all([login(es, "franquiciado@demo.es"), login(pt, "franqueado@demo.pt")]);
    [lib, ptLib] = await Promise.all([dumpLibrary(legacy.db, "ES"), dumpLibrary(legacy.db, "PT")]);
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

  describe("files", () => {
    it("answers the files of many resources in one call, only those with a file of this market", async () => {
      const withFile = lib.byName("Cartel Doble Burger Bacon");
      const social = lib.byName("Post redes Doble Burger Bacon");
      const without = lib.resources.find((r) => r.file === null)!;
      const form = { ids: JSON.stringify([social.id, withFile.id, without.id, 999999, ptLib.resources[0].id, withFile.id]) };
      const files = dataOf(await es.post("resource/files", form, esCookie));
      const pdf = await fetch(`${legacy.url}/es/static/resources/cartel-doble-burger-bacon.pdf`);
      const size = (await pdf.arrayBuffer()).byteLength;
      expect(files).toEqual(
        [
          {
            resource_id: withFile.id,
            file: "resources/cartel-doble-burger-bacon.pdf",
            name: "cartel-doble-burger-bacon.pdf",
            size,
            mime: "application/pdf",
          },
          {
            resource_id: social.id,
            file: "resources/post-redes-doble-burger-bacon.png",
            name: "post-redes-doble-burger-bacon.png",
            size: expect.any(Number),
            mime: "image/png",
          },
        ].sort((a, b) => a.resource_id - b.resource_id),
      );
      expect(dataOf(await es.post("resource/files", { ids: "[]" }, esCookie))).toEqual([]);
      expect((await es.post("resource/files", { ids: "1,2" }, esCookie)).body).toEqual(refusal("ids"));
      expect((await es.post("resource/files", { ids: '["x"]' }, esCookie)).body).toEqual(refusal("ids"));
    });

    it("downloads a file as an attachment with its headers and counts the download", async () => {
      const bacon = lib.byName("Cartel Doble Burger Bacon");
      const countSql = "SELECT count(*)::int AS n FROM resource_downloads WHERE resource_id = $1 AND user_id = 1 AND market = 'ES'";
      const before = await count(countSql, [bacon.id]);
      const res = await fetch(`${legacy.url}/es/api/resource/download/${bacon.id}`, { headers: { cookie: esCookie } });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="cartel-doble-burger-bacon.pdf"');
      expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.toString("latin1")).toContain("(Cartel Doble Burger Bacon) Tj");
      expect(bytes.subarray(-6).toString("latin1")).toBe("%%EOF\n");
      expect(await count(countSql, [bacon.id])).toBe(before + 1);
      const [row] = await legacy.db.query<{ date: string }>(
        "SELECT to_char(date, 'YYYY-MM-DD') AS date FROM resource_downloads WHERE resource_id = $1 ORDER BY id DESC LIMIT 1",
        [bacon.id],
      );
      expect(row.date).toBe(localDay(new Date()));
    });

    it("names a non-ASCII file with an ASCII fallback and RFC 5987 filename*", async () => {
      const guide = lib.byName("Guía de comunicación de aperturas");
      const res = await fetch(`${legacy.url}/es/api/resource/download/${guide.id}`, { headers: { cookie: esCookie } });
      await res.arrayBuffer();
      expect(res.headers.get("content-disposition")).toBe(
        "attachment; filename=\"Guia de aperturas (2026).pdf\"; filename*=UTF-8''Gu%C3%ADa%20de%20aperturas%20%282026%29.pdf",
      );
      const social = lib.byName("Post redes Doble Burger Bacon");
      const image = await fetch(`${legacy.url}/es/api/resource/download/${social.id}`, { headers: { cookie: esCookie } });
      expect(image.headers.get("content-type")).toBe("image/png");
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
    });

    it("answers 404 not_found for a resource without file or unknown, and 403 without session", async () => {
      const without = lib.resources.find((r) => r.file === null)!;
      for (const id of [without.id, 999999, ptLib.resources[0].id]) {
        const answer = await es.get(`resource/download/${id}`, esCookie);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(refusal("not_found"));
      }
      expect((await es.get(`resource/download/${lib.resources[0].id}`)).status).toBe(403);
    });

    it("serves the market's stored files with their content types, nothing else", async () => {
      const thumb = await fetch(`${legacy.url}/es/static/thumbs/cartel-doble-burger-bacon.png`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await thumb.arrayBuffer());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 240]);
      const pdf = await fetch(`${legacy.url}/pt/static/resources/cartaz-double-burger-bacon.pdf`);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      for (const path of [
        "es/static/thumbs/",
        "es/static/thumbs",
        "pt/static/thumbs/cartel-doble-burger-bacon.png",
        "es/static/.env",
        "es/static/../pt/static/resources/cartaz-double-burger-bacon.pdf",
        "es/static/tmp",
      ]) {
        const res = await fetch(`${legacy.url}/${path}`);
        expect([path, res.status]).toEqual([path, 404]);
        await res.arrayBuffer();
      }
    });
  });

  describe("short links", () => {
    const hits = (id: number) => count("SELECT count(*)::int AS n FROM short_link_hits WHERE resource_id = $1", [id]);

    it("answers the resource's portal path without a session and records the hit and who shared it", async () => {
      const bacon = lib.byName("Cartel Doble Burger Bacon");
      const before = await hits(bacon.id);
      expect((await es.get(`link/${bacon.id}`)).body).toEqual({ status: true, data: { url: "/nacional/hamburguesas/cartel-doble-burger-bacon" } });
      expect((await es.get(`link/${bacon.id}/1`)).body).toEqual({ status: true, data: { url: "/nacional/hamburguesas/cartel-doble-burger-bacon" } });
      expect(await hits(bacon.id)).toBe(before + 2);
      const last = await legacy.db.query<{ user_id: number | null }>(
        "SELECT user_id FROM short_link_hits WHERE resource_id = $1 ORDER BY id DESC LIMIT 2",
        [bacon.id],
      );
      expect(last).toEqual([{ user_id: 1 }, { user_id: null }]);
    });

    it("builds the path of each area: national, local, communication, toolkits and best practices", async () => {
      const url = async (client: ApiClient, id: number) => dataOf<{ url: string }>(await client.get(`link/${id}`)).url;
      expect(await url(es, lib.byName("Pancarta Campo de Fútbol").id)).toBe("/local/futbol-base/pancarta-campo-de-futbol");
      expect(await url(es, lib.byName("Nota de premsa obertura tipus").id)).toBe("/comunicacion/aperturas/nota-de-premsa-obertura-tipus");
      expect(await url(es, lib.byName("Toolkit McCafé").id)).toBe("/toolkits");
      expect(await url(pt, ptLib.byName("Caso: parceria com escolas").id)).toBe("/practices");
    });

    it("answers not_found for an unknown resource, another market's or a malformed id", async () => {
      for (const path of ["link/999999", `link/${ptLib.resources[0].id}`, "link/abc", `link/${lib.resources[0].id}/x`]) {
        const answer = await es.get(path);
        expect([path, answer.status, answer.body]).toEqual([path, 200, refusal("not_found")]);
      }
    });
  });

  describe("requests to marketing", () => {
    it("sends a custom resource request to marketing and keeps it", async () => {
      const answer = await es.post(
        "resource/custom/mail",
        {
          topic: " Cartel para la feria local ",
          comments: "Tamaño A3, con el logo del ayuntamiento.",
          restaurant_name: "Madrid Gran Vía",
          restaurant_site: "ES0101",
        },
        esCookie,
      );
      expect(answer.body).toEqual({ status: true, data: true });
      expect((await legacy.outbox("ES")).at(-1)).toEqual({
        to: "marketing@demo.es",
        subject: "Solicitud de recurso personalizado: Cartel para la feria local",
        body: "Solicitado por: Laura Martín Sánchez <franquiciado@demo.es>\nRestaurante: Madrid Gran Vía (ES0101)\nTema: Cartel para la feria local\nComentarios:\nTamaño A3, con el logo del ayuntamiento.",
        link: "",
      });
      const rows = await legacy.db.query(
        "SELECT market, user_id, topic, comments, restaurant_name, restaurant_site FROM custom_resource_requests ORDER BY id DESC LIMIT 1",
      );
      expect(rows).toEqual([
        {
          market: "ES",
          user_id: 1,
          topic: "Cartel para la feria local",
          comments: "Tamaño A3, con el logo del ayuntamiento.",
          restaurant_name: "Madrid Gran Vía",
          restaurant_site: "ES0101",
        },
      ]);
      expect((await es.post("resource/custom/mail", { topic: "   ", comments: "x" }, esCookie)).body).toEqual(refusal("topic"));
    });

    it("stores an opening form at least 15 days ahead and mails it; refuses bad JSON and a date too soon", async () => {
      const inDays = (days: number) => localDay(new Date(Date.now() + days * 86_400_000));
      const form = {
        site: "PT0209",
        type: "Free-Standing",
        franchisee_name: "João Pereira",
        opening_date: inDays(15),
        kiosk: true,
        games: false,
        workplaces: 45,
        mail: "abertura@demo.pt",
      };
      const send = (data: string) =>
        pt.post("restaurant/opening", { data, restaurant_name: "Lisboa Avenida da Liberdade", restaurant_site: "PT0201" }, ptCookie);
      expect((await send(JSON.stringify(form))).body).toEqual({ status: true, data: true });
      const [row] = await legacy.db.query<Record<string, unknown>>(
        "SELECT market, user_id, restaurant_name, restaurant_site, to_char(opening_date, 'YYYY-MM-DD') AS opening_date, data FROM opening_requests ORDER BY id DESC LIMIT 1",
      );
      expect(row).toEqual({
        market: "PT",
        user_id: 9,
        restaurant_name: "Lisboa Avenida da Liberdade",
        restaurant_site: "PT0201",
        opening_date: inDays(15),
        data: form,
      });
      const mail = (await legacy.outbox("PT")).at(-1)!;
      expect(mail).toMatchObject({ to: "marketing@demo.pt", subject: "Comunicação de abertura: Lisboa Avenida da Liberdade (PT0201)" });
      expect(mail.body).toBe(
        `Pedido por: João Pereira da Silva <franqueado@demo.pt>\nsite: PT0209\ntype: Free-Standing\nfranchisee_name: João Pereira\nopening_date: ${inDays(15)}\nmail: abertura@demo.pt\nkiosk: Sim\ngames: Não\nworkplaces: 45`,
      );
      const before = await count("SELECT count(*)::int AS n FROM opening_requests");
      expect((await send(JSON.stringify({ ...form, opening_date: inDays(14) }))).body).toEqual(refusal("opening_date"));
      expect((await send(JSON.stringify({ ...form, opening_date: "2026-02-30" }))).body).toEqual(refusal("opening_date"));
      expect((await send(JSON.stringify({ ...form, opening_date: undefined }))).body).toEqual(refusal("opening_date"));
      expect((await send("{not json")).body).toEqual(refusal("data"));
      expect((await send("[1, 2]")).body).toEqual(refusal("data"));
      expect(await count("SELECT count(*)::int AS n FROM opening_requests")).toBe(before);
    });
  });
});
