import type { Market } from "@portal/schema";
import type { CacheSlot, ReferenceCache } from "../../common/reference-cache.js";
import { RESTAURANT_DATA_TTL_MS } from "../home/home.cache.js";

/*
 * A restaurant's monthly reports (the channels screen lists them) are kept for as long as the home keeps a
 * restaurant's data (`RESTAURANT_DATA_TTL_MS`). Only the partners change them, and a month's archive changes many
 * restaurants' at once: each upload or deletion drops every restaurant's list of the market, in every BFF process
 * (the cache's bus), so that a report is listed, or gone, at once anywhere.
 */
const PREFIX = "partner:reports:";

export const partnerCache = {
  restaurantReports: (market: Market, restaurantId: string): CacheSlot => ({
    key: `${PREFIX}${market}:${restaurantId}`,
    ttlMs: RESTAURANT_DATA_TTL_MS,
  }),
};

export const invalidatePartner = {
  /** A partner uploaded or deleted reports (whether or not the catalogue took all of them): every restaurant's list. */
  reports: (cache: ReferenceCache, market: Market) => cache.invalidate(`${PREFIX}${market}:`),
};
