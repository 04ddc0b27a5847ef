import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import type { Language } from "@portal/schema";
import { SetLanguageDocument } from "../../gql/graphql";

/** Tells the BFF the interface language of the session; the answered Viewer updates the shell cache. */
export function useSetLanguage(): (language: Language) => void {
  const [setLanguage] = useMutation(SetLanguageDocument);
  return useCallback(
    (language: Language) => {
      setLanguage({ variables: { language } }).catch(() => undefined); // the error link reports it
    },
    [setLanguage],
  );
}
