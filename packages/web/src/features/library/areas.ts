import { AREA_PATHS, SECTION_TYPES } from "@portal/schema";
import type { SectionType } from "../../gql/graphql";

/** Catalog id of each area's title (the same ids the routes use). */
export const AREA_TITLE_IDS: Record<SectionType, string> = {
  NATIONAL: "screen.nacional",
  LOCAL: "screen.local",
  COMMUNICATION: "screen.comunicacion",
  TOOLKIT: "screen.toolkits",
  BEST_PRACTICE: "screen.practices",
};

/** The area of a library path (/nacional/…, /local/…, /comunicacion/…, /toolkits, /practices); null elsewhere. */
export function areaOfPath(pathname: string): SectionType | null {
  const first = `/${pathname.split("/").filter(Boolean)[0] ?? ""}`;
  const found = (Object.keys(AREA_PATHS) as SectionType[]).find((type) => AREA_PATHS[type] === first);
  return found ?? null;
}

/**
 * Toolkits and best practices have a single route (/toolkits, /practices): their sections filter
 * that page with `?category=`. The other areas have a route per category.
 */
export const hasCategoryRoutes = (type: SectionType) => SECTION_TYPES[type] < SECTION_TYPES.TOOLKIT;

/** A section of the side navigation (three levels). */
export interface NavSection {
  id: string;
  name: string;
  slug: string;
  href: string;
  children?: NavSection[];
}

/** The sections from the top level down to the one with `slug` (empty when it is not in the tree). */
export function sectionTrail(sections: readonly NavSection[], slug: string | null | undefined): NavSection[] {
  if (!slug) return [];
  for (const section of sections) {
    if (section.slug === slug) return [section];
    const below = sectionTrail(section.children ?? [], slug);
    if (below.length) return [section, ...below];
  }
  return [];
}
