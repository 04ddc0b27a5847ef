import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Message keys of the account area's forms (the people of a franchisee's restaurants), translated in the browser. */
export const ACCOUNT_MESSAGES = {
  /** "A user with this e-mail already exists" (spec 1 §8 "user exists"). */
  userExists: "account.error.user_exists",
  /** A person needs at least one of the franchisee's restaurants. */
  restaurants: "account.error.restaurants",
  /** The admin form offers types 2, 1, 3 and 5 only. */
  userType: "account.error.user_type",
  /** An administrator never changes their own type or switches themself off. */
  self: "account.error.self",
  /** Log in as: the user is switched off. */
  borrowInactive: "account.error.borrow_inactive",
  /** Log in as: administrators are never borrowed. */
  borrowAdmin: "account.error.borrow_admin",
  /** Log in as: the user has not accepted the legal terms yet (they sign in once themself first). */
  borrowLegal: "account.error.borrow_legal",
  /** Log in as: the administrator is already signed in as someone else (they return to their own session first). */
  alreadyBorrowing: "account.error.already_borrowing",
} as const;
export type AccountMessageKey = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES];

/** Reasons the catalogue refuses the account calls with (packages/legacy/src/routes/account/). */
export const ACCOUNT_REFUSALS = {
  NAME: "name",
  PHONE: "phone",
  NEW_FILES: "new_files",
  FRANCHISEE: "franchisee",
  ID: "id",
  EMAIL: "email",
  PASSWORD: "password",
  RESTAURANTS: "restaurants",
  EXISTS: "exists",
  TYPE: "type",
  SELF: "self",
  NOT_FOUND: "not_found",
  ADMIN: "admin",
  INACTIVE: "inactive",
  LEGAL: "legal",
} as const;
export type AccountRefusal = (typeof ACCOUNT_REFUSALS)[keyof typeof ACCOUNT_REFUSALS];

/** The forms' refusals point at their field (the shared rules catch most first; `exists` only the catalogue knows). */
export const ACCOUNT_REFUSAL_MESSAGES: RefusalMap<AccountRefusal, AccountMessageKey | CommonMessageKey> = {
  name: { key: COMMON_MESSAGES.required, field: "name" },
  phone: { key: COMMON_MESSAGES.phone, field: "phone" },
  new_files: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  franchisee: { key: COMMON_MESSAGES.FORBIDDEN },
  id: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  email: { key: COMMON_MESSAGES.corporateEmail, field: "email" },
  password: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  restaurants: { key: ACCOUNT_MESSAGES.restaurants, field: "restaurants" },
  exists: { key: ACCOUNT_MESSAGES.userExists, field: "email" },
  type: { key: ACCOUNT_MESSAGES.userType, field: "type" },
  self: { key: ACCOUNT_MESSAGES.self },
  not_found: { key: COMMON_MESSAGES.notFound },
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  inactive: { key: ACCOUNT_MESSAGES.borrowInactive },
  legal: { key: ACCOUNT_MESSAGES.borrowLegal },
};

/**
 * Log in as refuses these the same way as the forms, but an administrator as the user is not a lack of rights: it is
 * the user who cannot be borrowed.
 */
export const BORROW_REFUSAL_MESSAGES: RefusalMap<AccountRefusal, AccountMessageKey | CommonMessageKey> = {
  ...ACCOUNT_REFUSAL_MESSAGES,
  admin: { key: ACCOUNT_MESSAGES.borrowAdmin },
  self: { key: ACCOUNT_MESSAGES.borrowAdmin },
};
