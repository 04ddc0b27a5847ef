import type { Market } from "@portal/schema";
import type { CacheSlot } from "../../common/reference-cache.js";

/* The session area's cached catalogue data: the market's languages (reference data, the cache's default lifetime; no write changes them). */
export const sessionCache = {
  languages: (market: Market): CacheSlot => ({ key: `session:languages:${market}` }),
};
