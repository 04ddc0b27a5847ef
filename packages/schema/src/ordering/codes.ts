import type { Market } from "../common/markets.js";

/*
 * The ordering area's codes and limits (spec 1 §3 "Order", "Order item", "Wizard order", "Direction options",
 * "Comment"; §4 "Order status and method"; §9).
 */

/** Order statuses (the catalogue's status table holds their names): 1 processing ... 5 cancelled. */
export const ORDER_STATUS = { PROCESSING: 1, PENDING: 2, IN_PRODUCTION: 3, DELIVERED: 4, CANCELLED: 5 } as const;
export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_CODES = Object.values(ORDER_STATUS) as OrderStatusCode[];
/** The statuses in which an order's items can still be changed (the catalogue's order/item/update): processing, pending. */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatusCode[] = [ORDER_STATUS.PROCESSING, ORDER_STATUS.PENDING];
export const isOrderEditable = (status: number) => (EDITABLE_ORDER_STATUSES as readonly number[]).includes(status);
/** Status 1 is drawn with its icon inverted. */
export const INVERTED_STATUS_ICON: OrderStatusCode = ORDER_STATUS.PROCESSING;

/**
 * How an item is ordered: 1 final-art adaptation only; 2 adaptation plus a production quote; 4 a production budget
 * of the piece as it is (the library's "production" button), with units and shipping like 2.
 */
export const ORDER_METHOD = { ARTWORK: 1, ADAPTATION_AND_QUOTE: 2, PRODUCTION: 4 } as const;
export type OrderMethod = (typeof ORDER_METHOD)[keyof typeof ORDER_METHOD];
export const ORDER_METHODS = Object.values(ORDER_METHOD) as OrderMethod[];
/** The methods the wizard's page 5 offers (PT forces 1 and skips the page). */
export const WIZARD_METHODS: readonly OrderMethod[] = [ORDER_METHOD.ARTWORK, ORDER_METHOD.ADAPTATION_AND_QUOTE];
export const DEFAULT_WIZARD_METHOD: OrderMethod = ORDER_METHOD.ADAPTATION_AND_QUOTE;
/** Whether an item of this method is produced: it needs units, a destination and a billing restaurant. */
export const isProduced = (method: number) => method === ORDER_METHOD.ADAPTATION_AND_QUOTE || method === ORDER_METHOD.PRODUCTION;

/** Unit scales of a produced item; -1 is a custom quantity written by the user. */
export const UNIT_SCALES = [
  { id: 1, label: "1-5" },
  { id: 2, label: "250-500" },
  { id: 3, label: "500-1000" },
  { id: 4, label: "1000-2000" },
  { id: 5, label: "2000-3000" },
  { id: 6, label: "3000-4000" },
  { id: 7, label: "4000-5000" },
] as const;
export const CUSTOM_UNIT_SCALE = -1;
/** No scale chosen yet. */
export const NO_UNIT_SCALE = 0;
export const isUnitScale = (id: number) => id === CUSTOM_UNIT_SCALE || UNIT_SCALES.some((scale) => scale.id === id);

/** Destinations: a restaurant's id, "none" (-1, not chosen) or another address (0, written in `customShip`). */
export const NO_RESTAURANT = -1;
export const OTHER_ADDRESS = 0;

/** Direction arrows of a PT customisation (1-10): the message key of each is `ordering.direction.<value>`. */
export const DIRECTIONS = [
  "forward",
  "right",
  "left",
  "curved_right",
  "curved_left",
  "return",
  "roundabout_right",
  "roundabout_straight",
  "roundabout_left",
  "roundabout_return",
] as const;
export const DIRECTION_VALUES = DIRECTIONS.map((_, i) => i + 1);

/** The wizard's yes/no questions (q3 does not exist); q5 asks magazine or newspaper. */
export const QUESTION_KEYS = ["q1", "q2", "q4", "q5", "q6", "q7", "q8"] as const;
export type QuestionKey = (typeof QUESTION_KEYS)[number];
export const QUESTION_ANSWERS: Record<QuestionKey, readonly [string, string]> = {
  q1: ["yes", "no"],
  q2: ["yes", "no"],
  q4: ["yes", "no"],
  q5: ["magazine", "newspaper"],
  q6: ["yes", "no"],
  q7: ["yes", "no"],
  q8: ["yes", "no"],
};

export const ORDERING_LIMITS = {
  wizardPages: 5,
  /** How long a wizard error shows (ms). */
  wizardErrorMs: 3000,
  /** Images of one chat message. */
  maxCommentImages: 5,
  /** Images of one order, across all its chat messages (spec 1 §9 "max 5 images per order"). */
  maxOrderImages: 5,
  /** Items of one order. */
  maxOrderItems: 50,
  /** A customisation file or a chat image, in bytes. */
  maxUploadBytes: 20 * 1024 * 1024,
  maxCommentLength: 2000,
  maxTextLength: 500,
  /** Orders of the admin table: all by default. */
} as const;

/** Budgets up to this amount (EUR) are digital-only (spec 1 §9): the wizard and the cart say so. */
export const DIGITAL_ONLY_BUDGET_EUR = 2000;

/** Adaptation prices of the ES info box (EUR): text, signage, two elements, three elements. */
export const ADAPTATION_PRICES = { text: 20, signal: 35, double: 35, triple: 60 } as const;

/** The order number's prefix: PT '#O-', ES '#P-'. */
export const ORDER_NUMBER_PREFIX: Record<Market, string> = { ES: "#P-", PT: "#O-" };

/** Who wrote a chat message, as its badge says: by user type (1 franchisee, 5 consultant, 3 manager), else the agency. */
export type CommentAuthorRole = "FRANCHISEE" | "CONSULTANT" | "MANAGER" | "AGENCY";
export function commentAuthorRole(userType: number): CommentAuthorRole {
  return userType === 1 ? "FRANCHISEE" : userType === 5 ? "CONSULTANT" : userType === 3 ? "MANAGER" : "AGENCY";
}

/** Whether orders have a chat in the market (PT only). */
export const hasOrderChat = (market: Market) => market === "PT";

/** Upload kinds of the ordering area and the types each accepts (checked by magic bytes). */
export const ORDER_UPLOAD_KINDS = {
  /** The customisation file of a wizard item: images, PDF, or a zip of artwork. */
  custom: ["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf", "application/zip"],
  /** A chat image. */
  comment: ["image/jpeg", "image/png", "image/gif", "image/webp"],
} as const;
export type OrderUploadKind = keyof typeof ORDER_UPLOAD_KINDS;

/** The key a cart's confirm carries (made once per confirm by the browser): a retried confirm sends the same one. */
export const ORDER_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** Where the catalogue keeps the files users upload for orders (a stored path starts so). */
export const ORDER_UPLOAD_PREFIX = "ordering/uploads/";

/**
 * A file name as the portal stores it: its last path part, NFC, without control characters or characters systems
 * refuse, without leading dots or spaces, at most 120 characters (the extension kept). "" when nothing is left.
 */
export function cleanFileName(name: string): string {
  const base = name.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are among what it removes
    .replace(/[\u0000-\u001f\u007f"*:<>?|]+/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[.\s_]+/, "")
    .trim();
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 120 - extension.length) + extension;
}

/** The customisation of an item (the wizard's page 4) as the browser's cart and the BFF hold it. */
export interface OrderCustomization {
  restaurant: string;
  price: string;
  legal: string;
  others: string;
  /** Days YYYY-MM-DD, or "". */
  startDate: string;
  endDate: string;
  /** A direction arrow 1–10 (PT), or null. */
  direction: number | null;
}

export const EMPTY_CUSTOMIZATION: OrderCustomization = {
  restaurant: "",
  price: "",
  legal: "",
  others: "",
  startDate: "",
  endDate: "",
  direction: null,
};
