import { AREA_PATHS, RESOURCE_STATUS, SECTION_TYPES, SECTION_TYPE_NAMES, type SectionTypeName } from "./codes.js";
import type { ResourceFacts } from "./rules.js";

/*
 * Where the library's things live on the portal and who sees them: one source for the BFF (which answers
 * `href`, `actions` and the visible tree) and the web (which reads the area from the path).
 */

/** What the link and visibility rules read of a section. */
export interface SectionFacts {
  type: SectionTypeName;
  slug: string;
  active: boolean;
}

/**
 * Toolkits and best practices have a single route (/toolkits, /practices): their sections filter that page
 * with `?category=`. The other areas have a route per category.
 */
export const hasCategoryRoutes = (type: SectionTypeName) => SECTION_TYPES[type] < SECTION_TYPES.TOOLKIT;

/** The area of a library path (/nacional/…, /local/…, /comunicacion/…, /toolkits, /practices); null elsewhere. */
export function areaOfPath(pathname: string): SectionTypeName | null {
  const first = `/${pathname.split("/").filter(Boolean)[0] ?? ""}`;
  return SECTION_TYPE_NAMES.find((type) => AREA_PATHS[type] === first) ?? null;
}

/** A category's route: /nacional/carteleria; toolkits and best practices: /toolkits?category={slug}. */
export function sectionHref(section: Pick<SectionFacts, "type" | "slug">): string {
  const area = AREA_PATHS[section.type];
  return hasCategoryRoutes(section.type) ? `${area}/${section.slug}` : `${area}?category=${encodeURIComponent(section.slug)}`;
}

/** A resource's detail route, from its first section (its category): /nacional/carteleria/{slug}; the area route for toolkits and best practices; / without a section. */
export function resourceHref(category: Pick<SectionFacts, "type" | "slug"> | undefined, resourceSlug: string): string {
  if (!category) return "/";
  const area = AREA_PATHS[category.type];
  return hasCategoryRoutes(category.type) ? `${area}/${category.slug}/${resourceSlug}` : area;
}

/** Inactive sections are shown to administrators only. */
export const sectionVisible = (section: Pick<SectionFacts, "active">, admin: boolean) => section.active || admin;

/**
 * Resource statuses every user sees listed (spec 1 §2, file list): active ones, and drafts as disabled "coming soon"
 * cards (`resourceActions`). Inactive ones never.
 */
export const LISTED_RESOURCE_STATUSES: readonly number[] = [RESOURCE_STATUS.ACTIVE, RESOURCE_STATUS.DRAFT];

/** The facts the file-list rules read, from a resource and its sections (first = its category). */
export function resourceFacts(
  sections: ReadonlyArray<Pick<SectionFacts, "type" | "slug">>,
  resource: { hasFile: boolean; budget: boolean; statusCode: number },
): ResourceFacts {
  return {
    firstSectionType: sections[0] ? SECTION_TYPES[sections[0].type] : null,
    sectionSlugs: sections.map((s) => s.slug),
    hasFile: resource.hasFile,
    budget: resource.budget,
    status: resource.statusCode,
  };
}
