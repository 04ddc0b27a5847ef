import type { Market } from "@portal/schema";
import type { CacheSlot } from "../../../common/reference-cache.js";

/* The admin restaurants' cached catalogue data: the market's provinces (reference data, the cache's default lifetime; no portal write changes them). */
export const adminRestaurantsCache = {
  provinces: (market: Market): CacheSlot => ({ key: `admin:restaurants:provinces:${market}` }),
};
