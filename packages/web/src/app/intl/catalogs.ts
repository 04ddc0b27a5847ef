/** The react-intl catalogs, one per locale, each loaded on demand as its own chunk. */
export type Locale = "es" | "ca" | "pt";
export type Messages = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  es: () => import("../../i18n/es.json"),
  ca: () => import("../../i18n/ca.json"),
  pt: () => import("../../i18n/pt.json"),
};

const loaded = new Map<Locale, Promise<Messages>>();
const ready = new Map<Locale, Messages>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = loaders[locale]().then((m) => {
      ready.set(locale, m.default);
      return m.default;
    });
    messages.catch(() => loaded.delete(locale)); // allow a retry after a failed chunk load
    loaded.set(locale, messages);
  }
  return messages;
}

/** The catalog of `locale` if it has loaded already (the root loader loads the page's before the first render). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return ready.get(locale);
}
