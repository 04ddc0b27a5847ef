import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../index.js";
import { refusal, signIn, type ApiClient } from "../../testing/client.js";
import { type CreatedRestaurant, type Factories } from "../../testing/factories.js";
import type { Action, Objective, Strategy } from "../../testing/answers.js";
import { STORAGES, startCatalogue } from "../../testing/storages.js";

const dataOf = <T = Array<Record<string, unknown>>>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const [current, next] = [new Date().getFullYear(), new Date().getFullYear() + 1];

describe.each(STORAGES)("a marketing plan written from empty (next year) on $name", (storage) => {
  let legacy: LegacyServer, make: Factories, es: ApiClient;
  let franchisee: string;
  let restaurantId: string;
  let neighbour: CreatedRestaurant;
  let sections: Record<string, number>;
  const year = String(next);
  const section = async (url: string) => sections[url]!;

  beforeAll(async () => {
    ({ legacy, make, es } = await startCatalogue(storage));
    const owner = await make.createUser({ market: "ES", restaurants: 1 });
    restaurantId = String(owner.restaurants[0]!.id);
    neighbour = await make.createRestaurant({ market: "ES" });
    franchisee = await signIn(es, owner);
    sections = Object.fromEntries(
      dataOf<Array<{ id: number; url: string }>>(await es.post("sections", { lang: "CAST" }, franchisee)).map((s) => [s.url, s.id]),
    );
  });
  afterAll(() => legacy?.close());

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
    const national = (
      await make.createMarketingAction({ market: "ES", national: { section: "postres" }, start: `${next}-06-01`, end: `${next}-06-30` })
    ).id;
    expect((await update({ id: national, start_date: `${next}-04-01`, end_date: `${next}-04-30` })).body).toEqual(refusal("type"));
    expect((await es.post("restaurant/action/delete", { id: String(national) }, franchisee)).body).toEqual(refusal("type"));
    const others = (await make.createMarketingAction({ restaurant: neighbour, start: `${next}-04-01`, end: `${next}-04-30` })).id;
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
