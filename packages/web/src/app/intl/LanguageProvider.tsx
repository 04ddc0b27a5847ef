import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { LANGUAGE_LOCALE, MARKET_LANGUAGES, languageFor, type Language, type Market } from "@portal/schema";
import { readStoredLanguage, storeLanguage } from "../shell/storage";
import { FullPageLoader } from "../../ui/FullPageLoader";
import { LanguageContext, type LanguageState } from "./LanguageContext";
import { catalogOf, INTL_LOCALE, showLocale, subscribe, type Locale } from "./catalogs";
import { CloseLabels } from "./CloseLabels";

interface Props {
  market: Market;
  /** The signed-in user's language, used when the browser remembers none. */
  viewerLanguage: Language | null;
  /** Called after the user picks a language (the shell tells the BFF when signed in). */
  onChange?: (language: Language) => void;
  children: ReactNode;
}

/** The locale the page starts in: the language this browser chose for the market, else the user's. */
export function initialLocale(market: Market, viewerLanguage: Language | null): Locale {
  return LANGUAGE_LOCALE[languageFor(market, readStoredLanguage(market) ?? viewerLanguage)];
}

/** Picks the language (remembered per market, PT forces Portuguese), loads its catalog and provides react-intl with it. */
export function LanguageProvider({ market, viewerLanguage, onChange, children }: Props) {
  const [wanted, setWanted] = useState<Language | null>(() => readStoredLanguage(market));
  const language = languageFor(market, wanted ?? viewerLanguage);
  const locale = LANGUAGE_LOCALE[language];
  // The locale whose catalog is shown: the root loader has usually loaded it, so the first render has the words.
  // While a switch loads the new locale's pieces, the previous catalog stays.
  const [shown, setShown] = useState<Locale | null>(() => (catalogOf(locale) ? locale : null));
  const [failed, setFailed] = useState(false);
  // Grows as areas' messages arrive (app/intl/catalogs.ts).
  const messages = useSyncExternalStore(subscribe, () => (shown ? catalogOf(shown) : undefined));

  useEffect(() => {
    let current = true;
    showLocale(locale).then(
      () => current && setShown(locale),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[locale];
  }, [locale]);

  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(market, next);
      setWanted(next);
      onChange?.(next);
    },
    [market, onChange],
  );

  const state = useMemo<LanguageState>(() => ({ language, languages: MARKET_LANGUAGES[market], setLanguage }), [language, market, setLanguage]);

  // Until the first catalog arrives there is nothing to say.
  if (!shown || !messages) return <FullPageLoader failed={failed} />;
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={INTL_LOCALE[shown]} defaultLocale="es" messages={messages}>
        <CloseLabels>{children}</CloseLabels>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
