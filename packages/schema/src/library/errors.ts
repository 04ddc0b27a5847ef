import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Message keys of the library's forms (custom resource request), translated in the browser. */
export const LIBRARY_MESSAGES = {
  topicRequired: "customresource.error.topic_required",
} as const;

/** Message keys of the opening communication form. */
export const OPENING_MESSAGES = {
  tooSoon: "opening.error.too_soon",
  date: "opening.error.date",
} as const;

export type LibraryMessageKey = (typeof LIBRARY_MESSAGES)[keyof typeof LIBRARY_MESSAGES] | (typeof OPENING_MESSAGES)[keyof typeof OPENING_MESSAGES];

/**
 * Reasons the catalogue refuses the library's calls with (sections, resources, search, files, custom resource
 * request, opening form; packages/legacy/src/routes/library/). `not_found` and `lang` are common ones.
 */
export const LIBRARY_REFUSALS = {
  STATUS: "status",
  TYPE: "type",
  SECTION: "section",
  IDS: "ids",
  TOPIC: "topic",
  DATA: "data",
  OPENING_DATE: "opening_date",
} as const;
export type LibraryRefusal = (typeof LIBRARY_REFUSALS)[keyof typeof LIBRARY_REFUSALS];

/**
 * The forms' refusals point at their field (the shared rules catch them first; the catalogue decides on its own
 * day). The others refuse what the BFF itself built (a status filter, a type, a section, ids, the form's JSON).
 */
export const LIBRARY_REFUSAL_MESSAGES: RefusalMap<LibraryRefusal, LibraryMessageKey | CommonMessageKey> = {
  status: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  type: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  section: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  ids: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  topic: { key: LIBRARY_MESSAGES.topicRequired, field: "topic" },
  data: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  opening_date: { key: OPENING_MESSAGES.tooSoon, field: "openingDate" },
};
