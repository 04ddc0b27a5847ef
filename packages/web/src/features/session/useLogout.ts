import { useCallback, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { LogoutDocument } from "../../gql/documents/session/logout";
import { forgetSessionChoices } from "../../app/shell/storage";

/**
 * Signs out: ends the BFF session, forgets the choices made for it, then resets the Apollo store. The shell query
 * refetches (viewer null) and the layouts send the visitor to /login.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const client = useApolloClient();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      // client.mutate rather than useMutation: the header's first render then carries no mutation hook (~0.7 kB gzip).
      await client.mutate({ mutation: LogoutDocument, context: { notifyUnavailable: true } });
    } catch {
      // the session may already be gone; signing out locally is still right
    }
    forgetSessionChoices();
    await client.resetStore().catch(() => undefined);
    setLoggingOut(false);
  }, [client]);
  return { logout, loggingOut };
}
