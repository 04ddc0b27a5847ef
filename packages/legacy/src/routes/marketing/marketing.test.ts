import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyServer } from "../../index.js";
import { refusal, SESSION_REFUSAL, signIn, type ApiClient } from "../../testing/client.js";
import { type CreatedRestaurant, type CreatedUser, type Factories, type PlanPriority } from "../../testing/factories.js";
import { linkableResourceIds } from "../../testing/reads.js";
import type { Action, Objective, Strategy } from "../../testing/answers.js";
import { STORAGES, startCatalogue } from "../../testing/storages.js";

const dataOf = <T = Array<Record<string, unknown>>>(answer: { body: unknown }) => (answer.body as { data: T }).data;
/** The plans' years: the one before, this one and the next (as the screen offers them); a year no other data reaches. */
const [previous, current, next] = [new Date().getFullYear() - 1, new Date().getFullYear(), new Date().getFullYear() + 1];
const FAR = 2090;
type Week = "week" | "weekend";
type Behaviour = "frecuencia" | "ticket" | "penetracion";

describe.each(STORAGES)("marketing area on $name", (storage) => {
  let legacy: LegacyServer, make: Factories, es: ApiClient, pt: ApiClient;
  let franchisee: string;
  let ptCookie: string;
  /** The franchisee: a restaurant with a plan, one with none; another franchisee's restaurant; a PT one. */
  let owner: CreatedUser;
  let planned: CreatedRestaurant;
  let empty: CreatedRestaurant;
  let neighbour: CreatedUser;
  let ptRestaurant: CreatedRestaurant;
  /** The market's section ids by slug, as the library answers them. */
  let sections: Record<string, number>;

  const restaurant = async (which: CreatedRestaurant) => String(which.id);
  const section = async (url: string) => sections[url]!;

  beforeAll(async () => {
    ({ legacy, make, es, pt } = await startCatalogue(storage));
    owner = await make.createUser({ market: "ES", restaurants: 2 });
    [planned, empty] = owner.restaurants as [CreatedRestaurant, CreatedRestaurant];
    neighbour = await make.createUser({ market: "ES", restaurants: 1 });
    const ptOwner = await make.createUser({ market: "PT", restaurants: 1 });
    ptRestaurant = ptOwner.restaurants[0]!;
    [franchisee, ptCookie] = await Promise.all([signIn(es, owner), signIn(pt, ptOwner)]);
    sections = Object.fromEntries(
      dataOf<Array<{ id: number; url: string }>>(await es.post("sections", { lang: "CAST" }, franchisee)).map((s) => [s.url, s.id]),
    );
  });
  afterAll(() => legacy?.close());

  it("answers 403 session without a session and refuses the PT market", async () => {
    const calls = [
      es.post("restaurant/marketing", { restaurant_id: "1", year: String(current) }),
      es.get(`restaurant/actions/${current}`),
      es.post("restaurant/action/delete", { id: "1" }),
    ];
    for (const answer of await Promise.all(calls)) expect([answer.status, answer.body]).toEqual([403, SESSION_REFUSAL]);
    expect((await pt.post("restaurant/marketing", { restaurant_id: String(ptRestaurant.id), year: String(current) }, ptCookie)).body).toEqual(
      refusal("market"),
    );
    expect((await pt.get(`restaurant/actions/${current}`, ptCookie)).body).toEqual(refusal("market"));
  });

  it("answers a restaurant's plan: priorities with their objectives, strategies and local actions under them", async () => {
    const priority = (
      section: string,
      [week, time, comportament]: [Week, string, Behaviour],
      [sales, fresh]: [number, number],
      strategies: PlanPriority["strategies"],
    ) => ({
      section,
      daypart: { week, time },
      comportament,
      sales,
      new: fresh,
      strategies,
    });
    const built = await make.createMarketingPlan({
      restaurant: planned,
      year: previous,
      priorities: [
        priority("campanas", ["week", "comida", "ticket"], [5, 3], [{ section: "hamburguesas" }, { section: "desayunos" }]),
        priority(
          "eventos-locales",
          ["weekend", "tarde", "frecuencia"],
          [4, 2.5],
          [{ name: "Degustaciones en las fiestas del barrio" }, { name: "Stand en el mercado municipal" }],
        ),
        priority("carteleria", ["week", "manana", "penetracion"], [3, 6], [{ section: "exterior" }]),
      ],
    });
    const [, , party, market] = built.strategies;
    const local = [
      [party!, "Degustación en las fiestas de verano", "07-10", "07-16"],
      [market!, "Stand de otoño en el mercado", "10-03", "10-31"],
    ] as const;
    for (const [strategy, name, start, end] of local)
      await make.createMarketingAction({ restaurant: planned, strategy, name, start: `${previous}-${start}`, end: `${previous}-${end}` });
    const plan = dataOf<{ image: string; objectives: Objective[]; strategies: Strategy[]; actions: Action[]; year: number }>(
      await es.post("restaurant/marketing", { restaurant_id: await restaurant(planned), year: String(previous) }, franchisee),
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
      await es.post("restaurant/objectives", { year: String(previous), restaurant_id: await restaurant(planned) }, franchisee),
    );
    expect(objectives).toEqual(plan.objectives);
    const strategies = dataOf<Strategy[]>(
      await es.post("restaurant/strategies", { year: String(previous), restaurant_id: await restaurant(planned) }, franchisee),
    );
    expect(strategies).toEqual(plan.strategies);
  });

  it("leaves a restaurant without a plan empty and refuses a restaurant that is not the user's or a bad year", async () => {
    for (const year of [previous, current, next]) {
      const plan = dataOf<Record<string, unknown[]>>(
        await es.post("restaurant/marketing", { restaurant_id: await restaurant(empty), year: String(year) }, franchisee),
      );
      expect([plan.objectives, plan.strategies, plan.actions]).toEqual([[], [], []]);
    }
    expect(
      (await es.post("restaurant/marketing", { restaurant_id: await restaurant(neighbour.restaurants[0]!), year: String(current) }, franchisee)).body,
    ).toEqual(refusal("restaurant"));
    expect((await es.post("restaurant/marketing", { restaurant_id: await restaurant(planned), year: "20x6" }, franchisee)).body).toEqual(
      refusal("year"),
    );
    expect((await es.get("restaurant/actions/1999", franchisee)).body).toEqual(refusal("year"));
  });

  it("answers the market's national actions of a year with their category", async () => {
    const national = [
      ["Edición limitada de Navidad", "hamburguesas", `${FAR}-11-24`, `${FAR}-12-31`],
      ["Campaña Doble Burger Bacon", "hamburguesas", `${FAR}-02-01`, `${FAR}-03-31`],
      ["Nueva cartelería exterior", "exterior", `${FAR}-09-15`, `${FAR}-10-19`],
      ["Desayunos con café a 1 €", "desayunos", `${FAR}-04-14`, `${FAR}-05-25`],
      ["Verano de helados", "postres", `${FAR}-06-23`, `${FAR}-08-31`],
    ] as const;
    for (const [name, slug, start, end] of national)
      await make.createMarketingAction({ market: "ES", national: { section: slug }, name, start, end });
    const actions = dataOf<Array<Action & { category_id: number }>>(await es.get(`restaurant/actions/${FAR}`, franchisee));
    expect(actions.map((a) => [a.name, a.start, a.end, a.type, a.category_id])).toEqual([
      ["Campaña Doble Burger Bacon", `${FAR}-02-01`, `${FAR}-03-31`, 1, await section("campanas")],
      ["Desayunos con café a 1 €", `${FAR}-04-14`, `${FAR}-05-25`, 1, await section("campanas")],
      ["Verano de helados", `${FAR}-06-23`, `${FAR}-08-31`, 1, await section("campanas")],
      ["Nueva cartelería exterior", `${FAR}-09-15`, `${FAR}-10-19`, 1, await section("carteleria")],
      ["Edición limitada de Navidad", `${FAR}-11-24`, `${FAR}-12-31`, 1, await section("campanas")],
    ]);
  });

  it("links a local action to toolkits and best practices and to its restaurant's orders", async () => {
    const restaurantId = await restaurant(planned);
    const action = await make.createMarketingAction({ restaurant: planned, start: `${current}-05-04`, end: `${current}-05-08` });
    for (const name of ["Toolkit de prueba A", "Toolkit de prueba B"]) await make.createResource({ market: "ES", section: "toolkit-apertura", name });
    const older = await make.createOrder({ user: owner, restaurant: planned.id, date: `${previous}-03-01 10:00:00` });
    const newer = await make.createOrder({ user: owner, restaurant: planned.id, date: `${previous}-09-01 10:00:00` });
    const options = dataOf<{ resources: Array<{ id: number; name: string }>; orders: Array<{ id: number; number: string }> }>(
      await es.post("restaurant/action/links/options", { restaurant_id: restaurantId }, franchisee),
    );
    expect(options.resources.map((r) => r.id)).toEqual(await linkableResourceIds(legacy.db, "ES", "CAST"));
    const orders = [newer, older];
    expect(options.orders.map((o) => o.id)).toEqual(orders.map((o) => o.id));
    const form = (resources: unknown[], orderIds: unknown[]) => ({
      id: String(action.id),
      resources: JSON.stringify(resources),
      orders: JSON.stringify(orderIds),
    });
    const picked = options.resources.slice(0, 2).map((r) => r.id);
    const link = () => es.post("restaurant/action/links", form(picked, [orders[0]!.id]), franchisee);
    const linked = dataOf<{ links: { resources: Array<{ id: number }>; orders: Array<{ id: number }> } }>(await link());
    expect(linked.links.resources.map((r) => r.id).sort()).toEqual([...picked].sort());
    expect(linked.links.orders.map((o) => o.id)).toEqual(orders.slice(0, 1).map((o) => o.id));
    // Again: the same links (the list replaces them).
    expect(dataOf(await link())).toEqual(linked);
    expect((await es.post("restaurant/action/links", form([999999], []), franchisee)).body).toEqual(refusal("resources"));
    const others = await make.createOrder({ user: neighbour });
    expect((await es.post("restaurant/action/links", form([], [others.id]), franchisee)).body).toEqual(refusal("orders"));
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
});
