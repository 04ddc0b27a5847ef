import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { LANGUAGE_LOCALE, MARKET_LANGUAGES, languageFor, type Language, type Market } from "@portal/schema";
import { readStoredLanguage, storeLanguage } from "../shell/storage";
import { FullPageLoader } from "../../ui/FullPageLoader";
import { LanguageContext, type LanguageState } from "./LanguageContext";
import { loadedMessages, loadMessages, type Locale, type Messages } from "./catalogs";

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

/** Picks the language (remembered per market, PT forces Portuguese), loads its catalog and provides react-intl. */
export function LanguageProvider({ market, viewerLanguage, onChange, children }: Props) {
  const [wanted, setWanted] = useState<Language | null>(() => readStoredLanguage(market));
  const language = languageFor(market, wanted ?? viewerLanguage);
  const locale = LANGUAGE_LOCALE[language];
  // The root loader has usually loaded it: the first render then has the words.
  const [catalog, setCatalog] = useState<{ locale: string; messages: Messages } | null>(() => {
    const messages = loadedMessages(locale);
    return messages ? { locale, messages } : null;
  });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadMessages(locale).then(
      (messages) => current && setCatalog((shown) => (shown?.locale === locale ? shown : { locale, messages })),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    document.documentElement.lang = locale;
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

  // Until the first catalog arrives there is nothing to say; keep the previous catalog while switching.
  if (!catalog) return <FullPageLoader failed={failed} />;
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={catalog.locale} defaultLocale="es" messages={catalog.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
