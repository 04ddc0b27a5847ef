import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";
import { LIST_TABLES, type Language, type ResourceStatusName, type SectionTypeName, type SortFieldOf } from "@portal/schema";
import { PageInputOf, Paginated } from "../../../common/paginated.js";
import { LanguageEnum, enumOf } from "../../../graphql/enums.js";
import { ResourceStatusEnum, SectionTypeEnum } from "../../library/library.types.js";

@ObjectType({
  description:
    "A resource of the library as the admin table and form edit it (administrators, restricted ones too; both markets), whatever its status.",
})
export class AdminResource {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;

  @Field(() => String, { description: "Its description (HTML); empty without one." })
  description!: string;

  @Field(() => String, { description: "Its url (slug), derived from the name by the catalogue: `_1`, `_2` added until unique." })
  slug!: string;

  @Field(() => String, { description: "Its reference (e.g. NAC-2026-001); empty without one." })
  reference!: string;

  @Field(() => ResourceStatusEnum, { description: "INACTIVE ('0'), ACTIVE ('1') or DRAFT ('2': a new resource)." })
  status!: ResourceStatusName;

  @Field(() => SectionTypeEnum, {
    nullable: true,
    description: "Its category in the form: the library area of its first section (NATIONAL … BEST_PRACTICE); null without sections.",
  })
  category!: SectionTypeName | null;

  @Field(() => LanguageEnum, { description: "The language it is written in (the library shows it to users of that language)." })
  language!: Language;

  @Field(() => ID, { nullable: true, description: "Its piece type; null for toolkits and best practices without one." })
  typeId!: string | null;

  @Field(() => String, { nullable: true, description: "Its piece type's name in its language." })
  typeName!: string | null;

  @Field(() => [ID], { description: "Its sections in order: the first is its main category (it decides the area and the link)." })
  sectionIds!: string[];

  @Field(() => String, { nullable: true, description: "Its first section's name; null without sections." })
  sectionName!: string | null;

  @Field(() => [String], { description: "Its tags (stored pipe-delimited)." })
  tags!: string[];

  @Field(() => Boolean, { description: "Whether it may be budgeted (the production button): national and local pieces only." })
  budget!: boolean;

  @Field(() => String, { nullable: true, description: "Its file's name (the slug plus the language's suffix); null without a file." })
  fileName!: string | null;

  @Field(() => Int, { nullable: true, description: "Its file's size in bytes; null without a file." })
  fileSize!: number | null;

  @Field(() => String, { nullable: true, description: "Where the browser opens its file (the portal's file route); null without a file." })
  fileUrl!: string | null;

  @Field(() => String, { nullable: true, description: "Where the browser loads its thumbnail from; null without one." })
  thumbUrl!: string | null;

  @Field(() => DateTimeResolver, { nullable: true, description: "Its last update (the table's default order, newest first)." })
  updatedAt!: Date | null;

  @Field(() => Boolean, { description: "Whether the library flags it as new." })
  isNew!: boolean;
}

@ObjectType({ description: "A section a resource may be in: any of the market's, with its area, depth and path." })
export class ResourceSectionChoice {
  @Field(() => ID, { description: "The section's id." })
  id!: string;

  @Field(() => String, { description: "Its name in the session's language." })
  name!: string;

  @Field(() => SectionTypeEnum, { description: "Its area: a resource's sections are all of its category's area." })
  type!: SectionTypeName;

  @Field(() => ID, { nullable: true, description: "Its parent section; null at the top." })
  parentId!: string | null;

  @Field(() => Int, { description: "Its depth: 0 at the top, 2 at most." })
  level!: number;

  @Field(() => String, { description: "Its path of slugs from the top (filtering by path)." })
  path!: string;

  @Field(() => Boolean, { description: "Whether it is active." })
  active!: boolean;
}

@ObjectType({ description: "A piece type of the market a resource may be of." })
export class ResourceTypeChoice {
  @Field(() => ID, { description: "The type's id." })
  id!: string;

  @Field(() => String, { description: "Its name in the session's language." })
  name!: string;
}

@ObjectType({ description: "What the resource form needs in one request: the resource (to edit) and its choices." })
export class AdminResourceForm {
  @Field(() => AdminResource, { nullable: true, description: "The resource to edit; null for a new one, or when there is none with that id." })
  resource!: AdminResource | null;

  @Field(() => [ResourceSectionChoice], { description: "The market's sections, every area, in tree order (parents before their children)." })
  sections!: ResourceSectionChoice[];

  @Field(() => [ResourceTypeChoice], { description: "The market's piece types." })
  types!: ResourceTypeChoice[];

  @Field(() => [LanguageEnum], { description: "The languages a resource may be in: ES Castilian and Catalan (Portuguese hidden), PT Portuguese." })
  languages!: Language[];
}

/** The columns of the table (@portal/schema `LIST_TABLES.resources`, which the web's table reads too). */
export const AdminResourceSortField = enumOf<SortFieldOf<"resources">>(LIST_TABLES.resources.sortFields);
export type AdminResourceSortField = SortFieldOf<"resources">;
registerEnumType(AdminResourceSortField, {
  name: "AdminResourceSortField",
  description: "A column of the admin resource table to sort by.",
  valuesConfig: {
    UPDATED_AT: { description: "The last update (the default, newest first)." },
    NAME: { description: "The name, alphabetically." },
    REFERENCE: { description: "The reference, alphabetically." },
    STATUS: { description: "Inactive, active, then draft when ascending." },
    LANGUAGE: { description: "The language code." },
  },
});

@InputType({
  description:
    "A page of the admin resource table: size 10 (default), 25, 50, 100 or null (all); searched by name, reference, tags and url; by update date, newest first, unless sorted otherwise. Cut by the catalogue.",
})
export class AdminResourcePageInput extends PageInputOf<AdminResourceSortField>(AdminResourceSortField, LIST_TABLES.resources.defaultSort) {}

@ObjectType({ description: "A page of the admin resource table." })
export class AdminResourcePage extends Paginated(AdminResource) {}

@InputType({
  description:
    "The resource form: a new resource without id (it starts as a draft), a change with the resource's id. Checked with the shared rules (packages/schema resourceRules): BAD_USER_INPUT with fields. The file and the thumbnail go afterwards through POST /uploads/admin/resource/{id}/{file|thumb}.",
})
export class SaveResourceInput {
  @Field(() => ID, { nullable: true, description: "The resource to change; null or absent: a new resource (a draft)." })
  id?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A new resource's key, chosen by the form once: a create sent again with it answers the resource it made (safe to retry).",
  })
  createKey?: string | null;

  @Field(() => String, {
    description: "Required: the name, giving the url. BAD_USER_INPUT fields.name (validation.required, admin.resources.error.name).",
  })
  name!: string;

  @Field(() => String, { defaultValue: "", description: "The description (HTML)." })
  description!: string;

  @Field(() => String, { defaultValue: "", description: "The reference." })
  reference!: string;

  @Field(() => SectionTypeEnum, {
    nullable: true,
    description: "Required: the category, the library area of its sections. BAD_USER_INPUT fields.category (validation.required).",
  })
  category?: SectionTypeName | null;

  @Field(() => ResourceStatusEnum, {
    nullable: true,
    description: "Required: the status (a new resource is a draft whatever is sent). BAD_USER_INPUT fields.status (validation.required).",
  })
  status?: ResourceStatusName | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "The piece type, required for NATIONAL, LOCAL and COMMUNICATION. BAD_USER_INPUT fields.typeId (validation.required, admin.resources.error.type).",
  })
  typeId?: string | null;

  @Field(() => LanguageEnum, {
    nullable: true,
    description:
      "The language, required for NATIONAL, LOCAL and COMMUNICATION (else the market's first): one of the market's. BAD_USER_INPUT fields.language (validation.required, admin.resources.error.language).",
  })
  language?: Language | null;

  @Field(() => [ID], {
    defaultValue: [],
    description:
      "Its sections, the first its main category: at least one (BAD_USER_INPUT fields.sectionIds admin.resources.categories_error), all of the category's area (admin.resources.error.sections).",
  })
  sectionIds!: string[];

  @Field(() => [String], { defaultValue: [], description: "Its tags: trimmed, pipes stripped, each once, empty ones dropped." })
  tags!: string[];

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Whether it may be budgeted: NATIONAL and LOCAL only (BAD_USER_INPUT fields.budget admin.resources.error.budget).",
  })
  budget!: boolean;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      "A thumbnail waits in the browser's upload queue, sent after the save. Every category but BEST_PRACTICE needs a thumbnail, stored or waiting (BAD_USER_INPUT fields.hasThumbnail admin.resources.error.thumbnail).",
  })
  thumbnailPending!: boolean;
}

@InputType({ description: "The bulk action of the table: the selected resources made inactive or active." })
export class SetResourcesStatusInput {
  @Field(() => [ID], { description: "The selected resources (at least one: BAD_USER_INPUT fields.ids admin.resources.error.selection)." })
  ids!: string[];

  @Field(() => ResourceStatusEnum, { description: "INACTIVE or ACTIVE (BAD_USER_INPUT fields.status admin.resources.error.status otherwise)." })
  status!: ResourceStatusName;
}

@ObjectType({ description: "A resource whose status the bulk action set." })
export class ResourceStatusChange {
  @Field(() => ID, { description: "The resource." })
  id!: string;

  @Field(() => ResourceStatusEnum, { description: "Its status now." })
  status!: ResourceStatusName;
}

@InputType({ description: "The resource to delete." })
export class DeleteResourceInput {
  @Field(() => ID, { description: "The resource's id." })
  id!: string;
}

@ObjectType({ description: "A deleted resource: its id, for the client to drop it from its cache." })
export class DeletedResource {
  @Field(() => ID, { description: "The id the resource had." })
  id!: string;
}
