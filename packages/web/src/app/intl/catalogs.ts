/**
 * The react-intl catalogs, one per locale, each loaded on demand as its own chunk (`locales/<locale>.ts` merges the
 * shell's and every area's messages files of that locale at build time).
 */
export type Locale = "es" | "ca" | "pt";
export type Messages = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  es: () => import("./locales/es"),
  ca: () => import("./locales/ca"),
  pt: () => import("./locales/pt"),
};

/** Each catalog's load, and the catalog itself once it has arrived. */
const loaded = new Map<Locale, { promise: Promise<Messages>; messages?: Messages }>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let entry = loaded.get(locale);
  if (!entry) {
    const created: { promise: Promise<Messages>; messages?: Messages } = {
      promise: loaders[locale]().then((m) => (created.messages = m.default)),
    };
    created.promise.catch(() => loaded.delete(locale)); // allow a retry after a failed chunk load
    loaded.set(locale, (entry = created));
  }
  return entry.promise;
}

/** The catalog of `locale` if it has loaded already (the root loader loads the page's before the first render). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale)?.messages;
}
