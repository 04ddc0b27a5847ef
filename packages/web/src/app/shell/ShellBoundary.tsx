import { useCallback, useMemo, type ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import type { Language } from "@portal/schema";
import { ShellDocument } from "../../gql/graphql";
import { useSetLanguage } from "../../features/session/useSetLanguage";
import { FullPageLoader } from "../../ui/FullPageLoader";
import { ErrorState } from "../../ui/ErrorState";
import { LanguageProvider } from "../intl/LanguageProvider";
import { errorMessageId } from "../apollo/errors";
import { ShellContext, type Shell } from "./ShellContext";
import { SessionSync } from "./SessionSync";
import { LazyOverlays } from "./LazyOverlays";
import { guessMarket } from "./guessMarket";

/**
 * Runs the one query of a cold load (viewer + portal) and provides it, with the language and
 * its catalog, to everything below. Shows a spinner while loading and, on failure, a retry that
 * reloads the page (the router's guard loader failed too).
 */
export function ShellBoundary({ children }: { children: ReactNode }) {
  const { data, previousData, error } = useQuery(ShellDocument, { context: { silent: true } });
  const shellData = data ?? previousData;
  const market = shellData?.portal.market ?? guessMarket();
  const viewer = shellData?.viewer ?? null;
  const setLanguageOnServer = useSetLanguage();
  const signedIn = viewer !== null;

  const onLanguageChange = useCallback(
    (language: Language) => {
      if (signedIn) setLanguageOnServer(language);
    },
    [signedIn, setLanguageOnServer],
  );

  const shell = useMemo<Shell | null>(
    () => (shellData ? { viewer, portal: shellData.portal, market } : null),
    [shellData, viewer, market],
  );

  return (
    <LanguageProvider key={market} market={market} viewerLanguage={viewer?.language ?? null} onChange={onLanguageChange}>
      <LazyOverlays />
      {shell ? (
        <ShellContext.Provider value={shell}>
          <SessionSync />
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
