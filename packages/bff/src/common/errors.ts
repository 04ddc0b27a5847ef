import { GraphQLError } from "graphql";
import {
  COMMON_MESSAGES,
  COMMON_REFUSAL_MESSAGES,
  ERROR_CODES,
  isRefusalOf,
  type ErrorMessageKey,
  type FieldErrors,
  type RefusalMap,
  type RefusalMeaning,
} from "@portal/schema";

/**
 * The typed errors of the API (docs/ARCHITECTURE.md, "Errors per area"). Each carries `extensions.code`; messages are message keys of
 * an area's enum (packages/schema/src/<area>/errors.ts), which the browser translates, falling back to the
 * code's own message (`error.<CODE>`). Nothing here ever carries an upstream body or a stack.
 */
export const unauthenticated = () => new GraphQLError(COMMON_MESSAGES.UNAUTHENTICATED, { extensions: { code: ERROR_CODES.UNAUTHENTICATED } });

export const forbidden = (messageKey: ErrorMessageKey = COMMON_MESSAGES.FORBIDDEN) =>
  new GraphQLError(messageKey, { extensions: { code: ERROR_CODES.FORBIDDEN } });

/** `fields`: field → message key (the shared yup rules' keys, or an area's). */
export const badUserInput = (fields: FieldErrors) =>
  new GraphQLError(COMMON_MESSAGES.BAD_USER_INPUT, { extensions: { code: ERROR_CODES.BAD_USER_INPUT, fields } });

export const upstreamUnavailable = () =>
  new GraphQLError(COMMON_MESSAGES.UPSTREAM_UNAVAILABLE, { extensions: { code: ERROR_CODES.UPSTREAM_UNAVAILABLE } });

const NOT_ASKED = Symbol("the catalogue was not asked");
/**
 * UPSTREAM_UNAVAILABLE for a call the BFF did not send (its queue for the catalogue full, its breaker open, the
 * request's time spent before the call): the same to a client; told apart by `notAsked` where that matters (a session
 * check that was never made has not failed: session.loaders.ts).
 */
export const upstreamNotAsked = () => Object.assign(upstreamUnavailable(), { [NOT_ASKED]: true });
export const notAsked = (error: unknown): boolean => typeof error === "object" && error !== null && NOT_ASKED in error;

/**
 * Too many attempts: try again in `retryAfter` seconds (also the HTTP answer's `Retry-After`). `status` 429 when the
 * whole request is refused before it runs (a field's refusal leaves the answer's status to the rest).
 */
export const tooManyRequests = (retryAfter: number, status?: 429) =>
  new GraphQLError(COMMON_MESSAGES.TOO_MANY_REQUESTS, {
    extensions: {
      code: ERROR_CODES.TOO_MANY_REQUESTS,
      retryAfter,
      http: { ...(status ? { status } : {}), headers: new Map([["retry-after", String(retryAfter)]]) },
    },
  });

/** The session store (Redis, which the rate limits share) does not answer: 503, try again shortly. */
export const sessionStoreUnavailable = () =>
  new GraphQLError(COMMON_MESSAGES.SESSION_STORE_UNAVAILABLE, { extensions: { code: ERROR_CODES.SESSION_STORE_UNAVAILABLE, http: { status: 503 } } });

/** The catalogue answered 403 to a call other than the session check (see ERROR_CODES.UPSTREAM_FORBIDDEN). */
export const upstreamForbidden = () => new GraphQLError(COMMON_MESSAGES.UPSTREAM_FORBIDDEN, { extensions: { code: ERROR_CODES.UPSTREAM_FORBIDDEN } });

const safeReason = (reason: string) => (/^[a-z0-9_.-]{1,40}$/i.test(reason) ? reason : "unknown");

/**
 * The catalogue answered `status: false`; `reason` is its error code (a short token, e.g. "credentials"). The
 * message is the refusal's meaning for the user when an area's mapping gave one (see `refusal`).
 */
export const upstreamRejected = (reason: string, messageKey: ErrorMessageKey = COMMON_MESSAGES.UPSTREAM_REJECTED) =>
  new GraphQLError(messageKey, { extensions: { code: ERROR_CODES.UPSTREAM_REJECTED, reason: safeReason(reason) } });

export function errorCode(error: unknown): string | undefined {
  return error instanceof GraphQLError ? (error.extensions.code as string | undefined) : undefined;
}

export function rejectionReason(error: unknown): string | undefined {
  return errorCode(error) === ERROR_CODES.UPSTREAM_REJECTED ? ((error as GraphQLError).extensions.reason as string) : undefined;
}

/** The error a meaning stands for: BAD_USER_INPUT on its field, else UPSTREAM_REJECTED with its message key. */
function meaningError(reason: string, meaning: RefusalMeaning<ErrorMessageKey>): GraphQLError {
  return meaning.field ? badUserInput({ [meaning.field]: meaning.key }) : upstreamRejected(reason, meaning.key);
}

/**
 * An area's reading of a failed catalogue call: a refusal with a reason of the area's mapping (or a common one)
 * becomes that reason's error; anything else (outage, expired session, unknown reason) is returned as it came.
 * Use: `catch (error) { throw refusal(error, LIBRARY_REFUSAL_MESSAGES); }`.
 */
export function refusal<Reason extends string>(error: unknown, map: RefusalMap<Reason, ErrorMessageKey>): unknown {
  const reason = rejectionReason(error);
  if (isRefusalOf(map, reason)) return meaningError(reason, map[reason]);
  if (isRefusalOf(COMMON_REFUSAL_MESSAGES, reason) && reason !== "session") return meaningError(reason, COMMON_REFUSAL_MESSAGES[reason]);
  return error;
}

/** `promise`, its refusals read by an area's mapping (see `refusal`). */
export function readRefusals<T, Reason extends string>(promise: Promise<T>, map: RefusalMap<Reason, ErrorMessageKey>): Promise<T> {
  return promise.catch((error: unknown) => {
    throw refusal(error, map);
  });
}
