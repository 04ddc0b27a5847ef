/** Codes every GraphQL error carries in `extensions.code` (DESIGN.md, rule 5). */
export const ERROR_CODES = {
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  BAD_USER_INPUT: "BAD_USER_INPUT",
  UPSTREAM_UNAVAILABLE: "UPSTREAM_UNAVAILABLE",
  UPSTREAM_REJECTED: "UPSTREAM_REJECTED",
  SESSION_STORE_UNAVAILABLE: "SESSION_STORE_UNAVAILABLE",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** `extensions.fields` of a BAD_USER_INPUT error: field name → message key (translated in the browser). */
export type FieldErrors = Record<string, string>;
