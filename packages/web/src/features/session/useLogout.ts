import { useCallback, useState } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { LogoutDocument } from "../../gql/documents/session/logout";
import { forgetSessionChoices } from "../../app/shell/storage";

/**
 * Signs out: ends the BFF session, forgets the choices made for it, then resets the Apollo store. The shell query
 * refetches (viewer null) and the layouts send the visitor to /login.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const client = useApolloClient();
  const [logoutMutation] = useMutation(LogoutDocument);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logoutMutation();
    } catch {
      // the session may already be gone; signing out locally is still right
    }
    forgetSessionChoices();
    await client.resetStore().catch(() => undefined);
    setLoggingOut(false);
  }, [client, logoutMutation]);
  return { logout, loggingOut };
}
