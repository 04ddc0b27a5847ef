/** The two markets the portal runs in. */
export const MARKETS = ["ES", "PT"] as const;
export type Market = (typeof MARKETS)[number];

/** Interface languages: Castilian, Catalan, Portuguese. */
export const LANGUAGES = ["CAST", "CAT", "PT"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages each market allows, the first being its default. PT forces Portuguese; ES offers Castilian or Catalan. */
export const MARKET_LANGUAGES: Record<Market, readonly Language[]> = {
  ES: ["CAST", "CAT"],
  PT: ["PT"],
};

export function isMarket(value: unknown): value is Market {
  return typeof value === "string" && (MARKETS as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function defaultLanguage(market: Market): Language {
  return MARKET_LANGUAGES[market][0];
}

export function marketAllowsLanguage(market: Market, language: Language): boolean {
  return MARKET_LANGUAGES[market].includes(language);
}

/** The language to use in a market: the wanted one when the market allows it, else the market's default. */
export function languageFor(market: Market, wanted: unknown): Language {
  return isLanguage(wanted) && marketAllowsLanguage(market, wanted) ? wanted : defaultLanguage(market);
}

/** The BCP 47 locale of each interface language (react-intl catalogs are named after it). */
export const LANGUAGE_LOCALE: Record<Language, "es" | "ca" | "pt"> = { CAST: "es", CAT: "ca", PT: "pt" };
