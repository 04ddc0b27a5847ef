import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";
import { SESSION_MESSAGES, type SessionMessageKey } from "../session/errors.js";

/** Message keys of the diagnostic (spec 2 §8 and the rules designed here), translated in the browser. */
export const DIAGNOSTIC_MESSAGES = {
  /** The custom brand's name is empty (spec 2 §8). */
  brandName: "diagnostic.competence.error_message",
  /** The custom brand's name is longer than the catalogue keeps. */
  brandNameLength: "diagnostic.error.brand_name_length",
  /** The custom brand's category is not 1, 2, 3, 4, 5 or 0. */
  brandType: "diagnostic.error.brand_type",
  /** An intensity other than empty, 1, 2 or 3. */
  intensity: "diagnostic.error.intensity",
  /** A rating outside 1 to 5 stars. */
  stars: "diagnostic.error.stars",
  /** A compared competitor not rated on every feature. */
  unrated: "diagnostic.error.unrated",
  /** More than 3 competitors in the comparison. */
  competitorsMax: "diagnostic.error.competitors_max",
  /** A competitor twice in the comparison, or one the restaurant has not chosen. */
  competitor: "diagnostic.error.competitor",
  /** A brand the restaurant may not choose. */
  brands: "diagnostic.error.brands",
  /** A cluster share outside 0–100, a cluster twice or unknown, or shares adding up to more than 100. */
  clusters: "diagnostic.error.clusters",
  /** A DAFO quadrant longer than 2000 characters. */
  dafoLength: "diagnostic.error.dafo_length",
  /** A brand to delete that is not a custom brand of the restaurant (the chain's brands cannot be deleted). */
  customBrand: "diagnostic.error.custom_brand",
} as const;
export type DiagnosticMessageKey = (typeof DIAGNOSTIC_MESSAGES)[keyof typeof DIAGNOSTIC_MESSAGES];

/** Reasons the catalogue refuses the diagnostic's calls with (packages/legacy/src/routes/diagnostic/). */
export const DIAGNOSTIC_REFUSALS = {
  MARKET: "market",
  RESTAURANT: "restaurant",
  NAME: "name",
  TYPE: "type",
  COMPETENCE: "competence",
  INTENSITY: "intensity",
  MCD: "mcd",
  REST1: "rest1",
  REST2: "rest2",
  REST3: "rest3",
  CLUSTERS: "clusters",
  STRENGTHS: "strengths",
  WEAKNESSES: "weaknesses",
  OPPORTUNITIES: "opportunities",
  THREATS: "threats",
  NOT_FOUND: "not_found",
} as const;
export type DiagnosticRefusal = (typeof DIAGNOSTIC_REFUSALS)[keyof typeof DIAGNOSTIC_REFUSALS];

/** Each refusal's message, with the form field it belongs to (the shared rules catch all but the catalogue's own checks). */
export const DIAGNOSTIC_REFUSAL_MESSAGES: RefusalMap<DiagnosticRefusal, DiagnosticMessageKey | SessionMessageKey | CommonMessageKey> = {
  market: { key: COMMON_MESSAGES.FORBIDDEN },
  restaurant: { key: SESSION_MESSAGES.restaurantNotAvailable },
  name: { key: DIAGNOSTIC_MESSAGES.brandName, field: "name" },
  type: { key: DIAGNOSTIC_MESSAGES.brandType, field: "type" },
  competence: { key: DIAGNOSTIC_MESSAGES.brands, field: "brandIds" },
  intensity: { key: DIAGNOSTIC_MESSAGES.intensity, field: "intensity" },
  mcd: { key: DIAGNOSTIC_MESSAGES.stars, field: "own" },
  rest1: { key: DIAGNOSTIC_MESSAGES.competitor, field: "competitors" },
  rest2: { key: DIAGNOSTIC_MESSAGES.competitor, field: "competitors" },
  rest3: { key: DIAGNOSTIC_MESSAGES.competitor, field: "competitors" },
  clusters: { key: DIAGNOSTIC_MESSAGES.clusters, field: "clusters" },
  strengths: { key: DIAGNOSTIC_MESSAGES.dafoLength, field: "strengths" },
  weaknesses: { key: DIAGNOSTIC_MESSAGES.dafoLength, field: "weaknesses" },
  opportunities: { key: DIAGNOSTIC_MESSAGES.dafoLength, field: "opportunities" },
  threats: { key: DIAGNOSTIC_MESSAGES.dafoLength, field: "threats" },
  not_found: { key: COMMON_MESSAGES.notFound },
};
