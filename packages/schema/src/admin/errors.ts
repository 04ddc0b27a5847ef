import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Message keys of the admin screens' forms, translated in the browser. */
export const ADMIN_MESSAGES = {
  /** A date field that is not a real day. */
  date: "admin.error.date",
  /** An end date before the start date. */
  endBeforeStart: "admin.error.end_before_start",
  /** A download report's range longer than INFORM_LIMITS.maxDays. */
  informRangeTooLong: "admin.inform.error.range",
  /** A restaurant's site that another restaurant of the market has ("a restaurant with this site already exists"). */
  restaurantSiteExists: "admin.restaurants.error.site_exists",
  /** A section's name that gives no url (nothing left once spaces and the characters a route cannot hold are removed). */
  sectionName: "admin.sections.error.name",
  /** A section without one of the five types (the select's -1): the "section type error", shown 4 s. */
  sectionType: "admin.sections.error.type",
  /** A parent section of another type, at level 2, the section itself or one below it. */
  sectionParent: "admin.sections.error.parent",
  /** A position that is not an integer from 0. */
  sectionPosition: "admin.sections.error.position",
  /** A type change of a section with sub-sections (they share its type). */
  sectionKeepsType: "admin.sections.error.keeps_type",
  /** A delete of a section with sub-sections. */
  sectionHasChildren: "admin.sections.error.has_children",
  /** A delete of a section with resources. */
  sectionHasResources: "admin.sections.error.has_resources",
  /** A slider's image that is not one the catalogue stored for sliders (upload it again). */
  sliderFile: "admin.sliders.error.file",
  /** A slider's link that is not a national or local section's portal path. */
  sliderUrl: "admin.sliders.error.url",
  /** A slider image past SLIDER_IMAGE.maxBytes. */
  sliderImageTooLarge: "admin.sliders.upload.error.too_large",
  /** A slider image that is not JPEG, PNG or WebP (read from its first bytes). */
  sliderImageType: "admin.sliders.upload.error.type",
  /** A slider image whose name is nothing once cleaned. */
  sliderImageName: "admin.sliders.upload.error.name",
  /** An upload without a file (or an empty one). */
  sliderImageMissing: "admin.sliders.upload.error.missing",
} as const;
export type AdminMessageKey = (typeof ADMIN_MESSAGES)[keyof typeof ADMIN_MESSAGES];

/** Reasons the catalogue refuses the admin calls with (packages/legacy/src/routes/home.ts, video/update and video/delete). */
export const ADMIN_REFUSALS = {
  ADMIN: "admin",
  ID: "id",
  URL: "url",
  START_DATE: "start_date",
  END_DATE: "end_date",
} as const;
export type AdminRefusal = (typeof ADMIN_REFUSALS)[keyof typeof ADMIN_REFUSALS];

/** The form's refusals point at their field (the shared rules catch them first); `admin` and `id` are the caller's or the BFF's fault. */
export const ADMIN_REFUSAL_MESSAGES: RefusalMap<AdminRefusal, AdminMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  id: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  url: { key: COMMON_MESSAGES.required, field: "url" },
  start_date: { key: ADMIN_MESSAGES.date, field: "startDate" },
  end_date: { key: ADMIN_MESSAGES.endBeforeStart, field: "endDate" },
};
