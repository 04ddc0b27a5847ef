import { boolean, number, object, string } from "yup";
import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";
import { SECTION_TYPES } from "../library/codes.js";
import { ADMIN_MESSAGES, type AdminMessageKey } from "./errors.js";
import { sectionUrlBase } from "./section-url.js";

export { sectionUrl, sectionUrlBase } from "./section-url.js";

/*
 * The sections of the admin area (spec 1 §2 "/admin/sections", §3 "Section/category", §5 "Section form"): the
 * limits of the tree, the form's rules, which sections may be a section's parent, and the catalogue's refusals.
 * Sections are for every administrator (a restricted administrator too), in both markets.
 */

export const SECTION_LIMITS = {
  /** The longest section name (characters, once trimmed): a longer one is refused, never cut. */
  nameMaxLength: 200,
  /** Levels run from 0 (top) to 2: a section at level 2 has no sub-sections. */
  maxLevel: 2,
  /** The type select's "no type yet" (a new section's), refused with its own message. */
  noType: -1,
  /** The catalogue's `parent_id` of a top-level section. */
  noParent: -1,
  /** How long the form shows the type's error (spec 1 §8, §9: "section type error 4 s"). */
  typeErrorMs: 4_000,
  /** The highest position the catalogue keeps (an integer column). */
  maxPosition: 999_999_999,
} as const;

/** The section type codes 1 to 5 (national, local, communication, toolkit, best practice). */
export const SECTION_TYPE_CODES: readonly number[] = Object.values(SECTION_TYPES);

/** What the rules need to know of a section to decide whether it may be a parent. */
export interface SectionTreeFacts {
  id: string;
  type: number;
  level: number;
  /** Its parent's id; null at the top. */
  parentId: string | null;
}

/**
 * The sections that may be the parent of section `id` (null: a new section): those of level 0 or 1 (a parent at level
 * 2 could not have sub-sections), but neither the section itself nor one below it, nor one that would push the
 * section's own sub-sections below level 2. The type is the form's to match (`sectionRules`).
 */
export function sectionParentChoices<S extends SectionTreeFacts>(sections: readonly S[], id: string | null): S[] {
  const children = new Map<string, S[]>();
  for (const s of sections) if (s.parentId !== null) children.set(s.parentId, [...(children.get(s.parentId) ?? []), s]);
  const below = new Set<string>();
  /** How many levels hang below `from` (0: no sub-sections). */
  const depth = (from: string): number => {
    const kids = children.get(from) ?? [];
    kids.forEach((kid) => below.add(kid.id));
    return kids.length === 0 ? 0 : 1 + Math.max(...kids.map((kid) => depth(kid.id)));
  };
  const height = id === null ? 0 : depth(id);
  return sections.filter(
    (s) => s.id !== id && !below.has(s.id) && s.level < SECTION_LIMITS.maxLevel && s.level + 1 + height <= SECTION_LIMITS.maxLevel,
  );
}

/** A value of a select or a number box ("3", 3, "" or null): "" and null read as missing. */
const missingAsUndefined = (value: number, original: unknown) => (original === "" || original === null ? undefined : value);

export interface SectionRuleContext {
  /** The sections the section may hang from (`sectionParentChoices`). */
  parents: readonly Pick<SectionTreeFacts, "id" | "type" | "level">[];
  /** A section with sub-sections keeps its type (they share it): that type; null otherwise (or a new section). */
  keptType?: number | null;
}

/**
 * The section form (spec 1 §5): name required, at most SECTION_LIMITS.nameMaxLength characters, and giving a url (`sectionUrl`); type required and one of 1 to 5 (the
 * select's -1, "no type", is the section type error, shown 4 s by the web); the parent (`parentId`, "" for none) one
 * of `parents` of the same type; a section with sub-sections keeps its type; the position an integer from 0; active by
 * default. The level is not the form's: the parent's plus one, or 0 without parent.
 */
export function sectionRules({ parents, keptType = null }: SectionRuleContext) {
  return object({
    name: string()
      .trim()
      .required(COMMON_MESSAGES.required)
      .max(SECTION_LIMITS.nameMaxLength, ADMIN_MESSAGES.sectionNameTooLong)
      .test("url", ADMIN_MESSAGES.sectionName, (name) => !name || sectionUrlBase(name) !== ""),
    type: number()
      .transform(missingAsUndefined)
      .typeError(ADMIN_MESSAGES.sectionType)
      .required(COMMON_MESSAGES.required)
      .oneOf([...SECTION_TYPE_CODES], ADMIN_MESSAGES.sectionType)
      .test("kept", ADMIN_MESSAGES.sectionKeepsType, (type) => keptType === null || type === keptType),
    parentId: string()
      .trim()
      .default("")
      .test("parent", ADMIN_MESSAGES.sectionParent, function (id) {
        if (!id) return true;
        const parent = parents.find((p) => p.id === id);
        return Boolean(parent) && parent!.level < SECTION_LIMITS.maxLevel && parent!.type === Number(this.parent.type);
      }),
    position: number()
      .transform(missingAsUndefined)
      .typeError(ADMIN_MESSAGES.sectionPosition)
      .required(COMMON_MESSAGES.required)
      .integer(ADMIN_MESSAGES.sectionPosition)
      .min(0, ADMIN_MESSAGES.sectionPosition)
      .max(SECTION_LIMITS.maxPosition, ADMIN_MESSAGES.sectionPosition),
    active: boolean().default(true),
  });
}

/** The level a section takes under `parent` (none: the top, 0). */
export const sectionLevelUnder = (parent: Pick<SectionTreeFacts, "level"> | null | undefined) => (parent ? parent.level + 1 : 0);

/** Reasons the catalogue refuses the admin section calls with (packages/legacy/src/routes/admin/sections/). */
export const SECTION_REFUSALS = {
  ADMIN: "admin",
  ID: "id",
  NAME: "name",
  TYPE: "type",
  PARENT: "parent",
  POS: "pos",
  TYPE_CHILDREN: "type_children",
  HAS_CHILDREN: "has_children",
  HAS_RESOURCES: "has_resources",
} as const;
export type SectionRefusal = (typeof SECTION_REFUSALS)[keyof typeof SECTION_REFUSALS];

/**
 * The form's refusals point at their field (the shared rules catch them first); a delete's refusals are the table's
 * message (a section with sub-sections or resources stays); `admin` is anyone but an administrator, `id` the BFF's fault.
 */
export const SECTION_REFUSAL_MESSAGES: RefusalMap<SectionRefusal, AdminMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  id: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  name: { key: ADMIN_MESSAGES.sectionName, field: "name" },
  type: { key: ADMIN_MESSAGES.sectionType, field: "type" },
  parent: { key: ADMIN_MESSAGES.sectionParent, field: "parentId" },
  pos: { key: ADMIN_MESSAGES.sectionPosition, field: "position" },
  type_children: { key: ADMIN_MESSAGES.sectionKeepsType, field: "type" },
  has_children: { key: ADMIN_MESSAGES.sectionHasChildren },
  has_resources: { key: ADMIN_MESSAGES.sectionHasResources },
};
