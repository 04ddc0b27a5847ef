import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router-dom";
import { LANGUAGE_LOCALE, languageFor } from "@portal/schema";
import { App } from "./app/App";
import { createApolloClient } from "./app/apollo/createApolloClient";
import { notifyUnavailable } from "./app/apollo/notifyUnavailable";
import { loadMessages } from "./app/intl/catalogs";
import { createRoutes } from "./app/router/routes";
import { guessMarket } from "./app/shell/guessMarket";
import { readStoredLanguage } from "./app/shell/storage";
import "./app/styles";

// Fetch the likely catalog while the shell query and the first screen load.
const market = guessMarket();
void loadMessages(LANGUAGE_LOCALE[languageFor(market, readStoredLanguage(market))]).catch(() => undefined);

let resetting = false;
/** The session is gone: forget everything cached (the shell refetches: viewer null) and go to /login. */
function onUnauthenticated() {
  if (resetting) return;
  resetting = true;
  setTimeout(() => {
    client
      .resetStore()
      .catch(() => undefined)
      .finally(() => {
        resetting = false;
        void router.navigate("/login", { replace: true });
      });
  }, 0);
}

const client = createApolloClient({ onUnauthenticated, onUnavailable: notifyUnavailable });
const router = createBrowserRouter(createRoutes(client));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
