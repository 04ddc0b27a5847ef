import {
  BRAND_TYPES,
  CONSUMPTION_CATEGORIES,
  DIAGNOSTIC_MESSAGES,
  DIAGNOSTIC_REFUSAL_MESSAGES,
  matchesSuggestion,
  percent2,
  shownPmix,
  suggestionTags,
  trendOf,
} from "@portal/schema";
// The resolver checks the inputs with these rules (`@ValidInput`); the service only types what passed them.
import type { clustersRules, comparisonRules, competitionRules, customBrandRules, dafoRules } from "@portal/schema";
import { badUserInput, readRefusals, refusal, rejectionReason } from "../../common/errors.js";
import type { Checked } from "../../common/valid-input.js";
import type { Context } from "../../graphql/context.js";
import { diagnosticCalls, type PortalBrand, type PortalChosenBrand, type PortalComparison, type PortalStars } from "../../legacy/diagnostic.js";
import { libraryCalls, type PortalResource } from "../../legacy/library.js";
import { invalidateHome } from "../home/home.cache.js";
import { libraryCache } from "../library/library.cache.js";
import { visibleResources } from "../library/library.service.js";
import { restaurantIdFor } from "../session/session.service.js";
import { diagnosticCache, invalidateDiagnostic, type RestaurantPart } from "./diagnostic.cache.js";
import {
  SuggestionKindEnum,
  TrendEnum,
  type AddCustomBrandInput,
  type Change,
  type Comparison,
  type CompetitorBrand,
  type Competition,
  type Dafo,
  type Diagnostic,
  type DiagnosticCluster,
  type DiagnosticSuggestion,
  type RemoveCompetitorInput,
  type RemovedCompetitor,
  type SaveClustersInput,
  type SaveComparisonInput,
  type SaveCompetitionInput,
  type SaveDafoInput,
  type StarsInput,
} from "./diagnostic.types.js";

const read = <T>(promise: Promise<T>) => readRefusals(promise, DIAGNOSTIC_REFUSAL_MESSAGES);

const TRENDS = { up: TrendEnum.UP, down: TrendEnum.DOWN, equal: TrendEnum.EQUAL } as const;
function changeOf(value: number | null): Change {
  const rounded = percent2(value);
  const trend = trendOf(rounded);
  return { value: rounded, trend: trend ? TRENDS[trend] : null };
}

const clusterOut = (c: { id: string; code: string; chosen: boolean; share: number | null }): DiagnosticCluster => ({
  clusterId: c.id,
  code: c.code,
  chosen: c.chosen,
  share: c.share,
});

const brandOut = (brand: PortalBrand): CompetitorBrand => ({ id: brand.id, name: brand.name, type: brand.type, custom: brand.custom });

function competitionOf(chosen: PortalChosenBrand[], intensity: Array<number | null>, catalogue: PortalBrand[]): Competition {
  return {
    categories: BRAND_TYPES.map((type) => ({
      type,
      intensity: intensity[type] ?? null,
      chosen: chosen
        .filter((brand) => brand.type === type)
        .sort((a, b) => a.name.localeCompare(b.name, "es"))
        .map((brand) => ({ choiceId: brand.choiceId, brand: brandOut(brand), compared: brand.compared })),
    })),
    catalogue: catalogue.map(brandOut),
  };
}

const comparisonOut = (comparison: PortalComparison): Comparison => ({
  own: comparison.own,
  competitors: comparison.competitors.map((row) => ({ brand: brandOut(row.brand), stars: row.stars })),
});

const brandCatalogue = (ctx: Context, restaurantId: string) =>
  ctx.cache.get(diagnosticCache.brands(ctx.market, restaurantId), () => diagnosticCalls.brandCatalogue(ctx.upstream, restaurantId));

/** What each part of a restaurant's own data reads as. */
type RestaurantData = { [P in RestaurantPart]: Awaited<ReturnType<(typeof diagnosticCalls)[P]>> };

/** A part of the restaurant's own data: from the cache, or its catalogue call (diagnostic.cache.ts). */
function restaurantData<P extends RestaurantPart>(ctx: Context, restaurantId: string, part: P): Promise<RestaurantData[P]> {
  const call = diagnosticCalls[part] as unknown as (up: Context["upstream"], id: string) => Promise<RestaurantData[P]>;
  return ctx.cache.get(diagnosticCache.restaurant(ctx.market, restaurantId, part), () => call(ctx.upstream, restaurantId));
}

/** The whole screen: the ten catalogue calls at once, those the cache holds left out. */
export async function diagnostic(ctx: Context, requested?: string | null): Promise<Diagnostic> {
  const id = await restaurantIdFor(ctx, requested);
  const [chosen, catalogue, intensity, comparison, week, weekend, pmix, consumption, environment, descriptions] = await read(
    Promise.all([
      restaurantData(ctx, id, "chosenBrands"),
      brandCatalogue(ctx, id),
      restaurantData(ctx, id, "intensity"),
      restaurantData(ctx, id, "comparison"),
      restaurantData(ctx, id, "weekMoments"),
      restaurantData(ctx, id, "weekendMoments"),
      restaurantData(ctx, id, "productMix"),
      restaurantData(ctx, id, "consumption"),
      restaurantData(ctx, id, "environment"),
      ctx.cache.get(diagnosticCache.descriptions(ctx.market, ctx.language), () => diagnosticCalls.descriptions(ctx.upstream, ctx.language)),
    ]),
  );
  const names = [...new Set([...week.map((m) => m.name), ...weekend.map((m) => m.name)])];
  const moments = names.map((name) => {
    const w = week.find((m) => m.name === name);
    const e = weekend.find((m) => m.name === name);
    return {
      name,
      weekSales: changeOf(w?.sales ?? null),
      weekGuests: changeOf(w?.guests ?? null),
      weekendSales: changeOf(e?.sales ?? null),
      weekendGuests: changeOf(e?.guests ?? null),
    };
  });
  const momentsMissing = moments.every((m) => [m.weekSales, m.weekGuests, m.weekendSales, m.weekendGuests].every((c) => c.value === null));
  return {
    restaurantId: id,
    descriptions: {
      competence: descriptions.competence || null,
      consume: descriptions.consume || null,
      sales: descriptions.sales || null,
      pmix: descriptions.pmix || null,
    },
    population: environment.population,
    clusters: environment.clusters.map(clusterOut),
    dafo: environment.dafo,
    competition: competitionOf(chosen, intensity, catalogue),
    comparison: comparisonOut(comparison),
    consumption: {
      hasRestaurantData: consumption.restaurant !== null,
      categories: CONSUMPTION_CATEGORIES.map(({ index, key }) => ({
        key,
        restaurant: percent2(consumption.restaurant?.[index] ?? null),
        national: percent2(consumption.national[index] ?? null),
      })),
    },
    moments,
    momentsMissing,
    productMix: shownPmix(pmix).map((row) => ({ type: row.type, description: row.description, change: changeOf(row.value) })),
  };
}

/**
 * The brands a restaurant chose as competitors (for the marketing plan's main-competitor choice), by category and
 * name. Refusals read as the diagnostic's.
 */
export async function chosenCompetitors(ctx: Context, restaurantId: string): Promise<CompetitorBrand[]> {
  const chosen = await read(restaurantData(ctx, restaurantId, "chosenBrands"));
  return chosen.map(brandOut);
}

/** After a save: the restaurant's data and the home's alerts of it are read again. */
const saved = (ctx: Context, restaurantId: string) => {
  invalidateDiagnostic.restaurant(ctx.cache, ctx.market, restaurantId);
  invalidateHome.restaurant(ctx.cache, ctx.market, restaurantId);
};

/** What `competitionRules` reads of the editor: the chosen brands and the six intensities by type. */
export const competitionForm = (input: SaveCompetitionInput) => ({
  brandIds: input.brandIds,
  intensity: Object.fromEntries([0, 1, 2, 3, 4, 5].map((type) => [`type${type}`, (input.intensities ?? [])[type] ?? null])),
});

/** `input` passed `competitionRules` (the resolver's `@ValidInput`, with `competitionForm`). */
export async function saveCompetition(ctx: Context, input: Checked<SaveCompetitionInput, typeof competitionRules>): Promise<Competition> {
  const intensities = input.intensities ?? [];
  // Not in the rule: `competitionForm` gives it the first six only, so a longer list is refused here.
  if (intensities.length > 6) throw badUserInput({ intensity: DIAGNOSTIC_MESSAGES.intensity });
  const id = await restaurantIdFor(ctx, input.restaurantId);
  const intensity = [0, 1, 2, 3, 4, 5].map((type) => (input.intensity as Record<string, number | null>)[`type${type}`] ?? null);
  const chosen = await read(diagnosticCalls.saveCompetition(ctx.upstream, id, input.brandIds, intensity));
  saved(ctx, id);
  return competitionOf(chosen, intensity, await read(brandCatalogue(ctx, id)));
}

export async function addCustomBrand(ctx: Context, input: Checked<AddCustomBrandInput, typeof customBrandRules>): Promise<CompetitorBrand> {
  const id = await restaurantIdFor(ctx, input.restaurantId);
  const brand = await read(diagnosticCalls.addBrand(ctx.upstream, id, input.name, input.type));
  invalidateDiagnostic.brands(ctx.cache, ctx.market, id);
  saved(ctx, id);
  return brandOut(brand);
}

/**
 * Deletes a custom brand of the restaurant (its choice and comparison row go with it). Only a custom brand the
 * restaurant's catalogue shows may be deleted (BAD_USER_INPUT brandId diagnostic.error.custom_brand otherwise); one
 * already gone counts as deleted (safe to retry).
 */
export async function deleteCustomBrand(ctx: Context, input: { restaurantId: string; brandId: string }): Promise<{ brandId: string }> {
  if (!/^\d{1,9}$/.test(input.brandId)) throw badUserInput({ brandId: DIAGNOSTIC_MESSAGES.customBrand });
  const id = await restaurantIdFor(ctx, input.restaurantId);
  const brand = (await read(brandCatalogue(ctx, id))).find((b) => b.id === input.brandId);
  if (brand && !brand.custom) throw badUserInput({ brandId: DIAGNOSTIC_MESSAGES.customBrand });
  try {
    if (brand) await diagnosticCalls.deleteCustomBrand(ctx.upstream, id, input.brandId);
  } catch (error) {
    // Deleted meanwhile (a retry): done.
    if (rejectionReason(error) !== "not_found") throw refusal(error, DIAGNOSTIC_REFUSAL_MESSAGES);
  }
  invalidateDiagnostic.brands(ctx.cache, ctx.market, id);
  saved(ctx, id);
  return { brandId: input.brandId };
}

export async function removeCompetitor(ctx: Context, input: RemoveCompetitorInput): Promise<RemovedCompetitor> {
  if (!/^\d{1,9}$/.test(input.choiceId)) throw badUserInput({ choiceId: "error.not_found" });
  const id = await restaurantIdFor(ctx, input.restaurantId);
  // Only a choice of this restaurant: the catalogue checks the user; the BFF checks the restaurant asked.
  const chosen = await read(diagnosticCalls.chosenBrands(ctx.upstream, id));
  if (chosen.some((brand) => brand.choiceId === input.choiceId)) {
    try {
      await diagnosticCalls.removeBrand(ctx.upstream, input.choiceId);
    } catch (error) {
      // Removed meanwhile (a retry): done.
      if (rejectionReason(error) !== "not_found") throw refusal(error, DIAGNOSTIC_REFUSAL_MESSAGES);
    }
  }
  saved(ctx, id);
  return { choiceId: input.choiceId };
}

const starsIn = (stars: StarsInput | undefined): PortalStars => ({
  service: stars?.service ?? null,
  relation: stars?.relation ?? null,
  innovation: stars?.innovation ?? null,
  ambient: stars?.ambient ?? null,
  promotion: stars?.promotion ?? null,
});

/** What `comparisonRules` reads of the table: every star, absent ones as null. */
export const comparisonForm = (input: SaveComparisonInput) => ({
  own: starsIn(input.own),
  competitors: (input.competitors ?? []).map((row) => ({ brandId: row.brandId, stars: starsIn(row.stars) })),
});

/** `input` passed `comparisonRules` (the resolver's `@ValidInput`, with `comparisonForm`). */
export async function saveComparison(ctx: Context, input: Checked<SaveComparisonInput, typeof comparisonRules>): Promise<Comparison> {
  const id = await restaurantIdFor(ctx, input.restaurantId);
  const competitors = input.competitors.map((row) => ({ brandId: row.brandId, stars: starsIn(row.stars) }));
  const comparison = await read(diagnosticCalls.saveComparison(ctx.upstream, id, starsIn(input.own), competitors));
  saved(ctx, id);
  return comparisonOut(comparison);
}

export async function saveClusters(ctx: Context, input: Checked<SaveClustersInput, typeof clustersRules>): Promise<DiagnosticCluster[]> {
  const id = await restaurantIdFor(ctx, input.restaurantId);
  await read(diagnosticCalls.saveClusters(ctx.upstream, id, input.clusters));
  saved(ctx, id);
  return (await read(diagnosticCalls.environment(ctx.upstream, id))).clusters.map(clusterOut);
}

export async function saveDafo(ctx: Context, input: Checked<SaveDafoInput, typeof dafoRules>): Promise<Dafo> {
  const { restaurantId, ...dafo } = input;
  const id = await restaurantIdFor(ctx, restaurantId);
  const answer = await read(diagnosticCalls.saveDafo(ctx.upstream, id, dafo));
  saved(ctx, id);
  return answer;
}

/** The library's section types of toolkits (4) and best practices (5), listed as the library's pages list them. */
const SUGGESTED_TYPES = [4, 5] as const;
const MAX_SUGGESTED = 4;

/**
 * For every moment of day (sales or guests, either period) and product type trending down, the toolkits and best
 * practices of the library tagged for it (the same cached lists the /toolkits and /practices pages read).
 */
export async function suggestions(ctx: Context, screen: Pick<Diagnostic, "moments" | "productMix">): Promise<DiagnosticSuggestion[]> {
  const down = (...changes: Change[]) => changes.some((change) => change.trend === TrendEnum.DOWN);
  const topics = [
    ...screen.moments
      .filter((m) => down(m.weekSales, m.weekGuests, m.weekendSales, m.weekendGuests))
      .map((m) => ({ kind: SuggestionKindEnum.MOMENT, topic: m.name })),
    ...screen.productMix.filter((p) => down(p.change)).map((p) => ({ kind: SuggestionKindEnum.PRODUCT, topic: p.type })),
  ].filter((t) => suggestionTags(t.topic).length > 0);
  if (topics.length === 0) return [];
  const { market, language } = ctx;
  const lists = await Promise.all(
    SUGGESTED_TYPES.map((type) =>
      ctx.cache.get(libraryCache.typeResources(market, language, type), () =>
        libraryCalls.resourcesOfType(ctx.upstream, type, language, "active-and-drafts"),
      ),
    ),
  );
  const library: PortalResource[] = await visibleResources(ctx, lists.flat());
  return topics
    .map((t) => ({ ...t, resources: library.filter((r) => matchesSuggestion(r.tags, suggestionTags(t.topic))).slice(0, MAX_SUGGESTED) }))
    .filter((t) => t.resources.length > 0) as DiagnosticSuggestion[];
}
