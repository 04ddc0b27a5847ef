import { useCallback } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import type { Language } from "@portal/schema";
import { SetLanguageDocument } from "../../gql/graphql";

/**
 * Tells the BFF the interface language of the session; the answered Viewer updates the shell cache,
 * and the screen's own query is fetched again, since resources and sections come in the session's language.
 */
export function useSetLanguage(): (language: Language) => void {
  const client = useApolloClient();
  const [setLanguage] = useMutation(SetLanguageDocument);
  return useCallback(
    (language: Language) => {
      setLanguage({ variables: { language } })
        .then(() => client.refetchQueries({ include: "active", onQueryUpdated: (query) => query.queryName !== "Shell" }))
        .catch(() => undefined); // the error link reports it
    },
    [client, setLanguage],
  );
}
