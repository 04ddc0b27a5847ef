import { array, boolean, object, string } from "yup";
import { USER_TYPE_CODES, type UserType } from "../session/roles.js";
import { COMMON_MESSAGES } from "../common/errors.js";
import type { Market } from "../common/markets.js";
import { isCorporateEmail, phoneRule } from "../common/rules.js";
import { ACCOUNT_MESSAGES } from "./errors.js";

/**
 * The account form (spec 1 §5 "Account"): name required; the e-mail is shown read-only (corporate, the username); the
 * phone empty or digits once spaces are removed ("El número de teléfono no es correcto").
 */
export const accountRules = object({
  name: string().trim().required(COMMON_MESSAGES.required),
  phone: phoneRule(),
});

/**
 * The values of a person (both user forms: the franchisee's and the administrator's) as the web edits them and the BFF
 * sends them on to the catalogue: `password` as typed ("" keeps it), `restaurants` their ids.
 */
export interface PersonValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  active: boolean;
  restaurants: string[];
}

/**
 * A person of a franchisee's restaurants (spec 1 §5 "User form"), checked with the context `{ market }`: name required,
 * the e-mail required and corporate for the market ("Por favor, introduce un email corporativo"), the phone as the
 * account's, an optional password (hashed before it is sent), the active switch, and at least one restaurant.
 */
export const personRules = object({
  name: string().trim().required(COMMON_MESSAGES.required),
  email: string()
    .trim()
    .lowercase()
    .required(COMMON_MESSAGES.required)
    .email(COMMON_MESSAGES.corporateEmail)
    .test("corporate", COMMON_MESSAGES.corporateEmail, function (value) {
      return !value || isCorporateEmail((this.options.context as { market: Market }).market, value);
    }),
  phone: phoneRule(),
  password: string().default(""),
  active: boolean().default(true),
  restaurants: array(string().required()).default([]).min(1, ACCOUNT_MESSAGES.restaurants),
});

/** The types an administrator gives a user in the admin user form, in the form's order (spec 1 §5: 2, 1, 3 or 5). */
export const ADMIN_USER_TYPES = ["ADMINISTRATOR", "FRANCHISEE", "MANAGER", "CONSULTANT"] as const satisfies readonly UserType[];
/** A new user of the admin form is a franchisee unless the administrator chooses otherwise. */
export const NEW_USER_TYPE: UserType = "FRANCHISEE";

/** The user form's context: the market (corporate e-mail) and the type the user has now (kept even if not offered). */
export interface AdminUserContext {
  market: Market;
  currentType?: UserType | null;
}

/**
 * The admin user form (spec 1 §5 "User form"), checked with the context `AdminUserContext`: the person's rules plus the
 * type (2, 1, 3 or 5; a restricted administrator or a partner keeps their own), and any restaurants of the market (none
 * is allowed: administrators need none).
 */
export const adminUserRules = personRules.shape({
  type: string()
    .required(COMMON_MESSAGES.required)
    .test("type", ACCOUNT_MESSAGES.userType, function (value) {
      const { currentType } = this.options.context as AdminUserContext;
      return (ADMIN_USER_TYPES as readonly string[]).includes(value) || (value === currentType && value in USER_TYPE_CODES);
    }),
  restaurants: array(string().required()).default([]),
});
