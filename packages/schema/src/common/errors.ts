/** Codes every GraphQL error carries in `extensions.code` (docs/ARCHITECTURE.md, "Errors per area"). */
export const ERROR_CODES = {
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  BAD_USER_INPUT: "BAD_USER_INPUT",
  UPSTREAM_UNAVAILABLE: "UPSTREAM_UNAVAILABLE",
  UPSTREAM_REJECTED: "UPSTREAM_REJECTED",
  /**
   * The catalogue answered 403 to a call other than the session check. The session is checked again at the next
   * request: the browser reloads the page, which then either works or meets the expired session (UNAUTHENTICATED).
   */
  UPSTREAM_FORBIDDEN: "UPSTREAM_FORBIDDEN",
  SESSION_STORE_UNAVAILABLE: "SESSION_STORE_UNAVAILABLE",
  /** The portal itself is at capacity: try again in a few seconds (`Retry-After`). */
  SERVER_BUSY: "SERVER_BUSY",
  /** Too many attempts (wrong passwords): `extensions.retryAfter` says in how many seconds to try again. */
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** `extensions.fields` of a BAD_USER_INPUT error: field name → message key (translated in the browser). */
export type FieldErrors = Record<string, string>;

/**
 * The generic message of each code: what the BFF sends when it has nothing more specific to say, and what
 * the web falls back to when it lacks the specific key.
 */
export const CODE_MESSAGES = {
  UNAUTHENTICATED: "error.UNAUTHENTICATED",
  FORBIDDEN: "error.FORBIDDEN",
  BAD_USER_INPUT: "error.BAD_USER_INPUT",
  UPSTREAM_UNAVAILABLE: "error.UPSTREAM_UNAVAILABLE",
  UPSTREAM_REJECTED: "error.UPSTREAM_REJECTED",
  UPSTREAM_FORBIDDEN: "error.UPSTREAM_FORBIDDEN",
  SESSION_STORE_UNAVAILABLE: "error.SESSION_STORE_UNAVAILABLE",
  TOO_MANY_REQUESTS: "error.TOO_MANY_REQUESTS",
  SERVER_BUSY: "error.SERVER_BUSY",
} as const satisfies { [C in ErrorCode]: `error.${C}` };

/** Message keys every area uses: the codes' messages, the last-resort ones and the shared field rules. */
export const COMMON_MESSAGES = {
  ...CODE_MESSAGES,
  generic: "error.generic",
  network: "error.network",
  notFound: "error.not_found",
  required: "validation.required",
  phone: "validation.phone",
  email: "validation.email",
  /** An e-mail outside the market's corporate domains ("Por favor, introduce un email corporativo"). */
  corporateEmail: "validation.corporate_email",
  /** Control characters or broken Unicode in a text (the BFF refuses them before the catalogue). */
  invalidCharacters: "validation.invalid_characters",
  /** An upload whose bytes stopped arriving (a lost connection): send it again. */
  uploadStalled: "error.upload_stalled",
  /** A table asked for a page size it does not offer. */
  pageSize: "validation.page_size",
} as const;
export type CommonMessageKey = (typeof COMMON_MESSAGES)[keyof typeof COMMON_MESSAGES];

/**
 * What a refusal of the catalogue (`status: false`, `data.error` = reason) means for the user: the message key
 * to show and, when one input of the form caused it, that field (the BFF answers BAD_USER_INPUT on it).
 */
export interface RefusalMeaning<Key extends string = string> {
  readonly key: Key;
  readonly field?: string;
}

/** One area's meaning of every reason its calls can be refused with: a missing reason does not compile. */
export type RefusalMap<Reason extends string, Key extends string> = { readonly [R in Reason]: RefusalMeaning<Key> };

/**
 * Reasons any call can be refused with: `session` (HTTP 403, no or expired session), `not_found` (HTTP 404 or an
 * unknown id), `request` (a malformed request), `server` (HTTP 500), `lang` (a language the market lacks).
 */
export const COMMON_REFUSALS = {
  SESSION: "session",
  NOT_FOUND: "not_found",
  REQUEST: "request",
  SERVER: "server",
  LANG: "lang",
} as const;
export type CommonRefusal = (typeof COMMON_REFUSALS)[keyof typeof COMMON_REFUSALS];

/** The BFF sends only well-formed requests in the market's languages: all but a missing thing are its own faults. */
export const COMMON_REFUSAL_MESSAGES: RefusalMap<CommonRefusal, CommonMessageKey> = {
  session: { key: COMMON_MESSAGES.UNAUTHENTICATED },
  not_found: { key: COMMON_MESSAGES.notFound },
  request: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  server: { key: COMMON_MESSAGES.UPSTREAM_UNAVAILABLE },
  lang: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
};

/** True when `reason` is one of `map`'s reasons (an unknown reason keeps the generic UPSTREAM_REJECTED). */
export function isRefusalOf<Reason extends string>(map: RefusalMap<Reason, string>, reason: string | null | undefined): reason is Reason {
  return typeof reason === "string" && Object.prototype.hasOwnProperty.call(map, reason);
}

/** The default branch of an exhaustive switch: a case left out makes `value` not `never`, and the build fails. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${String(value)}`);
}
