import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/passwords.js";
import type { LegacyServer } from "../index.js";
import { apiClient, type ApiClient } from "../testing/client.js";
import { STORAGES } from "../testing/storages.js";
import { marketingYears } from "../db/seed/marketing.js";

const DEMO = sha256Hex("demo1234");
const SESSION_REFUSAL = { status: false, data: { error: "session" } };
const refusal = (error: string) => ({ status: false, data: { error } });
const dataOf = <T = Array<Record<string, unknown>>>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

interface Objective {
  id: number;
  resobjective_id: number;
  name: string;
  type: number;
  status: number;
  daypart: { week: string | null; time: string | null };
  comportament: string | null;
  competitor: number | null;
  value: { sales: number | null; new: number | null };
}
interface Strategy {
  id: number;
  status: number;
  strategy_name: string | null;
  section_id: number | null;
  section_name: string | null;
  objective_id: number;
  resobjective_id: number;
}
interface Action {
  id: number;
  name: string;
  complete_name: string;
  strategy_id: number | null;
  start: string;
  end: string;
  type: number;
  status: number;
  row: number | null;
}

describe.each(STORAGES)("marketing area on $name", (storage) => {
  let legacy: LegacyServer;
  let es: ApiClient;
  let pt: ApiClient;
  let franchisee: string;
  let admin: string;
  let ptCookie: string;
  const [previous, current, next] = marketingYears();

  const login = async (client: ApiClient, username: string) => {
    const answer = await client.post("login", { username, password: DEMO });
    if (!answer.cookie) throw new Error(`login of ${username} failed`);
    return answer.cookie;
  };
  const idOf = async (sql: string, params: unknown[]) => (await legacy.db.query<{ id: number }>(sql, params))[0].id;
  const restaurant = (site: string) => idOf("SELECT id FROM restaurants WHERE site = $1", [site]).then(String);
  const section = (url: string) => idOf("SELECT id FROM sections WHERE market = 'ES' AND url = $1", [url]);
  const upload = async (market: "es" | "pt", cookie: string | undefined, bytes: Buffer) => {
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(bytes)]), "cover.jpg");
    const res = await fetch(`${legacy.url}/${market}/api/restaurant/marketing/update`, { method: "POST", body, headers: cookie ? { cookie } : {} });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    legacy = await storage.start();
    es = apiClient(legacy.url, "ES");
    pt = apiClient(legacy.url, "PT");
    [franchisee, admin, ptCookie] = await Promise.all([
      login(es, "franquiciado@demo.es"),
      login(es, "admin@demo.es"),
      login(pt, "franqueado@demo.pt"),
    ]);
  });
  afterAll(() => legacy?.close());

  it("answers 403 session without a session and refuses the PT market", async () => {
    const calls = [
      es.post("restaurant/marketing", { restaurant_id: "1", year: String(current) }),
      es.get(`restaurant/actions/${current}`),
      es.post("restaurant/action/delete", { id: "1" }),
    ];
    for (const answer of await Promise.all(calls)) expect([answer.status, answer.body]).toEqual([403, SESSION_REFUSAL]);
    const ptRestaurant = await restaurant("PT0201");
    expect((await pt.post("restaurant/marketing", { restaurant_id: ptRestaurant, year: String(current) }, ptCookie)).body).toEqual(refusal("market"));
    expect((await pt.get(`restaurant/actions/${current}`, ptCookie)).body).toEqual(refusal("market"));
  });

  it("answers a seeded restaurant's plan: priorities with their objectives, strategies and local actions under them", async () => {
    const plan = dataOf<{ image: string; objectives: Objective[]; strategies: Strategy[]; actions: Action[]; year: number }>(
      await es.post("restaurant/marketing", { restaurant_id: await restaurant("ES0101"), year: String(previous) }, franchisee),
    );
    expect(plan.image).toBe("marketing/cover.jpg");
    expect(plan.year).toBe(previous);
    expect(plan.objectives.map((o) => [o.name, o.type, o.status, o.daypart, o.comportament, o.value])).toEqual([
      ["Campañas", 1, 1, { week: "week", time: "comida" }, "ticket", { sales: 5, new: 3 }],
      ["Eventos locales", 2, 2, { week: "weekend", time: "tarde" }, "frecuencia", { sales: 4, new: 2.5 }],
      ["Cartelería", 1, 3, { week: "week", time: "manana" }, "penetracion", { sales: 3, new: 6 }],
    ]);
    expect(plan.strategies.map((s) => [s.status, s.strategy_name, s.section_name])).toEqual([
      [1, null, "Hamburguesas"],
      [2, null, "Desayunos"],
      [3, "Degustaciones en las fiestas del barrio", null],
      [4, "Stand en el mercado municipal", null],
      [5, null, "Exterior"],
    ]);
    expect(plan.strategies[2].objective_id).toBe(await section("eventos-locales"));
    expect(plan.strategies[2].resobjective_id).toBe(plan.objectives[1].resobjective_id);
    const seeded = plan.actions.filter((a) => a.start.endsWith("-07-10") || a.start.endsWith("-10-03"));
    expect(seeded.map((a) => [a.name, a.complete_name, a.start, a.end, a.type, a.status, a.row])).toEqual([
      [
        "Degustación en las fiestas de verano",
        "Eventos locales: Degustación en las fiestas de verano",
        `${previous}-07-10`,
        `${previous}-07-16`,
        2,
        1,
        2,
      ],
      ["Stand de otoño en el mercado", "Eventos locales: Stand de otoño en el mercado", `${previous}-10-03`, `${previous}-10-31`, 2, 1, 2],
    ]);
    // The strategy-less call forms answer the same lists (restaurant_id optional: the user's favourite otherwise).
    const objectives = dataOf<Objective[]>(
      await es.post("restaurant/objectives", { year: String(previous), restaurant_id: await restaurant("ES0101") }, franchisee),
    );
    expect(objectives).toEqual(plan.objectives);
    const strategies = dataOf<Strategy[]>(
      await es.post("restaurant/strategies", { year: String(previous), restaurant_id: await restaurant("ES0101") }, franchisee),
    );
    expect(strategies).toEqual(plan.strategies);
  });

  it("leaves ES0105 with an empty plan and refuses a restaurant that is not the user's or a bad year", async () => {
    for (const year of [previous, current, next]) {
      const plan = dataOf<Record<string, unknown[]>>(
        await es.post("restaurant/marketing", { restaurant_id: await restaurant("ES0105"), year: String(year) }, franchisee),
      );
      expect([plan.objectives, plan.strategies, plan.actions]).toEqual([[], [], []]);
    }
    expect((await es.post("restaurant/marketing", { restaurant_id: await restaurant("ES0104"), year: String(current) }, franchisee)).body).toEqual(
      refusal("restaurant"),
    );
    expect((await es.post("restaurant/marketing", { restaurant_id: await restaurant("ES0101"), year: "20x6" }, franchisee)).body).toEqual(
      refusal("year"),
    );
    expect((await es.get("restaurant/actions/1999", franchisee)).body).toEqual(refusal("year"));
  });

  it("answers the market's national actions of a year with their category", async () => {
    const actions = dataOf<Array<Action & { category_id: number }>>(await es.get(`restaurant/actions/${next}`, franchisee));
    expect(actions.map((a) => [a.name, a.start, a.end, a.type, a.category_id])).toEqual([
      ["Campaña Doble Burger Bacon", `${next}-02-01`, `${next}-03-31`, 1, await section("campanas")],
      ["Desayunos con café a 1 €", `${next}-04-14`, `${next}-05-25`, 1, await section("campanas")],
      ["Verano de helados", `${next}-06-23`, `${next}-08-31`, 1, await section("campanas")],
      ["Nueva cartelería exterior", `${next}-09-15`, `${next}-10-19`, 1, await section("carteleria")],
      ["Edición limitada de Navidad", `${next}-11-24`, `${next}-12-31`, 1, await section("campanas")],
    ]);
  });

  describe("a plan written from empty (ES0105, next year)", () => {
    let restaurantId: string;
    const year = String(next);
    beforeAll(async () => {
      restaurantId = await restaurant("ES0105");
    });
    const saveObjectives = (table: unknown) =>
      es.post("restaurant/objectives/update", { restaurant_id: restaurantId, year, tableData: JSON.stringify(table) }, franchisee);
    const saveStrategies = (table: unknown) =>
      es.post("restaurant/strategies/update", { restaurant_id: restaurantId, year, tableData: JSON.stringify(table) }, franchisee);
    const add = (data: unknown) => es.post("restaurant/action/add", { restaurant_id: restaurantId, year, data: JSON.stringify(data) }, franchisee);

    it("saves priorities (retrying is the same), refusing a fourth, bad values, sections and competitors", async () => {
      const table = [
        {
          id: await section("campanas"),
          status: 1,
          daypart: { week: "week", time: "cena" },
          comportament: "ticket",
          value: { sales: "4.5", new: 2 },
        },
        {
          id: await section("colegios"),
          status: 2,
          daypart: { week: "weekend", time: "allday" },
          comportament: null,
          value: { sales: 0, new: null },
        },
      ];
      const saved = dataOf<Objective[]>(await saveObjectives(table));
      expect(saved.map((o) => [o.name, o.type, o.status, o.daypart, o.comportament, o.competitor, o.value])).toEqual([
        ["Campañas", 1, 1, { week: "week", time: "cena" }, "ticket", null, { sales: 4.5, new: 2 }],
        ["Colegios", 2, 2, { week: "weekend", time: "allday" }, null, null, { sales: 0, new: null }],
      ]);
      expect(dataOf<Objective[]>(await saveObjectives(table))).toEqual(saved);
      const four = [1, 2, 3, 4].map((status) => ({ id: status, status }));
      expect((await saveObjectives(four)).body).toEqual(refusal("objectives"));
      const one = (patch: Record<string, unknown>) => [{ id: table[0].id, status: 1, ...patch }];
      expect((await saveObjectives(one({ value: { sales: -1 } }))).body).toEqual(refusal("value"));
      expect((await saveObjectives(one({ value: { new: "abc" } }))).body).toEqual(refusal("value"));
      expect((await saveObjectives(one({ daypart: { week: "night" } }))).body).toEqual(refusal("daypart"));
      expect((await saveObjectives(one({ daypart: { time: "siesta" } }))).body).toEqual(refusal("time"));
      expect((await saveObjectives(one({ comportament: "loyalty" }))).body).toEqual(refusal("comportament"));
      expect((await saveObjectives(one({ status: 4 }))).body).toEqual(refusal("status"));
      expect((await saveObjectives(one({ id: await section("hamburguesas") }))).body).toEqual(refusal("section"));
      expect((await saveObjectives(one({ competitor: 999999 }))).body).toEqual(refusal("competitor"));
      expect((await es.post("restaurant/objectives/update", { restaurant_id: restaurantId, year, tableData: "{" }, franchisee)).body).toEqual(
        refusal("tableData"),
      );
      expect(dataOf<Objective[]>(await es.post("restaurant/objectives", { restaurant_id: restaurantId, year }, franchisee))).toEqual(saved);
    });

    it("saves strategies: children of a national category, free text for a local one", async () => {
      const saved = dataOf<Strategy[]>(
        await saveStrategies([
          { status: 1, section_id: await section("postres") },
          { status: 2, section_id: "" },
          { status: 3, strategy_name: "  Visitas al colegio  " },
          { status: 4, strategy_name: "Concurso de dibujo" },
        ]),
      );
      expect(saved.map((s) => [s.status, s.strategy_name, s.section_name])).toEqual([
        [1, null, "Postres"],
        [3, "Visitas al colegio", null],
        [4, "Concurso de dibujo", null],
      ]);
      expect((await saveStrategies([{ status: 1, section_id: await section("exterior") }])).body).toEqual(refusal("section"));
      expect((await saveStrategies([{ status: 3, section_id: await section("postres") }])).body).toEqual(refusal("strategy_name"));
      expect((await saveStrategies([{ status: 5, strategy_name: "Sin prioridad" }])).body).toEqual(refusal("objective"));
      expect((await saveStrategies([{ status: 7, strategy_name: "x" }])).body).toEqual(refusal("status"));
    });

    it("adds a local action under a strategy (a retry answers the same), checks its days, edits and deletes only local ones", async () => {
      const strategies = dataOf<Strategy[]>(await es.post("restaurant/strategies", { restaurant_id: restaurantId, year }, franchisee));
      const strategy = strategies.find((s) => s.strategy_name === "Visitas al colegio")!;
      const data = { name: "", strategy_id: strategy.id, start_date: `${next}-03-02`, end_date: `${next}-03-20`, type: 2, status: 1 };
      const added = dataOf<Action>(await add(data));
      expect(added).toEqual({
        id: expect.any(Number),
        name: "Visitas al colegio",
        complete_name: "Colegios: Visitas al colegio",
        strategy_id: strategy.id,
        section_id: null,
        start: `${next}-03-02`,
        end: `${next}-03-20`,
        type: 2,
        status: 1,
        year: next,
        row: 2,
        links: { resources: [], orders: [] },
      });
      expect(dataOf<Action>(await add(data))).toEqual(added);
      expect((await add({ ...data, strategy_id: undefined })).body).toEqual(refusal("strategy"));
      expect((await add({ ...data, start_date: "" })).body).toEqual(refusal("start_date"));
      expect((await add({ ...data, end_date: "" })).body).toEqual(refusal("end_date"));
      expect((await add({ ...data, end_date: `${next}-03-01` })).body).toEqual(refusal("end_date"));
      expect((await add({ ...data, end_date: `${next + 1}-01-02` })).body).toEqual(refusal("year_date"));
      expect((await add({ ...data, start_date: `${next}-02-30` })).body).toEqual(refusal("start_date"));

      const update = (form: unknown) => es.post("restaurant/action/update", { data: JSON.stringify(form) }, franchisee);
      const moved = dataOf<Action>(await update({ id: added.id, start_date: `${next}-04-01`, end_date: `${next}-04-30` }));
      expect([moved.id, moved.start, moved.end, moved.row]).toEqual([added.id, `${next}-04-01`, `${next}-04-30`, 2]);
      expect((await update({ id: added.id, start_date: `${next}-04-01`, end_date: `${current}-04-30` })).body).toEqual(refusal("end_date"));
      expect((await update({ id: added.id, start_date: `${current}-04-01`, end_date: `${current}-04-30` })).body).toEqual(refusal("year_date"));
      const national = (await legacy.db.query<{ id: number }>("SELECT id FROM marketing_actions WHERE type = 1 AND restaurant_id IS NULL LIMIT 1"))[0]
        .id;
      expect((await update({ id: national, start_date: `${next}-04-01`, end_date: `${next}-04-30` })).body).toEqual(refusal("type"));
      expect((await es.post("restaurant/action/delete", { id: String(national) }, franchisee)).body).toEqual(refusal("type"));
      const others = (
        await legacy.db.query<{ id: number }>(
          "SELECT a.id FROM marketing_actions a JOIN restaurants r ON r.id = a.restaurant_id WHERE r.site = 'ES0104' AND a.type = 2 LIMIT 1",
        )
      )[0].id;
      expect((await es.post("restaurant/action/delete", { id: String(others) }, franchisee)).body).toEqual(refusal("not_found"));

      // The home's local actions read the same storage.
      const home = dataOf<Array<{ id: number; name: string }>>(await es.post("actions", { restaurant_id: restaurantId }, franchisee));
      expect(home.map((a) => [a.id, a.name])).toEqual([[added.id, "Visitas al colegio"]]);

      expect(dataOf(await es.post("restaurant/action/delete", { id: String(added.id) }, franchisee))).toBe(true);
      expect((await es.post("restaurant/action/delete", { id: String(added.id) }, franchisee)).body).toEqual(refusal("not_found"));
      expect(dataOf(await es.post("actions", { restaurant_id: restaurantId }, franchisee))).toEqual([]);
    });

    it("removing a priority removes its strategies; its local actions stay, out of the calendar", async () => {
      const strategies = dataOf<Strategy[]>(await es.post("restaurant/strategies", { restaurant_id: restaurantId, year }, franchisee));
      const strategy = strategies.find((s) => s.strategy_name === "Concurso de dibujo")!;
      const added = dataOf<Action>(await add({ strategy_id: strategy.id, start_date: `${next}-05-04`, end_date: `${next}-05-08` }));
      const kept = dataOf<Objective[]>(await saveObjectives([{ id: await section("campanas"), status: 1 }]));
      expect(kept.map((o) => [o.name, o.status])).toEqual([["Campañas", 1]]);
      const plan = dataOf<{ strategies: Strategy[]; actions: Action[] }>(
        await es.post("restaurant/marketing", { restaurant_id: restaurantId, year }, franchisee),
      );
      expect(plan.strategies.map((s) => [s.status, s.section_name])).toEqual([[1, "Postres"]]);
      expect(plan.actions.map((a) => [a.id, a.strategy_id, a.row])).toEqual([[added.id, null, null]]);
    });
  });

  it("links a local action to toolkits and best practices and to its restaurant's orders", async () => {
    const restaurantId = await restaurant("ES0101");
    const [action] = await legacy.db.query<{ id: number }>(
      "SELECT id FROM marketing_actions WHERE restaurant_id = $1 AND type = 2 ORDER BY id LIMIT 1",
      [Number(restaurantId)],
    );
    const options = dataOf<{ resources: Array<{ id: number; name: string }>; orders: Array<{ id: number; number: string }> }>(
      await es.post("restaurant/action/links/options", { restaurant_id: restaurantId }, franchisee),
    );
    const expected = await legacy.db.query<{ id: number }>(
      `SELECT r.id FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
        WHERE r.market = 'ES' AND r.lang = 'CAST' AND r.status = 1 AND s.type IN (4, 5) ORDER BY r.name, r.id`,
    );
    expect(options.resources.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const orders = await legacy.db.query<{ id: number }>("SELECT id FROM orders WHERE restaurant_id = $1 ORDER BY date DESC, id DESC LIMIT 50", [
      Number(restaurantId),
    ]);
    expect(options.orders.map((o) => o.id)).toEqual(orders.map((o) => o.id));
    const form = (resources: unknown[], orderIds: unknown[]) => ({
      id: String(action.id),
      resources: JSON.stringify(resources),
      orders: JSON.stringify(orderIds),
    });
    const picked = options.resources.slice(0, 2).map((r) => r.id);
    const linked = dataOf<{ links: { resources: Array<{ id: number }>; orders: Array<{ id: number }> } }>(
      await es.post(
        "restaurant/action/links",
        form(
          picked,
          orders.slice(0, 1).map((o) => o.id),
        ),
        franchisee,
      ),
    );
    expect(linked.links.resources.map((r) => r.id).sort()).toEqual([...picked].sort());
    expect(linked.links.orders.map((o) => o.id)).toEqual(orders.slice(0, 1).map((o) => o.id));
    // Again: the same links (the list replaces them).
    expect(
      dataOf(
        await es.post(
          "restaurant/action/links",
          form(
            picked,
            orders.slice(0, 1).map((o) => o.id),
          ),
          franchisee,
        ),
      ),
    ).toEqual(linked);
    expect((await es.post("restaurant/action/links", form([999999], []), franchisee)).body).toEqual(refusal("resources"));
    const others = await legacy.db.query<{ id: number }>(
      "SELECT o.id FROM orders o JOIN restaurants r ON r.id = o.restaurant_id WHERE r.site = 'ES0104' LIMIT 1",
    );
    if (others[0]) expect((await es.post("restaurant/action/links", form([], [others[0].id]), franchisee)).body).toEqual(refusal("orders"));
    expect(
      (
        await es.post(
          "restaurant/action/links",
          form(
            Array.from({ length: 21 }, (_, i) => i + 1),
            [],
          ),
          franchisee,
        )
      ).body,
    ).toEqual(refusal("resources"));
    const cleared = dataOf<{ links: unknown }>(await es.post("restaurant/action/links", form([], []), franchisee));
    expect(cleared.links).toEqual({ resources: [], orders: [] });
  });

  it("stores the cover photo for ES administrators only, JPEG only", async () => {
    expect((await upload("es", franchisee, JPEG)).body).toEqual(refusal("admin"));
    expect((await upload("es", admin, PNG)).body).toEqual(refusal("file"));
    const stored = dataOf<{ path: string; size: number }>(await upload("es", admin, JPEG));
    expect(stored).toMatchObject({ path: "marketing/cover.jpg", size: JPEG.length });
    const served = await fetch(`${legacy.url}/es/static/marketing/cover.jpg`);
    expect([served.status, served.headers.get("content-type"), Buffer.from(await served.arrayBuffer()).equals(JPEG)]).toEqual([
      200,
      "image/jpeg",
      true,
    ]);
    const ptAdmin = await login(pt, "admin@demo.pt");
    expect((await upload("pt", ptAdmin, JPEG)).body).toEqual(refusal("market"));
  });
});
