import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../../index.js";
import { dataOf, refusal, SESSION_REFUSAL, signIn, type ApiClient } from "../../../testing/client.js";
import { factories } from "../../../testing/factories.js";
import { STORAGES, startCatalogue } from "../../../testing/storages.js";

type Dated = { id: number; status: number; start_date: string | null; end_date: string | null; url: string | null };

describe.each(STORAGES)("admin videos on $name", (storage) => {
  let legacy: LegacyServer, es: ApiClient, pt: ApiClient;
  let admin: string;
  let franchisee: string;
  let manager: string;
  let ptCookie: string;

  beforeAll(async () => {
    ({ legacy, es, pt } = await startCatalogue(storage));
    const make = factories(legacy.db);
    [admin, franchisee, manager, ptCookie] = await Promise.all([
      make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(es, user)),
      make.createUser({ market: "ES", restaurants: 0 }).then((user) => signIn(es, user)),
      make.createUser({ market: "ES", type: "MANAGER", restaurants: 0 }).then((user) => signIn(es, user)),
      make.createUser({ market: "PT", restaurants: 0 }).then((user) => signIn(pt, user)),
    ]);
  });
  afterAll(() => legacy?.close());

  it("creates, changes and deletes a video of the market, for administrators only", async () => {
    const form = { id: "-1", url: " https://vimeo.com/76979871 ", start_date: "2026-12-01", end_date: "2026-12-31", status: "1" };
    const created = dataOf<Dated>(await es.post("video/update", form, admin));
    expect(created).toEqual({
      id: expect.any(Number),
      url: "https://vimeo.com/76979871",
      status: 1,
      start_date: "2026-12-01 00:00:00",
      end_date: "2026-12-31 23:59:59",
    });
    expect(dataOf<Dated[]>(await es.get("videos", admin)).find((v) => v.id === created.id)).toEqual(created);
    expect(dataOf<Dated[]>(await pt.get("videos", ptCookie)).find((v) => v.id === created.id)).toBeUndefined();

    const changed = dataOf<Dated>(
      await es.post("video/update", { id: String(created.id), url: "videos/navidad.mp4", start_date: "", end_date: "", status: "0" }, admin),
    );
    expect(changed).toEqual({ id: created.id, url: "videos/navidad.mp4", status: 0, start_date: null, end_date: null });

    expect((await es.post("video/delete", { id: String(created.id) }, admin)).body).toEqual({ status: true, data: true });
    expect((await es.post("video/delete", { id: String(created.id) }, admin)).body).toEqual(refusal("not_found"));
    expect((await es.post("video/update", { ...form, id: String(created.id) }, admin)).body).toEqual(refusal("not_found"));
  });

  it("refuses what it cannot save, naming the field", async () => {
    const form = { id: "-1", url: "https://vimeo.com/1", start_date: "2026-12-10", end_date: "2026-12-01", status: "1" };
    expect((await es.post("video/update", { ...form, url: "  " }, admin)).body).toEqual(refusal("url"));
    expect((await es.post("video/update", form, admin)).body).toEqual(refusal("end_date"));
    expect((await es.post("video/update", { ...form, start_date: "2026-02-30" }, admin)).body).toEqual(refusal("start_date"));
    expect((await es.post("video/update", { ...form, id: "x" }, admin)).body).toEqual(refusal("id"));
    expect((await es.post("video/delete", { id: "0" }, admin)).body).toEqual(refusal("id"));
  });

  it("refuses non-administrators and callers without a session", async () => {
    const form = { id: "-1", url: "https://vimeo.com/1", start_date: "", end_date: "", status: "1" };
    expect((await es.post("video/update", form, franchisee)).body).toEqual(refusal("admin"));
    expect((await es.post("video/delete", { id: "1" }, manager)).body).toEqual(refusal("admin"));
    const anonymous = await es.post("video/update", form);
    expect([anonymous.status, anonymous.body]).toEqual([403, SESSION_REFUSAL]);
  });
});
