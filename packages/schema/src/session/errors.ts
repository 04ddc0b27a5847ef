import { COMMON_MESSAGES, type RefusalMap } from "../common/errors.js";

/** Message keys of the session area, translated in the browser (react-intl catalogs). */
export const SESSION_MESSAGES = {
  required: COMMON_MESSAGES.required,
  usernameRequired: "login.error.username_required",
  passwordRequired: "login.error.password_required",
  invalidCredentials: "login.error.credentials",
  accountInactive: "login.error.inactive",
  externalSignInFailed: "login.error.external_auth",
  /** The external sign-in's return could not load the user's data (`/login?error=data`). */
  userDataUnavailable: "login.error.user_data",
  /** The external sign-in's return failed otherwise (`/login?error=<code>` with a code the portal has no message for). */
  signInFailed: "login.error.unknown",
  passwordMismatch: "password.error.mismatch",
  passwordExpired: "password.error.expired",
  passwordLinkInvalid: "password.error.invalid",
  languageNotAllowed: "language.error.not_allowed",
  restaurantNotAvailable: "restaurant.error.not_available",
  noRestaurant: "restaurant.error.none",
} as const;
export type SessionMessageKey = (typeof SESSION_MESSAGES)[keyof typeof SESSION_MESSAGES];

/**
 * Reasons the catalogue refuses the session's calls with (login, external login, password change, favourite
 * restaurant; packages/legacy/src/routes/session/ and src/auth/).
 */
export const SESSION_REFUSALS = {
  CREDENTIALS: "credentials",
  INACTIVE: "inactive",
  TICKET: "ticket",
  INVALID: "invalid",
  EXPIRED: "expired",
  MISMATCH: "mismatch",
  PASSWORD: "password",
  RESTAURANT: "restaurant",
} as const;
export type SessionRefusal = (typeof SESSION_REFUSALS)[keyof typeof SESSION_REFUSALS];

/** What each session refusal tells the user; the password change's refusals point at the field they concern. */
export const SESSION_REFUSAL_MESSAGES: RefusalMap<SessionRefusal, SessionMessageKey> = {
  credentials: { key: SESSION_MESSAGES.invalidCredentials },
  inactive: { key: SESSION_MESSAGES.accountInactive },
  ticket: { key: SESSION_MESSAGES.externalSignInFailed },
  invalid: { key: SESSION_MESSAGES.passwordLinkInvalid, field: "id" },
  expired: { key: SESSION_MESSAGES.passwordExpired, field: "time" },
  mismatch: { key: SESSION_MESSAGES.passwordMismatch, field: "repeat" },
  password: { key: SESSION_MESSAGES.passwordRequired, field: "password" },
  restaurant: { key: SESSION_MESSAGES.restaurantNotAvailable },
};
