/** Section types (spec 1 §3): the five areas of the library. */
export const SECTION_TYPES = {
  NATIONAL: 1,
  LOCAL: 2,
  COMMUNICATION: 3,
  TOOLKIT: 4,
  BEST_PRACTICE: 5,
} as const;
export type SectionTypeName = keyof typeof SECTION_TYPES;
export const SECTION_TYPE_NAMES = Object.keys(SECTION_TYPES) as SectionTypeName[];

export function sectionTypeFromCode(code: number): SectionTypeName | undefined {
  return SECTION_TYPE_NAMES.find((name) => SECTION_TYPES[name] === code);
}

/** The route of each area (spec 1 §2). */
export const AREA_PATHS: Record<SectionTypeName, string> = {
  NATIONAL: "/nacional",
  LOCAL: "/local",
  COMMUNICATION: "/comunicacion",
  TOOLKIT: "/toolkits",
  BEST_PRACTICE: "/practices",
};

/** Resource status: '0' inactive, '1' active, '2' draft (new resources start as drafts). */
export const RESOURCE_STATUS = { INACTIVE: 0, ACTIVE: 1, DRAFT: 2 } as const;
export type ResourceStatusName = keyof typeof RESOURCE_STATUS;
export const RESOURCE_STATUS_NAMES = Object.keys(RESOURCE_STATUS) as ResourceStatusName[];

export function resourceStatusFromCode(code: number): ResourceStatusName | undefined {
  return RESOURCE_STATUS_NAMES.find((name) => RESOURCE_STATUS[name] === code);
}

/** Resource categories (spec 1 §3): 3 piece, 4 toolkit, 5 best practice. */
export const RESOURCE_CATEGORIES = { PIECE: 3, TOOLKIT: 4, BEST_PRACTICE: 5 } as const;

/**
 * Categories whose resources are never adapted (spec 1 §2 file list): legal, legal aspects of
 * advertising, advertising installations. Matched on the category's url slug.
 */
export const NO_ADAPTATION_CATEGORY_SLUGS = ["legal", "aspectos-legales-publicidad", "instalaciones-publicitarias"] as const;

/** Business constants of the library and home (spec 1 §9). */
export const LIBRARY_LIMITS = {
  newestResources: 10,
  bannerAutoplayMs: 8000,
  bannerThumbnailsMin: 1,
  bannerThumbnailsMax: 5,
  copiedMessageMs: 3000,
  gridColumns: [3, 4, 5] as const,
  openingFormMinDays: 15,
} as const;
