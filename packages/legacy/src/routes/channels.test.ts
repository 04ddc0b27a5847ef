import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/passwords.js";
import type { LegacyServer } from "../index.js";
import { apiClient, type ApiClient } from "../testing/client.js";
import { STORAGES } from "../testing/storages.js";
import { applyDueChannels, localDayOf } from "./channels.js";

const DEMO = sha256Hex("demo1234");
const SESSION_REFUSAL = { status: false, data: { error: "session" } };
const refusal = (error: string) => ({ status: false, data: { error } });
type Data = Record<string, unknown> & { channel: Record<string, unknown>; service: number[]; channel_plan: Array<Record<string, unknown>> };
type LogRow = { user_name: string; field: string; old_value: string; new_value: string; date: string };
const dataOf = <T = Data>(answer: { body: unknown }) => (answer.body as { data: T }).data;

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "festive"];
const week = (start: string, end: string) => Object.fromEntries(DAYS.map((d) => [d, { start, end }]));
const REASON = "Obras en la cocina toda la mañana, no podemos preparar los pedidos a tiempo.";
const stampIn = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(hour)}:00:00`;
};

describe.each(STORAGES)("channels area on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let pt: ApiClient;
  let franchisee: string;
  let ptFranchisee: string;
  let ids: Record<string, number>;
  let services: Record<string, number>;

  const login = async (client: ApiClient, username: string) => {
    const answer = await client.post("login", { username, password: DEMO });
    if (!answer.cookie) throw new Error(`login of ${username} failed`);
    return answer.cookie;
  };

  /** The update form of ES0101 as the screen sends it, with `changes`. */
  const form = (data: Data, changes: Record<string, unknown> = {}): Record<string, string> => {
    const base = {
      restaurant_id: String(data.id),
      restaurant_name: String(data.name),
      restaurant_site: String(data.site),
      razon: String(data.razon),
      CIF: String(data.cif),
      fiscal_address: String(data.fiscal_address),
      address: String(data.address),
      email: String(data.email),
      region: String(data.region),
      phone: String(data.phone),
      channel: JSON.stringify({ ...data.channel, opening_date: data.opening_date }),
      service: JSON.stringify(data.service),
      opening: JSON.stringify({ open: data.channel.open, date: data.channel.reopening_date, motive: data.channel.opening_motive }),
      mop_schedule: "null",
      channel_plan: JSON.stringify(data.channel_plan),
    };
    return Object.fromEntries(Object.entries({ ...base, ...changes }).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
  };

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    pt = apiClient(legacy.url, "PT");
    [franchisee, ptFranchisee] = await Promise.all([login(es, "franquiciado@demo.es"), login(pt, "franqueado@demo.pt")]);
    ids = Object.fromEntries((await legacy.db.query<{ id: number; site: string }>("SELECT id, site FROM restaurants")).map((r) => [r.site, r.id]));
    services = Object.fromEntries(
      (await legacy.db.query<{ id: number; slug: string }>("SELECT id, slug FROM channel_services WHERE market = 'ES'")).map((s) => [s.slug, s.id]),
    );
  });
  afterAll(() => legacy?.close());

  it("answers 403 session without a session and refuses restaurants that are not the user's", async () => {
    for (const answer of await Promise.all([
      es.get(`restaurant/channel/data/${ids.ES0101}`),
      es.get("restaurant/service/"),
      es.post("restaurant/channel/update", {}),
      es.post("mop_request/add", {}),
      es.get("restaurant/getMenu"),
    ]))
      expect([answer.status, answer.body]).toEqual([403, SESSION_REFUSAL]);
    expect((await es.get(`restaurant/channel/data/${ids.ES0103}`, franchisee)).body).toEqual(refusal("restaurant"));
    expect((await es.get(`restaurant/log/${ids.PT0201}`, franchisee)).body).toEqual(refusal("restaurant"));
  });

  it("reads the channel data, the services catalogue with mop_ children and the restaurant's services", async () => {
    const data = dataOf(await es.get(`restaurant/channel/data/${ids.ES0101}`, franchisee));
    expect(data).toMatchObject({
      id: ids.ES0101,
      site: "ES0101",
      name: "Madrid Gran Vía",
      phone: "915 123 456",
      opening_date: "2009-05-14",
      region: 2,
      type: 2,
    });
    expect(data.channel).toMatchObject({ open: 1, reopening_date: null, opening_motive: null, allday: "weekend" });
    expect((data.channel.birthday_data as Record<string, unknown>).book_online).toBe(1);
    expect((data.channel.schedules as Record<string, Record<string, unknown>>).mcauto.monday).toEqual({ start: "00:00", end: "00:00" });
    expect(data.mop_schedule).toHaveLength(
      Number((await legacy.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mop_requests WHERE restaurant_id = $1", [ids.ES0101]))[0].n),
    );
    const catalogue = dataOf<Array<{ slug: string; parent_id: number | null }>>(await es.get("restaurant/service/", franchisee));
    expect(catalogue.filter((s) => s.slug.startsWith("mop_") && s.slug !== "mop_service").every((s) => s.parent_id === services.mop_service)).toBe(
      true,
    );
    const own = dataOf<Array<{ slug: string }>>(await es.get(`restaurant/service/data/${ids.ES0101}`, franchisee)).map((s) => s.slug);
    expect(own).toEqual(["restaurant", "delivery", "mcauto", "takeaway", "birthday", "mop_service", "mop_counter", "mop_table"]);
    const closed = dataOf(await es.get(`restaurant/channel/data/${ids.ES0105}`, franchisee));
    expect(closed.channel).toMatchObject({ open: 0, opening_motive: 1 });
    expect(dataOf(await es.get("restaurant/getMenu", franchisee))).toEqual({
      own: ["web", "reports", "offers", "rrss"],
      paid: ["briefing"],
      offers_url: "https://ofertas.demo.es/login",
      rrss_pdf: "rrss/social-media.pdf",
      paid_pdf: "rrss/paid-media.pdf",
    });
    for (const path of ["es/static/rrss/social-media.pdf", "pt/static/rrss/social-media.pdf", "pt/static/rrss/paid-media.pdf"]) {
      const pdf = await fetch(`${legacy.url}/${path}`);
      expect([pdf.status, (await pdf.text()).slice(0, 8)]).toEqual([200, "%PDF-1.4"]);
    }
  });

  it("saves everything in one update, logs each changed field with the user, and adds the mop_ parent", async () => {
    const data = dataOf(await es.get(`restaurant/channel/data/${ids.ES0102}`, franchisee));
    const tomorrow = localDayOf(1);
    const saved = await es.post(
      "restaurant/channel/update",
      form(data, {
        phone: "911 222 333",
        opening: { open: 0, date: localDayOf(10), motive: 3 },
        service: [services.restaurant, services.mop_table],
        channel: { ...data.channel, opening_date: data.opening_date, schedules: { restaurant: week("08:15", "22:45") }, delivery: "", allday: "all" },
        channel_plan: [
          { plan_date: tomorrow, services: [services.restaurant], schedules: { restaurant: week("10:00", "20:00") } },
          { plan_date: localDayOf(3), services: [services.mop_counter], schedules: {} },
        ],
      }),
      franchisee,
    );
    expect((saved.body as { status: boolean }).status).toBe(true);
    const after = dataOf(saved);
    expect(after.channel).toMatchObject({ open: 0, reopening_date: localDayOf(10), opening_motive: 3 });
    expect(after.service).toEqual([services.restaurant, services.mop_service, services.mop_table].sort((a, b) => a - b));
    expect(after.channel_plan.map((p) => [p.plan_date, p.services])).toEqual([
      [tomorrow, [services.restaurant]],
      [localDayOf(3), [services.mop_service, services.mop_counter].sort((a, b) => a - b)],
    ]);
    const log = dataOf<LogRow[]>(await es.get(`restaurant/log/${ids.ES0102}`, franchisee));
    const [{ name }] = await legacy.db.query<{ name: string }>("SELECT name FROM users WHERE email = 'franquiciado@demo.es'");
    const fields = log.filter((l) => l.user_name === name && l.date.startsWith(localDayOf(0))).map((l) => l.field);
    expect(fields.sort()).toEqual(["channel_plan", "open", "opening_motive", "phone", "reopening_date", "schedules", "services"].sort());
    expect(log.find((l) => l.field === "phone")).toMatchObject({ old_value: "914 555 010", new_value: "911 222 333" });
  });

  it("is all or nothing: one invalid part refuses the whole update and changes nothing", async () => {
    const data = dataOf(await es.get(`restaurant/channel/data/${ids.ES0101}`, franchisee));
    const logBefore = dataOf<unknown[]>(await es.get(`restaurant/log/${ids.ES0101}`, franchisee)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: "91-222" }, "phone"],
      [{ opening: { open: 0, date: "", motive: 1 } }, "opening"],
      [{ opening: { open: 0, date: localDayOf(5) } }, "opening"],
      [{ service: [] }, "services"],
      [{ channel: { ...data.channel, schedules: { restaurant: { monday: { start: "09:00", end: "" } } } } }, "schedules"],
      [{ channel: { ...data.channel, schedules: { restaurant: { monday: { start: "09:10", end: "20:00" } } } } }, "schedules"],
      [{ channel: { ...data.channel, birthday_data: { book_online: 1, contact_phone: "600", contact_mail: "" } } }, "birthday"],
      [{ channel_plan: [{ plan_date: localDayOf(0), services: [services.restaurant] }] }, "plan_date"],
      [
        {
          channel_plan: [1, 2, 3].map((d) => ({ plan_date: localDayOf(d), services: [services.restaurant] })),
        },
        "plans",
      ],
      [{ restaurant_site: "ES0103" }, "restaurant_site"],
      // valid data up to the last part: the MOP request is refused, nothing of the rest is kept
      [
        { phone: "600000000", mop_schedule: { status: 1, requests: [{ start_date: stampIn(2, 9), end_date: stampIn(2, 10), value: "corto" }] } },
        "value",
      ],
    ];
    for (const [changes, error] of cases)
      expect((await es.post("restaurant/channel/update", form(data, changes), franchisee)).body).toEqual(refusal(error));
    const again = dataOf(await es.get(`restaurant/channel/data/${ids.ES0101}`, franchisee));
    expect(again).toEqual(data);
    expect(dataOf<unknown[]>(await es.get(`restaurant/log/${ids.ES0101}`, franchisee))).toHaveLength(logBefore);
  });

  it("applies planned changes on their date by themselves and reopens after a past reopening date", async () => {
    const data = dataOf(await es.get(`restaurant/channel/data/${ids.ES0101}`, franchisee));
    await es.post(
      "restaurant/channel/update",
      form(data, {
        channel_plan: [
          {
            plan_date: localDayOf(1),
            services: [services.restaurant, services.takeaway],
            schedules: { restaurant: week("07:00", "21:00") },
            allday: "vespers",
          },
        ],
      }),
      franchisee,
    );
    expect(dataOf(await es.get(`restaurant/channel/data/${ids.ES0101}`, franchisee)).channel_plan).toHaveLength(1);
    // The day comes: the plan is due.
    await legacy.db.query("UPDATE channel_plans SET plan_date = $1 WHERE restaurant_id = $2", [localDayOf(0), ids.ES0101]);
    await legacy.db.query("UPDATE restaurant_channels SET open = 0, reopening_date = $1, opening_motive = 2 WHERE restaurant_id = $2", [
      localDayOf(-1),
      ids.ES0101,
    ]);
    const applied = dataOf(await es.get(`restaurant/channel/data/${ids.ES0101}`, franchisee));
    expect(applied.channel_plan).toEqual([]);
    expect(applied.service).toEqual([services.restaurant, services.takeaway].sort((a, b) => a - b));
    expect(applied.channel).toMatchObject({
      open: 1,
      reopening_date: null,
      opening_motive: null,
      allday: "vespers",
      schedules: { restaurant: week("07:00", "21:00") },
    });
    const log = dataOf<Array<{ user_name: string; field: string; new_value: string }>>(await es.get(`restaurant/log/${ids.ES0101}`, franchisee));
    expect(
      log
        .slice(0, 2)
        .map((l) => [l.user_name, l.field, l.new_value])
        .sort(),
    ).toEqual([
      ["", "open", "1"],
      ["", "plan_applied", localDayOf(0)],
    ]);
  });

  it("applies due changes of every restaurant of a market without a read (the catalogue's timer)", async () => {
    const [{ id }] = await legacy.db.query<{ id: number }>(
      "INSERT INTO channel_plans (restaurant_id, plan_date, services, allday) VALUES ($1, $2, $3, 'all') RETURNING id",
      [
        ids.PT0202,
        localDayOf(5),
        JSON.stringify([
          (await legacy.db.query<{ id: number }>("SELECT id FROM channel_services WHERE market = 'PT' AND slug = 'restaurant'"))[0].id,
        ]),
      ],
    );
    expect(await applyDueChannels(legacy.db, "PT")).toBe(0);
    expect(await applyDueChannels(legacy.db, "PT", undefined, localDayOf(5))).toBeGreaterThanOrEqual(1);
    expect(await legacy.db.query("SELECT id FROM channel_plans WHERE id = $1", [id])).toEqual([]);
    const [channel] = await legacy.db.query<{ allday: string }>("SELECT allday FROM restaurant_channels WHERE restaurant_id = $1", [ids.PT0202]);
    expect(channel.allday).toBe("all");
    const [log] = await legacy.db.query<{ field: string; new_value: string; user_id: number | null }>(
      "SELECT field, new_value, user_id FROM channel_log WHERE restaurant_id = $1 ORDER BY id DESC LIMIT 1",
      [ids.PT0202],
    );
    expect(log).toEqual({ field: "plan_applied", new_value: localDayOf(5), user_id: null });
  });

  it("adds MOP disable requests pending, or confirmed when the market's auto-confirm is on", async () => {
    const add = (client: ApiClient, cookie: string, fields: Record<string, string>) => client.post("mop_request/add", fields, cookie);
    const valid = { restaurant_id: String(ids.ES0101), start_date: stampIn(3, 9), end_date: stampIn(3, 13), value: `  ${REASON}  ` };
    const pending = dataOf<Record<string, unknown>>(await add(es, franchisee, valid));
    expect(pending).toMatchObject({ status: 1, start_date: valid.start_date, end_date: valid.end_date, value: REASON, cancel: "" });
    await legacy.db.query("UPDATE mop_settings SET auto_confirm = 0 WHERE market = 'ES'");
    await legacy.db.query("INSERT INTO mop_settings (market, auto_confirm) VALUES ('PT', 1) ON CONFLICT (market) DO UPDATE SET auto_confirm = 1");
    const confirmed = dataOf<Record<string, unknown>>(await add(pt, ptFranchisee, { ...valid, restaurant_id: String(ids.PT0201) }));
    expect(confirmed.status).toBe(2);
    expect((await add(es, franchisee, { ...valid, start_date: stampIn(-1, 9) })).body).toEqual(refusal("start_date"));
    expect((await add(es, franchisee, { ...valid, start_date: "" })).body).toEqual(refusal("start_date"));
    expect((await add(es, franchisee, { ...valid, end_date: stampIn(3, 8) })).body).toEqual(refusal("end_date"));
    expect((await add(es, franchisee, { ...valid, value: ` ${"x".repeat(49)} ` })).body).toEqual(refusal("value"));
    expect((await add(es, franchisee, { ...valid, restaurant_id: String(ids.PT0201) })).body).toEqual(refusal("restaurant"));
    const listed = dataOf(await es.get(`restaurant/channel/data/${ids.ES0101}`, franchisee)).mop_schedule as Array<{ id: number }>;
    expect(listed.map((m) => m.id)).toContain(pending.id);
  });

  it("takes a briefing only with a type, and a budget only for tactical", async () => {
    const base = {
      business: "Ventas",
      marketing: "Redes",
      target: "Familias",
      date: localDayOf(20),
      restaurant_name: "Madrid Gran Vía",
      restaurant_site: "ES0101",
      phone: "600 123 123",
    };
    expect((await es.post("restaurant/briefing", { ...base, type: "" }, franchisee)).body).toEqual(refusal("type"));
    expect((await es.post("restaurant/briefing", { ...base, type: "consulting", budget: "300" }, franchisee)).body).toEqual(refusal("budget"));
    expect((await es.post("restaurant/briefing", { ...base, type: "tactical", restaurant_site: "ES0103" }, franchisee)).body).toEqual(
      refusal("restaurant"),
    );
    const sent = await es.post("restaurant/briefing", { ...base, type: "tactical", budget: "1500.50" }, franchisee);
    expect((sent.body as { status: boolean }).status).toBe(true);
    const [row] = await legacy.db.query<{ type: string; budget: string }>(
      "SELECT type, budget::text FROM channel_briefings ORDER BY id DESC LIMIT 1",
    );
    expect(row).toEqual({ type: "tactical", budget: "1500.50" });
  });
});
