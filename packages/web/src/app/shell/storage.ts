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

/** Keys of the choices that last for the signed-in session only (session storage), e.g. the video's "show later". */
export const SESSION_CHOICE_PREFIX = "portal.session.";

/** Signing out (or the session ending) forgets the choices made for that session. */
export function forgetSessionChoices(): void {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key) => key?.startsWith(SESSION_CHOICE_PREFIX));
    for (const key of keys) storage.removeItem(key!);
  } catch {
    // storage disabled: nothing was kept
  }
}

/** When the page last reloaded for a catalogue 403 (session storage: this tab). */
const FORBIDDEN_RELOAD_KEY = "portal.reload.forbidden";
/** A second 403 within this time is not reloaded again: the screen shows its error (no reload loop). */
const FORBIDDEN_RELOAD_PAUSE_MS = 60_000;

/**
 * The catalogue answered 403 to a call other than the session check (UPSTREAM_FORBIDDEN): the page reloads, and the
 * reload's session check either carries on or signs out (spec 1, section 12). False when the page reloaded for that
 * less than a minute ago: then the caller's error stands.
 */
export function reloadForForbidden(now = Date.now(), reload = () => window.location.reload()): boolean {
  try {
    const storage = globalThis.sessionStorage;
    const last = Number(storage?.getItem(FORBIDDEN_RELOAD_KEY) ?? 0);
    if (now - last < FORBIDDEN_RELOAD_PAUSE_MS) return false;
    storage?.setItem(FORBIDDEN_RELOAD_KEY, String(now));
  } catch {
    // storage disabled: reload all the same (a loop is then bounded by the session check's own 403)
  }
  reload();
  return true;
}
