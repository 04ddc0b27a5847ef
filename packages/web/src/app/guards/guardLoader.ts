import type { ApolloClient } from "@apollo/client";
import { redirect, type LoaderFunctionArgs } from "react-router-dom";
import { LOGIN_PATH, loginFor, resolveRoute, type Language, type Market } from "@portal/schema";
import { guessMarket } from "../shell/guessMarket";
import { ShellDocument } from "../../gql/documents/app/shell/shell";
import { principalOf } from "../shell/ShellContext";
import { initialLocale } from "../intl/LanguageProvider";
import { showLocale } from "../intl/catalogs";

/**
 * Root loader: reads the shell query (from the cache after the first load, so navigations cost
 * no request) and redirects when the route table says so (`resolveRoute`, @portal/schema) — before any lazy screen is
 * rendered. It also decides the page's locale and loads its shell messages (the route's lazy screens load their
 * area's, app/intl/catalogs.ts), so that the first render has its words (a failure is the LanguageProvider's to show).
 */
export function createGuardLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    // Without the shell, the page still gets a locale (its error screen's words; the lazy screens wait for one).
    const located = (market: Market, language: Language | null) => showLocale(initialLocale(market, language)).catch(() => undefined);
    const { data } = await client.query({ query: ShellDocument }).catch((error: unknown) => {
      void located(guessMarket(), null);
      throw error;
    });
    await located(data?.portal.market ?? guessMarket(), data?.viewer?.language ?? null);
    if (!data) return null;
    const url = new URL(request.url);
    const target = resolveRoute(url.pathname, principalOf(data.viewer), data.portal.market);
    // A signed-out visitor comes back here after signing in (`/login?next=…`).
    if (target) throw redirect(target === LOGIN_PATH ? loginFor(`${url.pathname}${url.search}`) : target);
    return null;
  };
}
