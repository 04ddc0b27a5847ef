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
 * `inactive`…) or an error code of the API (`UPSTREAM_UNAVAILABLE`…) — its own message. Only a code nobody knows
 * is shown, inside a generic sentence, for the support team. The ids are the session area's and the shell's.
 */
export function loginErrorMessage(param: string | null): Message | null {
  const code = param?.trim();
  if (!code) return null;
  if (code === "auth") return { id: SESSION_MESSAGES.externalSignInFailed };
  if (code === "data") return { id: SESSION_MESSAGES.userDataUnavailable };
  if (own(SESSION_REFUSAL_MESSAGES, code)) return { id: SESSION_REFUSAL_MESSAGES[code].key };
  if (own(CODE_MESSAGES, code)) return { id: CODE_MESSAGES[code] };
  if (code === "INTERNAL_SERVER_ERROR") return { id: COMMON_MESSAGES.generic }; // the BFF's code for an unexpected failure
  // Only a short, plain code is echoed back to the screen.
  const shown = code.replace(/[^\w.-]/g, "").slice(0, 40) || "?";
  return { id: SESSION_MESSAGES.signInFailedWithCode, values: { code: shown } };
}
