import type { Language, Market } from "@portal/schema";
import type { CacheSlot, ReferenceCache } from "../../common/reference-cache.js";

/*
 * The library's cached catalogue data: where each value lives, and what a write makes stale. Reference
 * data lives the cache's default lifetime (REFERENCE_TTL_MS); a write invalidates by prefix, in every BFF
 * process (see ReferenceCache.invalidate).
 */
const PREFIX = "library:";

export const libraryCache = {
  /** Every section of a market, names in one language (the section tree). */
  sections: (market: Market, language: Language): CacheSlot => ({ key: `${PREFIX}sections:${market}:${language}` }),
  resourceTypes: (market: Market, language: Language): CacheSlot => ({ key: `${PREFIX}resource-types:${market}:${language}` }),
  /** The listed resources of a section (a category page), in one language: the same for everyone of the market. */
  sectionResources: (market: Market, language: Language, sectionId: string): CacheSlot => ({
    key: `${PREFIX}resources:${market}:${language}:section:${sectionId}`,
  }),
  /** The listed resources of an area without categories (toolkits, practices), in one language. */
  typeResources: (market: Market, language: Language, type: number): CacheSlot => ({ key: `${PREFIX}resources:${market}:${language}:type:${type}` }),
  /** The search indexes of a market, one per language (library.search.ts): built from the lists, the trees, the types and the files. */
  searchIndexes: (market: Market): CacheSlot => ({ key: `${PREFIX}search:${market}:` }),
  /** A resource's file metadata (or null: no file). */
  file: (market: Market, resourceId: string): CacheSlot => ({ key: `${PREFIX}file:${market}:${resourceId}` }),
};

/** The search index holds what each of these writes changes: each drops it too. */
const search = (cache: ReferenceCache, market: Market) => cache.invalidate(`${PREFIX}search:${market}:`);

export const invalidateLibrary = {
  /** A section added, renamed, moved or switched on or off: every language's tree of the market. */
  sections: (cache: ReferenceCache, market: Market) => {
    cache.invalidate(`${PREFIX}sections:${market}:`);
    search(cache, market);
  },
  resourceTypes: (cache: ReferenceCache, market: Market) => {
    cache.invalidate(`${PREFIX}resource-types:${market}:`);
    search(cache, market);
  },
  /** A resource created, changed, moved or removed: every list of the market. */
  resources: (cache: ReferenceCache, market: Market) => {
    cache.invalidate(`${PREFIX}resources:${market}:`);
    search(cache, market);
  },
  /** A resource's file replaced or removed. */
  file: (cache: ReferenceCache, market: Market, resourceId: string) => {
    cache.invalidate(`${PREFIX}file:${market}:${resourceId}`);
    search(cache, market);
  },
};
