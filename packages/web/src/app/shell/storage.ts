import { isLanguage, type Language, type Market } from "@portal/schema";

/** Remembered choices of this browser, per market (spec 1, sections 1 and 4). */
export const storageKeys = {
  language: (market: Market) => `portal.language.${market}`,
  site: (market: Market) => `portal.site.${market}`,
} as const;

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (private mode, quota): behave as if nothing was remembered
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

export function readStoredLanguage(market: Market): Language | null {
  const value = read(storageKeys.language(market));
  return isLanguage(value) ? value : null;
}

export function storeLanguage(market: Market, language: Language): void {
  write(storageKeys.language(market), language);
}

export function readStoredSite(market: Market): string | null {
  return read(storageKeys.site(market)) || null;
}

export function storeSite(market: Market, site: string): void {
  write(storageKeys.site(market), site);
}
