import type { Market } from "@portal/schema";

/**
 * The market to show while the shell query is on its way (it only picks the spinner's catalog).
 * The real market always comes from `portal.market`, which the BFF derives from the host.
 */
export function guessMarket(hostname: string = globalThis.location?.hostname ?? ""): Market {
  return hostname.startsWith("pt.") ? "PT" : "ES";
}
