import { FormData } from "undici";
import { describe, expect, it } from "vitest";
import type { PortalObjective } from "../../legacy/marketing.js";
import type { TestBrowser } from "../../test/browser.js";
import { useStack } from "../../test/use-stack.js";

const stack = useStack();
const { signIn, sql } = stack;
const callPaths = () => stack.callPaths();

const PLAN_FIELDS = `
  id restaurantId year years coverUrl
  nationalOptions { id name kind strategies { id name } }
  localOptions { id name kind strategies { id name } }
  priorities { id categoryId name kind position daypart timeSlot behaviour competitorId sales newCustomers }
  strategies { id slot position text optionId name }
  competitors { id name }
  actions { id name completeName kind strategyId startDate endDate row editable }
`;
const PLAN = `query MarketingPlan($year: Int!, $restaurantId: ID) { marketingPlan(year: $year, restaurantId: $restaurantId) { ${PLAN_FIELDS} } }`;
const SAVE_OBJECTIVES = `mutation ($input: SaveObjectivesInput!) { saveMarketingObjectives(input: $input) { ${PLAN_FIELDS} } }`;
const SAVE_STRATEGIES = `mutation ($input: SaveStrategiesInput!) { saveMarketingStrategies(input: $input) { ${PLAN_FIELDS} } }`;
const ADD_ACTION = `mutation ($input: AddPlanActionInput!) { addMarketingAction(input: $input) { ${PLAN_FIELDS} } }`;
const UPDATE_ACTION = `mutation ($input: UpdatePlanActionInput!) { updateMarketingAction(input: $input) { ${PLAN_FIELDS} } }`;
const DELETE_ACTION = `mutation ($input: DeletePlanActionInput!) { deleteMarketingAction(input: $input) { ${PLAN_FIELDS} } }`;
const HOME_ACTIONS = `query { home { localActions { id name startDate endDate } } }`;

interface Plan {
  id: string;
  restaurantId: string;
  year: number;
  years: number[];
  coverUrl: string | null;
  nationalOptions: Array<{ id: string; name: string; kind: string; strategies: Array<{ id: string; name: string }> }>;
  localOptions: Array<{ id: string; name: string; kind: string; strategies: Array<{ id: string; name: string }> }>;
  /** The catalogue call's chosen priorities, with their id and kind as GraphQL answers them. */
  priorities: Array<Omit<PortalObjective, "planId" | "kind"> & { id: string; kind: string }>;
  strategies: Array<{ id: string; slot: number; position: number; text: string | null; optionId: string | null; name: string }>;
  competitors: Array<{ id: string; name: string }>;
  actions: Array<{
    id: string;
    name: string;
    completeName: string;
    kind: string;
    strategyId: string | null;
    startDate: string;
    endDate: string;
    row: number | null;
    editable: boolean;
  }>;
}

const now = new Date();
const [previous, current, next] = [now.getFullYear() - 1, now.getFullYear(), now.getFullYear() + 1];
const idOf = async (query: string, params: unknown[]) => String((await sql<{ id: number }>(query, params))[0].id);
const restaurant = (site: string) => idOf("SELECT id FROM restaurants WHERE site = $1", [site]);
const section = (url: string) => idOf("SELECT id FROM sections WHERE market = 'ES' AND url = $1", [url]);
const fieldsOf = (result: { errors?: Array<{ extensions?: { code?: string; fields?: Record<string, string> } }> }) => [
  result.errors?.[0]?.extensions?.code,
  result.errors?.[0]?.extensions?.fields,
];

async function upload(b: TestBrowser, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const response = await b.fetch("/uploads/admin/marketing-cover", { method: "POST", body: form, headers: { "x-portal-upload": "1" } });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xdb, 0, 4, 0, 0, 0xff, 0xd9,
]);
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
]);

describe("marketing plan", () => {
  it("answers a seeded plan in one request: options, priorities, strategies, national and local actions by row, competitors, cover", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const id = await restaurant("ES0101");
    stack.resetCalls();
    const { data, errors } = await b.graphql<{ marketingPlan: Plan }>(PLAN, { year: previous, restaurantId: id });
    expect(errors).toBeUndefined();
    const plan = data!.marketingPlan;
    expect([plan.id, plan.year, plan.years]).toEqual([`${id}:${previous}`, previous, [previous, current, next].filter((y) => y !== 2018)]);
    expect(plan.coverUrl).toMatch(/^\/files\/static\/marketing\/cover\.jpg\?v=/);
    expect(plan.nationalOptions.find((o) => o.id === plan.priorities[0].categoryId)).toEqual({
      id: await section("campanas"),
      name: "Campañas",
      kind: "NATIONAL",
      strategies: [
        { id: await section("hamburguesas"), name: "Hamburguesas" },
        { id: await section("desayunos"), name: "Desayunos" },
        { id: await section("postres"), name: "Postres" },
      ],
    });
    expect(plan.localOptions.map((o) => [o.name, o.kind, o.strategies])).toEqual([
      ["Eventos locales", "LOCAL", []],
      ["Patrocinios", "LOCAL", []],
      ["Colegios", "LOCAL", []],
    ]);
    expect(plan.priorities.map((p) => [p.name, p.kind, p.position, p.daypart, p.timeSlot, p.behaviour, p.sales, p.newCustomers])).toEqual([
      ["Campañas", "NATIONAL", 1, "week", "comida", "ticket", 5, 3],
      ["Eventos locales", "LOCAL", 2, "weekend", "tarde", "frecuencia", 4, 2.5],
      ["Cartelería", "NATIONAL", 3, "week", "manana", "penetracion", 3, 6],
    ]);
    expect(plan.strategies.map((s) => [s.slot, s.position, s.name])).toEqual([
      [1, 1, "Hamburguesas"],
      [2, 1, "Desayunos"],
      [3, 2, "Degustaciones en las fiestas del barrio"],
      [4, 2, "Stand en el mercado municipal"],
      [5, 3, "Exterior"],
    ]);
    const chosen = await sql<{ brand_id: number; name: string }>(
      "SELECT c.brand_id, b.name FROM restaurant_competitors c JOIN competitor_brands b ON b.id = c.brand_id WHERE c.restaurant_id = $1",
      [id],
    );
    expect(plan.competitors.map((c) => c.id).sort()).toEqual(chosen.map((c) => String(c.brand_id)).sort());
    const national = plan.actions.filter((a) => a.kind === "NATIONAL");
    expect(national.map((a) => [a.name, a.row, a.editable])).toEqual([
      ["Campaña Doble Burger Bacon", 1, false],
      ["Desayunos con café a 1 €", 1, false],
      ["Verano de helados", 1, false],
      ["Nueva cartelería exterior", 3, false],
      ["Edición limitada de Navidad", 1, false],
    ]);
    const local = plan.actions.filter((a) => a.name === "Degustación en las fiestas de verano" || a.name === "Stand de otoño en el mercado");
    expect(local.map((a) => [a.startDate, a.endDate, a.row, a.editable])).toEqual([
      [`${previous}-07-10`, `${previous}-07-16`, 2, true],
      [`${previous}-10-03`, `${previous}-10-31`, 2, true],
    ]);
    // One request: the plan (the catalogue's marketing call answers it whole), both category lists, the year's national actions and the chosen competitors.
    expect(
      callPaths()
        .filter((path) => path !== "user/data")
        .sort(),
    ).toEqual(
      [
        "restaurant/competence",
        "restaurant/marketing",
        `restaurant/actions/${previous}`,
        "section/type/1?lang=CAST",
        "section/type/2?lang=CAST",
      ].sort(),
    );
  });

  it("refuses PT, a restaurant that is not the user's and a year outside the tabs", async () => {
    const pt = await signIn("PT", "franqueado@demo.pt");
    const answer = await pt.graphql(PLAN, { year: current });
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(["FORBIDDEN"]);
    const action = { year: current, strategyId: "1", startDate: `${current}-01-01`, endDate: `${current}-01-02` };
    const ptWrite = await pt.graphql(ADD_ACTION, { input: { restaurantId: await restaurant("ES0101"), ...action } });
    expect(ptWrite.errors?.map((e) => e.extensions?.code)).toEqual(["FORBIDDEN"]);
    const es = await signIn("ES", "franquiciado@demo.es");
    const other = await es.graphql(PLAN, { year: current, restaurantId: await restaurant("ES0104") });
    expect(other.errors?.[0]).toMatchObject({ message: "restaurant.error.not_available", extensions: { code: "FORBIDDEN" } });
    // A save names its restaurant: another user's is refused.
    const otherWrite = await es.graphql(ADD_ACTION, { input: { restaurantId: await restaurant("ES0104"), ...action } });
    expect(otherWrite.errors?.[0]).toMatchObject({ message: "restaurant.error.not_available", extensions: { code: "FORBIDDEN" } });
    expect(fieldsOf(await es.graphql(PLAN, { year: current + 2 }))).toEqual(["BAD_USER_INPUT", { year: "marketing.error.year" }]);
    expect(callPaths().filter((p) => p.startsWith("restaurant/"))).toEqual([]);
  });

  describe("a plan written from empty (ES0105, the current year)", () => {
    const year = current;
    let b: TestBrowser;
    let restaurantId: string;
    const objectives = async () => [
      { categoryId: await section("campanas"), position: 1, daypart: "week", timeSlot: "comida", behaviour: "ticket", sales: 5, newCustomers: 2 },
      {
        categoryId: await section("colegios"),
        position: 2,
        daypart: "weekend",
        timeSlot: "allday",
        behaviour: "frecuencia",
        sales: 0,
        newCustomers: 1.5,
      },
    ];

    it("checks the priorities before any call: a fourth, numbers ≥ 0, lists, then saves them", async () => {
      b = await signIn("ES", "franquiciado@demo.es", { site: "ES0105" });
      restaurantId = await restaurant("ES0105");
      const save = (priorities: unknown[]) =>
        b.graphql<{ saveMarketingObjectives: Plan }>(SAVE_OBJECTIVES, { input: { restaurantId, year, priorities } });
      const base = await objectives();
      const four = [
        ...base,
        { ...base[0], position: 3, categoryId: await section("carteleria") },
        { ...base[0], position: 4, categoryId: await section("legal") },
      ];
      expect(fieldsOf(await save(four))).toEqual(["BAD_USER_INPUT", { priorities: "marketing.objectives.popup.alert" }]);
      expect(
        fieldsOf(
          await save([
            { ...base[0], sales: -1 },
            { ...base[1], newCustomers: null },
          ]),
        ),
      ).toEqual([
        "BAD_USER_INPUT",
        { "priorities.0.sales": "marketing.objectives.popup.numeric_alert", "priorities.1.newCustomers": "marketing.objectives.popup.numeric_alert" },
      ]);
      expect(fieldsOf(await save([{ ...base[0], timeSlot: "siesta" }]))).toEqual([
        "BAD_USER_INPUT",
        { "priorities.0.timeSlot": "marketing.error.choice" },
      ]);
      expect(fieldsOf(await save([base[0], { ...base[1], position: 1 }]))).toEqual(["BAD_USER_INPUT", { priorities: "marketing.error.priority" }]);
      expect(callPaths().filter((p) => p.startsWith("restaurant/"))).toEqual([]);
      expect(fieldsOf(await save([{ ...base[0], categoryId: await section("hamburguesas") }]))).toEqual([
        "BAD_USER_INPUT",
        { priorities: "marketing.error.priority" },
      ]);
      expect(fieldsOf(await save([{ ...base[0], competitorId: "999999" }]))).toEqual([
        "BAD_USER_INPUT",
        { competitorId: "marketing.error.competitor" },
      ]);
      const { data, errors } = await save(base);
      expect(errors).toBeUndefined();
      expect(
        data!.saveMarketingObjectives.priorities.map((p) => [
          p.name,
          p.kind,
          p.position,
          p.daypart,
          p.timeSlot,
          p.behaviour,
          p.sales,
          p.newCustomers,
        ]),
      ).toEqual([
        ["Campañas", "NATIONAL", 1, "week", "comida", "ticket", 5, 2],
        ["Colegios", "LOCAL", 2, "weekend", "allday", "frecuencia", 0, 1.5],
      ]);
    });

    it("saves two strategies: a child of the national category and a local text", async () => {
      const save = (strategies: unknown[]) =>
        b.graphql<{ saveMarketingStrategies: Plan }>(SAVE_STRATEGIES, { input: { restaurantId, year, strategies } });
      expect(fieldsOf(await save([{ slot: 3, text: "x".repeat(201) }]))).toEqual([
        "BAD_USER_INPUT",
        { "strategies.3": "marketing.error.strategy_too_long" },
      ]);
      expect(fieldsOf(await save([{ slot: 1, optionId: await section("exterior") }]))).toEqual([
        "BAD_USER_INPUT",
        { strategies: "marketing.error.strategy" },
      ]);
      expect(fieldsOf(await save([{ slot: 5, text: "Sin prioridad" }]))).toEqual([
        "BAD_USER_INPUT",
        { strategies: "marketing.error.strategy_without_priority" },
      ]);
      const { data, errors } = await save([
        { slot: 1, optionId: await section("desayunos") },
        { slot: 3, text: "Visitas escolares" },
      ]);
      expect(errors).toBeUndefined();
      expect(data!.saveMarketingStrategies.strategies.map((s) => [s.slot, s.position, s.name, s.optionId, s.text])).toEqual([
        [1, 1, "Desayunos", await section("desayunos"), null],
        [3, 2, "Visitas escolares", null, "Visitas escolares"],
      ]);
    });

    it("adds a local action with the four alerts checked first, shows it on the home at once, changes and deletes it", async () => {
      const plan = (await b.graphql<{ marketingPlan: Plan }>(PLAN, { year, restaurantId })).data!.marketingPlan;
      const strategy = plan.strategies.find((s) => s.text === "Visitas escolares")!;
      expect((await b.graphql<{ home: { localActions: unknown[] } }>(HOME_ACTIONS)).data!.home.localActions).toEqual([]);
      const add = (input: Record<string, unknown>) =>
        b.graphql<{ addMarketingAction: Plan }>(ADD_ACTION, {
          input: { restaurantId, year, strategyId: strategy.id, startDate: `${year}-12-01`, endDate: `${year}-12-20`, ...input },
        });
      expect(fieldsOf(await add({ strategyId: null }))).toEqual(["BAD_USER_INPUT", { strategyId: "marketing.plan.popup.empty_strategy" }]);
      expect(fieldsOf(await add({ startDate: "", endDate: null }))).toEqual([
        "BAD_USER_INPUT",
        { startDate: "marketing.plan.popup.empty_date", endDate: "marketing.plan.popup.empty_date" },
      ]);
      expect(fieldsOf(await add({ endDate: `${year}-11-30` }))).toEqual(["BAD_USER_INPUT", { endDate: "marketing.plan.popup.end_date" }]);
      expect(fieldsOf(await add({ endDate: `${year + 1}-01-05` }))).toEqual(["BAD_USER_INPUT", { endDate: "marketing.plan.popup.year_date" }]);
      expect(callPaths().filter((p) => p.startsWith("restaurant/action"))).toEqual([]);
      const { data, errors } = await add({});
      expect(errors).toBeUndefined();
      // Sent with its name (the strategy's), not left for the catalogue to fill.
      const sent = stack.calls.find((c) => c.path === "restaurant/action/add")?.form?.data;
      expect(sent).toMatchObject({ name: "Visitas escolares", strategy_id: Number(strategy.id), type: 2, status: 1 });
      const added = data!.addMarketingAction.actions.filter((a) => a.kind === "LOCAL");
      expect(added.map((a) => [a.name, a.completeName, a.startDate, a.endDate, a.row, a.editable, a.strategyId])).toEqual([
        ["Visitas escolares", "Colegios: Visitas escolares", `${year}-12-01`, `${year}-12-20`, 2, true, strategy.id],
      ]);
      // A retried add changes nothing.
      expect((await add({})).data!.addMarketingAction.actions.filter((a) => a.kind === "LOCAL")).toEqual(added);
      // The home's local actions follow at once (their cache is dropped by the write).
      expect((await b.graphql<{ home: { localActions: Array<{ id: string; name: string }> } }>(HOME_ACTIONS)).data!.home.localActions).toEqual([
        { id: added[0].id, name: "Visitas escolares", startDate: `${year}-12-01T00:00:00.000Z`, endDate: `${year}-12-20T00:00:00.000Z` },
      ]);

      const update = (input: Record<string, unknown>) =>
        b.graphql<{ updateMarketingAction: Plan }>(UPDATE_ACTION, { input: { restaurantId, year, id: added[0].id, ...input } });
      expect(fieldsOf(await update({ startDate: `${year}-12-10`, endDate: `${year}-12-01` }))).toEqual([
        "BAD_USER_INPUT",
        { endDate: "marketing.plan.popup.end_date" },
      ]);
      const moved = (await update({ startDate: `${year}-12-02`, endDate: `${year}-12-31` })).data!.updateMarketingAction.actions.find(
        (a) => a.id === added[0].id,
      );
      expect([moved?.startDate, moved?.endDate]).toEqual([`${year}-12-02`, `${year}-12-31`]);
      const national = plan.actions.find((a) => a.kind === "NATIONAL");
      const nationalId =
        national?.id ?? (await idOf("SELECT id FROM marketing_actions WHERE type = 1 AND restaurant_id IS NULL AND year = $1 LIMIT 1", [year]));
      const refused = await update({ id: nationalId, startDate: `${year}-12-02`, endDate: `${year}-12-31` });
      expect(refused.errors?.[0]).toMatchObject({ message: "marketing.error.national_action", extensions: { code: "UPSTREAM_REJECTED" } });
      const del = (id: string) => b.graphql<{ deleteMarketingAction: Plan }>(DELETE_ACTION, { input: { restaurantId, year, id } });
      expect((await del(nationalId)).errors?.[0]?.message).toBe("marketing.error.national_action");
      expect((await del(added[0].id)).data!.deleteMarketingAction.actions.filter((a) => a.kind === "LOCAL")).toEqual([]);
      // A retried delete succeeds.
      expect((await del(added[0].id)).errors).toBeUndefined();
      expect((await b.graphql<{ home: { localActions: unknown[] } }>(HOME_ACTIONS)).data!.home.localActions).toEqual([]);
    });

    it("removing a priority (the list without it) removes its strategies at once", async () => {
      const base = await objectives();
      const { data } = await b.graphql<{ saveMarketingObjectives: Plan }>(SAVE_OBJECTIVES, { input: { restaurantId, year, priorities: [base[0]] } });
      expect(data!.saveMarketingObjectives.priorities.map((p) => p.name)).toEqual(["Campañas"]);
      expect(data!.saveMarketingObjectives.strategies.map((s) => s.name)).toEqual(["Desayunos"]);
    });
  });

  it("links a local action to the library's toolkits and best practices and to the restaurant's orders", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const restaurantId = await restaurant("ES0101");
    const options = await b.graphql<{
      marketingLinkOptions: {
        resources: Array<{ id: string; name: string; href: string }>;
        orders: Array<{ id: string; name: string; href: string }>;
      };
    }>(`query ($restaurantId: ID) { marketingLinkOptions(restaurantId: $restaurantId) { resources { id name href } orders { id name href } } }`, {
      restaurantId,
    });
    expect(options.errors).toBeUndefined();
    const { resources, orders } = options.data!.marketingLinkOptions;
    const stored = await sql<{ id: number; number: string }>(
      "SELECT id, number FROM orders WHERE restaurant_id = $1 ORDER BY date DESC, id DESC LIMIT 50",
      [restaurantId],
    );
    expect(orders).toEqual(stored.map((o) => ({ id: String(o.id), name: o.number, href: `/order/details/${o.id}` })));
    expect(resources.length).toBeGreaterThan(0);
    const [action] = await sql<{ id: number; year: number }>(
      "SELECT id, year FROM marketing_actions WHERE restaurant_id = $1 AND type = 2 AND year = $2 ORDER BY id LIMIT 1",
      [restaurantId, current],
    );
    const LINK = `mutation ($input: LinkPlanActionInput!) { linkMarketingAction(input: $input) { actions { id resources { id name href } orders { id name href } } } }`;
    const link = (resourceIds: string[], orderIds: string[]) =>
      b.graphql<{ linkMarketingAction: { actions: Array<{ id: string; resources: unknown[]; orders: unknown[] }> } }>(LINK, {
        input: { restaurantId, year: current, id: String(action!.id), resourceIds, orderIds },
      });
    expect(fieldsOf(await link(["x"], []))).toEqual(["BAD_USER_INPUT", { resourceIds: "marketing.error.links" }]);
    expect(fieldsOf(await link(["999999"], []))).toEqual(["BAD_USER_INPUT", { resourceIds: "marketing.error.links" }]);
    const { data, errors } = await link(
      [resources[0]!.id],
      orders.slice(0, 1).map((o) => o.id),
    );
    expect(errors).toBeUndefined();
    const linked = data!.linkMarketingAction.actions.find((a) => a.id === String(action!.id))!;
    expect(linked.resources).toEqual([{ id: resources[0]!.id, name: expect.any(String), href: `/r/${resources[0]!.id}` }]);
    expect(linked.orders).toEqual(orders.slice(0, 1));
    const cleared = await link([], []);
    expect(cleared.data!.linkMarketingAction.actions.find((a) => a.id === String(action!.id))).toMatchObject({ resources: [], orders: [] });
  });

  it("stores the cover photo for ES administrators only, JPEG by its bytes", async () => {
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    expect((await upload(franchisee, "portada.jpg", JPEG)).status).toBe(403);
    const admin = await signIn("ES", "admin@demo.es");
    expect(await upload(admin, "portada.jpg", PNG)).toEqual({
      status: 415,
      body: {
        errors: [{ message: "marketing.error.cover_type", extensions: { code: "BAD_USER_INPUT", fields: { file: "marketing.error.cover_type" } } }],
      },
    });
    const stored = await upload(admin, "portada.jpg", JPEG);
    expect(stored).toMatchObject({ status: 200, body: { path: "marketing/cover.jpg", size: JPEG.length, mime: "image/jpeg" } });
    const plan = (await franchisee.graphql<{ marketingPlan: Plan }>(PLAN, { year: current })).data!.marketingPlan;
    const image = await franchisee.fetch(plan.coverUrl!);
    expect([image.statusCode, Buffer.from(await image.body.arrayBuffer()).equals(Buffer.from(JPEG))]).toEqual([200, true]);
    const ptAdmin = await signIn("PT", "admin@demo.pt");
    expect((await upload(ptAdmin, "portada.jpg", JPEG)).status).toBe(403);
  });
});
