import { CODE_MESSAGES, COMMON_MESSAGES, SESSION_MESSAGES, SESSION_REFUSAL_MESSAGES } from "@portal/schema";

/** A message to show: catalog id and its values. */
export interface Message {
  id: string;
  values?: Record<string, string>;
}

const own = <T extends object>(map: T, key: string): key is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(map, key);

/**
 * The message for `/login?error=…` (spec 1, section 2), always a sentence: `auth` — the external sign-in failed;
 * `data` — the user's data could not be loaded; a reason the catalogue refuses a sign-in with (`credentials`,
 * `inactive`…) or an error code of the API (`UPSTREAM_UNAVAILABLE`…) — its own message. A code nobody knows gets a
 * generic sentence: no text taken from the address is ever shown. The ids are the session area's and the shell's.
 */
export function loginErrorMessage(param: string | null): Message | null {
  const code = param?.trim();
  if (!code) return null;
  if (code === "auth") return { id: SESSION_MESSAGES.externalSignInFailed };
  if (code === "data") return { id: SESSION_MESSAGES.userDataUnavailable };
  if (own(SESSION_REFUSAL_MESSAGES, code)) return { id: SESSION_REFUSAL_MESSAGES[code].key };
  if (own(CODE_MESSAGES, code)) return { id: CODE_MESSAGES[code] };
  if (code === "INTERNAL_SERVER_ERROR") return { id: COMMON_MESSAGES.generic }; // the BFF's code for an unexpected failure
  // Nothing from the address reaches the screen: an unknown code gets the portal's own sentence.
  return { id: SESSION_MESSAGES.signInFailed };
}
