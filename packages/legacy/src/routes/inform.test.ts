import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/passwords.js";
import type { LegacyServer } from "../index.js";
import { apiClient, type ApiClient } from "../testing/client.js";
import { factories } from "../testing/factories.js";
import { STORAGES } from "../testing/storages.js";

const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { data: T }).data;

describe.each(STORAGES)("download report on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let admin: string;

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    const user = await factories(legacy.db).createUser({ market: "ES", type: "RESTRICTED_ADMINISTRATOR", restaurants: 0 });
    admin = (await es.post("login", { username: user.email, password: sha256Hex(user.password) })).cookie!;
  });
  afterAll(() => legacy?.close());

  it("ranks the resources downloaded or opened by short link in the range, with their main section; whole days", async () => {
    const make = factories(legacy.db);
    const [section] = await legacy.db.query<{ url: string; name: string }>(
      "SELECT s.url, n.name FROM sections s JOIN section_names n ON n.section_id = s.id AND n.lang = 'CAST' WHERE s.market = 'ES' AND s.type = 1 ORDER BY s.id LIMIT 1",
    );
    const a = await make.createResource({ market: "ES", section: section!.url, name: "Informe A" });
    const b = await make.createResource({ market: "ES", section: section!.url, name: "Informe B" });
    const sharer = await make.createUser({ market: "ES", restaurants: 1 });
    const rows = [
      ["resource_downloads", a.id, "2031-03-01 00:00:00"],
      ["resource_downloads", a.id, "2031-03-31 23:59:59"],
      ["resource_downloads", b.id, "2031-03-15 10:00:00"],
      ["resource_downloads", b.id, "2031-04-01 00:00:00"], // the day after the range
      ["short_link_hits", b.id, "2031-03-02 09:00:00"],
      ["short_link_hits", b.id, "2031-03-02 18:00:00"],
    ] as const;
    for (const [table, id, date] of rows)
      await legacy.db.query(`INSERT INTO ${table} (market, resource_id, user_id, date) VALUES ('ES', $1, $2, $3)`, [id, sharer.id, date]);

    const report = dataOf(await es.post("report/downloads", { start: "2031-03-01", end: "2031-03-31" }, admin));
    expect(report).toEqual([
      { resource_id: a.id, name: "Informe A", thumb: null, section: section!.name, downloads: 2, link_opens: 0 },
      { resource_id: b.id, name: "Informe B", thumb: null, section: section!.name, downloads: 1, link_opens: 2 },
    ]);

    const detail = dataOf<{ days: Array<{ date: string }>; restaurants: unknown[] }>(
      await es.post("report/resource", { resource_id: String(b.id), start: "2031-03-01", end: "2031-03-03" }, admin),
    );
    expect(detail.days).toEqual([
      { date: "2031-03-01", downloads: 0, link_opens: 0 },
      { date: "2031-03-02", downloads: 0, link_opens: 2 },
      { date: "2031-03-03", downloads: 0, link_opens: 0 },
    ]);
    expect(detail.restaurants).toEqual([{ site: sharer.restaurants[0]!.site, name: sharer.restaurants[0]!.name, link_opens: 2 }]);
  });

  it("refuses a missing, reversed or too long range, another market's resource, and anyone but administrators", async () => {
    expect((await es.post("report/downloads", { start: "", end: "2031-01-01" }, admin)).body).toEqual(refusal("start"));
    expect((await es.post("report/downloads", { start: "2031-01-02", end: "2031-01-01" }, admin)).body).toEqual(refusal("end"));
    expect((await es.post("report/downloads", { start: "2031-02-30", end: "2031-03-01" }, admin)).body).toEqual(refusal("start"));
    expect((await es.post("report/downloads", { start: "2030-01-01", end: "2031-01-02" }, admin)).body).toEqual(refusal("range"));
    expect((await es.post("report/downloads", { start: "2030-01-01", end: "2030-12-31" }, admin)).body).toEqual({ status: true, data: [] });
    const [pt] = await legacy.db.query<{ id: number }>("SELECT id FROM resources WHERE market = 'PT' LIMIT 1");
    expect((await es.post("report/resource", { resource_id: String(pt!.id), start: "2031-01-01", end: "2031-01-02" }, admin)).body).toEqual(
      refusal("resource"),
    );
    const owner = await factories(legacy.db).createUser({ market: "ES", restaurants: 1 });
    const cookie = (await es.post("login", { username: owner.email, password: sha256Hex(owner.password) })).cookie!;
    expect((await es.post("report/downloads", { start: "2031-01-01", end: "2031-01-02" }, cookie)).body).toEqual(refusal("admin"));
  });
});
