import { object, string } from "yup";
import { COMMON_MESSAGES } from "../common/errors.js";
import { phoneRule } from "../common/rules.js";

/**
 * The account form (spec 1 §5 "Account"): name required; the e-mail is shown read-only (corporate, the username); the
 * phone empty or digits once spaces are removed ("El número de teléfono no es correcto").
 */
export const accountRules = object({
  name: string().trim().required(COMMON_MESSAGES.required),
  phone: phoneRule(),
});
