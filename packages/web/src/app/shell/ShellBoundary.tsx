import { Suspense, lazy, useCallback, useMemo, type ReactNode } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import type { Language } from "@portal/schema";
import { ShellDocument } from "../../gql/documents/app/shell/shell";
import { FullPageLoader } from "../../ui/FullPageLoader";
import { ErrorState } from "../../ui/ErrorState";
import { LanguageProvider } from "../intl/LanguageProvider";
import { loadArea } from "../intl/catalogs";
import { errorMessageId } from "../apollo/errors";
import { ShellContext, type Shell } from "./ShellContext";
import { LazyOverlays } from "./LazyOverlays";
import { guessMarket } from "./guessMarket";
import { AfterFirstScreen } from "../../ui/AfterFirstScreen";

/*
 * Session upkeep that never blocks the first screen, mounted after it: the once-per-session alignment of
 * restaurant and language with the BFF (an effect), and the language mutation a language switch sends.
 */
const loadSessionSync = () => import("./SessionSync");
const SessionSync = lazy(() => loadSessionSync().then((m) => ({ default: m.SessionSync })));
/**
 * The "log in as" banner (features/account/borrowed): its code and messages load only while an administrator borrows
 * a session. (Its messages are asked for here, not in its chunk: a lazy chunk importing the catalogs' module would
 * split Vite's preload helper out of the entry, a request more for every first load.)
 */
const BorrowedBanner = lazy(() =>
  Promise.all([import("../../features/account/borrowed/BorrowedBanner"), loadArea("account/borrowed")]).then(([m]) => ({
    default: m.BorrowedBanner,
  })),
);

const setLanguageOnServer = (...args: Parameters<typeof import("../../features/session/setLanguageOnServer").setLanguageOnServer>) =>
  void import("../../features/session/setLanguageOnServer").then((m) => m.setLanguageOnServer(...args));

/**
 * Runs the one query of a cold load (viewer + portal) and provides it, with the language and
 * its catalog, to everything below. Shows a spinner while loading and, on failure, a retry that
 * reloads the page (the router's guard loader failed too).
 */
export function ShellBoundary({ children }: { children: ReactNode }) {
  const { data, previousData, error } = useQuery(ShellDocument);
  const shellData = data ?? previousData;
  const market = shellData?.portal.market ?? guessMarket();
  const viewer = shellData?.viewer ?? null;
  const client = useApolloClient();
  const signedIn = viewer !== null;

  const onLanguageChange = useCallback(
    (language: Language) => {
      if (signedIn) setLanguageOnServer(client, language);
    },
    [signedIn, client],
  );

  const shell = useMemo<Shell | null>(
    () =>
      shellData
        ? {
            viewer,
            portal: shellData.portal,
            market,
            banner: viewer?.borrowedBy ? (
              <Suspense fallback={null}>
                <BorrowedBanner viewer={viewer} />
              </Suspense>
            ) : null,
          }
        : null,
    [shellData, viewer, market],
  );

  return (
    <LanguageProvider key={market} market={market} viewerLanguage={viewer?.language ?? null} onChange={onLanguageChange}>
      <LazyOverlays />
      {shell ? (
        <ShellContext.Provider value={shell}>
          <AfterFirstScreen load={loadSessionSync}>
            <SessionSync />
          </AfterFirstScreen>
          {children}
        </ShellContext.Provider>
      ) : error ? (
        <ErrorState fullPage messageId={errorMessageId(error)} onRetry={() => window.location.reload()} />
      ) : (
        <FullPageLoader />
      )}
    </LanguageProvider>
  );
}
