import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIAGNOSTIC_PMIX_TYPES, DIAGNOSTIC_SLOTS } from "../../db/seed/diagnostic.js";
import type { LegacyServer } from "../../index.js";
import { refusal, signIn, type ApiClient } from "../../testing/client.js";
import { type CreatedRestaurant, type DiagnosticFields, type Factories } from "../../testing/factories.js";
import { diagnosticProgressOf } from "../../testing/reads.js";
import { STORAGES, startCatalogue } from "../../testing/storages.js";

const dataOf = <T = Array<Record<string, unknown>>>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const STARS = { service: 5, relation: 4, innovation: 3, ambient: 2, promotion: 1 };
const ALL_INTENSITIES = { type0: 1, type1: 1, type2: 2, type3: 2, type4: 3, type5: 3 };
const DAFO = { strengths: "Equipo", weaknesses: "Terraza", opportunities: "Oficinas", threats: "Competencia" };

describe.each(STORAGES)("diagnostic area on $name", (storage) => {
  let legacy: LegacyServer, make: Factories, es: ApiClient, pt: ApiClient;
  let franchisee: string;
  let ptCookie: string;
  /** The franchisee's restaurants: every part of the diagnostic done; none of it; one half done. */
  let complete: CreatedRestaurant;
  let blank: CreatedRestaurant;
  let halfway: CreatedRestaurant;
  let other: CreatedRestaurant;
  /** The market's brand catalogue by name (what every restaurant may choose). */
  let brands: Record<string, number>;

  const alerts = async (id: number) => dataOf<Record<string, number>>(await es.post("diagnostic/alerts", { restaurant_id: String(id) }, franchisee));
  /** Chosen competitors of the catalogue by name, the `compared` ones in the comparison (status 2). */
  const choose = async (restaurant: CreatedRestaurant, names: string[], compared: string[] = []) => {
    for (const name of names) await make.createCompetitor({ restaurant, brand: brands[name]!, status: compared.includes(name) ? 2 : 1 });
  };
  /** A comparison of the own brand and the `compared` brands, every feature rated. */
  const comparison = (compared: string[]): DiagnosticFields["comparison"] => ({
    mcd: STARS,
    rests: compared.map((name) => ({ brand: brands[name]!, stars: STARS })),
  });

  beforeAll(async () => {
    ({ legacy, make, es, pt } = await startCatalogue(storage));
    const madrid = { province: 28, habitants: { "1km": 48000, "3km": 410000 } };
    [complete, blank, halfway] = [
      await make.createRestaurant({ market: "ES", ...madrid }),
      await make.createRestaurant({ market: "ES", ...madrid }),
      await make.createRestaurant({ market: "ES", ...madrid }),
    ];
    other = await make.createRestaurant({ market: "ES" });
    const linked = await make.createUser({ market: "ES", restaurants: [complete.site, blank.site, halfway.site] });
    [franchisee, ptCookie] = await Promise.all([
      signIn(es, linked),
      make.createUser({ market: "PT", restaurants: 1 }).then((user) => signIn(pt, user)),
    ]);
    brands = Object.fromEntries(
      dataOf<Array<{ brand_id: number; name: string }>>(await es.post("competence", { restaurant_id: String(blank.id) }, franchisee)).map((b) => [
        b.name,
        b.brand_id,
      ]),
    );
    // Every part done, and the data the screen reads.
    const compared = ["BURGER KING", "KFC", "TELEPIZZA"];
    await choose(complete, ["MERCADONA", "BURGER KING", "KFC", "TELEPIZZA", "STARBUCKS"], compared);
    await make.createDiagnostic({
      restaurant: complete,
      intensity: ALL_INTENSITIES,
      comparison: comparison(compared),
      clusters: [
        { code: "families", share: 45 },
        { code: "workers", share: 30 },
        { code: "students", share: 15 },
      ],
      dafo: DAFO,
      moments: {
        week: DIAGNOSTIC_SLOTS.map((name, i) => ({ name, sales: i - 2, gcs: 2 - i })),
        weekend: DIAGNOSTIC_SLOTS.map((name, i) => ({ name, sales: i, gcs: null })),
      },
      pmix: DIAGNOSTIC_PMIX_TYPES.map((type, i) => ({ type, value: i / 2 })),
      consumption: [30, 25, 20, 10, 5, 6, 4],
    });
    // Competition and comparison done, no clusters nor DAFO yet.
    await choose(halfway, ["MERCADONA", "GOIKO", "TELEPIZZA"], ["GOIKO"]);
    await make.createDiagnostic({ restaurant: halfway, intensity: ALL_INTENSITIES, comparison: comparison(["GOIKO"]) });
  });
  afterAll(() => legacy?.close());

  it("keeps the home's progress row of every restaurant consistent with the diagnostic's data: the alerts come from that data", async () => {
    const partly = await make.createRestaurant({ market: "ES" });
    await choose(partly, ["LIDL", "FIVE GUYS"], ["FIVE GUYS"]);
    await make.createDiagnostic({
      restaurant: partly,
      intensity: ALL_INTENSITIES,
      comparison: comparison(["FIVE GUYS"]),
      clusters: [{ code: "tourists", share: 20 }],
    });
    const owner = await make.createUser({ market: "ES", restaurants: [complete.site, halfway.site, partly.site] });
    const cookie = await signIn(es, owner);
    const rows = [];
    for (const restaurant of [complete, halfway, partly])
      rows.push({ id: restaurant.id, ...(await diagnosticProgressOf(legacy.db, restaurant.id))! });
    expect(rows.map(({ competence, comparation, clusters, dafo }) => [competence, comparation, clusters, dafo])).toEqual([
      [1, 1, 1, 1],
      [1, 1, 0, 0],
      [1, 1, 1, 0],
    ]);
    for (const row of rows) {
      const { id, ...checks } = row;
      expect(dataOf(await es.post("diagnostic/alerts", { restaurant_id: String(id) }, cookie))).toEqual(checks);
    }
  });

  it("answers the ten read calls of the screen for a restaurant of the user", async () => {
    const id = String(complete.id);
    const chosen = dataOf(await es.post("restaurant/competence", { restaurant_id: id }, franchisee));
    expect(chosen.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(chosen[0])).toEqual(["id", "brand_id", "name", "type", "status", "custom"]);
    expect(chosen.filter((b) => b.status === 2)).toHaveLength(3);
    const catalogue = dataOf(await es.post("competence", { restaurant_id: id }, franchisee));
    expect(catalogue).toHaveLength(29);
    expect(catalogue[0]).toEqual({ brand_id: expect.any(Number), name: "CARREFOUR EXPRESS", type: 0, custom: 0 });
    const intensity = dataOf<Record<string, number>>(await es.post("restaurant/competence/data", { restaurant_id: id }, franchisee));
    expect(Object.keys(intensity)).toEqual(["type0", "type1", "type2", "type3", "type4", "type5"]);
    expect(Object.values(intensity).every((v) => [1, 2, 3].includes(v))).toBe(true);
    const comparison = dataOf<Record<string, Record<string, unknown> | null>>(
      await es.post("restaurant/comparation", { restaurant_id: id }, franchisee),
    );
    expect(Object.keys(comparison)).toEqual(["mcd", "rest1", "rest2", "rest3"]);
    expect(Object.keys(comparison.mcd!)).toEqual(["service", "relation", "innovation", "ambient", "promotion"]);
    expect(Object.keys(comparison.rest1!)).toEqual(["brand_id", "name", "type", "service", "relation", "innovation", "ambient", "promotion"]);
    const week = dataOf(await es.post("restaurant/sales", { id }, franchisee));
    expect(week.map((row) => row.name)).toEqual(DIAGNOSTIC_SLOTS);
    const weekend = dataOf(await es.get(`restaurant/moments/${id}`, franchisee));
    expect(weekend.map((row) => Object.keys(row))).toEqual(DIAGNOSTIC_SLOTS.map(() => ["name", "sales", "gcs"]));
    const pmix = dataOf(await es.get(`restaurant/pmix/${id}`, franchisee));
    expect(pmix.map((row) => row.type)).toEqual(DIAGNOSTIC_PMIX_TYPES);
    const consume = dataOf<Record<string, Record<string, number>>>(await es.post("restaurant/consume", { id }, franchisee));
    expect(Object.keys(consume).sort()).toEqual([id, "nacional"].sort());
    expect(consume.nacional).toEqual({ "1": 28.4, "2": 31.15, "3": 24.6, "4": 15.85, "5": 12.3, "6": 18.75, "7": 9.4 });
    const environment = dataOf<{ population: Record<string, unknown>; clusters: Array<Record<string, unknown>>; dafo: Record<string, string> }>(
      await es.post("restaurant/cluster", { restaurant_id: id }, franchisee),
    );
    expect(environment.population).toEqual({
      province: "Madrid",
      province_habitants: expect.any(Number),
      habitants_1km: 48000,
      habitants_3km: 410000,
    });
    expect(environment.clusters).toHaveLength(8);
    expect(environment.clusters.filter((c) => c.chosen).map((c) => c.share)).toEqual(expect.arrayContaining([45, 30, 15]));
    expect(Object.values(environment.dafo).every((text) => text.length > 0)).toBe(true);
    const descriptions = dataOf(await es.post("diagnostic/descriptions", {}, franchisee));
    expect(descriptions.map((d) => d.section)).toEqual(["competence", "consume", "pmix", "sales"]);
  });

  it("answers the national consumption only for a restaurant without its own data", async () => {
    const consume = dataOf<Record<string, unknown>>(await es.post("restaurant/consume", { id: String(blank.id) }, franchisee));
    expect(Object.keys(consume)).toEqual(["nacional"]);
  });

  it("refuses PT, another user's restaurant, and a missing restaurant", async () => {
    const stranger = String(other.id);
    expect((await pt.post("restaurant/competence", { restaurant_id: "1" }, ptCookie)).body).toEqual(refusal("market"));
    expect((await pt.post("diagnostic/descriptions", {}, ptCookie)).body).toEqual(refusal("market"));
    expect((await es.post("restaurant/competence", { restaurant_id: stranger }, franchisee)).body).toEqual(refusal("restaurant"));
    expect((await es.get(`restaurant/pmix/${stranger}`, franchisee)).body).toEqual(refusal("restaurant"));
    expect((await es.post("restaurant/sales", {}, franchisee)).body).toEqual(refusal("restaurant"));
    expect((await es.post("restaurant/competence", { restaurant_id: "1" })).status).toBe(403);
  });

  it("completes a restaurant's diagnostic step by step, and the alerts follow", async () => {
    const id = halfway.id;
    const restaurant_id = String(id);
    expect(await alerts(id)).toEqual({ competence: 1, comparation: 1, clusters: 0, dafo: 0 });

    // A custom brand: uppercased, refused without a name or with an unknown category, the same one again answers it.
    expect((await es.post("restaurant/competence/add", { restaurant_id, name: "  ", type: "1" }, franchisee)).body).toEqual(refusal("name"));
    expect((await es.post("restaurant/competence/add", { restaurant_id, name: "Bar Pepe", type: "6" }, franchisee)).body).toEqual(refusal("type"));
    const brand = dataOf<{ brand_id: number }>(
      await es.post("restaurant/competence/add", { restaurant_id, name: "Bar Pepe", type: "0" }, franchisee),
    );
    expect(brand).toEqual({ brand_id: expect.any(Number), name: "BAR PEPE", type: 0, custom: 1 });
    expect(dataOf(await es.post("restaurant/competence/add", { restaurant_id, name: "bar pepe", type: "0" }, franchisee))).toEqual(brand);
    // Only that restaurant sees it.
    const elsewhere = dataOf(await es.post("competence", { restaurant_id: String(complete.id) }, franchisee));
    expect(elsewhere.some((b) => b.name === "BAR PEPE")).toBe(false);

    // Competition: the whole chosen set and the intensities, all-or-nothing.
    const catalogue = dataOf<Array<{ brand_id: number; name: string }>>(await es.post("competence", { restaurant_id }, franchisee));
    const compared = dataOf<Array<{ name: string; status: number }>>(await es.post("restaurant/competence", { restaurant_id }, franchisee))
      .filter((b) => b.status === 2)
      .map((b) => b.name);
    expect(compared.length).toBeGreaterThan(0);
    // Two direct competitors the restaurant did not compare: the new set drops every compared one.
    const [bkName, kfcName] = ["BURGER KING", "KFC", "FIVE GUYS", "GOIKO", "TGB THE GOOD BURGER", "CARL'S JR"].filter(
      (name) => !compared.includes(name),
    );
    const bk = catalogue.find((b) => b.name === bkName)!.brand_id;
    const kfc = catalogue.find((b) => b.name === kfcName)!.brand_id;
    const intensity = { type0: 1, type1: 1, type2: 2, type3: "", type4: 3, type5: 3 };
    const update = (form: Record<string, string>) => es.post("restaurant/competence/update", { restaurant_id, ...form }, franchisee);
    expect((await update({ competence: JSON.stringify([bk, 999999]), intensity: "{}" })).body).toEqual(refusal("competence"));
    expect((await update({ competence: JSON.stringify([bk]), intensity: JSON.stringify({ type0: 4 }) })).body).toEqual(refusal("intensity"));
    expect((await update({ competence: "[", intensity: "{}" })).body).toEqual(refusal("competence"));
    const chosen = dataOf(await update({ competence: JSON.stringify([bk, kfc, brand.brand_id]), intensity: JSON.stringify(intensity) }));
    expect(chosen.map((b) => b.name)).toEqual(["BAR PEPE", bkName, kfcName]);
    expect(dataOf(await update({ competence: JSON.stringify([bk, kfc, brand.brand_id]), intensity: JSON.stringify(intensity) }))).toEqual(chosen);
    expect(dataOf(await es.post("restaurant/competence/data", { restaurant_id }, franchisee))).toEqual({ ...intensity, type3: null });
    // One category left empty: competence pending; the comparison lost its competitors (they were not chosen any more).
    expect(await alerts(id)).toEqual({ competence: 0, comparation: 0, clusters: 0, dafo: 0 });
    await update({ competence: JSON.stringify([bk, kfc, brand.brand_id]), intensity: JSON.stringify({ ...intensity, type3: 2 }) });
    expect((await alerts(id)).competence).toBe(1);

    // Comparison: brands must be chosen and distinct; stars 1..5.
    const compare = (form: Record<string, string>) => es.post("restaurant/comparation/update", { restaurant_id, ...form }, franchisee);
    expect((await compare({ mcd: JSON.stringify({ ...STARS, service: 6 }) })).body).toEqual(refusal("mcd"));
    expect((await compare({ mcd: JSON.stringify(STARS), rest1: JSON.stringify({ brand_id: 1_000_000, ...STARS }) })).body).toEqual(refusal("rest1"));
    expect(
      (
        await compare({
          mcd: JSON.stringify(STARS),
          rest1: JSON.stringify({ brand_id: bk, ...STARS }),
          rest2: JSON.stringify({ brand_id: bk, ...STARS }),
        })
      ).body,
    ).toEqual(refusal("rest2"));
    const saved = dataOf(await compare({ mcd: JSON.stringify(STARS), rest1: JSON.stringify({ brand_id: kfc, ...STARS }), rest2: "" }));
    expect(saved).toEqual({ mcd: STARS, rest1: { brand_id: kfc, name: kfcName, type: 1, ...STARS }, rest2: null, rest3: null });
    expect(dataOf(await es.post("restaurant/comparation", { restaurant_id }, franchisee))).toEqual(saved);
    expect((await alerts(id)).comparation).toBe(1);
    const statuses = dataOf(await es.post("restaurant/competence", { restaurant_id }, franchisee));
    expect(statuses.map((b) => [b.name, b.status])).toEqual([
      ["BAR PEPE", 1],
      [bkName, 1],
      [kfcName, 2],
    ]);

    // Removing the compared brand removes its row: the comparison is pending again; removing it twice is not_found.
    const kfcRow = statuses.find((b) => b.name === kfcName)!.id;
    expect((await es.get(`restaurant/competence/remove/${kfcRow}`, franchisee)).body).toEqual({ status: true, data: true });
    expect((await es.get(`restaurant/competence/remove/${kfcRow}`, franchisee)).body).toEqual(refusal("not_found"));
    expect(dataOf(await es.post("restaurant/comparation", { restaurant_id }, franchisee))).toEqual({
      mcd: STARS,
      rest1: null,
      rest2: null,
      rest3: null,
    });
    expect((await alerts(id)).comparation).toBe(0);

    // Clusters and DAFO.
    const environment = dataOf<{ clusters: Array<{ id: number }> }>(await es.post("restaurant/cluster", { restaurant_id }, franchisee));
    const [first, second] = environment.clusters;
    const clusters = (value: unknown) => es.post("restaurant/cluster/update", { restaurant_id, clusters: JSON.stringify(value) }, franchisee);
    expect(
      (
        await clusters([
          { id: first.id, share: 60 },
          { id: second.id, share: 50 },
        ])
      ).body,
    ).toEqual(refusal("clusters"));
    expect((await clusters([{ id: 1_000_000, share: 10 }])).body).toEqual(refusal("clusters"));
    expect(
      dataOf(
        await clusters([
          { id: first.id, share: 60 },
          { id: second.id, share: 40 },
        ]),
      ),
    ).toEqual([
      { id: first.id, share: 60 },
      { id: second.id, share: 40 },
    ]);
    expect((await alerts(id)).clusters).toBe(1);
    const dafo = { strengths: "Equipo", weaknesses: "Terraza", opportunities: "Oficinas", threats: "" };
    expect(dataOf(await es.post("restaurant/dafo/update", { restaurant_id, ...dafo }, franchisee))).toEqual(dafo);
    expect((await alerts(id)).dafo).toBe(0);
    expect((await es.post("restaurant/dafo/update", { restaurant_id, ...dafo, threats: "x".repeat(2001) }, franchisee)).body).toEqual(
      refusal("threats"),
    );
    await es.post("restaurant/dafo/update", { restaurant_id, ...dafo, threats: "Competencia" }, franchisee);
    expect(await alerts(id)).toEqual({ competence: 1, comparation: 0, clusters: 1, dafo: 1 });
    // The home's summary row follows.
    expect(await diagnosticProgressOf(legacy.db, id)).toEqual({ competence: 1, comparation: 0, clusters: 1, dafo: 1 });
  });
});
