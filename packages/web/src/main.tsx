import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router-dom";
import { loginFor } from "@portal/schema";
import { forgetSessionChoices, reloadForForbidden } from "./app/shell/storage";
import { App } from "./app/App";
import { createApolloClient } from "./app/apollo/createApolloClient";
import { notifyStaleData, notifyUnavailable } from "./app/apollo/notifyUnavailable";
import { createRoutes } from "./app/router/routes";
import "./app/styles";

// The session language's catalog is on its way already: the page's first-paint script preloads it.
let resetting = false;
/** The session is gone: forget everything cached (the shell refetches: viewer null) and go to /login, which returns here. */
function onUnauthenticated() {
  if (resetting) return;
  resetting = true;
  forgetSessionChoices();
  setTimeout(() => {
    client
      .resetStore()
      .catch(() => undefined)
      .finally(() => {
        resetting = false;
        const { pathname, search } = router.state.location;
        void router.navigate(loginFor(`${pathname}${search}`), { replace: true });
      });
  }, 0);
}

const client = createApolloClient(
  { onUnauthenticated, onUnavailable: notifyUnavailable, onForbidden: () => reloadForForbidden(), onStaleData: notifyStaleData },
  window.portalBoot,
);
const router = createBrowserRouter(createRoutes(client));

/** Resolves once the router has loaded the first route (lazy modules, guard). */
function routeLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// Rendered as a transition, so React may yield to the browser between components (the commit and
// its layout still run as one task: see bench/analysis.md).
function render() {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App client={client} router={router} />
      </StrictMode>,
    ),
  );
}

// The app first loads its route, meanwhile the page's first paint (index.html's #boot-shell) stays on
// screen until the app's styles are in and its banner has been shown: the first render is the screen
// itself, not a loader.
void Promise.all([routeLoaded(), window.portalBootPainted]).then(render);
