/**
 * The react-intl messages, loaded in pieces, each file its own chunk (precompiled ICU at build:
 * build-tools/precompileMessages.ts):
 * - the shell's, `app/messages.<locale>.json` (layouts, navigation, screen titles, error codes, common words and
 *   everything app/ and ui/ show), loaded by the root loader before the first render (`showLocale`);
 * - each area's, `features/<area>/messages.<locale>.json` (or a sub-module's, `features/<area>/<module>/…`), loaded
 *   with the screens that show them (`loadArea`, called by `app/router/lazyRoute.ts` with the route's
 *   `handle.messages`).
 * The catalog of a locale is its shell piece merged with the pieces of every area loaded so far. Switching
 * language loads the same pieces in the new locale before the page switches (`showLocale`).
 */
import { messagesFile } from "./messageFiles";

export type Locale = "es" | "ca" | "pt";
export type Messages = Record<string, string>;

/** The tag each locale formats with (react-intl, `<html lang>`): Portugal's Portuguese counts "0 artigos", not "0 artigo". */
export const INTL_LOCALE: Record<Locale, string> = { es: "es", ca: "ca", pt: "pt-PT" };

/** The shell's pieces are keyed by this name, the areas' by their folder under `features/`. */
export const SHELL = "app";

interface Piece {
  promise: Promise<Messages>;
  messages?: Messages;
}
/** `<area>/<locale>` → its load, and its messages once arrived. */
const pieces = new Map<string, Piece>();
/** The areas whose screens have been loaded: their messages follow the page into every locale it shows. */
const areas = new Set<string>();
let current: Locale | null = null;
let locate: (locale: Locale) => void;
/** The page's locale, once the root loader has decided it (an area loaded before waits for it). */
const located = new Promise<Locale>((resolve) => (locate = resolve));

const listeners = new Set<() => void>();
const merged = new Map<Locale, Messages>();
function changed() {
  merged.clear();
  listeners.forEach((listener) => listener());
}

function loadPiece(area: string, locale: Locale): Promise<Messages> {
  const key = `${area}/${locale}`;
  let piece = pieces.get(key);
  if (!piece) {
    const load = messagesFile(area, locale) ?? (async () => ({})); // an area may have no messages yet
    const created: Piece = {
      promise: load().then((messages) => {
        created.messages = messages;
        changed();
        return messages;
      }),
    };
    created.promise.catch(() => pieces.delete(key)); // allow a retry after a failed chunk load
    pieces.set(key, (piece = created));
  }
  return piece.promise;
}

/** The locales the page shows or is switching to: those whose shell piece is loaded or on its way. */
const pageLocales = () => (["es", "ca", "pt"] as const).filter((locale) => pieces.has(`${SHELL}/${locale}`));

/**
 * Makes `locale` the page's and loads its shell piece and the pieces of every loaded area; resolves with its
 * catalog. The root loader calls it before each render, a language switch before it switches.
 */
export async function showLocale(locale: Locale): Promise<Messages> {
  current = locale;
  locate(locale);
  for (;;) {
    const wanted = [SHELL, ...areas];
    await Promise.all(wanted.map((area) => loadPiece(area, locale)));
    if (wanted.length === areas.size + 1) return catalogOf(locale)!; // no area was added meanwhile
  }
}

/** Loads an area's messages in the page's locale (and in the one it is switching to), for its screens. */
export async function loadArea(area: string): Promise<void> {
  areas.add(area);
  if (!current) await located; // the page's shell piece is then on its way
  await Promise.all(pageLocales().map((locale) => loadPiece(area, locale)));
}

/** The catalog of `locale` so far (shell and loaded areas), or undefined before its shell piece has arrived. */
export function catalogOf(locale: Locale): Messages | undefined {
  let catalog = merged.get(locale);
  if (!catalog) {
    const shell = pieces.get(`${SHELL}/${locale}`)?.messages;
    if (!shell) return undefined;
    const loaded = [...areas].map((area) => pieces.get(`${area}/${locale}`)?.messages);
    catalog = Object.assign({}, shell, ...loaded) as Messages;
    merged.set(locale, catalog);
  }
  return catalog;
}

/** Calls `listener` whenever a piece arrives (for `useSyncExternalStore`); returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
