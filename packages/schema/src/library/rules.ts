import { object, string } from "yup";
import { NO_ADAPTATION_CATEGORY_SLUGS, SECTION_TYPES } from "./codes.js";
import { LIBRARY_MESSAGES } from "./errors.js";

/** What the file-list rules need to know of a resource. */
export interface ResourceFacts {
  /** Type of the resource's first section (1..5). */
  firstSectionType: number | null;
  /** url slugs of the resource's sections (its categories). */
  sectionSlugs: string[];
  hasFile: boolean;
  budget: boolean;
  status: number;
}

/** Resources whose first section is a toolkit or best practice (type 4+) show as special cards, download only. */
export const isSpecialCard = (r: ResourceFacts) => (r.firstSectionType ?? 0) >= SECTION_TYPES.TOOLKIT;

/** Drafts (status 2) are shown disabled with a coming-soon label. */
export const isComingSoon = (r: ResourceFacts) => r.status === 2;

/**
 * Adaptation (order) shows unless: special card, no file, in a legal / legal-aspects-of-advertising /
 * advertising-installations category, or (in the detail) the resource is of the communication type 3.
 */
export function canAdapt(r: ResourceFacts, context: "list" | "detail" = "list"): boolean {
  if (isSpecialCard(r) || isComingSoon(r) || !r.hasFile) return false;
  if (r.sectionSlugs.some((slug) => (NO_ADAPTATION_CATEGORY_SLUGS as readonly string[]).includes(slug))) return false;
  if (context === "detail" && r.firstSectionType === SECTION_TYPES.COMMUNICATION) return false;
  return true;
}

/** Production (add to the production-budget cart) only when the budget flag is 1. */
export const canOrderProduction = (r: ResourceFacts) => !isSpecialCard(r) && !isComingSoon(r) && r.budget;

export const canDownload = (r: ResourceFacts) => !isComingSoon(r) && r.hasFile;

/** Every button of a resource, decided once (the BFF answers it as `Resource.actions`). */
export function resourceActions(r: ResourceFacts) {
  return {
    download: canDownload(r),
    adapt: canAdapt(r),
    adaptInDetail: canAdapt(r, "detail"),
    produce: canOrderProduction(r),
    special: isSpecialCard(r),
    comingSoon: isComingSoon(r),
  };
}

/** Custom resource request: topic required, comments optional. */
export const customResourceRules = object({
  topic: string().trim().required(LIBRARY_MESSAGES.topicRequired),
  comments: string().trim().default(""),
});

/** Parses YYYY-MM-DD as a local calendar date. */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 ? date : null;
}
