import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../auth/passwords.js";
import type { LegacyServer } from "../../index.js";
import { type ApiClient } from "../../testing/client.js";
import { STORAGES, startCatalogue } from "../../testing/storages.js";

const DEMO = sha256Hex("demo1234");
const SESSION_REFUSAL = { status: false, data: { error: "session" } };
const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Array<Record<string, unknown>>>(answer: { body: unknown }) => (answer.body as { data: T }).data;

const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const at = (stamp: string | null) => (stamp ? new Date(stamp.replace(" ", "T")).getTime() : null);
/** Active and within its dates (open ends allowed): what the home shows. */
const current = (item: { status: number; start_date: string | null; end_date: string | null }) => {
  const now = Date.now();
  return item.status === 1 && (at(item.start_date) ?? 0) <= now && (at(item.end_date) ?? Infinity) >= now;
};
type Dated = { id: number; status: number; start_date: string | null; end_date: string | null; url: string | null };

describe.each(STORAGES)("home area on $name", (storage) => {
  let legacy: LegacyServer, es: ApiClient, pt: ApiClient;
  let franchisee: string;
  let manager: string;
  let ptCookie: string;

  const login = async (client: ApiClient, username: string) => {
    const answer = await client.post("login", { username, password: DEMO });
    if (!answer.cookie) throw new Error(`login of ${username} failed`);
    return answer.cookie;
  };
  const restaurantId = async (site: string) => (await legacy.db.query<{ id: number }>("SELECT id FROM restaurants WHERE site = $1", [site]))[0].id;

  beforeAll(async () => {
    ({ legacy, es, pt } = await startCatalogue(storage));
    [franchisee, manager, ptCookie] = await Promise.all([
      login(es, "franquiciado@demo.es"),
      login(es, "gerente@demo.es"),
      login(pt, "franqueado@demo.pt"),
    ]);
  });
  afterAll(() => legacy?.close());

  it("answers 403 session to every home call without a session", async () => {
    const calls = [
      es.get("sliders"),
      es.get("videos"),
      es.post("diagnostic/alerts", { restaurant_id: "1" }),
      es.post("actions", { restaurant_id: "1" }),
      pt.get("sliders", franchisee),
    ];
    for (const answer of await Promise.all(calls)) expect([answer.status, answer.body]).toEqual([403, SESSION_REFUSAL]);
  });

  it("lists the market's sliders by priority: one current, one expired, one inactive, one future", async () => {
    const sliders = dataOf<Array<Dated & Record<string, unknown>>>(await es.get("sliders", franchisee));
    expect(sliders.map((s) => [s.name, s.file, s.url, s.status, s.priority])).toEqual([
      ["Doble Burger Bacon", "sliders/doble-burger-bacon.png", "/nacional/hamburguesas", 1, 1],
      ["Helados de verano", "sliders/helados-verano.png", "/nacional/postres", 1, 2],
      ["Fiestas patronales", "sliders/fiestas-patronales.png", null, 0, 3],
      ["Navidad en familia", "sliders/navidad.png", "/nacional/campanas", 1, 4],
    ]);
    for (const slider of sliders) {
      expect(Object.keys(slider)).toEqual(["id", "name", "file", "url", "status", "priority", "start_date", "end_date"]);
      expect(slider.start_date).toMatch(STAMP);
      expect(slider.end_date).toMatch(STAMP);
    }
    expect(sliders.map(current)).toEqual([true, false, false, false]);
    expect(at(sliders[1].end_date)! < Date.now()).toBe(true);
    expect(at(sliders[3].start_date)! > Date.now()).toBe(true);
    const ptSliders = dataOf<Dated[]>(await pt.get("sliders", ptCookie));
    expect(ptSliders).toHaveLength(4);
    expect(ptSliders[0]).toMatchObject({ name: "Double Burger Bacon", end_date: null });
    expect(ptSliders.filter(current).map((s) => s.url)).toEqual(["/nacional/hamburgueres"]);
  });

  it("serves the slider images as 1000x500 PNG files", async () => {
    const res = await fetch(`${legacy.url}/es/static/sliders/doble-burger-bacon.png`);
    const png = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-type")).toBe("image/png");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1000, 500]);
  });

  it("lists the videos (YouTube, Vimeo, a direct file) with exactly one current per market", async () => {
    const videos = dataOf<Dated[]>(await es.get("videos", franchisee));
    expect(videos.map((v) => [v.url, v.status])).toEqual([
      ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", 1],
      ["https://vimeo.com/76979871", 1],
      ["videos/navidad.mp4", 1],
    ]);
    expect(Object.keys(videos[0])).toEqual(["id", "url", "status", "start_date", "end_date"]);
    expect(videos.filter(current).map((v) => v.url)).toEqual(["https://www.youtube.com/watch?v=aqz-KE-bpKQ"]);
    const ptVideos = dataOf<Dated[]>(await pt.get("videos", ptCookie));
    expect(ptVideos.filter(current).map((v) => v.url)).toEqual(["videos/natal.mp4"]);
  });

  it("serves the direct video file as an H.264 MP4", async () => {
    const res = await fetch(`${legacy.url}/pt/static/videos/natal.mp4`);
    const mp4 = Buffer.from(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(mp4.subarray(4, 12).toString("latin1")).toBe("ftypisom");
    expect(mp4.includes(Buffer.from("avcC"))).toBe(true);
    expect(mp4.subarray(mp4.indexOf(Buffer.from("mdat")) - 4).readUInt32BE(0)).toBe(mp4.length - mp4.indexOf(Buffer.from("mdat")) + 4);
    const ranged = await fetch(`${legacy.url}/pt/static/videos/natal.mp4`, { headers: { range: "bytes=0-99" } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });

  describe("diagnostic alerts", () => {
    it("answers which of the four checks a restaurant of the user has done", async () => {
      const alerts = async (site: string, cookie = franchisee) =>
        (await es.post("diagnostic/alerts", { restaurant_id: String(await restaurantId(site)) }, cookie)).body;
      expect(await alerts("ES0101")).toEqual({ status: true, data: { competence: 1, comparation: 1, clusters: 1, dafo: 1 } });
      expect(await alerts("ES0102")).toEqual({ status: true, data: { competence: 1, comparation: 1, clusters: 0, dafo: 0 } });
      expect(await alerts("ES0105")).toEqual({ status: true, data: { competence: 1, comparation: 1, clusters: 1, dafo: 0 } });
      expect(await alerts("ES0103", manager)).toEqual({ status: true, data: { competence: 0, comparation: 0, clusters: 0, dafo: 0 } });
      expect(await alerts("ES0112", manager)).toEqual({ status: true, data: { competence: 0, comparation: 0, clusters: 0, dafo: 1 } });
    });

    it("refuses a restaurant that is not the user's, another market's or none with restaurant", async () => {
      for (const form of [
        { restaurant_id: String(await restaurantId("ES0103")) },
        { restaurant_id: String(await restaurantId("PT0201")) },
        { restaurant_id: "x" },
        {} as Record<string, string>,
      ]) {
        expect((await es.post("diagnostic/alerts", form, franchisee)).body).toEqual(refusal("restaurant"));
      }
    });
  });

  describe("local actions", () => {
    it("answers the restaurant's local actions not over yet by start date, national ones left out", async () => {
      const actions = dataOf<Array<Record<string, unknown>>>(
        await es.post("actions", { restaurant_id: String(await restaurantId("ES0101")) }, franchisee),
      );
      const names = actions.map((a) => a.name);
      // Seeded relative to today: one over (40 days ago), two to come; the marketing plans' own (fixed days) vary by date.
      expect(names).toEqual(expect.arrayContaining(["Patrocinio del torneo de baloncesto del barrio", "Buzoneo de flyers de desayunos"]));
      expect(names).not.toContain("Degustación en las fiestas de San Isidro");
      const today = new Date().toLocaleDateString("sv");
      const stored = await legacy.db.query<{ name: string }>(
        `SELECT a.name FROM marketing_actions a JOIN restaurants r ON r.id = a.restaurant_id
          WHERE r.site = 'ES0101' AND a.type = 2 AND a.end_date >= $1::date ORDER BY a.start_date, a.id`,
        [today],
      );
      expect(names).toEqual(stored.map((row) => row.name));
      expect(actions.map((a) => String(a.start))).toEqual(actions.map((a) => String(a.start)).sort());
      for (const action of actions) {
        expect(Object.keys(action)).toEqual(["id", "name", "start", "end", "type"]);
        expect(action.type).toBe(2);
        expect(action.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(String(action.end) >= String(action.start)).toBe(true);
      }
      expect(dataOf(await es.post("actions", { restaurant_id: String(await restaurantId("ES0105")) }, franchisee))).toEqual([]);
      expect(dataOf(await pt.post("actions", { restaurant_id: String(await restaurantId("PT0201")) }, ptCookie))).toEqual([]);
    });

    it("refuses a restaurant that is not the user's", async () => {
      expect((await es.post("actions", { restaurant_id: String(await restaurantId("ES0104")) }, franchisee)).body).toEqual(refusal("restaurant"));
    });
  });
});
