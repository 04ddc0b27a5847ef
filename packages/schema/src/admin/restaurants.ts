import { boolean, number, object, string } from "yup";
import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";
import { ADMIN_MESSAGES, type AdminMessageKey } from "./errors.js";

/*
 * The restaurants of the admin area (spec 1 §2 "/admin/restaurants", §5 "Restaurant form"; spec 2 §3 "Location modes
 * and regions"): the codes a restaurant's region, type and delivery take, the form's rules and the catalogue's
 * refusals. Restaurants are never deleted (they carry orders and history): an administrator switches one off.
 */

/** A restaurant's region (spec 2 §3). The catalogue's default -1 (none) is never a form's choice. */
export const RESTAURANT_REGIONS = {
  NOR_OESTE: 1,
  CENTRO: 2,
  ESTE: 3,
  LEVANTE: 4,
  SUR: 5,
  /** The region of the restaurants the operator owns. */
  OPERATOR: 6,
} as const;
export type RestaurantRegion = (typeof RESTAURANT_REGIONS)[keyof typeof RESTAURANT_REGIONS];
export const RESTAURANT_REGION_CODES: readonly RestaurantRegion[] = Object.values(RESTAURANT_REGIONS);
/** The catalogue's "no region" (a restaurant created before regions existed). */
export const NO_REGION = -1;

/** A restaurant's type, the "mode" of spec 2 §3. */
export const RESTAURANT_TYPES = { MALL: 1, IN_STORE: 2, FREE_STANDING: 3, EASY: 4 } as const;
export type RestaurantType = (typeof RESTAURANT_TYPES)[keyof typeof RESTAURANT_TYPES];
export const RESTAURANT_TYPE_CODES: readonly RestaurantType[] = Object.values(RESTAURANT_TYPES);

/** Who delivers a restaurant's orders (the catalogue's values, spelled as it stores them). */
export const DELIVERY_OPTIONS = ["none", "Uber", "Glovo"] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** The catchment radii of a restaurant's habitants (the diagnostic's population section reads both). */
export const HABITANT_RADII = ["1km", "3km"] as const;
/** The most people a catchment area holds (the catalogue refuses more). */
export const RESTAURANT_HABITANTS_MAX = 99_999_999;

/** The editors' feedback after a save (spec 1 §4, §9): the "updated" banner 5 s, the "saved" message 3 s. */
export const EDITOR_FEEDBACK = { updatedBannerMs: 5_000, savedMessageMs: 3_000 } as const;

/** A required choice among codes (a select's value, "2" or 2); anything else reads as no choice. */
const code = (codes: readonly number[]) =>
  number()
    .transform((value: number, original: unknown) => (original === "" || original === null ? undefined : value))
    .typeError(COMMON_MESSAGES.required)
    .required(COMMON_MESSAGES.required)
    .oneOf([...codes], COMMON_MESSAGES.required);

const text = () => string().trim().default("");
/** A catchment's habitants: empty is none (null); else a whole number from 0 to RESTAURANT_HABITANTS_MAX. */
const habitants = () =>
  number()
    .transform((value: number, original: unknown) => (original === "" || original === undefined ? null : value))
    .typeError(ADMIN_MESSAGES.restaurantHabitants)
    .integer(ADMIN_MESSAGES.restaurantHabitants)
    .min(0, ADMIN_MESSAGES.restaurantHabitants)
    .max(RESTAURANT_HABITANTS_MAX, ADMIN_MESSAGES.restaurantHabitants)
    .nullable()
    .default(null);
const required = () => string().trim().required(COMMON_MESSAGES.required);

/**
 * The restaurant form (spec 1 §5): site, name, province, region, type and address required; every other text optional
 * and trimmed. "An e-mail rule exists but is not bound": the e-mail is only trimmed. `mopService` (the ordering service
 * switch) is ES only: the BFF neither shows nor saves it in PT. The site is unique in the market: only the catalogue
 * knows (refusal `site_exists`, ADMIN_MESSAGES.restaurantSiteExists on `site`). The restaurant also carries (spec 1 §3)
 * the etof, mcauto, selected and available flags (a new one: available only) and its catchment's habitants at 1 and
 * 3 km (none: null).
 */
export const restaurantRules = object({
  site: required(),
  name: required(),
  provinceId: required(),
  region: code(RESTAURANT_REGION_CODES),
  type: code(RESTAURANT_TYPE_CODES),
  address: required(),
  city: text(),
  postcode: text(),
  latitude: text(),
  longitude: text(),
  email: text(),
  taxId: text(),
  companyName: text(),
  fiscalAddress: text(),
  delivery: string()
    .trim()
    .default("none")
    .oneOf([...DELIVERY_OPTIONS], COMMON_MESSAGES.required),
  active: boolean().default(true),
  mopService: boolean().nullable().default(null),
  etof: boolean().default(false),
  mcauto: boolean().default(false),
  selected: boolean().default(false),
  available: boolean().default(true),
  habitants1km: habitants(),
  habitants3km: habitants(),
});

/** Reasons the catalogue refuses the admin restaurant calls with (packages/legacy/src/routes/admin/restaurants/). */
export const RESTAURANT_REFUSALS = {
  ADMIN: "admin",
  ID: "id",
  SITE: "site",
  SITE_EXISTS: "site_exists",
  NAME: "name",
  PROVINCE: "province",
  REGION: "region",
  TYPE: "type",
  ADDRESS: "address",
  DELIVERY: "delivery",
  MOP_SERVICE: "mop_service",
  ETOF: "etof",
  MCAUTO: "mcauto",
  SELECTED: "selected",
  AVAILABLE: "available",
  HABITANTS: "habitants",
} as const;
export type RestaurantRefusal = (typeof RESTAURANT_REFUSALS)[keyof typeof RESTAURANT_REFUSALS];

/**
 * The form's refusals point at their field (the shared rules catch all but `site_exists` first); `admin` is a
 * restricted administrator's (or anyone else's) call, `id` and `mop_service` the BFF's fault.
 */
export const RESTAURANT_REFUSAL_MESSAGES: RefusalMap<RestaurantRefusal, AdminMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  id: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  site: { key: COMMON_MESSAGES.required, field: "site" },
  site_exists: { key: ADMIN_MESSAGES.restaurantSiteExists, field: "site" },
  name: { key: COMMON_MESSAGES.required, field: "name" },
  province: { key: COMMON_MESSAGES.required, field: "provinceId" },
  region: { key: COMMON_MESSAGES.required, field: "region" },
  type: { key: COMMON_MESSAGES.required, field: "type" },
  address: { key: COMMON_MESSAGES.required, field: "address" },
  delivery: { key: COMMON_MESSAGES.required, field: "delivery" },
  mop_service: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  etof: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  mcauto: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  selected: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  available: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  habitants: { key: ADMIN_MESSAGES.restaurantHabitants, field: "habitants1km" },
};
