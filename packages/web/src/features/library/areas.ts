import type { SectionType } from "../../gql/graphql";

/** Catalog id of each area's title (the same ids the routes use). */
export const AREA_TITLE_IDS: Record<SectionType, string> = {
  NATIONAL: "screen.nacional",
  LOCAL: "screen.local",
  COMMUNICATION: "screen.comunicacion",
  TOOLKIT: "screen.toolkits",
  BEST_PRACTICE: "screen.practices",
};

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
