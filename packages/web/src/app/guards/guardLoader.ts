import type { ApolloClient } from "@apollo/client";
import { redirect, type LoaderFunctionArgs } from "react-router-dom";
import { resolveRoute } from "@portal/schema";
import { ShellDocument } from "../../gql/documents/app/shell/shell";
import { principalOf } from "../shell/ShellContext";
import { initialLocale } from "../intl/LanguageProvider";
import { loadMessages } from "../intl/catalogs";

/**
 * Root loader: reads the shell query (from the cache after the first load, so navigations cost
 * no request) and redirects when the route table says so (`resolveRoute`, @portal/schema) — before any lazy screen is rendered. It
 * also loads the page's catalog, so that the first render has its words (a failure is the
 * LanguageProvider's to show).
 */
export function createGuardLoader(client: ApolloClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { data } = await client.query({ query: ShellDocument, context: { silent: true } });
    if (!data) return null;
    await loadMessages(initialLocale(data.portal.market, data.viewer?.language ?? null)).catch(() => undefined);
    const target = resolveRoute(new URL(request.url).pathname, principalOf(data.viewer), data.portal.market);
    if (target) throw redirect(target);
    return null;
  };
}
