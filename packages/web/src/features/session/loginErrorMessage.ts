import { SESSION_MESSAGES } from "@portal/schema";

/** A message to show: catalog id and its values. */
export interface Message {
  id: string;
  values?: Record<string, string>;
}

/**
 * The message for `/login?error=…` (spec 1, section 2): `auth` — the external sign-in failed;
 * `data` — the user's data could not be loaded; anything else — a generic message with the code.
 * The ids are the session area's error keys (packages/schema/src/session/errors.ts), so every catalog has them.
 */
export function loginErrorMessage(param: string | null): Message | null {
  const code = param?.trim();
  if (!code) return null;
  if (code === "auth") return { id: SESSION_MESSAGES.externalSignInFailed };
  if (code === "data") return { id: SESSION_MESSAGES.userDataUnavailable };
  // Only a short, plain code is echoed back to the screen.
  const shown = code.replace(/[^\w.-]/g, "").slice(0, 40) || "?";
  return { id: SESSION_MESSAGES.signInFailedWithCode, values: { code: shown } };
}
