import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router-dom";
import { LANGUAGE_LOCALE, languageFor } from "@portal/schema";
import { App } from "./app/App";
import { createApolloClient } from "./app/apollo/createApolloClient";
import { readBoot } from "./app/apollo/bootLink";
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

const client = createApolloClient({ onUnauthenticated, onUnavailable: notifyUnavailable }, readBoot());
const router = createBrowserRouter(createRoutes(client));

// While the page's first paint (index.html's #boot-shell) is on screen, the app first loads its route
// (lazy modules, guard): its first render is then the screen itself, not a loader in between.
if (!document.getElementById("boot-shell")?.hidden && !router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A transition: the first render yields to the browser every few milliseconds instead of blocking it.
const root = createRoot(document.getElementById("root")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  ),
);
