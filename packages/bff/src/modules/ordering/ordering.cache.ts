import type { Language, Market } from "@portal/schema";
import type { CacheSlot } from "../../common/reference-cache.js";

/*
 * The ordering area's cached reference data: the piece-format catalogue and the status table, per market and
 * language. Neither has a write in the portal; they live the cache's default lifetime (REFERENCE_TTL_MS).
 */
const PREFIX = "ordering:";

export const orderingCache = {
  /** The 40 piece formats with their sizes and questions. */
  formats: (market: Market, language: Language): CacheSlot => ({ key: `${PREFIX}formats:${market}:${language}` }),
  /** The order status table. */
  statuses: (market: Market, language: Language): CacheSlot => ({ key: `${PREFIX}statuses:${market}:${language}` }),
};
