import type { Language, Market } from "@portal/schema";
import type { CacheSlot, ReferenceCache } from "../../common/reference-cache.js";

/*
 * The diagnostic's cached catalogue data: the section descriptions are the same for everyone of a market; the brand
 * catalogue a restaurant may choose from is the market's plus the restaurant's custom brands, so it is kept per
 * restaurant. Both change rarely (the admin import, a custom brand): the cache's default lifetime, invalidated on
 * those writes. A restaurant's own diagnostic data is always read fresh.
 */
const PREFIX = "diagnostic:";

export const diagnosticCache = {
  /** Per language: a section's description may have a text of its own in each of the market's languages. */
  descriptions: (market: Market, language: Language): CacheSlot => ({ key: `${PREFIX}descriptions:${market}:${language}` }),
  brands: (market: Market, restaurantId: string): CacheSlot => ({ key: `${PREFIX}brands:${market}:${restaurantId}:` }),
};

export const invalidateDiagnostic = {
  /** The admin changed a section's description (admin import). */
  descriptions: (cache: ReferenceCache, market: Market) => cache.invalidate(`${PREFIX}descriptions:${market}:`),
  /** The brand catalogue changed: one restaurant's (a custom brand) or, without a restaurant, every one (admin import). */
  brands: (cache: ReferenceCache, market: Market, restaurantId?: string) =>
    cache.invalidate(restaurantId ? diagnosticCache.brands(market, restaurantId).key : `${PREFIX}brands:${market}:`),
};
