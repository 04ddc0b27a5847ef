import { useEffect, useRef } from "react";
import { useLanguage } from "../intl/LanguageContext";
import { useApolloClient } from "@apollo/client/react";
import { selectRestaurant } from "../../features/session/selectRestaurant";
import { useSetLanguage } from "../../features/session/useSetLanguage";
import { restaurantToSync } from "./sessionSync";
import { readStoredSite, storeSite } from "./storage";
import { useShell } from "./ShellContext";

/**
 * Once per signed-in session on app load: aligns the BFF session with this browser's remembered
 * restaurant and language (spec 1, section 4). Renders nothing.
 */
export function SessionSync() {
  const { viewer, market } = useShell();
  const { language } = useLanguage();
  const client = useApolloClient();
  const setLanguage = useSetLanguage();
  const syncedUser = useRef<string | null>(null);

  useEffect(() => {
    if (!viewer) {
      syncedUser.current = null;
      return;
    }
    if (syncedUser.current === viewer.user.id) return;
    syncedUser.current = viewer.user.id;
    const stored = readStoredSite(market);
    const site = restaurantToSync(viewer, stored);
    if (site)
      selectRestaurant(client, market, site).catch(() => undefined); // the error link reports it
    // The session started where this browser should (the user's first): the browser remembers it from now on.
    else if (!stored && viewer.selectedRestaurant) storeSite(market, viewer.selectedRestaurant.site);
    if (viewer.language !== language) setLanguage(language);
  }, [viewer, market, language, client, setLanguage]);

  return null;
}
