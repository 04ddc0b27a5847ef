import type { Language, Market } from "@portal/schema";
import type { CacheSlot, ReferenceCache } from "../../common/reference-cache.js";

/*
 * The home's cached catalogue data. Sliders, videos and the newest resources are the same for everyone of
 * a market (and language): the cache's default lifetime. A restaurant's diagnostic progress and local actions
 * are read by everyone working on it and change only when its diagnostic or marketing plan is saved: kept
 * briefly, under the restaurant's prefix, which those saves invalidate.
 */
const PREFIX = "home:";

/** How long a restaurant's diagnostic progress and local actions are reused. */
export const RESTAURANT_DATA_TTL_MS = 30_000;

const restaurantPrefix = (market: Market, restaurantId: string) => `${PREFIX}restaurant:${market}:${restaurantId}:`;

export const homeCache = {
  sliders: (market: Market): CacheSlot => ({ key: `${PREFIX}sliders:${market}` }),
  videos: (market: Market): CacheSlot => ({ key: `${PREFIX}videos:${market}` }),
  /** One page of the catalogue's newest (10 a page, `page` from 0). */
  newestResources: (market: Market, language: Language, page = 0): CacheSlot => ({ key: `${PREFIX}newest:${market}:${language}:${page}` }),
  diagnosticAlerts: (market: Market, restaurantId: string): CacheSlot => ({
    key: `${restaurantPrefix(market, restaurantId)}alerts`,
    ttlMs: RESTAURANT_DATA_TTL_MS,
  }),
  localActions: (market: Market, restaurantId: string): CacheSlot => ({
    key: `${restaurantPrefix(market, restaurantId)}actions`,
    ttlMs: RESTAURANT_DATA_TTL_MS,
  }),
};

export const invalidateHome = {
  sliders: (cache: ReferenceCache, market: Market) => cache.invalidate(homeCache.sliders(market).key),
  videos: (cache: ReferenceCache, market: Market) => cache.invalidate(homeCache.videos(market).key),
  /** A resource created, changed or removed: the newest list of every language. */
  newestResources: (cache: ReferenceCache, market: Market) => cache.invalidate(`${PREFIX}newest:${market}:`),
  /** The restaurant's diagnostic or marketing plan saved. */
  restaurant: (cache: ReferenceCache, market: Market, restaurantId: string) => cache.invalidate(restaurantPrefix(market, restaurantId)),
  /** An admin import changed the diagnostic of many restaurants at once: every restaurant's of the market. */
  allRestaurants: (cache: ReferenceCache, market: Market) => cache.invalidate(`${PREFIX}restaurant:${market}:`),
};
