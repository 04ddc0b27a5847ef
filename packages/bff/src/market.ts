import type { Market } from "@portal/schema";
import type { Config } from "./config.js";

/** The market of a request comes from its host (MARKET_HOSTS, port ignored), else DEFAULT_MARKET. */
export function marketOfHost(host: string | undefined, config: Pick<Config, "marketHosts" | "defaultMarket">): Market {
  const hostname = (host ?? "").toLowerCase().replace(/:\d+$/, "");
  return config.marketHosts.get(hostname) ?? config.defaultMarket;
}
