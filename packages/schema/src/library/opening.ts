import { boolean, number, object, string } from "yup";
import { COMMON_MESSAGES } from "../common/errors.js";
import { daysUntil, phoneRule } from "../common/rules.js";
import { LIBRARY_LIMITS } from "./codes.js";
import { OPENING_MESSAGES } from "./errors.js";
import { parseDay } from "./rules.js";

/** Text fields of the opening communication form (spec 1 §3 "Opening form"), in form order. */
export const OPENING_TEXT_FIELDS = [
  "type",
  "property",
  "license",
  "franchiseeName",
  "cfs",
  "rrhh",
  "address",
  "city",
  "province",
  "autonomousCommunity",
  "phone",
  "mail",
  "contact",
  "marketing",
  "signature",
  "openingSpeech",
  "authorities",
  "otherMentions",
  "employeeSpeech",
  "other",
] as const;

/** Yes/no fields of the opening form. */
export const OPENING_FLAG_FIELDS = ["eotf", "kiosk", "mcauto", "mccafe", "table", "delivery", "games"] as const;

/** Number fields of the opening form. */
export const OPENING_NUMBER_FIELDS = ["workplaces", "meters"] as const;

export const OPENING_REQUIRED_FIELDS = ["type", "franchiseeName", "address", "city", "province", "contact", "mail"] as const;

const text = (name: string) =>
  (OPENING_REQUIRED_FIELDS as readonly string[]).includes(name) ? string().trim().required(COMMON_MESSAGES.required) : string().trim().default("");

/**
 * The opening communication form. The opening date (YYYY-MM-DD) must be at least 15 days away:
 * the data is sent at least 15 days before the opening (spec 1 §5).
 */
export const openingFormRules = (now: Date = new Date()) =>
  object({
    ...Object.fromEntries(OPENING_TEXT_FIELDS.map((name) => [name, text(name)])),
    phone: phoneRule(),
    mail: string().trim().required(COMMON_MESSAGES.required).email(COMMON_MESSAGES.email),
    ...Object.fromEntries(OPENING_FLAG_FIELDS.map((name) => [name, boolean().default(false)])),
    ...Object.fromEntries(
      OPENING_NUMBER_FIELDS.map((name) => [
        name,
        number().integer(COMMON_MESSAGES.required).min(0, COMMON_MESSAGES.required).nullable().default(null),
      ]),
    ),
    openingDate: string()
      .required(COMMON_MESSAGES.required)
      .test("date", OPENING_MESSAGES.date, (v) => !v || parseDay(v) !== null)
      .test("notice", OPENING_MESSAGES.tooSoon, (v) => {
        const day = v ? parseDay(v) : null;
        return !day || daysUntil(day, now) >= LIBRARY_LIMITS.openingFormMinDays;
      }),
  });
