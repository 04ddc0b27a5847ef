import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../../auth/passwords.js";
import { sliderImage } from "../../../db/seed/files/art.js";
import type { LegacyServer } from "../../../index.js";
import { type ApiClient } from "../../../testing/client.js";
import { STORAGES, startCatalogue } from "../../../testing/storages.js";
import { MAX_SLIDER_IMAGE_BYTES } from "./sliders.js";

const DEMO = sha256Hex("demo1234");
const SESSION_REFUSAL = { status: false, data: { error: "session" } };
const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { data: T }).data;

type Slider = {
  id: number;
  name: string;
  file: string;
  url: string | null;
  status: number;
  priority: number;
  start_date: string | null;
  end_date: string | null;
};

const PNG = sliderImage(7, [200, 30, 30]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array<number>(64).fill(0)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(32)]);

describe.each(STORAGES)("admin sliders on $name", (storage) => {
  let legacy: LegacyServer, es: ApiClient, pt: ApiClient;
  let admin: string;
  let restricted: string;
  let franchisee: string;
  let manager: string;
  let ptAdmin: string;

  const login = async (client: ApiClient, username: string) => {
    const answer = await client.post("login", { username, password: DEMO });
    if (!answer.cookie) throw new Error(`login of ${username} failed`);
    return answer.cookie;
  };
  /** A multipart upload of one file as the BFF sends it. */
  const upload = async (market: "es" | "pt", cookie: string | undefined, bytes: Buffer, name: string) => {
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${legacy.url}/${market}/api/slider/upload`, { method: "POST", body, headers: cookie ? { cookie } : {} });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  /** The market's sliders in their order, as the home's list answers them. */
  const order = async (client: ApiClient, cookie: string) => dataOf<Slider[]>(await client.get("sliders", cookie));
  const positions = async (market: string) =>
    (
      await legacy.db.query<{ id: number; priority: number }>("SELECT id, priority FROM sliders WHERE market = $1 ORDER BY priority, id", [market])
    ).map((r) => [r.id, r.priority]);
  /** A new ES slider with a freshly uploaded image; the last in the order. */
  const createSlider = async (name: string) => {
    const image = dataOf<{ path: string }>(await upload("es", admin, PNG, "banner.png"));
    return dataOf<Slider>(
      await es.post("slider/save", { id: "-1", name, file: image.path, url: "", start_date: "", end_date: "", status: "1" }, admin),
    );
  };

  beforeAll(async () => {
    ({ legacy, es, pt } = await startCatalogue(storage));
    [admin, restricted, franchisee, manager, ptAdmin] = await Promise.all([
      login(es, "admin@demo.es"),
      login(es, "restringido@demo.es"),
      login(es, "franquiciado@demo.es"),
      login(es, "gerente@demo.es"),
      login(pt, "admin@demo.pt"),
    ]);
  });
  afterAll(() => legacy?.close());

  it("answers 403 session without a session, and `admin` to users who are not administrators", async () => {
    const calls = [
      es.post("slider/save", { id: "-1", name: "x", file: "sliders/navidad.png" }),
      es.post("slider/delete", { id: "1" }),
      es.post("slider/move", { id: "1", direction: "down", priority: "1" }),
    ];
    for (const answer of [...(await Promise.all(calls)), await upload("es", undefined, PNG, "a.png")])
      expect([answer.status, answer.body]).toEqual([403, SESSION_REFUSAL]);
    expect((await es.post("slider/save", { id: "-1", name: "x", file: "sliders/navidad.png" }, franchisee)).body).toEqual(refusal("admin"));
    expect((await es.post("slider/move", { id: "1", direction: "down", priority: "1" }, manager)).body).toEqual(refusal("admin"));
    expect((await es.post("slider/delete", { id: "1" }, manager)).body).toEqual(refusal("admin"));
    expect((await upload("es", franchisee, PNG, "a.png")).body).toEqual(refusal("admin"));
  });

  it("stores an uploaded JPEG, PNG or WebP under the market's sliders folder, named after the file and its type", async () => {
    const stored = dataOf<{ path: string; name: string; size: number; mime: string }>(await upload("es", admin, PNG, "../../Verano 2026!.jpeg"));
    expect(stored).toEqual({
      path: expect.stringMatching(/^sliders\/[0-9a-f]{16}-Verano_2026_\.png$/),
      name: "Verano 2026!.jpeg",
      size: PNG.length,
      mime: "image/png",
    });
    const served = await fetch(`${legacy.url}/es/static/${stored.path}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${legacy.url}/pt/static/${stored.path}`)).status).toBe(404);

    expect(dataOf<{ path: string; mime: string }>(await upload("es", restricted, JPEG, "foto.jpg"))).toMatchObject({
      path: expect.stringMatching(/\.jpg$/),
      mime: "image/jpeg",
    });
    expect(dataOf<{ path: string; mime: string }>(await upload("pt", ptAdmin, WEBP, ".webp"))).toMatchObject({
      path: expect.stringMatching(/^sliders\/[0-9a-f]{16}-image\.webp$/),
      mime: "image/webp",
    });
  });

  it("refuses an upload that is not an image, is larger than 5 MB, or has no file", async () => {
    expect((await upload("es", admin, Buffer.from("GIF89a not a slider image at all"), "a.png")).body).toEqual(refusal("file"));
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_SLIDER_IMAGE_BYTES)]);
    expect((await upload("es", admin, big, "big.png")).body).toEqual(refusal("file"));
    expect((await upload("es", admin, Buffer.alloc(0), "empty.png")).body).toEqual(refusal("file"));
    const res = await fetch(`${legacy.url}/es/api/slider/upload`, { method: "POST", body: new FormData(), headers: { cookie: admin } });
    expect(await res.json()).toEqual(refusal("file"));
  });

  it("creates a slider last in the order and changes it keeping its place; administrators of every kind", async () => {
    const before = await order(es, admin);
    const image = dataOf<{ path: string }>(await upload("es", admin, PNG, "nuevo.png"));
    const form = {
      id: "-1",
      name: " Menú de otoño ",
      file: image.path,
      url: " /nacional/hamburguesas ",
      start_date: "2026-10-01",
      end_date: "2026-10-31",
      status: "",
    };
    const created = dataOf<Slider>(await es.post("slider/save", form, restricted));
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Menú de otoño",
      file: image.path,
      url: "/nacional/hamburguesas",
      status: 1,
      priority: Math.max(0, ...before.map((s) => s.priority)) + 1,
      start_date: "2026-10-01 00:00:00",
      end_date: "2026-10-31 23:59:59",
    });
    expect((await order(es, franchisee)).at(-1)).toEqual(created);
    expect((await order(pt, ptAdmin)).find((s) => s.id === created.id)).toBeUndefined();

    const change = { id: String(created.id), name: "Otoño", file: "sliders/navidad.png", url: "", start_date: "", end_date: "", status: "0" };
    const [local] = await legacy.db.query<{ url: string }>("SELECT url FROM sections WHERE market = 'ES' AND type = 2 ORDER BY id LIMIT 1");
    const changed = dataOf<Slider>(await es.post("slider/save", { ...change, url: `/local/${local.url}` }, admin));
    expect(changed).toEqual({
      ...created,
      name: "Otoño",
      file: "sliders/navidad.png",
      url: `/local/${local.url}`,
      status: 0,
      start_date: null,
      end_date: null,
    });
    const linkless = dataOf<Slider>(await es.post("slider/save", { ...change, url: "" }, admin));
    expect(linkless.url).toBeNull();

    expect((await es.post("slider/save", { ...change, id: "999999" }, admin)).body).toEqual(refusal("not_found"));
    // Another market's slider is not one of this market's.
    const [ptSlider] = await order(pt, ptAdmin);
    expect((await es.post("slider/save", { ...change, id: String(ptSlider.id) }, admin)).body).toEqual(refusal("not_found"));
  });

  it("refuses what it cannot save, naming the field", async () => {
    const form = {
      id: "-1",
      name: "x",
      file: "sliders/navidad.png",
      url: "/nacional/postres",
      start_date: "2026-12-10",
      end_date: "2026-12-31",
      status: "1",
    };
    const refused = async (changes: Record<string, string>) => (await es.post("slider/save", { ...form, ...changes }, admin)).body;
    expect(await refused({ id: "x" })).toEqual(refusal("id"));
    expect(await refused({ name: "  " })).toEqual(refusal("name"));
    for (const file of ["", "sliders/no-such-file.png", "thumbs/x.png", "sliders/../es/sliders/navidad.png", "resources/x.pdf", "sliders/.x"])
      expect(await refused({ file }), file).toEqual(refusal("file"));
    // A seed file of the other market is not in this market's folder.
    expect(await refused({ file: "sliders/natal.png" })).toEqual(refusal("file"));
    for (const url of [
      "https://example.com",
      "/nacional/no-such-section",
      "/comunicacion/prensa",
      "/nacional/hamburgueres",
      "/local/hamburguesas",
      "/nacional/postres/x",
    ])
      expect(await refused({ url }), url).toEqual(refusal("url"));
    expect(await refused({ start_date: "2026-02-30" })).toEqual(refusal("start_date"));
    expect(await refused({ end_date: "2026-12-01" })).toEqual(refusal("end_date"));
    expect(await refused({ status: "2" })).toEqual(refusal("status"));
  });

  it("moves a slider by swapping it with its neighbour; a retried or stale move and the ends change nothing", async () => {
    const a = await createSlider("Mover A");
    const b = await createSlider("Mover B");
    expect(b.priority).toBe(a.priority + 1);
    const start = await positions("ES");

    const moved = dataOf<Slider[]>(await es.post("slider/move", { id: String(b.id), direction: "up", priority: String(b.priority) }, admin));
    expect(moved.map((s) => [s.id, s.priority])).toEqual([
      [b.id, a.priority],
      [a.id, b.priority],
    ]);
    // The same call again (a retry): the slider is no longer where the caller saw it, nothing moves.
    expect((await es.post("slider/move", { id: String(b.id), direction: "up", priority: String(b.priority) }, admin)).body).toEqual({
      status: true,
      data: [],
    });
    const swapped = await positions("ES");
    expect(swapped.find(([id]) => id === b.id)).toEqual([b.id, a.priority]);
    expect(swapped.find(([id]) => id === a.id)).toEqual([a.id, b.priority]);

    // Back down: the order is as before.
    await es.post("slider/move", { id: String(b.id), direction: "down", priority: String(a.priority) }, admin);
    expect(await positions("ES")).toEqual(start);

    // The first cannot go up (never below 1), the last cannot go down.
    const [first] = start;
    const last = start.at(-1)!;
    expect(dataOf(await es.post("slider/move", { id: String(first[0]), direction: "up", priority: "1" }, admin))).toEqual([]);
    expect(dataOf(await es.post("slider/move", { id: String(last[0]), direction: "down", priority: String(last[1]) }, admin))).toEqual([]);
    expect(await positions("ES")).toEqual(start);
    expect(Math.min(...start.map(([, p]) => p))).toBe(1);

    expect((await es.post("slider/move", { id: String(a.id), direction: "left", priority: "1" }, admin)).body).toEqual(refusal("direction"));
    expect((await es.post("slider/move", { id: String(a.id), direction: "up", priority: "0" }, admin)).body).toEqual(refusal("priority"));
    expect((await es.post("slider/move", { id: "999999", direction: "up", priority: "2" }, admin)).body).toEqual(refusal("not_found"));
  });

  it("numbers the positions 1, 2, 3… again when a move meets gaps or ties of older data", async () => {
    const a = await createSlider("Hueco A");
    const b = await createSlider("Hueco B");
    await legacy.db.query("UPDATE sliders SET priority = priority + 10 WHERE id = $1", [b.id]);
    await es.post("slider/move", { id: String(b.id), direction: "up", priority: String(b.priority + 10) }, admin);
    const after = await positions("ES");
    expect(after.map(([, p]) => p)).toEqual(after.map((_, i) => i + 1));
    expect(after.findIndex(([id]) => id === b.id)).toBe(after.findIndex(([id]) => id === a.id) - 1);
  });

  it("deletes a slider and closes the gap; deleting it again is not_found", async () => {
    const a = await createSlider("Borrar A");
    const b = await createSlider("Borrar B");
    expect((await es.post("slider/delete", { id: String(a.id) }, restricted)).body).toEqual({ status: true, data: true });
    const after = await positions("ES");
    expect(after.map(([, p]) => p)).toEqual(after.map((_, i) => i + 1));
    expect(after.at(-1)).toEqual([b.id, a.priority]);
    expect((await es.post("slider/delete", { id: String(a.id) }, admin)).body).toEqual(refusal("not_found"));
    expect((await es.post("slider/delete", { id: "0" }, admin)).body).toEqual(refusal("id"));
    const [ptSlider] = await order(pt, ptAdmin);
    expect((await es.post("slider/delete", { id: String(ptSlider.id) }, admin)).body).toEqual(refusal("not_found"));
  });
});
