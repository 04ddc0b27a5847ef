import { array, boolean, object, string } from "yup";
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
