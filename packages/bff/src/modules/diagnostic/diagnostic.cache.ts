import type { Language, Market } from "@portal/schema";
import type { CacheSlot, ReferenceCache } from "../../common/reference-cache.js";
import { RESTAURANT_DATA_TTL_MS } from "../home/home.cache.js";

/*
 * The diagnostic's cached catalogue data. The section descriptions are the same for everyone of a market; the brand
 * catalogue a restaurant may choose from is the market's plus the restaurant's custom brands, so it is kept per
 * restaurant: both change rarely (the admin import, a custom brand), the cache's default lifetime.
 *
 * A restaurant's own data (its chosen brands, intensities, comparison, moments of day, product mix, consumption and
 * environment) is read by everyone working on it, each screen at once: it is kept under the restaurant's prefix,
 * for as long as the home keeps its alerts (`RESTAURANT_DATA_TTL_MS`); every save of it drops it (the diagnostic's editors, the administration's restaurant form for its population),
 * as the admin import drops every restaurant's of the market. In every BFF process (the cache's bus), so a save is
 * read back at once anywhere; what the catalogue changes by other ways shows within that lifetime.
 */
const PREFIX = "diagnostic:";

/** The parts of a restaurant's diagnostic, one catalogue call each (named as `diagnosticCalls` names them). */
export type RestaurantPart =
  "chosenBrands" | "intensity" | "comparison" | "weekMoments" | "weekendMoments" | "productMix" | "consumption" | "environment";

const restaurantPrefix = (market: Market, restaurantId: string) => `${PREFIX}restaurant:${market}:${restaurantId}:`;

export const diagnosticCache = {
  /** Per language: a section's description may have a text of its own in each of the market's languages. */
  descriptions: (market: Market, language: Language): CacheSlot => ({ key: `${PREFIX}descriptions:${market}:${language}` }),
  brands: (market: Market, restaurantId: string): CacheSlot => ({ key: `${PREFIX}brands:${market}:${restaurantId}:` }),
  restaurant: (market: Market, restaurantId: string, part: RestaurantPart): CacheSlot => ({
    key: `${restaurantPrefix(market, restaurantId)}${part}`,
    ttlMs: RESTAURANT_DATA_TTL_MS,
  }),
};

export const invalidateDiagnostic = {
  /** The admin changed a section's description (admin import). */
  descriptions: (cache: ReferenceCache, market: Market) => cache.invalidate(`${PREFIX}descriptions:${market}:`),
  /** The brand catalogue changed: one restaurant's (a custom brand) or, without a restaurant, every one (admin import). */
  brands: (cache: ReferenceCache, market: Market, restaurantId?: string) =>
    cache.invalidate(restaurantId ? diagnosticCache.brands(market, restaurantId).key : `${PREFIX}brands:${market}:`),
  /** A restaurant's own data changed: one restaurant's (a save) or, without a restaurant, every one (admin import). */
  restaurant: (cache: ReferenceCache, market: Market, restaurantId?: string) =>
    cache.invalidate(restaurantId ? restaurantPrefix(market, restaurantId) : `${PREFIX}restaurant:${market}:`),
};
