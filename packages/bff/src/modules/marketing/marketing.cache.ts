import type { Language, Market } from "@portal/schema";
import type { CacheSlot, ReferenceCache } from "../../common/reference-cache.js";

/*
 * The marketing plan's cached catalogue data. The priority options are the library's national and local categories:
 * their slots live under the library's section prefix (`library:sections:<market>:`), so every section write that
 * invalidates the library's tree drops them too. National actions are the same for everyone of a market and year.
 * A restaurant's own plan is never cached (its editors read what they wrote).
 */
const PREFIX = "marketing:";

export const marketingCache = {
  /** National (1) or local (2) categories with their children, names in one language. */
  categories: (market: Market, language: Language, kind: 1 | 2): CacheSlot => ({ key: `library:sections:${market}:${language}:marketing:${kind}` }),
  /** The market's national actions of a year. */
  nationalActions: (market: Market, year: number): CacheSlot => ({ key: `${PREFIX}national:${market}:${year}` }),
};

export const invalidateMarketing = {
  /** National actions changed (an import): every year of the market. */
  nationalActions: (cache: ReferenceCache, market: Market) => cache.invalidate(`${PREFIX}national:${market}:`),
};
