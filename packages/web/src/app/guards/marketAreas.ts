import type { Market } from "@portal/schema";

/*
 * Market rules of the routes (spec 1, section 2). They belong with the other market rules in
 * @portal/schema; they live here until the schema package exports them (see the issue note).
 */

/** User areas hidden in PT (redirected to /). */
export const ES_ONLY_USER_PATHS = ["/diagnostic", "/marketing"] as const;
/** Admin screens hidden in PT (redirected to /admin). */
export const ES_ONLY_ADMIN_PATHS = ["/admin/videos", "/admin/import", "/admin/mop"] as const;

export const isPtMarket = (market: Market) => market === "PT";
