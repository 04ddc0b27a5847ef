import { CombinedGraphQLErrors, CombinedProtocolErrors } from "@apollo/client/errors";
import { ERROR_CODES, type ErrorCode, type FieldErrors } from "@portal/schema";

/** The `extensions.code` of every GraphQL error carried by `error` (DESIGN.md, rule 5). */
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
    hasErrorCode(error, ERROR_CODES.SESSION_STORE_UNAVAILABLE)
  );
}

/** The message id for an error shown on a screen: the first known code, else the generic message. */
export function errorMessageId(error: unknown): string {
  if (isNetworkError(error)) return "error.network";
  const code = errorCodes(error).find((c) => c in ERROR_CODES);
  return code ? `error.${code}` : "error.generic";
}

/**
 * A failed form submission: BAD_USER_INPUT field keys go to their fields; any other error becomes
 * the form's message id. Returns the field errors it applied, if any.
 */
export function showSubmitError(error: unknown, form: { setErrors: (errors: FieldErrors) => void }, setMessageId: (id: string) => void): FieldErrors | null {
  const fields = fieldErrorsOf(error);
  if (fields) form.setErrors(fields);
  else setMessageId(errorMessageId(error));
  return fields;
}
