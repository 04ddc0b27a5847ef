import { describe, expect, it } from "vitest";
import { parse, validate } from "graphql";
import { SHOWN_PMIX_FIXTURE } from "@portal/schema/fixtures";
import { armor, PARSE_OPTIONS } from "../../graphql/limits.js";
import { createSchema } from "../../graphql/schema.js";
import { useStack } from "../../test/use-stack.js";
import { ALL_INTENSITIES, FULL, PMIX, SLOTS, diagnosticKit } from "../../test/diagnostic-kit.js";
import { webOperations } from "../../test/web-operations.js";

const stack = useStack();
const { signIn, sql } = stack;

const STARS = "{ service relation innovation ambient promotion }";
const CHANGE = "{ value trend }";
const DIAGNOSTIC = /* GraphQL */ `
  query Diagnostic($restaurantId: ID) {
    diagnostic(restaurantId: $restaurantId) {
      restaurantId
      descriptions { competence consume sales pmix }
      population { province provinceHabitants habitants1km habitants3km }
      clusters { clusterId code chosen share }
      dafo { strengths weaknesses opportunities threats }
      competition {
        categories { type intensity chosen { choiceId compared brand { id name type custom } } }
        catalogue { id name type custom }
      }
      comparison { own ${STARS} competitors { brand { id name } stars ${STARS} } }
      consumption { hasRestaurantData categories { key restaurant national } }
      moments { name weekSales ${CHANGE} weekGuests ${CHANGE} weekendSales ${CHANGE} weekendGuests ${CHANGE} }
      momentsMissing
      productMix { type description change ${CHANGE} }
    }
  }
`;
const ALERTS = `{ home { diagnosticAlerts { competence comparation clusters dafo allDone } } }`;

type Change = { value: number | null; trend: string | null };
interface Screen {
  diagnostic: {
    restaurantId: string;
    descriptions: Record<string, string | null>;
    population: Record<string, unknown>;
    clusters: Array<{ clusterId: string; code: string; chosen: boolean; share: number | null }>;
    dafo: Record<string, string>;
    competition: {
      categories: Array<{
        type: number;
        intensity: number | null;
        chosen: Array<{ choiceId: string; compared: boolean; brand: { id: string; name: string } }>;
      }>;
      catalogue: Array<{ id: string; name: string; type: number; custom: boolean }>;
    };
    comparison: {
      own: Record<string, number | null>;
      competitors: Array<{ brand: { id: string; name: string }; stars: Record<string, number | null> }>;
    };
    consumption: { hasRestaurantData: boolean; categories: Array<{ key: string; restaurant: number | null; national: number | null }> };
    moments: Array<{ name: string; weekSales: Change; weekGuests: Change; weekendSales: Change; weekendGuests: Change }>;
    momentsMissing: boolean;
    productMix: Array<{ type: string; description: string | null; change: Change }>;
  };
}

const trendOf = (value: number | null) => (value === null ? null : value > 0.5 ? "UP" : value < -0.5 ? "DOWN" : "EQUAL");

const SAVE_COMPETITION = `mutation($input: SaveCompetitionInput!) { saveCompetition(input: $input) { categories { type intensity chosen { brand { name } } } } }`;
const ADD_BRAND = `mutation($input: AddCustomBrandInput!) { addCustomBrand(input: $input) { id name type custom } }`;
const REMOVE = `mutation($input: RemoveCompetitorInput!) { removeCompetitor(input: $input) { choiceId } }`;
const SAVE_COMPARISON = `mutation($input: SaveComparisonInput!) { saveComparison(input: $input) { own ${STARS} competitors { brand { name } stars ${STARS} } } }`;
const SAVE_CLUSTERS = `mutation($input: SaveClustersInput!) { saveClusters(input: $input) { clusterId chosen share } }`;
const SAVE_DAFO = `mutation($input: SaveDafoInput!) { saveDafo(input: $input) { strengths weaknesses opportunities threats } }`;
const { franchiseeWith } = diagnosticKit(stack);

describe("diagnostic", () => {
  it("keeps the screen's query within the query limits as the browser sends it (Apollo adds __typename everywhere)", async () => {
    const op = (await webOperations()).find((o) => o.name === "Diagnostic")!;
    const sent = op.document.replace(/\{/g, "{ __typename ");
    expect(validate(await createSchema(), parse(sent, PARSE_OPTIONS), armor(true).validationRules).map((e) => e.message)).toEqual([]);
  });

  it("answers the whole screen in one request, from the ten catalogue calls", async () => {
    const { b, id } = await franchiseeWith({
      chosen: ["MERCADONA", "BURGER KING", "KFC", "TELEPIZZA", "STARBUCKS"],
      compared: ["BURGER KING", "KFC", "TELEPIZZA"],
      parts: {
        intensity: ALL_INTENSITIES,
        clusters: [
          { code: "families", share: 45 },
          { code: "workers", share: 30 },
          { code: "students", share: 15 },
        ],
        moments: {
          week: [
            { name: SLOTS[0], sales: 3.4, gcs: -2.1 },
            { name: SLOTS[1], sales: 0.5, gcs: -0.5 },
            { name: SLOTS[2], sales: 0, gcs: null },
            { name: SLOTS[3], sales: -7.25, gcs: 0.3 },
            { name: SLOTS[4], sales: null, gcs: 12 },
          ],
          weekend: SLOTS.map((name, i) => ({ name, sales: i - 2, gcs: 2 - i })),
        },
        pmix: PMIX,
        consumption: [30, 25, 20, 10, 5, 6, 4],
      },
    });
    stack.cache.clear();
    await b.graphql(DIAGNOSTIC, { restaurantId: id });
    stack.calls.length = 0;
    stack.cache.clear();
    const { data, errors } = await b.graphql<Screen>(DIAGNOSTIC, {});
    expect(errors).toBeUndefined();
    expect(stack.calls.map((c) => c.path).sort()).toEqual(
      [
        "competence",
        "diagnostic/descriptions",
        "restaurant/cluster",
        "restaurant/comparation",
        "restaurant/competence",
        "restaurant/competence/data",
        "restaurant/consume",
        `restaurant/moments/${id}`,
        `restaurant/pmix/${id}`,
        "restaurant/sales",
      ].sort(),
    );
    // Warm: the brand catalogue, the descriptions and the restaurant's own data come from the cache (its saves drop it:
    // "completes the diagnostic" below reads each one back).
    stack.calls.length = 0;
    expect((await b.graphql<Screen>(DIAGNOSTIC, {})).data).toEqual(data);
    expect(stack.calls).toEqual([]);

    const d = data!.diagnostic;
    expect(d.restaurantId).toBe(id);
    expect(d.descriptions.competence).toMatch(/^Marca la intensidad/);
    expect(d.population).toEqual({ province: "Madrid", provinceHabitants: expect.any(Number), habitants1km: 48000, habitants3km: 410000 });
    expect(
      d.clusters
        .filter((c) => c.chosen)
        .map((c) => c.share)
        .sort(),
    ).toEqual([15, 30, 45]);
    expect(d.competition.categories.map((c) => c.type)).toEqual([1, 2, 3, 4, 5, 0]);
    const intensity = (await sql<Record<string, number>>("SELECT * FROM restaurant_competence_intensity WHERE restaurant_id = $1", [id]))[0];
    expect(d.competition.categories.map((c) => c.intensity)).toEqual([1, 2, 3, 4, 5, 0].map((t) => intensity[`type${t}`]));
    expect(d.competition.catalogue).toHaveLength(29);
    expect(d.comparison.competitors).toHaveLength(3);
    expect(d.consumption.hasRestaurantData).toBe(true);
    expect(d.consumption.categories.map((c) => [c.key, c.national])).toEqual([
      ["core_premium", 28.4],
      ["families", 31.15],
      ["affordable", 24.6],
      ["late_night", 15.85],
    ]);
    // Moments: the catalogue's values with their arrows (near zero inclusive), null for missing.
    const week = await sql<{ name: string; sales: number | null; gcs: number | null }>(
      "SELECT name, sales::float8 AS sales, gcs::float8 AS gcs FROM diagnostic_moments WHERE restaurant_id = $1 AND period = 'week' ORDER BY position",
      [id],
    );
    expect(d.moments.map((m) => [m.name, m.weekSales, m.weekGuests])).toEqual(
      week.map((w) => [w.name, { value: w.sales, trend: trendOf(w.sales) }, { value: w.gcs, trend: trendOf(w.gcs) }]),
    );
    expect(d.momentsMissing).toBe(false);
    expect(d.productMix.map((p) => p.type)).toEqual(SHOWN_PMIX_FIXTURE);
    for (const row of d.productMix) expect(row.change.trend).toBe(trendOf(row.change.value));
    expect(d.productMix.find((p) => p.type === "HAPPY MEAL")?.description).toBe("Incluye el juguete de la promoción del trimestre.");
  });

  it("draws the national consumption only for a restaurant without data, and says when every moment is missing", async () => {
    // No consumption data of its own; every moment stored, none with a value.
    const missing = SLOTS.map((name) => ({ name, sales: null, gcs: null }));
    const { b, id } = await franchiseeWith({ parts: { moments: { week: missing, weekend: missing }, pmix: PMIX } });
    const own = await b.graphql<Screen>(DIAGNOSTIC, { restaurantId: id });
    expect(own.data!.diagnostic.consumption.hasRestaurantData).toBe(false);
    expect(own.data!.diagnostic.consumption.categories.map((c) => c.restaurant)).toEqual([null, null, null, null]);
    expect(own.data!.diagnostic.momentsMissing).toBe(true);
    expect(own.data!.diagnostic.moments[0].weekSales).toEqual({ value: null, trend: null });
  });

  it("suggests the library's toolkits and best practices for what trends down", async () => {
    const down: Record<string, number> = { "HAPPY MEAL": -3.2, ENSALADAS: -4 };
    const { b, id } = await franchiseeWith({ parts: { pmix: PMIX.map((row) => ({ ...row, value: down[row.type] ?? row.value })) } });
    const { data, errors } = await b.graphql<{
      diagnostic: { suggestions: Array<{ kind: string; topic: string; resources: Array<{ name: string; href: string }> }> };
    }>(`query($restaurantId: ID) { diagnostic(restaurantId: $restaurantId) { suggestions { kind topic resources { name href } } } }`, {
      restaurantId: id,
    });
    expect(errors).toBeUndefined();
    const happyMeal = data!.diagnostic.suggestions.find((s) => s.topic === "HAPPY MEAL");
    expect(happyMeal).toEqual({
      kind: "PRODUCT",
      topic: "HAPPY MEAL",
      resources: [{ name: "Cumpleaños perfectos", href: expect.stringMatching(/^\/practices/) }],
    });
    // Salads trend down too, but no toolkit or best practice is tagged for them: no suggestion.
    expect(data!.diagnostic.suggestions.some((s) => s.topic === "ENSALADAS")).toBe(false);
    // Only what trends down.
    const rising = await sql<{ type: string }>("SELECT type FROM diagnostic_pmix WHERE restaurant_id = $1 AND value > 0.5", [id]);
    for (const { type } of rising) expect(data!.diagnostic.suggestions.some((s) => s.topic === type)).toBe(false);
  });

  it("refuses PT and another user's restaurant", async () => {
    const pt = await signIn(await stack.factories.createUser({ market: "PT", restaurants: 1 }));
    // Another user's restaurant (of the market that has the diagnostic).
    const othersId = String((await stack.factories.createUser({ market: "ES", restaurants: 1 })).restaurants[0].id);
    const refused = await pt.graphql(DIAGNOSTIC, {});
    expect(refused.errors?.map((e) => [e.path?.join("."), e.extensions?.code])).toEqual([["diagnostic", "FORBIDDEN"]]);
    for (const [mutation, input] of [
      [ADD_BRAND, { name: "X", type: 1 }],
      [SAVE_COMPETITION, { brandIds: [], intensities: [] }],
      [REMOVE, { choiceId: "1" }],
      [SAVE_COMPARISON, { own: {}, competitors: [] }],
      [SAVE_CLUSTERS, { clusters: [] }],
      [SAVE_DAFO, { strengths: "", weaknesses: "", opportunities: "", threats: "" }],
    ] as const) {
      stack.calls.length = 0;
      const answer = await pt.graphql(mutation, { input: { restaurantId: othersId, ...input } });
      expect(answer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect(stack.calls).toEqual([]);
    }
    const es = await signIn(await stack.factories.createUser({ market: "ES", restaurants: 1 }));
    const other = await es.graphql(DIAGNOSTIC, { restaurantId: othersId });
    expect(other.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([["FORBIDDEN", "restaurant.error.not_available"]]);
    // A save names its restaurant: another user's is refused before the catalogue.
    stack.calls.length = 0;
    const dafo = { restaurantId: othersId, strengths: "x", weaknesses: "", opportunities: "", threats: "" };
    const notMine = await es.graphql(SAVE_DAFO, { input: dafo });
    expect(notMine.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([["FORBIDDEN", "restaurant.error.not_available"]]);
    expect(stack.callPaths().filter((path) => !path.startsWith("user/"))).toEqual([]);
  });

  it("checks every rule with its key before any catalogue call", async () => {
    const { b, id: restaurantId } = await franchiseeWith();
    await b.graphql(DIAGNOSTIC, {});
    const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      [ADD_BRAND, { name: "  ", type: 1 }, { name: "diagnostic.competence.error_message" }],
      [ADD_BRAND, { name: "Bar", type: 7 }, { type: "diagnostic.error.brand_type" }],
      [SAVE_COMPETITION, { brandIds: [], intensities: [1, null, 4, null, null, null] }, { "intensity.type2": "diagnostic.error.intensity" }],
      [SAVE_COMPARISON, { own: { ...FULL, service: 6 }, competitors: [] }, { "own.service": "diagnostic.error.stars" }],
      [
        SAVE_COMPARISON,
        {
          own: FULL,
          competitors: [
            { brandId: "1", stars: FULL },
            { brandId: "2", stars: { ...FULL, promotion: null } },
          ],
        },
        { "competitors[1].stars": "diagnostic.error.unrated" },
      ],
      [
        SAVE_COMPARISON,
        { own: FULL, competitors: ["1", "2", "3", "4"].map((brandId) => ({ brandId, stars: FULL })) },
        { competitors: "diagnostic.error.competitors_max" },
      ],
      [
        SAVE_COMPARISON,
        { own: FULL, competitors: ["1", "1"].map((brandId) => ({ brandId, stars: FULL })) },
        { competitors: "diagnostic.error.competitor" },
      ],
      [
        SAVE_CLUSTERS,
        {
          clusters: [
            { clusterId: "1", share: 60 },
            { clusterId: "2", share: 50 },
          ],
        },
        { clusters: "diagnostic.error.clusters" },
      ],
      [SAVE_DAFO, { strengths: "x".repeat(2001), weaknesses: "", opportunities: "", threats: "" }, { strengths: "diagnostic.error.dafo_length" }],
    ];
    for (const [mutation, input, fields] of cases) {
      stack.calls.length = 0;
      const answer = await b.graphql(mutation, { input: { restaurantId, ...input } });
      expect(answer.errors?.map((e) => [e.extensions?.code, e.extensions?.fields])).toEqual([["BAD_USER_INPUT", fields]]);
      expect(stack.calls).toEqual([]);
    }
    // A competitor the restaurant has not chosen: only the catalogue knows; its refusal lands on the same field.
    const [stranger] = await sql<{ id: number }>(
      `SELECT b.id FROM competitor_brands b WHERE b.market = 'ES' AND b.restaurant_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM restaurant_competitors c WHERE c.brand_id = b.id AND c.restaurant_id = $1) ORDER BY b.id LIMIT 1`,
      [restaurantId],
    );
    const answer = await b.graphql(SAVE_COMPARISON, {
      input: { restaurantId, own: FULL, competitors: [{ brandId: String(stranger.id), stars: FULL }] },
    });
    expect(answer.errors?.map((e) => [e.extensions?.code, e.extensions?.fields])).toEqual([
      ["BAD_USER_INPUT", { competitors: "diagnostic.error.competitor" }],
    ]);
  });

  it("deletes a custom brand with its choice; a chain brand cannot be deleted; deleting again is done", async () => {
    const user = await stack.factories.createUser({ market: "ES", restaurants: 1 });
    const b = await signIn(user);
    const restaurantId = String(user.restaurants[0].id);
    const DELETE = `mutation($input: DeleteCustomBrandInput!) { deleteCustomBrand(input: $input) { brandId } }`;
    const brand = (await b.graphql<{ addCustomBrand: { id: string } }>(ADD_BRAND, { input: { restaurantId, name: "Bar Lola", type: 2 } })).data!
      .addCustomBrand;
    expect(
      (await b.graphql(SAVE_COMPETITION, { input: { restaurantId, brandIds: [brand.id], intensities: [null, null, 1, null, null, null] } })).errors,
    ).toBeUndefined();
    const before = (await b.graphql<Screen>(DIAGNOSTIC, {})).data!.diagnostic;
    const chain = before.competition.catalogue.find((c) => !c.custom)!;
    expect((await b.graphql(DELETE, { input: { restaurantId, brandId: chain.id } })).errors?.[0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { brandId: "diagnostic.error.custom_brand" },
    });
    for (let i = 0; i < 2; i++)
      expect((await b.graphql(DELETE, { input: { restaurantId, brandId: brand.id } })).data).toEqual({ deleteCustomBrand: { brandId: brand.id } });
    const after = (await b.graphql<Screen>(DIAGNOSTIC, {})).data!.diagnostic;
    expect(after.competition.catalogue.some((c) => c.id === brand.id)).toBe(false);
    expect(after.competition.categories.flatMap((c) => c.chosen).some((c) => c.brand.id === brand.id)).toBe(false);
    expect(await sql("SELECT id FROM competitor_brands WHERE id = $1", [Number(brand.id)])).toEqual([]);
    expect(await sql("SELECT id FROM competitor_brands WHERE id = $1", [Number(chain.id)])).toHaveLength(1);
  });

  it("completes the diagnostic: the home's alerts change at once", async () => {
    // Competition and comparison done, no clusters nor DAFO yet.
    const { b } = await franchiseeWith({ chosen: ["MERCADONA", "GOIKO", "TELEPIZZA"], compared: ["GOIKO"], parts: { intensity: ALL_INTENSITIES } });
    const alerts = async () => (await b.graphql<{ home: { diagnosticAlerts: Record<string, boolean> } }>(ALERTS)).data!.home.diagnosticAlerts;
    expect(await alerts()).toEqual({ competence: true, comparation: true, clusters: false, dafo: false, allDone: false });

    const screen = (await b.graphql<Screen>(DIAGNOSTIC, {})).data!.diagnostic;
    // Every save names the restaurant the screen was loaded for.
    const restaurantId = screen.restaurantId;
    // A custom brand, uppercased, then chosen with every intensity.
    const brand = (await b.graphql<{ addCustomBrand: { id: string } }>(ADD_BRAND, { input: { restaurantId, name: "Bar Pepe", type: 0 } })).data!
      .addCustomBrand;
    expect(brand).toEqual({ id: expect.any(String), name: "BAR PEPE", type: 0, custom: true });
    const chosenIds = screen.competition.categories.flatMap((c) => c.chosen.map((x) => x.brand.id));
    const saved = await b.graphql<{
      saveCompetition: { categories: Array<{ type: number; intensity: number | null; chosen: Array<{ brand: { name: string } }> }> };
    }>(SAVE_COMPETITION, { input: { restaurantId, brandIds: [...chosenIds, brand.id], intensities: [3, 1, 1, 2, 2, 3] } });
    expect(saved.errors).toBeUndefined();
    const indirect = saved.data!.saveCompetition.categories.find((c) => c.type === 0)!;
    expect(indirect.intensity).toBe(3);
    expect(indirect.chosen.map((c) => c.brand.name)).toContain("BAR PEPE");
    // The catalogue now offers the custom brand (its cache was dropped).
    const after = (await b.graphql<Screen>(DIAGNOSTIC, {})).data!.diagnostic;
    expect(after.competition.catalogue.find((c) => c.id === brand.id)).toEqual({ id: brand.id, name: "BAR PEPE", type: 0, custom: true });
    // Clusters, then DAFO: the home's alerts follow each save without waiting for its cache to expire.
    const clusters = after.clusters.slice(0, 2).map((c, i) => ({ clusterId: c.clusterId, share: i === 0 ? 70 : 30 }));
    expect((await b.graphql(SAVE_CLUSTERS, { input: { restaurantId, clusters } })).errors).toBeUndefined();
    expect(await alerts()).toEqual({ competence: true, comparation: true, clusters: true, dafo: false, allDone: false });
    const dafo = { strengths: "Equipo", weaknesses: "Terraza", opportunities: "Oficinas", threats: "Competencia" };
    expect((await b.graphql(SAVE_DAFO, { input: { restaurantId, ...dafo } })).data).toEqual({ saveDafo: dafo });
    expect(await alerts()).toEqual({ competence: true, comparation: true, clusters: true, dafo: true, allDone: true });

    // The comparison with one competitor, then its removal: comparation pending again; removing twice is done.
    const compared = after.competition.categories.flatMap((c) => c.chosen).find((c) => c.brand.id !== brand.id)!;
    const comparison = await b.graphql(SAVE_COMPARISON, {
      input: { restaurantId, own: FULL, competitors: [{ brandId: compared.brand.id, stars: FULL }] },
    });
    expect(comparison.data).toEqual({ saveComparison: { own: FULL, competitors: [{ brand: { name: compared.brand.name }, stars: FULL }] } });
    const current = (await b.graphql<Screen>(DIAGNOSTIC, {})).data!.diagnostic;
    const choice = current.competition.categories.flatMap((c) => c.chosen).find((c) => c.brand.id === compared.brand.id)!;
    expect(choice.compared).toBe(true);
    for (let i = 0; i < 2; i++) {
      const removed = await b.graphql(REMOVE, { input: { restaurantId, choiceId: choice.choiceId } });
      expect(removed.data).toEqual({ removeCompetitor: { choiceId: choice.choiceId } });
    }
    expect(await alerts()).toEqual({ competence: true, comparation: false, clusters: true, dafo: true, allDone: false });

    // Every save is read back at once: the screen's cached data of the restaurant went with it.
    const last = (await b.graphql<Screen>(DIAGNOSTIC, {})).data!.diagnostic;
    expect(last.dafo).toEqual(dafo);
    expect(last.clusters.filter((c) => c.chosen).map((c) => [c.clusterId, c.share])).toEqual(clusters.map((c) => [c.clusterId, c.share]));
    expect(last.competition.categories.flatMap((c) => c.chosen).map((c) => c.choiceId)).not.toContain(choice.choiceId);
    expect(last.competition.categories.find((c) => c.type === 0)!.chosen.map((c) => c.brand.name)).toContain("BAR PEPE");
    expect(last.comparison.competitors).toEqual([]);
  });
});
