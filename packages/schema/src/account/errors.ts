import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Message keys of the account area's forms (the people of a franchisee's restaurants), translated in the browser. */
export const ACCOUNT_MESSAGES = {
  /** "A user with this e-mail already exists" (spec 1 §8 "user exists"). */
  userExists: "account.error.user_exists",
  /** A person needs at least one of the franchisee's restaurants. */
  restaurants: "account.error.restaurants",
} as const;
export type AccountMessageKey = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES];

/** Reasons the catalogue refuses the account calls with (packages/legacy/src/routes/account.ts). */
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
};
