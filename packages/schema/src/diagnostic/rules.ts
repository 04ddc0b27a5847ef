import { array, mixed, number, object, string } from "yup";
import { DIAGNOSTIC_MESSAGES } from "./errors.js";

/** Business constants of the diagnostic (spec 2 §9). */
export const DIAGNOSTIC_LIMITS = {
  /** Own brand plus this many competitors in the comparison. */
  maxCompetitors: 3,
  minStars: 1,
  maxStars: 5,
  /** Up above +threshold, down below −threshold, equal between (inclusive), in percent. */
  arrowThreshold: 0.5,
  /** Percentages are shown with this many decimals. */
  percentDecimals: 2,
  scrollDebounceMs: 500,
  printDelayMs: 1500,
  printChartWidth: 600,
  /** The longest custom brand name and DAFO quadrant the catalogue keeps. */
  brandNameMax: 60,
  dafoMax: 2000,
} as const;

/** The sections of the screen, in the side menu's order (their anchors). */
export const DIAGNOSTIC_SECTIONS = ["dafo", "population", "clusters", "competition", "consumption", "moments", "pmix"] as const;
export type DiagnosticSection = (typeof DIAGNOSTIC_SECTIONS)[number];

/** Competitor categories in the table's and the custom-brand popup's order (spec 2 §3: 1, 2, 3, 4, 5, 0). */
export const BRAND_TYPES = [1, 2, 3, 4, 5, 0] as const;
export type BrandType = (typeof BRAND_TYPES)[number];
/** Competition intensity: 1 high, 2 medium, 3 low (null: empty). */
export const INTENSITIES = [1, 2, 3] as const;
/** The five comparison features. */
export const COMPARISON_FEATURES = ["service", "relation", "innovation", "ambient", "promotion"] as const;
export type ComparisonFeature = (typeof COMPARISON_FEATURES)[number];

/** The consumption radar's four categories: the catalogue's index (1..7) and the portal's key. */
export const CONSUMPTION_CATEGORIES = [
  { index: 1, key: "core_premium" },
  { index: 2, key: "families" },
  { index: 3, key: "affordable" },
  { index: 4, key: "late_night" },
] as const;

/** Product-mix types shown (spec 2 §2.1), in order; the dessert-and-coffee type is any "DSY…" (a coffee-brand suffix). */
export const PMIX_SHOWN_TYPES = ["A LA CARTA", "BEBIDAS", "COMPLEMENTOS", "DSY", "ENSALADAS", "EVM", "HAPPY MEAL", "POSTRES", "VALUE"] as const;

/** The position of a product type among the shown ones, or -1 when hidden (VARIOS and any other). */
export function pmixTypeOrder(type: string): number {
  const name = type.trim().toUpperCase();
  return PMIX_SHOWN_TYPES.findIndex((shown) => (shown === "DSY" ? name === "DSY" || name.startsWith("DSY ") : name === shown));
}

/** Only the nine shown types, in the table's order. */
export function shownPmix<T extends { type: string }>(rows: readonly T[]): T[] {
  return rows.filter((row) => pmixTypeOrder(row.type) >= 0).sort((a, b) => pmixTypeOrder(a.type) - pmixTypeOrder(b.type));
}

export type Trend = "up" | "down" | "equal";

/** The arrow of a percent change: up above 0.5, down below −0.5, equal between (inclusive); null when missing. */
export function trendOf(value: number | null | undefined): Trend | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  if (value > DIAGNOSTIC_LIMITS.arrowThreshold) return "up";
  if (value < -DIAGNOSTIC_LIMITS.arrowThreshold) return "down";
  return "equal";
}

/** A percentage rounded to 2 decimals (half away from zero), null when missing. */
export function percent2(value: number | null | undefined): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  // Decimal rounding through the exponent notation, so 1.005 rounds to 1.01 (not 1.00 as binary floats would).
  const digits = DIAGNOSTIC_LIMITS.percentDecimals;
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${digits}`))}e-${digits}`);
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** A custom brand (spec 2 §5): name required (sent in uppercase), category 1, 2, 3, 4, 5 or 0. */
export const customBrandRules = object({
  name: string()
    .trim()
    .required(DIAGNOSTIC_MESSAGES.brandName)
    .max(DIAGNOSTIC_LIMITS.brandNameMax, DIAGNOSTIC_MESSAGES.brandNameLength)
    .transform((value: string) => value.toLocaleUpperCase("es")),
  type: number()
    .typeError(DIAGNOSTIC_MESSAGES.brandType)
    .required(DIAGNOSTIC_MESSAGES.brandType)
    .oneOf([...BRAND_TYPES], DIAGNOSTIC_MESSAGES.brandType),
});

const intensityRule = () =>
  mixed<number>()
    .transform((value: unknown) => (value === "" || value === undefined ? null : value))
    .nullable()
    .test("intensity", DIAGNOSTIC_MESSAGES.intensity, (value) => value === null || (INTENSITIES as readonly unknown[]).includes(value));

/** The competition (spec 2 §2.1): the chosen brand ids, and per category (type0..type5) an intensity 1–3 or empty. */
export const competitionRules = object({
  brandIds: array(string().trim().required(DIAGNOSTIC_MESSAGES.brands).matches(/^\d+$/, DIAGNOSTIC_MESSAGES.brands)).default([]),
  intensity: object({
    type0: intensityRule(),
    type1: intensityRule(),
    type2: intensityRule(),
    type3: intensityRule(),
    type4: intensityRule(),
    type5: intensityRule(),
  }),
});

const starRule = () =>
  number()
    .typeError(DIAGNOSTIC_MESSAGES.stars)
    .integer(DIAGNOSTIC_MESSAGES.stars)
    .min(DIAGNOSTIC_LIMITS.minStars, DIAGNOSTIC_MESSAGES.stars)
    .max(DIAGNOSTIC_LIMITS.maxStars, DIAGNOSTIC_MESSAGES.stars)
    .nullable()
    .default(null);

/** One row's ratings: 1–5 stars on each feature, or not rated yet. */
export const starsRules = object({
  service: starRule(),
  relation: starRule(),
  innovation: starRule(),
  ambient: starRule(),
  promotion: starRule(),
});

/** Whether a row is rated on every feature. */
export const isFullyRated = (stars: Partial<Record<ComparisonFeature, number | null>> | undefined): boolean =>
  COMPARISON_FEATURES.every((feature) => typeof stars?.[feature] === "number");

/**
 * The comparison (spec 2 §2.1, §9): the own brand's stars (it may still lack some) and up to 3 distinct chosen
 * competitors with theirs. A competitor is compared on every feature ("each row is rated from 1 to 5 stars on service,
 * relation, innovation, ambient and promotion"): one added must be rated on all five before the table is saved.
 */
export const comparisonRules = object({
  own: starsRules.required(),
  competitors: array(
    object({
      brandId: string().trim().required(DIAGNOSTIC_MESSAGES.competitor).matches(/^\d+$/, DIAGNOSTIC_MESSAGES.competitor),
      stars: starsRules.required().test("rated", DIAGNOSTIC_MESSAGES.unrated, (stars) => isFullyRated(stars)),
    }),
  )
    .default([])
    .max(DIAGNOSTIC_LIMITS.maxCompetitors, DIAGNOSTIC_MESSAGES.competitorsMax)
    .test("distinct", DIAGNOSTIC_MESSAGES.competitor, (rows) => new Set((rows ?? []).map((row) => row.brandId)).size === (rows ?? []).length),
});

/** The restaurant's clusters (designed here): distinct clusters, each an integer share 0–100, 100 at most in all. */
export const clustersRules = object({
  clusters: array(
    object({
      clusterId: string().trim().required(DIAGNOSTIC_MESSAGES.clusters).matches(/^\d+$/, DIAGNOSTIC_MESSAGES.clusters),
      share: number()
        .typeError(DIAGNOSTIC_MESSAGES.clusters)
        .integer(DIAGNOSTIC_MESSAGES.clusters)
        .min(0, DIAGNOSTIC_MESSAGES.clusters)
        .max(100, DIAGNOSTIC_MESSAGES.clusters)
        .required(DIAGNOSTIC_MESSAGES.clusters),
    }),
  )
    .default([])
    .test("distinct", DIAGNOSTIC_MESSAGES.clusters, (rows) => new Set((rows ?? []).map((row) => row.clusterId)).size === (rows ?? []).length)
    .test("total", DIAGNOSTIC_MESSAGES.clusters, (rows) => (rows ?? []).reduce((sum, row) => sum + (row.share ?? 0), 0) <= 100),
});

const quadrant = () => string().trim().default("").max(DIAGNOSTIC_LIMITS.dafoMax, DIAGNOSTIC_MESSAGES.dafoLength);
/** The DAFO (designed here): four free texts of up to 2000 characters. */
export const dafoRules = object({
  strengths: quadrant(),
  weaknesses: quadrant(),
  opportunities: quadrant(),
  threats: quadrant(),
});

/**
 * Library tags that help with a moment of day or a product type trending down (the suggestions of the diagnostic):
 * matched on the words of the imported names (accents and case ignored).
 */
const SUGGESTION_TAGS: ReadonlyArray<{ words: readonly string[]; tags: readonly string[] }> = [
  { words: ["desayuno", "manana"], tags: ["desayuno", "mccafé", "tostadas"] },
  { words: ["merienda", "tarde", "dsy", "bebidas", "postres"], tags: ["mccafé", "helado", "postres"] },
  { words: ["comida", "a la carta", "value", "evm", "complementos"], tags: ["menú", "delivery"] },
  { words: ["cena", "noche"], tags: ["delivery", "fiestas"] },
  { words: ["happy meal"], tags: ["infantil", "cumpleaños"] },
  { words: ["ensaladas"], tags: ["menú"] },
];

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The library tags suggested for a moment of day or product type (by the words of its name); [] when none. */
export function suggestionTags(topic: string): string[] {
  const name = plain(topic);
  const tags = SUGGESTION_TAGS.filter((entry) => entry.words.some((word) => name.includes(word))).flatMap((entry) => entry.tags);
  return [...new Set(tags)];
}

/** Whether a resource's tags meet the suggested ones (accents and case ignored). */
export function matchesSuggestion(resourceTags: readonly string[], suggested: readonly string[]): boolean {
  const wanted = new Set(suggested.map(plain));
  return resourceTags.some((tag) => wanted.has(plain(tag.trim())));
}
