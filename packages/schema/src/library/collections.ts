import { object, string } from "yup";
import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** A collection's limits (the catalogue's `collections` area keeps the same). */
export const COLLECTION_RULES = {
  /** Characters of a collection's name, after trimming and folding inner spaces. */
  nameMax: 60,
  /** Collections one user may own. */
  maxCollections: 50,
  /** Resources one collection may hold. */
  maxItems: 200,
} as const;

/** Message keys of the collections (library area), translated in the browser. */
export const COLLECTION_MESSAGES = {
  nameRequired: "collections.error.name_required",
  nameTooLong: "collections.error.name_too_long",
  duplicate: "collections.error.duplicate",
  limit: "collections.error.limit",
  notFound: "collections.error.not_found",
  resource: "collections.error.resource",
  restaurant: "collections.error.restaurant",
} as const;
export type CollectionMessageKey = (typeof COLLECTION_MESSAGES)[keyof typeof COLLECTION_MESSAGES];

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A collection's name as kept: trimmed, inner runs of spaces folded to one. */
export const collectionName = (value: string) => value.trim().replace(/\s+/g, " ");

/** The collection name form (create and rename): required, at most COLLECTION_RULES.nameMax characters, no control characters. */
export const collectionNameRules = object({
  name: string()
    .default("")
    .transform((value: unknown) => (typeof value === "string" ? collectionName(value) : value))
    .required(COLLECTION_MESSAGES.nameRequired)
    .test("length", COLLECTION_MESSAGES.nameTooLong, (value) => !value || [...value].length <= COLLECTION_RULES.nameMax)
    .test("characters", COMMON_MESSAGES.invalidCharacters, (value) => !value || !CONTROL.test(value)),
});

/** Reasons the catalogue refuses the collections' calls with (packages/legacy/src/routes/collections/). */
export const COLLECTION_REFUSALS = {
  NAME: "name",
  DUPLICATE: "duplicate",
  LIMIT: "limit",
  NOT_FOUND: "not_found",
  RESOURCE: "resource",
  RESTAURANT: "restaurant",
} as const;
export type CollectionRefusal = (typeof COLLECTION_REFUSALS)[keyof typeof COLLECTION_REFUSALS];

/** What each refusal means for the user, and the input it points at. */
export const COLLECTION_REFUSAL_MESSAGES: RefusalMap<CollectionRefusal, CollectionMessageKey | CommonMessageKey> = {
  name: { key: COLLECTION_MESSAGES.nameRequired, field: "name" },
  duplicate: { key: COLLECTION_MESSAGES.duplicate, field: "name" },
  limit: { key: COLLECTION_MESSAGES.limit },
  not_found: { key: COLLECTION_MESSAGES.notFound, field: "id" },
  resource: { key: COLLECTION_MESSAGES.resource, field: "resourceId" },
  restaurant: { key: COLLECTION_MESSAGES.restaurant, field: "restaurantId" },
};
