import type { ApolloClient } from "@apollo/client";
import type { Language } from "@portal/schema";
import { SetLanguageDocument } from "../../gql/documents/session/setLanguage";

/**
 * Tells the BFF the interface language of the session; the answered Viewer updates the shell cache,
 * and the screen's own query is fetched again, since resources and sections come in the session's language.
 * Errors are reported by the error link.
 */
export function setLanguageOnServer(client: ApolloClient, language: Language): void {
  client
    .mutate({ mutation: SetLanguageDocument, variables: { input: { language } }, context: { notifyUnavailable: true } })
    .then(() => client.refetchQueries({ include: "active", onQueryUpdated: (query) => query.queryName !== "Shell" }))
    .catch(() => undefined);
}
