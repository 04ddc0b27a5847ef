import { array, boolean, number, object, string } from "yup";
import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";
import { MARKET_LANGUAGES, type Language, type Market } from "../common/markets.js";
import { RESOURCE_STATUS, SECTION_TYPES } from "../library/codes.js";
import { ADMIN_MESSAGES, type AdminMessageKey } from "./errors.js";
import { normalizeTags, resourceUrlBase } from "./resource-url.js";

export {
  languageFileSuffix,
  normalizeTags,
  resourceFileStem,
  resourceUrl,
  resourceUrlBase,
  storedTags,
  tagsOf,
  TAG_SEPARATOR,
} from "./resource-url.js";

/*
 * The resources of the admin area (spec 1 §2 "/admin/resources", §3 "Resource", §4 "Resource status and save", §5
 * "Resource form"): the form's rules, the uploads' limits, the bulk status and the catalogue's refusals. Every
 * administrator (a restricted one too), both markets.
 *
 * The form's "category" is the library area the resource belongs to: the section type of its sections, 1 national,
 * 2 local, 3 communication, 4 toolkit, 5 best practice (the spec's "categories below 4 / 5 / 3" read on it). The
 * catalogue stores the resource's category from it: 3 piece for the first three areas, else 4 toolkit or 5 best
 * practice (`storedCategory`).
 */

export const RESOURCE_LIMITS = {
  /** Categories below this need a piece type and a language. */
  typedBelow: 4,
  /** Categories below this need a thumbnail. */
  thumbnailBelow: 5,
  /** Categories below this may be budgeted (the budget switch shows). */
  budgetBelow: 3,
  maxName: 200,
  maxReference: 60,
  maxTag: 60,
  maxTags: 50,
  maxDescription: 20_000,
} as const;

/** The form's categories: the library's five areas (section types). */
export const RESOURCE_FORM_CATEGORIES: readonly number[] = Object.values(SECTION_TYPES);

/** The statuses the form offers: '0' inactive, '1' active, '2' draft (a new resource is a draft). */
export const RESOURCE_STATUS_CODES: readonly number[] = Object.values(RESOURCE_STATUS);

/** The bulk action of the table on the selected rows: inactive ('0') or active ('1'). */
export const RESOURCE_BULK_STATUSES = [RESOURCE_STATUS.INACTIVE, RESOURCE_STATUS.ACTIVE] as const;

/** The category the catalogue stores for a form's category (an area): 3 piece for areas 1 to 3, else the area's own. */
export const storedCategory = (area: number): 3 | 4 | 5 => (area <= 3 ? 3 : (area as 4 | 5));

export const needsTypeAndLanguage = (category: number) => category < RESOURCE_LIMITS.typedBelow;
export const needsThumbnail = (category: number) => category < RESOURCE_LIMITS.thumbnailBelow;
export const mayBeBudgeted = (category: number) => category < RESOURCE_LIMITS.budgetBelow;

/** The languages a resource may be in, per market: ES hides Portuguese (Castilian, Catalan), PT only Portuguese. */
export const resourceLanguages = (market: Market): readonly Language[] => MARKET_LANGUAGES[market];

/** The file a resource offers: a marketing piece (PDF, image, video or zip, read from its first bytes), at most 50 MB. */
export const RESOURCE_FILE = {
  maxBytes: 50 * 1024 * 1024,
  types: ["application/pdf", "image/jpeg", "image/png", "image/webp", "image/gif", "video/mp4", "application/zip"],
  folder: "resources/",
} as const;

/**
 * A resource's thumbnail: cropped in the browser to 600×600 JPEG at quality 0.8 (from a 500 px view); the upload takes
 * JPEG, PNG or WebP by its bytes, at most 2 MB. The image chosen to crop is JPEG, PNG or WebP by its bytes too, at most
 * `sourceMaxBytes` (larger ones take too long to draw on a phone): the crop opens only for such an image.
 */
export const RESOURCE_THUMBNAIL = {
  size: 600,
  quality: 0.8,
  cropView: 500,
  maxBytes: 2 * 1024 * 1024,
  sourceMaxBytes: 10 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/webp"],
  folder: "thumbs/",
} as const;

/** What an upload of a resource is: its file or its thumbnail. */
export const RESOURCE_UPLOAD_KINDS = ["file", "thumb"] as const;
export type ResourceUploadKind = (typeof RESOURCE_UPLOAD_KINDS)[number];

/** What the rules need to know of a section: its id and its type (its area). */
export interface ResourceSectionFacts {
  id: string;
  type: number;
}

export interface ResourceRuleContext {
  market: Market;
  /** The market's sections a resource may be in. */
  sections: readonly ResourceSectionFacts[];
  /** The market's piece types (ids); undefined: not checked here (the catalogue checks). */
  typeIds?: readonly string[];
}

/** A select's or a number box's value ("3", 3, "" or null): "" and null read as missing. */
const missingAsUndefined = (value: number, original: unknown) => (original === "" || original === null ? undefined : value);

const categoryOf = (parent: unknown) => Number((parent as { category?: unknown }).category);

/**
 * The resource form (spec 1 §5): name (giving a url), category, status required; a piece type and a language for
 * categories below 4 (the language one of the market's); a thumbnail for categories below 5 (`hasThumbnail`: the
 * stored one or one cropped and waiting in the upload queue); at least one section (`categories_error`), all of the
 * category's area; the budget only for categories below 3; tags trimmed, pipes stripped, each once, none empty.
 */
export function resourceRules({ market, sections, typeIds }: ResourceRuleContext) {
  const languages = resourceLanguages(market) as readonly string[];
  const typeOf = new Map(sections.map((s) => [s.id, s.type]));
  return object({
    name: string()
      .trim()
      .required(COMMON_MESSAGES.required)
      .max(RESOURCE_LIMITS.maxName, ADMIN_MESSAGES.resourceTooLong)
      .test("url", ADMIN_MESSAGES.resourceName, (name) => !name || resourceUrlBase(name) !== ""),
    description: string().trim().default("").max(RESOURCE_LIMITS.maxDescription, ADMIN_MESSAGES.resourceTooLong),
    reference: string().trim().default("").max(RESOURCE_LIMITS.maxReference, ADMIN_MESSAGES.resourceTooLong),
    category: number()
      .transform(missingAsUndefined)
      .typeError(ADMIN_MESSAGES.resourceCategory)
      .required(COMMON_MESSAGES.required)
      .oneOf([...RESOURCE_FORM_CATEGORIES], ADMIN_MESSAGES.resourceCategory),
    status: number()
      .transform(missingAsUndefined)
      .typeError(ADMIN_MESSAGES.resourceStatus)
      .required(COMMON_MESSAGES.required)
      .oneOf([...RESOURCE_STATUS_CODES], ADMIN_MESSAGES.resourceStatus),
    typeId: string()
      .trim()
      .default("")
      .test("required", COMMON_MESSAGES.required, function (id) {
        return Boolean(id) || !needsTypeAndLanguage(categoryOf(this.parent));
      })
      .test("known", ADMIN_MESSAGES.resourceType, (id) => !id || !typeIds || typeIds.includes(id)),
    language: string()
      .trim()
      .uppercase()
      .default("")
      .test("required", COMMON_MESSAGES.required, function (language) {
        return Boolean(language) || !needsTypeAndLanguage(categoryOf(this.parent));
      })
      .test("market", ADMIN_MESSAGES.resourceLanguage, (language) => !language || languages.includes(language)),
    hasThumbnail: boolean()
      .default(false)
      .test("required", ADMIN_MESSAGES.resourceThumbnail, function (has) {
        return Boolean(has) || !needsThumbnail(categoryOf(this.parent));
      }),
    sectionIds: array(string().trim().defined())
      .default([])
      .transform((ids: unknown[]) => [...new Set(ids.map((id) => String(id ?? "").trim()).filter(Boolean))])
      .min(1, ADMIN_MESSAGES.resourceCategories)
      .test("area", ADMIN_MESSAGES.resourceSections, function (ids) {
        const category = categoryOf(this.parent);
        return (ids ?? []).every((id) => typeOf.has(id) && (!RESOURCE_FORM_CATEGORIES.includes(category) || typeOf.get(id) === category));
      }),
    tags: array(string().defined())
      .default([])
      .transform((tags: string[]) => normalizeTags(tags))
      .max(RESOURCE_LIMITS.maxTags, ADMIN_MESSAGES.resourceTags)
      .test("long", ADMIN_MESSAGES.resourceTags, (tags) => (tags ?? []).every((tag) => tag.length <= RESOURCE_LIMITS.maxTag)),
    budget: boolean()
      .default(false)
      .test("category", ADMIN_MESSAGES.resourceBudget, function (budget) {
        return !budget || mayBeBudgeted(categoryOf(this.parent));
      }),
  });
}

export type ResourceRules = ReturnType<typeof resourceRules>;

/** The bulk status of the table: at least one selected resource, and inactive or active. */
export const resourceStatusRules = object({
  ids: array(
    string()
      .trim()
      .matches(/^\d{1,9}$/, ADMIN_MESSAGES.resourceSelection)
      .defined(),
  )
    .default([])
    .min(1, ADMIN_MESSAGES.resourceSelection),
  status: number()
    .required(COMMON_MESSAGES.required)
    .oneOf([...RESOURCE_BULK_STATUSES], ADMIN_MESSAGES.resourceStatus),
});

/** Reasons the catalogue refuses the admin resource calls with (packages/legacy/src/routes/admin/resources/). */
export const RESOURCE_REFUSALS = {
  ADMIN: "admin",
  ID: "id",
  IDS: "ids",
  NAME: "name",
  CATEGORY: "category",
  STATUS: "status",
  TYPE: "type",
  LANG: "lang",
  SECTIONS: "sections",
  BUDGET: "budget",
  TAGS: "tags",
  KIND: "kind",
  FILE: "file",
  PATH: "path",
  SIZE: "size",
  PAGE: "page",
  SORT: "sort",
  DIRECTION: "direction",
} as const;
export type ResourceRefusal = (typeof RESOURCE_REFUSALS)[keyof typeof RESOURCE_REFUSALS];

/**
 * The form's refusals point at their field (the shared rules catch them first); `file` is an upload the catalogue did
 * not take; `admin` is a non-administrator's call; `id`, `kind`, `path` and the table's `page`, `sort` and `direction` are the BFF's fault.
 */
export const RESOURCE_REFUSAL_MESSAGES: RefusalMap<ResourceRefusal, AdminMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  id: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  ids: { key: ADMIN_MESSAGES.resourceSelection, field: "ids" },
  name: { key: ADMIN_MESSAGES.resourceName, field: "name" },
  category: { key: ADMIN_MESSAGES.resourceCategory, field: "category" },
  status: { key: ADMIN_MESSAGES.resourceStatus, field: "status" },
  type: { key: ADMIN_MESSAGES.resourceType, field: "typeId" },
  lang: { key: ADMIN_MESSAGES.resourceLanguage, field: "language" },
  sections: { key: ADMIN_MESSAGES.resourceSections, field: "sectionIds" },
  budget: { key: ADMIN_MESSAGES.resourceBudget, field: "budget" },
  tags: { key: ADMIN_MESSAGES.resourceTags, field: "tags" },
  kind: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  file: { key: ADMIN_MESSAGES.resourceUploadType, field: "file" },
  path: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  size: { key: COMMON_MESSAGES.pageSize, field: "size" },
  page: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  sort: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  direction: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
};
