import { array, mixed, number, object, string, type AnyObject, type InferType, type TestContext } from "yup";
import { COMMON_MESSAGES } from "../common/errors.js";
import type { Market } from "../common/markets.js";
import { isCorporateEmail, isValidPhone } from "../common/rules.js";
import {
  CUSTOM_UNIT_SCALE,
  DIRECTION_VALUES,
  NO_RESTAURANT,
  NO_UNIT_SCALE,
  ORDER_METHOD,
  ORDER_STATUS_CODES,
  ORDER_UPLOAD_PREFIX,
  ORDERING_LIMITS,
  OTHER_ADDRESS,
  QUESTION_ANSWERS,
  WIZARD_METHODS,
  isProduced,
  isUnitScale,
  type QuestionKey,
} from "./codes.js";
import { ORDERING_MESSAGES, WIZARD_MESSAGES } from "./errors.js";

/*
 * The ordering rules of spec 1 §5, written once: the wizard checks its pages with them, the cart its confirm, and the
 * BFF checks every item and the order again with the same rules before any catalogue call.
 */

/** A size option of a piece format: a standard size, or a custom measure (`custom`) the user writes. */
export interface FormatSize {
  key: string;
  custom: boolean;
}

/** What the rules need to know of the chosen target format. */
export interface WizardFormat {
  id: number;
  sizes: readonly FormatSize[];
  questions: readonly QuestionKey[];
}

/** The context of a wizard check: the market, whether the resource's type is customisable, the chosen format. */
export interface WizardContext {
  market: Market;
  customizable: boolean;
  format?: WizardFormat | null;
}

const text = () => string().trim().default("").max(ORDERING_LIMITS.maxTextLength, ORDERING_MESSAGES.tooLong);
const wizardContext = (ctx: TestContext<AnyObject>) => ctx.options.context as WizardContext;

const answer = (key: QuestionKey) =>
  string()
    .oneOf([...QUESTION_ANSWERS[key]], COMMON_MESSAGES.BAD_USER_INPUT)
    .default(key === "q5" ? "magazine" : "no");

/** The answers of page 3: each question answered with one of its two answers (default "no", q5 "magazine"). */
const answers = object({
  q1: answer("q1"),
  q2: answer("q2"),
  q4: answer("q4"),
  q5: answer("q5"),
  q6: answer("q6"),
  q7: answer("q7"),
  q8: answer("q8"),
});

/**
 * One wizard item (spec 1 §3 "Wizard order", §5 "Wizard"), checked with a WizardContext:
 * page 1 a target format; page 2 a size of that format (when it has any) and, for a custom one, its text; page 4 on PT
 * the others text, a restaurant and a price, on any market a legal text once a price is given, and the uploaded file
 * of a customisable type; page 5 a method (PT: 1 only).
 */
export const wizardItemRules = object({
  formatId: number()
    .nullable()
    .default(null)
    .test("format", WIZARD_MESSAGES.format, function (value) {
      const format = wizardContext(this).format;
      return value !== null && value !== undefined && !!format && format.id === value;
    }),
  sizeKey: text().test("size", WIZARD_MESSAGES.size, function (value) {
    const sizes = wizardContext(this).format?.sizes ?? [];
    return sizes.length === 0 || sizes.some((size) => size.key === value);
  }),
  sizeText: text().test("size-text", WIZARD_MESSAGES.size, function (value) {
    const size = wizardContext(this).format?.sizes.find((s) => s.key === this.parent.sizeKey);
    return !size?.custom || !!value;
  }),
  answers,
  customFile: text().test("customize", WIZARD_MESSAGES.customize, function (value) {
    return !wizardContext(this).customizable || !!value;
  }),
  others: text().test("others", WIZARD_MESSAGES.others, function (value) {
    return wizardContext(this).market !== "PT" || !!value;
  }),
  restaurant: text().test("restaurant", WIZARD_MESSAGES.restaurant, function (value) {
    return wizardContext(this).market !== "PT" || !!value;
  }),
  price: text().test("price", WIZARD_MESSAGES.price, function (value) {
    return wizardContext(this).market !== "PT" || !!value;
  }),
  legal: text().test("legal", WIZARD_MESSAGES.legal, function (value) {
    return !this.parent.price?.trim() || !!value;
  }),
  startDate: text(),
  endDate: text(),
  direction: number()
    .nullable()
    .default(null)
    .test("direction", COMMON_MESSAGES.BAD_USER_INPUT, (value) => value === null || value === undefined || DIRECTION_VALUES.includes(value)),
  method: number()
    .nullable()
    .default(null)
    .test("budget", WIZARD_MESSAGES.budget, function (value) {
      if (value === null || value === undefined) return false;
      return wizardContext(this).market === "PT" ? value === ORDER_METHOD.ARTWORK : WIZARD_METHODS.includes(value as 1 | 2);
    }),
});
export type WizardItemValues = InferType<typeof wizardItemRules>;

/**
 * The answers an item keeps: those of the questions its format asks (page 3), in the format's order; the rest are
 * the wizard's defaults for questions never shown, and an order's details list none of them.
 */
export function askedAnswers(answers: Readonly<Record<string, unknown>>, questions: readonly string[]): Record<string, string> {
  return Object.fromEntries(questions.filter((q) => typeof answers[q] === "string").map((q) => [q, answers[q] as string]));
}

/** The fields each wizard page checks before going on (page 3, the questions, has defaults and checks nothing). */
export const WIZARD_PAGE_FIELDS: Record<1 | 2 | 3 | 4 | 5, readonly (keyof WizardItemValues)[]> = {
  1: ["formatId"],
  2: ["sizeKey", "sizeText"],
  3: [],
  4: ["others", "restaurant", "price", "legal", "customFile", "direction"],
  5: ["method"],
};

/** A stored order upload (a customisation or direction image, a custom answer's file), or empty. */
const uploadPath = () => text().test("upload", ORDERING_MESSAGES.customize, (value) => !value || value.startsWith(ORDER_UPLOAD_PREFIX));

/**
 * The item's fields of spec 1 §3 beyond the wizard's pages: the customisation's schedule and date, the direction's
 * text and image (beside its value), and the custom answer of the questions (`params.custom`) with its file. All
 * optional texts (at most 500 characters); the files must be the user's order uploads.
 */
export const itemExtrasRules = object({
  schedule: text(),
  date: text(),
  directionText: text(),
  directionImage: uploadPath(),
  customAnswer: text(),
  customAnswerFile: uploadPath(),
});
export type ItemExtras = InferType<typeof itemExtrasRules>;
export const EMPTY_ITEM_EXTRAS: ItemExtras = {
  schedule: "",
  date: "",
  directionText: "",
  directionImage: "",
  customAnswer: "",
  customAnswerFile: "",
};

/** The restaurant choice of a cart item: a restaurant id, NO_RESTAURANT (-1) or, for shipping, OTHER_ADDRESS (0). */
const restaurantChoice = () => number().integer().default(NO_RESTAURANT);

/**
 * The delivery part of a cart item (spec 1 §5 "Cart confirm"): a method-1 item needs a billing restaurant in ES; a
 * produced item (method 2 or 4) needs units or a scale (a custom scale's text when custom), a destination (another
 * address written when "other") and a billing restaurant.
 */
export const cartItemRules = object({
  method: mixed<number>()
    .oneOf([ORDER_METHOD.ARTWORK, ORDER_METHOD.ADAPTATION_AND_QUOTE, ORDER_METHOD.PRODUCTION], WIZARD_MESSAGES.budget)
    .required(WIZARD_MESSAGES.budget),
  billed: restaurantChoice().test("billed", ORDERING_MESSAGES.billed, function (value) {
    const market = (this.options.context as { market: Market }).market;
    const needs = isProduced(this.parent.method) || market === "ES";
    return !needs || (value ?? NO_RESTAURANT) > 0;
  }),
  units: number().integer().min(0, ORDERING_MESSAGES.units).nullable().default(null),
  unitsScale: number()
    .integer()
    .default(NO_UNIT_SCALE)
    .test("units", ORDERING_MESSAGES.units, function (value) {
      if (!isProduced(this.parent.method)) return true;
      if (value !== NO_UNIT_SCALE && value !== undefined) return isUnitScale(value);
      return (this.parent.units ?? 0) > 0;
    }),
  unitsScaleCustom: text().test("units-custom", ORDERING_MESSAGES.unitsCustom, function (value) {
    return !isProduced(this.parent.method) || this.parent.unitsScale !== CUSTOM_UNIT_SCALE || !!value;
  }),
  shipped: restaurantChoice().test("shipped", ORDERING_MESSAGES.shipped, function (value) {
    return !isProduced(this.parent.method) || (value ?? NO_RESTAURANT) >= OTHER_ADDRESS;
  }),
  customShip: text().test("custom-ship", ORDERING_MESSAGES.customShip, function (value) {
    return !isProduced(this.parent.method) || this.parent.shipped !== OTHER_ADDRESS || !!value;
  }),
});

/**
 * Changing an item of a placed order (its details' change popup): the cart's delivery rules and, on the texts of the
 * piece, a legal text once there is a price (spec 1 §5). Checked with `{ market }`, like the cart; the BFF checks the
 * whole item again with the wizard's rules.
 */
export const orderItemChangeRules = cartItemRules.shape({
  price: text(),
  legal: text().test("legal", WIZARD_MESSAGES.legal, function (value) {
    return !this.parent.price?.trim() || !!value;
  }),
  restaurant: text(),
  others: text(),
});

/**
 * The cart's confirm (spec 1 §5): every item's delivery part, a contact name, a valid corporate e-mail of the market and,
 * in ES, a phone. Checked with the context `{ market }`; every error is listed at once (`items[0].billed`…).
 */
export const cartRules = object({
  items: array(cartItemRules).default([]).min(1, ORDERING_MESSAGES.emptyCart).max(ORDERING_LIMITS.maxOrderItems, ORDERING_MESSAGES.tooManyItems),
  contactName: text().required(ORDERING_MESSAGES.contactName),
  contactEmail: text()
    .required(COMMON_MESSAGES.required)
    .email(COMMON_MESSAGES.email)
    .test("corporate", COMMON_MESSAGES.corporateEmail, function (value) {
      return !value || isCorporateEmail((this.options.context as { market: Market }).market, value);
    }),
  contactPhone: text()
    .test("phone-required", COMMON_MESSAGES.required, function (value) {
      return (this.options.context as { market: Market }).market !== "ES" || !!value;
    })
    .test("phone", COMMON_MESSAGES.phone, (value) => isValidPhone(value)),
});

/** The fiscal data a billing restaurant needs (the cart's fiscal popup): all three required. */
export const fiscalRules = object({
  companyName: text().required(COMMON_MESSAGES.required),
  taxId: text().required(COMMON_MESSAGES.required),
  fiscalAddress: text().required(COMMON_MESSAGES.required),
});

/** Whether a restaurant has the fiscal data an invoice needs. */
export const hasFiscalData = (r: { companyName: string; taxId: string; fiscalAddress: string }) =>
  !!r.companyName.trim() && !!r.taxId.trim() && !!r.fiscalAddress.trim();

/** How many more images an order's chat takes: 5 per order, counted over the images of every message already posted. */
export function orderImagesLeft(postedImages: readonly (readonly string[])[]): number {
  const used = postedImages.reduce((sum, images) => sum + images.length, 0);
  return Math.max(0, ORDERING_LIMITS.maxOrderImages - used);
}

/** The context of a chat message's check: how many more images its order takes (`orderImagesLeft`); 5 when absent. */
export interface CommentContext {
  imagesLeft?: number;
}

/** A chat message: non-blank text, up to 5 images, and no more than its order still takes (5 per order in all). */
export const commentRules = object({
  message: string().trim().default("").required(ORDERING_MESSAGES.commentEmpty).max(ORDERING_LIMITS.maxCommentLength, ORDERING_MESSAGES.tooLong),
  images: array(string().trim().required())
    .default([])
    .max(ORDERING_LIMITS.maxCommentImages, ORDERING_MESSAGES.tooManyImages)
    .test("order-images", ORDERING_MESSAGES.tooManyOrderImages, function (value) {
      const left = (this.options.context as CommentContext | undefined)?.imagesLeft ?? ORDERING_LIMITS.maxOrderImages;
      return (value?.length ?? 0) <= left;
    }),
});

/** An admin's status change: one of the five statuses. */
export const statusRules = object({
  status: number().oneOf(ORDER_STATUS_CODES, ORDERING_MESSAGES.status).required(ORDERING_MESSAGES.status),
});
