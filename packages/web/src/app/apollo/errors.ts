import { CombinedGraphQLErrors, CombinedProtocolErrors } from "@apollo/client/errors";
import { COMMON_MESSAGES, ERROR_CODES, type ErrorCode, type FieldErrors } from "@portal/schema";

/** The `extensions.code` of every GraphQL error carried by `error` (docs/ARCHITECTURE.md, "Errors per area"). */
export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => e.extensions?.code).filter((code): code is string => typeof code === "string");
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/** `extensions.fields` of the BAD_USER_INPUT errors (field → message key), merged; null when there are none. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const fields: FieldErrors = {};
  for (const e of error.errors) {
    if (e.extensions?.code !== ERROR_CODES.BAD_USER_INPUT) continue;
    const raw = e.extensions.fields;
    if (!raw || typeof raw !== "object") continue;
    for (const [field, key] of Object.entries(raw)) if (typeof key === "string") fields[field] ??= key;
  }
  return Object.keys(fields).length ? fields : null;
}

/** True when the request never got a GraphQL answer (offline, proxy error, non-JSON reply). */
export function isNetworkError(error: unknown): boolean {
  return error != null && !CombinedGraphQLErrors.is(error) && !CombinedProtocolErrors.is(error);
}

/** Errors the whole app answers with one notification: the catalogue or the network is unavailable. */
export function isUnavailable(error: unknown): boolean {
  return (
    isNetworkError(error) ||
    hasErrorCode(error, ERROR_CODES.UPSTREAM_UNAVAILABLE) ||
    hasErrorCode(error, ERROR_CODES.SESSION_STORE_UNAVAILABLE) ||
    hasErrorCode(error, ERROR_CODES.SERVER_BUSY)
  );
}

const isKnownCode = (code: unknown): code is ErrorCode => typeof code === "string" && code in ERROR_CODES;

/** A message key's shape (`area.error.reason`): what the BFF's typed errors carry, never a sentence. */
const MESSAGE_KEY = /^[a-z][\w-]*(?:\.[\w-]+)+$/;

/**
 * The specific message key an error carries: the message of its first error with a known code (the BFF throws
 * those only with a key of an area's enum, packages/schema/src/<area>/errors.ts), e.g. `restaurant.error.none`.
 * null when it carries none (then only its code speaks).
 */
export function errorMessageOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors.find((e) => isKnownCode(e.extensions?.code));
  return first && MESSAGE_KEY.test(first.message) ? first.message : null;
}

/** The message ids that may say what went wrong, most specific first: the error's own key, its code's message, the generic one. */
export function errorMessageIds(error: unknown): string[] {
  if (isNetworkError(error)) return [COMMON_MESSAGES.network, COMMON_MESSAGES.generic];
  const code = errorCodes(error).find(isKnownCode);
  const ids = [errorMessageOf(error), code && COMMON_MESSAGES[code], COMMON_MESSAGES.generic];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

/**
 * The message id for an error shown on a screen: the error's own message key, else its code's message, else
 * the generic one. Given the loaded catalog, the first of those it has (an area's catalog may not be loaded yet);
 * without it, the most specific (every catalog holds every area's keys: app/intl/errorKeys.test.ts).
 */
export function errorMessageId(error: unknown, messages?: Record<string, unknown>): string {
  const ids = errorMessageIds(error);
  if (!messages) return ids[0];
  return ids.find((id) => id in messages) ?? COMMON_MESSAGES.generic;
}

/**
 * A failed form submission: BAD_USER_INPUT field keys go to their fields; any other error becomes
 * the form's message id. Returns the field errors it applied, if any.
 */
export function showSubmitError(
  error: unknown,
  form: { setErrors: (errors: FieldErrors) => void },
  setMessageId: (id: string) => void,
): FieldErrors | null {
  const fields = fieldErrorsOf(error);
  if (fields) form.setErrors(fields);
  else setMessageId(errorMessageId(error));
  return fields;
}
