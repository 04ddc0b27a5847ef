import type { Market } from "../market.js";

/** The order number of an id in a market: '#P-' (ES) or '#O-' (PT) and six digits. */
export const orderNumber = (market: Market, id: number) => `${market === "PT" ? "#O-" : "#P-"}${String(id).padStart(6, "0")}`;
