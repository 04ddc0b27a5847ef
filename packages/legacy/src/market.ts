/** The two markets; each has its own API base (`/es/api/`, `/pt/api/`) and its own rows. */
export const MARKETS = ["ES", "PT"] as const;
export type Market = (typeof MARKETS)[number];

/** The lowercase path segment of a market: `es`, `pt`. */
export function marketSlug(market: Market): string {
  return market.toLowerCase();
}
