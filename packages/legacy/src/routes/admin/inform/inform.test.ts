import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../../index.js";
import { dataOf, refusal, signIn, type ApiClient } from "../../../testing/client.js";
import { type Factories } from "../../../testing/factories.js";
import { STORAGES, startCatalogue } from "../../../testing/storages.js";

type SectionRow = { id: number; url: string; name: string; type: number };

describe.each(STORAGES)("download report on $name", (storage) => {
  let legacy: LegacyServer, make: Factories, es: ApiClient;
  let admin: string;

  beforeAll(async () => {
    ({ legacy, make, es } = await startCatalogue(storage));
    admin = await signIn(es, await make.createUser({ market: "ES", type: "RESTRICTED_ADMINISTRATOR", restaurants: 0 }));
  });
  afterAll(() => legacy?.close());

  it("ranks the resources downloaded or opened by short link in the range, with their main section; whole days", async () => {
    // The first national section of the market, named in Castilian.
    const [section] = dataOf<SectionRow[]>(await es.post("sections", { lang: "CAST" }, admin))
      .filter((s) => s.type === 1)
      .sort((x, y) => x.id - y.id);
    const a = await make.createResource({ market: "ES", section: section!.url, name: "Informe A" });
    const b = await make.createResource({ market: "ES", section: section!.url, name: "Informe B" });
    const sharer = await make.createUser({ market: "ES", restaurants: 1 });
    const hits = [
      ["download", a, "2031-03-01 00:00:00"],
      ["download", a, "2031-03-31 23:59:59"],
      ["download", b, "2031-03-15 10:00:00"],
      ["download", b, "2031-04-01 00:00:00"], // the day after the range
      ["link", b, "2031-03-02 09:00:00"],
      ["link", b, "2031-03-02 18:00:00"],
    ] as const;
    for (const [via, resource, date] of hits) await make.createResourceHit({ resource, via, user: sharer, date });

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
    const pt = await make.createResource({ market: "PT", section: "interior" });
    expect((await es.post("report/resource", { resource_id: String(pt.id), start: "2031-01-01", end: "2031-01-02" }, admin)).body).toEqual(
      refusal("resource"),
    );
    const cookie = await signIn(es, await make.createUser({ market: "ES", restaurants: 1 }));
    expect((await es.post("report/downloads", { start: "2031-01-01", end: "2031-01-02" }, cookie)).body).toEqual(refusal("admin"));
  });
});
