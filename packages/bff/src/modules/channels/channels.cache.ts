import type { Market } from "@portal/schema";
import type { CacheSlot } from "../../common/reference-cache.js";

/*
 * The channels screen's cached catalogue data: the market's services catalogue and the screen's menu (offers link,
 * social-networks PDF) are the same for everyone of a market and change only with a deployment of the catalogue:
 * the cache's default lifetime. A restaurant's own data is never cached (the screen saves it); its monthly reports
 * are kept by the partners' module, which writes them (`modules/partner/partner.cache.ts`).
 */
const PREFIX = "channels:";

export const channelsCache = {
  services: (market: Market): CacheSlot => ({ key: `${PREFIX}services:${market}` }),
  menu: (market: Market): CacheSlot => ({ key: `${PREFIX}menu:${market}` }),
};
