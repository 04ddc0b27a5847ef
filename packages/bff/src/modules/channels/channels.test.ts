import { describe, expect, it } from "vitest";
import { CHANNELS_MESSAGES as M, SCHEDULE_DAYS, emptySchedules, localDayFrom, scheduleEntries, type Schedules } from "@portal/schema";
import { useStack } from "../../test/use-stack.js";
import { CHANNELS, SAVE, saveInput, type Screen } from "../../test/channels-screen.js";
import { faultyCatalogue } from "../../test/faulty-catalogue.js";
import { startBff } from "../../test/stack.js";
import { signIn as signInAt } from "../../test/browser.js";

const stack = useStack();
const { signIn, sql } = stack;

const BRIEFING = `mutation Briefing($input: SendBriefingInput!) { sendBriefing(input: $input) }`;

type Errors = Array<{ message: string; extensions: { code: string; fields?: Record<string, string> } }> | undefined;
const REASON = "Obras en la cocina toda la mañana: no podremos preparar los pedidos de la aplicación.";
const BIRTHDAY_OFF = { bookOnline: false, bankAccount: "", bizum: "", contactPhone: "", contactMail: "", name: "", taxId: "", fiscalAddress: "" };

const week = (start: string, end: string) => Object.fromEntries(SCHEDULE_DAYS.map((d) => [d, { start, end, allDay: false }]));

describe("channels", () => {
  it("reads the selected restaurant's screen in one request: data, catalogue with mop_ children, MOP windows, PDF and log (ES and PT)", async () => {
    for (const [market, user, site] of [
      ["ES", "franquiciado@demo.es", "ES0101"],
      ["PT", "franqueado@demo.pt", "PT0201"],
    ] as const) {
      const b = await signIn(market, user);
      stack.resetCalls();
      stack.resetCalls();
      const { data, errors } = await b.graphql<{ channels: Screen }>(CHANNELS);
      expect(errors).toBeUndefined();
      const screen = data!.channels;
      // The restaurant's services come from the spec's call for them.
      expect(stack.callPaths().filter((p) => p.startsWith("restaurant/service/data/"))).toEqual([`restaurant/service/data/${screen.restaurantId}`]);
      const [restaurant] = await sql<{ id: number; type: number; region: number }>("SELECT id, type, region FROM restaurants WHERE site = $1", [
        site,
      ]);
      expect(screen).toMatchObject({ restaurantId: String(restaurant.id), site, mode: restaurant.type, region: restaurant.region, open: true });
      const catalogue = await sql<{ slug: string }>("SELECT slug FROM channel_services WHERE market = $1 AND status = 1 ORDER BY ord, id", [market]);
      expect(screen.services.map((s) => s.slug)).toEqual(catalogue.map((s) => s.slug));
      expect(screen.services.filter((s) => s.slug.startsWith("mop_") && s.slug !== "mop_service").every((s) => s.parentSlug === "mop_service")).toBe(
        true,
      );
      const active = await sql<{ slug: string }>(
        "SELECT s.slug FROM restaurant_services rs JOIN channel_services s ON s.id = rs.service_id WHERE rs.restaurant_id = $1 ORDER BY s.id",
        [restaurant.id],
      );
      expect([...screen.activeServices].sort()).toEqual(active.map((s) => s.slug).sort());
      const windows = await sql<{ id: number; status: number }>(
        "SELECT id, status FROM mop_requests WHERE restaurant_id = $1 ORDER BY start_date DESC, id DESC",
        [restaurant.id],
      );
      expect(screen.mop.windows.map((w) => [w.id, w.status])).toEqual(
        windows.map((w) => [String(w.id), ["", "PENDING", "CONFIRMED", "CANCELED"][w.status]]),
      );
      expect(screen.mop.offered).toBe(true);
      expect(screen.socialPdfUrl).toBe("/files/static/rrss/social-media.pdf");
      expect(screen.log.length).toBeGreaterThan(0);
      const reports = await sql<{ id: number }>("SELECT id FROM partner_reports WHERE restaurant_id = $1", [restaurant.id]);
      expect(screen.reports.map((r) => r.id).sort()).toEqual(reports.map((r) => String(r.id)).sort());
      expect(screen.reports.every((r) => r.url.startsWith("/files/static/reports/") && /^\d{2}\/\d{4}$/.test(r.month))).toBe(true);
      expect(screen.paidMediaPdfUrl).toBe("/files/static/rrss/paid-media.pdf");
      for (const url of [screen.socialPdfUrl, screen.paidMediaPdfUrl]) {
        const pdf = await b.fetch(url);
        expect([pdf.statusCode, (await pdf.body.text()).slice(0, 5)]).toEqual([200, "%PDF-"]);
      }
    }
  });

  it("refuses partners, and restaurants that are not the user's (another market's included)", async () => {
    const partner = await signIn("ES", "partner@demo.es");
    const { errors } = await partner.graphql(CHANNELS);
    expect((errors as Errors)?.[0].extensions.code).toBe("FORBIDDEN");
    const pt = await signIn("PT", "franqueado@demo.pt");
    const screen = (await pt.graphql<{ channels: Screen }>(CHANNELS)).data!.channels;
    const [es] = await sql<{ id: number }>("SELECT id FROM restaurants WHERE site = 'ES0101'");
    stack.resetCalls();
    for (const [query, input] of [
      [SAVE, saveInput(screen, { restaurantId: String(es.id) })],
      [BRIEFING, { restaurantId: String(es.id), type: "consulting", business: "", marketing: "", target: "", date: "", budget: null, phone: "" }],
    ] as const) {
      const answer = await pt.graphql(query, { input });
      expect((answer.errors as Errors)?.[0]).toMatchObject({ message: M.restaurant, extensions: { code: "FORBIDDEN" } });
    }
    const asked = await pt.graphql(CHANNELS, { restaurantId: String(es.id) });
    expect((asked.errors as Errors)?.[0]).toMatchObject({ message: "restaurant.error.not_available", extensions: { code: "FORBIDDEN" } });
    expect(stack.callPaths().filter((p) => !p.startsWith("user/"))).toEqual([]);
  });

  it("reads and saves the restaurant asked for, whatever the session selected meanwhile", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 2 });
    const [first, second] = user.restaurants.map((r) => String(r.id));
    const b = await signIn(user);
    const screen = (await b.graphql<{ channels: Screen }>(CHANNELS, { restaurantId: second })).data!.channels;
    expect(screen.restaurantId).toBe(second);
    // The session selects the first restaurant (another tab, say); the screen loaded for the second saves the second.
    await b.graphql(`mutation { selectRestaurant(input: { site: "${user.restaurants[0].site}" }) { selectedRestaurant { id } } }`);
    expect((await b.graphql<{ channels: Screen }>(CHANNELS)).data!.channels.restaurantId).toBe(first);
    const saved = await b.graphql<{ saveChannels: Screen }>(SAVE, {
      input: saveInput(screen, { publicName: "Segundo restaurante", services: ["restaurant"] }),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveChannels.restaurantId).toBe(second);
    expect(
      await sql("SELECT restaurant_id, name FROM restaurant_channels WHERE restaurant_id = ANY($1::int[])", [[Number(first), Number(second)]]),
    ).toEqual([{ restaurant_id: Number(second), name: "Segundo restaurante" }]);
  });

  it("checks every rule with its key before the catalogue", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    const screen = (await b.graphql<{ channels: Screen }>(CHANNELS)).data!.channels;
    const base = saveInput(screen, { services: ["restaurant"] });
    const tomorrow = localDayFrom(new Date(), 1);
    const plan = (planDate: string, services = ["restaurant"]) => ({
      planDate,
      services,
      schedules: scheduleEntries(emptySchedules()),
      delivery: "",
      allday: "",
      birthday: BIRTHDAY_OFF,
    });
    const withMonday = (service: string, start: string, end: string) => {
      const schedules = emptySchedules() as unknown as Record<string, Record<string, unknown>>;
      schedules[service].monday = { start, end, allDay: false };
      return scheduleEntries(schedules as unknown as Schedules);
    };
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ open: false }, { reopeningDate: M.closed, closingMotive: M.closed }],
      [{ open: false, reopeningDate: tomorrow }, { closingMotive: M.closed }],
      [{ services: [] }, { services: M.noService }],
      [{ phone: "91-555-12" }, { phone: M.phone }],
      [{ schedules: withMonday("restaurant", "09:00", "") }, { schedules: M.schedules }],
      [{ schedules: withMonday("restaurant", "09:05", "12:00") }, { schedules: M.schedules }],
      [{ services: ["restaurant", "takeaway"], schedules: withMonday("takeaway", "HH:00", "12:00") }, { schedules: M.schedules }],
      [{ birthday: { ...BIRTHDAY_OFF, bookOnline: true, contactPhone: "600000000" } }, { birthday: M.birthday }],
      [{ plans: [plan(localDayFrom(new Date(), 0))] }, { "plans[0].planDate": M.planDate }],
      [{ plans: [plan(tomorrow, [])] }, { "plans[0].services": M.planServices }],
      [{ plans: [plan(tomorrow), plan(localDayFrom(new Date(), 2)), plan(localDayFrom(new Date(), 3))] }, { plans: M.maxPlans }],
    ];
    for (const [changes, fields] of cases) {
      stack.resetCalls();
      const { errors } = await b.graphql(SAVE, { input: { ...base, ...changes } });
      expect((errors as Errors)?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields });
      expect(stack.callPaths()).not.toContain("restaurant/channel/update");
    }
    expect(M.maxPlans).toBe("channels.error.max_plans");
    // an inactive service of the catalogue (kiosk) does not pass either
    expect(((await b.graphql(SAVE, { input: { ...base, services: ["restaurant", "kiosk"] } })).errors as Errors)?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { services: M.noService },
    });
  });

  it("saves everything in one call (all or nothing), applies the mop_ parent rule and logs who changed what", async () => {
    const user = await stack.factories.createUser({ market: "PT", restaurants: 1 });
    const b = await signIn(user);
    const screen = (await b.graphql<{ channels: Screen }>(CHANNELS)).data!.channels;
    const tomorrow = localDayFrom(new Date(), 1);
    const reopening = localDayFrom(new Date(), 15);
    stack.resetCalls();
    const { data, errors } = await b.graphql<{ saveChannels: Screen }>(SAVE, {
      input: saveInput(screen, {
        open: false,
        reopeningDate: reopening,
        closingMotive: "REFURBISHMENT",
        phone: "912 345 678",
        services: ["restaurant", "takeaway", "mop_table"],
        schedules: scheduleEntries({ ...emptySchedules(), restaurant: week("09:00", "22:45"), takeaway: week("10:15", "22:00") } as Schedules),
        plans: [
          {
            planDate: tomorrow,
            services: ["restaurant", "mop_counter"],
            schedules: scheduleEntries(emptySchedules()),
            delivery: "",
            allday: "all",
            birthday: BIRTHDAY_OFF,
          },
        ],
      }),
    });
    expect(errors).toBeUndefined();
    expect(stack.callPaths().filter((p) => p === "restaurant/channel/update")).toHaveLength(1);
    const saved = data!.saveChannels;
    expect(saved).toMatchObject({ open: false, reopeningDate: reopening, closingMotive: "REFURBISHMENT", phone: "912 345 678" });
    expect([...saved.activeServices].sort()).toEqual(["mop_service", "mop_table", "restaurant", "takeaway"]);
    expect(saved.plans.map((p) => [p.planDate, [...p.services].sort()])).toEqual([[tomorrow, ["mop_counter", "mop_service", "restaurant"]]]);
    expect(saved.mop.offered).toBe(true);
    expect((saved.schedules as Array<Record<string, unknown>>).find((e) => e.service === "takeaway" && e.day === "monday")).toEqual({
      service: "takeaway",
      day: "monday",
      start: "10:15",
      end: "22:00",
      allDay: false,
    });
    const fields = saved.log.filter((l) => l.userName === user.name).map((l) => l.field);
    expect(fields).toEqual(expect.arrayContaining(["open", "reopening_date", "opening_motive", "phone", "services", "schedules", "channel_plan"]));
    expect(saved.log.find((l) => l.field === "phone")).toMatchObject({ oldValue: "", newValue: "912 345 678" });
    // The same save again changes nothing more: safe to retry.
    const logLength = saved.log.length;
    const again = await b.graphql<{ saveChannels: Screen }>(SAVE, { input: saveInput(saved) });
    expect(again.errors).toBeUndefined();
    expect(again.data!.saveChannels.log).toHaveLength(logLength);
    // A refused save changes nothing (the catalogue's own all-or-nothing update is covered by its route test).
    const [{ n: before }] = await sql<{ n: number }>("SELECT count(*)::int AS n FROM channel_log WHERE restaurant_id = $1", [
      Number(saved.restaurantId),
    ]);
    stack.resetCalls();
    const refused = await b.graphql(SAVE, { input: saveInput(saved, { phone: "600 000 000", publicName: "  " }) });
    expect(stack.callPaths()).not.toContain("restaurant/channel/update");
    expect((refused.errors as Errors)?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { publicName: M.name } });
    const [{ n: after }] = await sql<{ n: number }>("SELECT count(*)::int AS n FROM channel_log WHERE restaurant_id = $1", [
      Number(saved.restaurantId),
    ]);
    const [{ phone }] = await sql<{ phone: string }>("SELECT phone FROM restaurant_channels WHERE restaurant_id = $1", [Number(saved.restaurantId)]);
    expect([after, phone]).toEqual([before, "912 345 678"]);
  });

  it("carries cv_public, cv_team and the log date; services their id, status and order; a save keeps the CV texts", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const id = user.restaurants[0].id;
    await stack.factories.createChannel({
      restaurant: user.restaurants[0],
      cvPublic: "CV público",
      cvTeam: "CV equipo",
      lastChange: { by: "Ana", at: "2026-03-04 10:20:00" },
    });
    const b = await signIn(user);
    const FIELDS = `cvPublic cvTeam logDate logUser services { id slug status order }`;
    const read = await b.graphql<{
      channels: Screen & { logDate: string; services: Array<{ id: string; slug: string; status: number; order: number }> };
    }>(`query C { channels { ${FIELDS} } }`);
    const screen = read.data!.channels;
    expect([screen.cvPublic, screen.cvTeam, screen.logUser]).toEqual(["CV público", "CV equipo", "Ana"]);
    expect(new Date(screen.logDate).getTime()).toBe(new Date(2026, 2, 4, 10, 20).getTime());
    const catalogue = await sql<{ id: number; slug: string; status: number; ord: number }>(
      "SELECT id, slug, status, ord FROM channel_services WHERE market = 'ES' AND status = 1 ORDER BY ord, id",
    );
    expect(screen.services).toEqual(catalogue.map((s) => ({ id: String(s.id), slug: s.slug, status: 1, order: s.ord })));
    const full = (await b.graphql<{ channels: Screen }>(CHANNELS)).data!.channels;
    const saved = await b.graphql(SAVE, { input: saveInput(full, { phone: "600 111 222", services: ["restaurant"] }) });
    expect(saved.errors).toBeUndefined();
    expect(await sql("SELECT cv_public, cv_team, phone FROM restaurant_channels WHERE restaurant_id = $1", [id])).toEqual([
      { cv_public: "CV público", cv_team: "CV equipo", phone: "600 111 222" },
    ]);
  });

  it("a save the catalogue refuses keeps nothing of it (a service switched off in the catalogue meanwhile)", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    const screen = (await b.graphql<{ channels: Screen }>(CHANNELS)).data!.channels;
    const restaurantId = Number(screen.restaurantId);
    const [before] = await sql("SELECT * FROM restaurant_channels WHERE restaurant_id = $1", [restaurantId]);
    // The BFF's cached catalogue still offers McExpress; the catalogue no longer does.
    const status = await stack.factories.setChannelServiceStatus({ market: "ES", slug: "mcexpress", status: 0 });
    try {
      stack.resetCalls();
      const { errors } = await b.graphql(SAVE, {
        input: saveInput(screen, {
          phone: "600 111 222",
          open: false,
          reopeningDate: localDayFrom(new Date(), 9),
          closingMotive: "OTHER",
          services: ["restaurant", "mcexpress"],
        }),
      });
      expect(stack.callPaths()).toContain("restaurant/channel/update");
      expect((errors as Errors)?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: { services: M.noService } });
    } finally {
      await stack.factories.setChannelServiceStatus({ market: "ES", slug: "mcexpress", status });
    }
    const [after] = await sql("SELECT * FROM restaurant_channels WHERE restaurant_id = $1", [restaurantId]);
    const services = await sql("SELECT service_id FROM restaurant_services WHERE restaurant_id = $1", [restaurantId]);
    const log = await sql("SELECT id FROM channel_log WHERE restaurant_id = $1", [restaurantId]);
    expect([after, services, log]).toEqual([before, [], []]);
  });

  it("switching mop_service off switches every mop_ service off", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    const screen = (await b.graphql<{ channels: Screen }>(CHANNELS)).data!.channels;
    const on = (
      await b.graphql<{ saveChannels: Screen }>(SAVE, { input: saveInput(screen, { services: ["restaurant", "mop_counter", "mop_table"] }) })
    ).data!.saveChannels;
    expect([...on.activeServices].sort()).toEqual(["mop_counter", "mop_service", "mop_table", "restaurant"]);
    // the screen's toggle (toggleService) sends the list without the parent and its children
    const off = (await b.graphql<{ saveChannels: Screen }>(SAVE, { input: saveInput(on, { services: ["restaurant"] }) })).data!.saveChannels;
    expect(off.activeServices).toEqual(["restaurant"]);
    expect(off.mop.offered).toBe(false);
  });

  it("stores new MOP disable windows with the save (all or nothing): pending with auto-confirm off, confirmed with it on, one key per failing field", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    const screen = (await b.graphql<{ channels: Screen }>(CHANNELS)).data!.channels;
    const restaurantId = Number(screen.restaurantId);
    const base = saveInput(screen, { services: ["restaurant", "mop_counter"] });
    const at = (hours: number) => new Date(Math.ceil(Date.now() / 60_000) * 60_000 + hours * 3_600_000).toISOString();
    const windows = () =>
      sql<{ status: number; value: string }>("SELECT status, value FROM mop_requests WHERE restaurant_id = $1 ORDER BY id", [restaurantId]);
    const setting = await stack.factories.setMopAutoConfirm({ market: "ES", autoConfirm: 0 });
    try {
      stack.resetCalls();
      const pending = await b.graphql<{ saveChannels: Screen }>(SAVE, {
        input: { ...base, mopRequests: [{ start: at(24), end: at(28), reason: `  ${REASON}  ` }] },
      });
      expect(pending.errors).toBeUndefined();
      // One catalogue call stores the screen and the request together.
      expect(stack.callPaths().filter((p) => p === "restaurant/channel/update" || p.startsWith("mop_request"))).toEqual([
        "restaurant/channel/update",
      ]);
      expect(pending.data!.saveChannels.mop.windows).toMatchObject([{ status: "PENDING", start: at(24), end: at(28), reason: REASON }]);
      expect(pending.data!.saveChannels.log.map((l) => l.field)).toContain("mop_request");
      await stack.factories.setMopAutoConfirm({ market: "ES", autoConfirm: 1 });
      const confirmed = await b.graphql<{ saveChannels: Screen }>(SAVE, {
        input: { ...base, mopRequests: [{ start: at(48), end: at(50), reason: REASON }] },
      });
      expect(confirmed.data!.saveChannels.mop.windows.map((w) => w.status)).toEqual(["CONFIRMED", "PENDING"]);
      expect((await windows()).map((r) => r.status)).toEqual([1, 2]);
    } finally {
      await stack.factories.setMopAutoConfirm({ market: "ES", autoConfirm: setting });
    }
    const request = { start: at(5), end: at(6), reason: REASON };
    const fails: Array<[Array<Record<string, unknown>>, Record<string, string>]> = [
      [
        [{ start: null, end: null, reason: "corta" }],
        { "mopRequests[0].start": M.mopStartRequired, "mopRequests[0].end": M.mopEndRequired, "mopRequests[0].reason": M.mopReason },
      ],
      [
        [request, { start: at(-2), end: at(-3), reason: REASON }],
        { "mopRequests[1].start": M.mopStartPast, "mopRequests[1].end": M.mopEndBeforeStart },
      ],
      [[{ ...request, reason: ` ${"x".repeat(49)} ` }], { "mopRequests[0].reason": M.mopReason }],
      [Array.from({ length: 6 }, () => request), { mopRequests: M.mopTooMany }],
    ];
    for (const [mopRequests, fields] of fails) {
      stack.resetCalls();
      const { errors } = await b.graphql(SAVE, { input: { ...base, publicName: "No se guarda", mopRequests } });
      expect((errors as Errors)?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields });
      expect(stack.callPaths()).not.toContain("restaurant/channel/update");
    }
    expect((await windows()).length).toBe(2);
    expect((await sql<{ name: string }>("SELECT name FROM restaurant_channels WHERE restaurant_id = $1", [restaurantId]))[0]!.name).not.toBe(
      "No se guarda",
    );
  });

  it("sends a briefing only with a type, with a budget only for tactical", async () => {
    const user = await stack.factories.createUser({ market: "PT", restaurants: 1 });
    const b = await signIn(user);
    const base = {
      restaurantId: String(user.restaurants[0].id),
      business: "Vendas",
      marketing: "Redes",
      target: "Famílias",
      date: "",
      budget: null,
      phone: "912 000 000",
    };
    expect(((await b.graphql(BRIEFING, { input: { ...base, type: null } })).errors as Errors)?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { type: M.briefingType },
    });
    expect(((await b.graphql(BRIEFING, { input: { ...base, type: "tactical", budget: -5 } })).errors as Errors)?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { budget: M.briefingBudget },
    });
    expect((await b.graphql(BRIEFING, { input: { ...base, type: "directional", budget: 900 } })).data).toEqual({ sendBriefing: true });
    expect((await b.graphql(BRIEFING, { input: { ...base, type: "tactical", budget: 1250.5 } })).data).toEqual({ sendBriefing: true });
    const rows = await sql<{ type: string; budget: string | null; restaurant_site: string }>(
      "SELECT type, budget::text, restaurant_site FROM channel_briefings WHERE user_id = $1 ORDER BY id",
      [user.id],
    );
    expect(rows).toEqual([
      { type: "directional", budget: null, restaurant_site: user.restaurants[0].site },
      { type: "tactical", budget: "1250.50", restaurant_site: user.restaurants[0].site },
    ]);
  });
});

describe("the screen's catalogue calls", () => {
  it("a planned change that fell due is on the screen at once: its services are the restaurant's, and it is no longer planned", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const restaurantId = user.restaurants[0].id;
    await stack.factories.createChannel({
      restaurant: user.restaurants[0],
      services: ["restaurant"],
      plans: [{ date: localDayFrom(new Date(), -1), services: ["delivery"] }],
    });
    const b = await signIn(user);
    const { data, errors } = await b.graphql<{ channels: Screen }>(CHANNELS, { restaurantId: String(restaurantId) });
    expect(errors).toBeUndefined();
    expect(data!.channels.activeServices).toEqual(["delivery"]);
    expect(data!.channels.plans).toEqual([]);
  });

  it("asks the catalogue for the restaurant's channel data and the services it offers at once, not one after the other", async () => {
    const catalogue = await faultyCatalogue();
    const bff = await startBff(catalogue.env);
    try {
      const b = await signInAt(bff.url, "ES", "franquiciado@demo.es");
      // Each held a second: one after the other, the screen would take two.
      catalogue.delays.set("/restaurant/channel/data/1", 1_000);
      catalogue.delays.set("/restaurant/service/data/1", 1_000);
      const started = Date.now();
      const { data, errors } = await b.graphql<{ channels: Screen }>(CHANNELS);
      expect(errors).toBeUndefined();
      expect(data!.channels.restaurantId).toBe("1");
      expect(Date.now() - started).toBeLessThan(1_800);
    } finally {
      await bff.close();
      await catalogue.close();
    }
  });
});
