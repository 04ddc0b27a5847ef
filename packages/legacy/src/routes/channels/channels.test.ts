import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../index.js";
import { refusal, SESSION_REFUSAL, signIn, type ApiClient } from "../../testing/client.js";
import type { CreatedRestaurant, CreatedUser, Factories } from "../../testing/factories.js";
import { channelStateOf, lastBriefingOf } from "../../testing/reads.js";
import { STORAGES, startCatalogue } from "../../testing/storages.js";
import { applyDueChannels, localDayOf } from "./due.js";

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
  let legacy: LegacyServer, make: Factories, es: ApiClient, pt: ApiClient;
  let franchisee: string;
  let ptFranchisee: string;
  let esAdmin: string;
  let ptAdmin: string;
  /** The franchisee: open (with its data and services), open, closed for works; another's; PT ones. */
  let owner: CreatedUser;
  let gran: CreatedRestaurant;
  let castellana: CreatedRestaurant;
  let closed: CreatedRestaurant;
  let other: CreatedRestaurant;
  let ptRestaurant: CreatedRestaurant;
  /** The ES services catalogue's ids by slug. */
  let services: Record<string, number>;
  /** The MOP requests made for `gran` before the tests. */
  const GRAN_REQUESTS = 2;

  /** The update form of a restaurant as the screen sends it, with `changes`. */
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
    ({ legacy, make, es, pt } = await startCatalogue(storage));
    gran = await make.createRestaurant({ market: "ES", name: "Madrid Gran Vía", region: 2, type: 2 });
    castellana = await make.createRestaurant({ market: "ES", name: "Madrid Castellana" });
    closed = await make.createRestaurant({ market: "ES" });
    other = await make.createRestaurant({ market: "ES" });
    owner = await make.createUser({ market: "ES", restaurants: [gran.site, castellana.site, closed.site] });
    const ptOwner = await make.createUser({ market: "PT", restaurants: 1 });
    ptRestaurant = ptOwner.restaurants[0]!;
    await make.createChannel({
      restaurant: gran,
      phone: "915 123 456",
      openingDate: "2009-05-14",
      allday: "weekend",
      birthday: { book_online: 1, contact_phone: "915 123 456", contact_mail: "cumple@demo.es" },
      schedules: { restaurant: week("08:00", "23:00"), mcauto: week("00:00", "00:00") },
      services: ["restaurant", "delivery", "mcauto", "takeaway", "birthday", "mop_service", "mop_counter", "mop_table"],
    });
    for (let i = 0; i < GRAN_REQUESTS; i++) await make.createMopRequest({ restaurant: gran, user: owner });
    await make.createChannel({ restaurant: castellana, phone: "914 555 010", allday: "all", services: ["restaurant", "takeaway"] });
    await make.createChannel({ restaurant: closed, closed: { until: localDayOf(30), motive: 1 }, services: ["restaurant"] });
    [franchisee, ptFranchisee, esAdmin, ptAdmin] = await Promise.all([
      signIn(es, owner),
      signIn(pt, ptOwner),
      make.createUser({ market: "ES", type: "ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(es, user)),
      make.createUser({ market: "PT", type: "ADMINISTRATOR", restaurants: 0 }).then((user) => signIn(pt, user)),
    ]);
    services = Object.fromEntries(
      dataOf<Array<{ id: number; slug: string }>>(await es.get("restaurant/service/", franchisee)).map((s) => [s.slug, s.id]),
    );
  });
  afterAll(() => legacy?.close());

  it("answers 403 session without a session and refuses restaurants that are not the user's", async () => {
    for (const answer of await Promise.all([
      es.get(`restaurant/channel/data/${gran.id}`),
      es.get("restaurant/service/"),
      es.post("restaurant/channel/update", {}),
      es.post("mop_request/add", {}),
      es.get("restaurant/getMenu"),
    ]))
      expect([answer.status, answer.body]).toEqual([403, SESSION_REFUSAL]);
    expect((await es.get(`restaurant/channel/data/${other.id}`, franchisee)).body).toEqual(refusal("restaurant"));
    expect((await es.get(`restaurant/log/${ptRestaurant.id}`, franchisee)).body).toEqual(refusal("restaurant"));
  });

  it("reads the channel data, the services catalogue with mop_ children and the restaurant's services", async () => {
    const data = dataOf(await es.get(`restaurant/channel/data/${gran.id}`, franchisee));
    expect(data).toMatchObject({
      id: gran.id,
      site: gran.site,
      name: "Madrid Gran Vía",
      phone: "915 123 456",
      opening_date: "2009-05-14",
      region: 2,
      type: 2,
    });
    expect(data.channel).toMatchObject({ open: 1, reopening_date: null, opening_motive: null, allday: "weekend" });
    expect((data.channel.birthday_data as Record<string, unknown>).book_online).toBe(1);
    expect((data.channel.schedules as Record<string, Record<string, unknown>>).mcauto.monday).toEqual({ start: "00:00", end: "00:00" });
    expect(data.mop_schedule).toHaveLength(GRAN_REQUESTS);
    const catalogue = dataOf<Array<{ slug: string; parent_id: number | null }>>(await es.get("restaurant/service/", franchisee));
    expect(catalogue.filter((s) => s.slug.startsWith("mop_") && s.slug !== "mop_service").every((s) => s.parent_id === services.mop_service)).toBe(
      true,
    );
    const own = dataOf<Array<{ slug: string }>>(await es.get(`restaurant/service/data/${gran.id}`, franchisee)).map((s) => s.slug);
    expect(own).toEqual(["restaurant", "delivery", "mcauto", "takeaway", "birthday", "mop_service", "mop_counter", "mop_table"]);
    const shut = dataOf(await es.get(`restaurant/channel/data/${closed.id}`, franchisee));
    expect(shut.channel).toMatchObject({ open: 0, opening_motive: 1 });
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
    const data = dataOf(await es.get(`restaurant/channel/data/${castellana.id}`, franchisee));
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
    const log = dataOf<LogRow[]>(await es.get(`restaurant/log/${castellana.id}`, franchisee));
    const fields = log.filter((l) => l.user_name === owner.name && l.date.startsWith(localDayOf(0))).map((l) => l.field);
    expect(fields.sort()).toEqual(["channel_plan", "open", "opening_motive", "phone", "reopening_date", "schedules", "services"].sort());
    expect(log.find((l) => l.field === "phone")).toMatchObject({ old_value: "914 555 010", new_value: "911 222 333" });
  });

  it("is all or nothing: one invalid part refuses the whole update and changes nothing", async () => {
    const data = dataOf(await es.get(`restaurant/channel/data/${gran.id}`, franchisee));
    const logBefore = dataOf<unknown[]>(await es.get(`restaurant/log/${gran.id}`, franchisee)).length;
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
      [{ restaurant_site: other.site }, "restaurant_site"],
      // valid data up to the last part: the MOP request is refused, nothing of the rest is kept
      [
        { phone: "600000000", mop_schedule: { status: 1, requests: [{ start_date: stampIn(2, 9), end_date: stampIn(2, 10), value: "corto" }] } },
        "value",
      ],
    ];
    for (const [changes, error] of cases)
      expect((await es.post("restaurant/channel/update", form(data, changes), franchisee)).body).toEqual(refusal(error));
    const again = dataOf(await es.get(`restaurant/channel/data/${gran.id}`, franchisee));
    expect(again).toEqual(data);
    expect(dataOf<unknown[]>(await es.get(`restaurant/log/${gran.id}`, franchisee))).toHaveLength(logBefore);
  });

  it("applies planned changes on their date by themselves and reopens after a past reopening date", async () => {
    const data = dataOf(await es.get(`restaurant/channel/data/${gran.id}`, franchisee));
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
    expect(dataOf(await es.get(`restaurant/channel/data/${gran.id}`, franchisee)).channel_plan).toHaveLength(1);
    // The day comes: a restaurant's plan is due today, and its reopening date was yesterday.
    const due = await make.createRestaurant({ market: "ES" });
    await make.createChannel({
      restaurant: due,
      closed: { until: localDayOf(-1), motive: 2 },
      services: ["restaurant"],
      plans: [{ date: localDayOf(0), services: ["restaurant", "takeaway"], schedules: { restaurant: week("07:00", "21:00") }, allday: "vespers" }],
    });
    const cookie = await signIn(es, await make.createUser({ market: "ES", restaurants: [due.site] }));
    const applied = dataOf(await es.get(`restaurant/channel/data/${due.id}`, cookie));
    expect(applied.channel_plan).toEqual([]);
    expect(applied.service).toEqual([services.restaurant, services.takeaway].sort((a, b) => a - b));
    expect(applied.channel).toMatchObject({
      open: 1,
      reopening_date: null,
      opening_motive: null,
      allday: "vespers",
      schedules: { restaurant: week("07:00", "21:00") },
    });
    const log = dataOf<Array<{ user_name: string; field: string; new_value: string }>>(await es.get(`restaurant/log/${due.id}`, cookie));
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
    const planned = await make.createRestaurant({ market: "PT" });
    await make.createChannel({
      restaurant: planned,
      services: ["restaurant"],
      plans: [{ date: localDayOf(5), services: ["restaurant"], allday: "all" }],
    });
    const [{ id }] = (await channelStateOf(legacy.db, planned.id)).plans;
    expect(await applyDueChannels(legacy.db, "PT")).toBe(0);
    expect(await applyDueChannels(legacy.db, "PT", undefined, localDayOf(5))).toBeGreaterThanOrEqual(1);
    const state = await channelStateOf(legacy.db, planned.id);
    expect(state.plans.map((plan) => plan.id)).not.toContain(id);
    expect(state.allday).toBe("all");
    expect(state.lastLog).toEqual({ field: "plan_applied", new_value: localDayOf(5), user_id: null });
  });

  it("adds MOP disable requests pending, or confirmed when the market's auto-confirm is on", async () => {
    const add = (client: ApiClient, cookie: string, fields: Record<string, string>) => client.post("mop_request/add", fields, cookie);
    const valid = { restaurant_id: String(gran.id), start_date: stampIn(3, 9), end_date: stampIn(3, 13), value: `  ${REASON}  ` };
    const pending = dataOf<Record<string, unknown>>(await add(es, franchisee, valid));
    expect(pending).toMatchObject({ status: 1, start_date: valid.start_date, end_date: valid.end_date, value: REASON, cancel: "" });
    expect((await es.post("mop_request/update_confirm/0", {}, esAdmin)).body).toEqual({ status: true, data: 0 });
    expect((await pt.post("mop_request/update_confirm/1", {}, ptAdmin)).body).toEqual({ status: true, data: 1 });
    const confirmed = dataOf<Record<string, unknown>>(await add(pt, ptFranchisee, { ...valid, restaurant_id: String(ptRestaurant.id) }));
    expect(confirmed.status).toBe(2);
    expect((await add(es, franchisee, { ...valid, start_date: stampIn(-1, 9) })).body).toEqual(refusal("start_date"));
    expect((await add(es, franchisee, { ...valid, start_date: "" })).body).toEqual(refusal("start_date"));
    expect((await add(es, franchisee, { ...valid, end_date: stampIn(3, 8) })).body).toEqual(refusal("end_date"));
    expect((await add(es, franchisee, { ...valid, value: ` ${"x".repeat(49)} ` })).body).toEqual(refusal("value"));
    expect((await add(es, franchisee, { ...valid, restaurant_id: String(ptRestaurant.id) })).body).toEqual(refusal("restaurant"));
    const listed = dataOf(await es.get(`restaurant/channel/data/${gran.id}`, franchisee)).mop_schedule as Array<{ id: number }>;
    expect(listed.map((m) => m.id)).toContain(pending.id);
  });

  it("takes a briefing only with a type, and a budget only for tactical", async () => {
    const base = {
      business: "Ventas",
      marketing: "Redes",
      target: "Familias",
      date: localDayOf(20),
      restaurant_name: "Madrid Gran Vía",
      restaurant_site: gran.site,
      phone: "600 123 123",
    };
    expect((await es.post("restaurant/briefing", { ...base, type: "" }, franchisee)).body).toEqual(refusal("type"));
    expect((await es.post("restaurant/briefing", { ...base, type: "consulting", budget: "300" }, franchisee)).body).toEqual(refusal("budget"));
    expect((await es.post("restaurant/briefing", { ...base, type: "tactical", restaurant_site: other.site }, franchisee)).body).toEqual(
      refusal("restaurant"),
    );
    const sent = await es.post("restaurant/briefing", { ...base, type: "tactical", budget: "1500.50" }, franchisee);
    expect((sent.body as { status: boolean }).status).toBe(true);
    expect(await lastBriefingOf(legacy.db, "ES")).toEqual({ type: "tactical", budget: "1500.50" });
  });
});
