import { useCallback } from "react";
import { useApolloClient } from "@apollo/client/react";
import type { Language } from "@portal/schema";
import { setLanguageOnServer } from "./setLanguageOnServer";

/** `setLanguageOnServer` bound to the Apollo client of the tree. */
export function useSetLanguage(): (language: Language) => void {
  const client = useApolloClient();
  return useCallback((language: Language) => setLanguageOnServer(client, language), [client]);
}
