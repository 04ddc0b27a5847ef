import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../index.js";
import { refusal, type ApiClient } from "../../testing/client.js";
import { countOf, startLibrary, type Library } from "../../testing/library.js";
import { STORAGES } from "../../testing/storages.js";
import { localDay } from "../../db/seed/dates.js";

type Rows = Array<Record<string, unknown>>;
const dataOf = <T = Rows>(answer: { body: unknown }) => (answer.body as { data: T }).data;

describe.each(STORAGES)("library files, short links and requests on $name", (storage) => {
  let legacy: LegacyServer, es: ApiClient, pt: ApiClient, esCookie: string, ptCookie: string, lib: Library, ptLib: Library;
  const count = (sql: string, params?: unknown[]) => countOf(legacy.db, sql, params);

  beforeAll(async () => {
    ({ legacy, es, pt, esCookie, ptCookie, lib, ptLib } = await startLibrary(storage));
  });
  afterAll(() => legacy?.close());

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
