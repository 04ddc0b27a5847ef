import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";
import { RESOURCE_STATUS_NAMES, SECTION_TYPE_NAMES, type Language, type ResourceStatusName, type SectionTypeName } from "@portal/schema";
import { LanguageEnum, enumOf } from "../../graphql/enums.js";
import type { SearchSort, UpdatedWithin } from "./library.search-index.js";
import type { SuggestionKind } from "./library.search.js";

export const SectionTypeEnum = enumOf<SectionTypeName>(SECTION_TYPE_NAMES);
export const ResourceStatusEnum = enumOf<ResourceStatusName>(RESOURCE_STATUS_NAMES);

registerEnumType(SectionTypeEnum, {
  name: "SectionType",
  description: "The five areas of the library (the catalogue's section types 1 to 5).",
  valuesConfig: {
    NATIONAL: { description: "1: national campaigns (/nacional)" },
    LOCAL: { description: "2: local marketing (/local)" },
    COMMUNICATION: { description: "3: communication and support (/comunicacion)" },
    TOOLKIT: { description: "4: toolkits (/toolkits)" },
    BEST_PRACTICE: { description: "5: best practices (/practices)" },
  },
});

registerEnumType(ResourceStatusEnum, {
  name: "ResourceStatus",
  description: "Publication state of a resource.",
  valuesConfig: {
    INACTIVE: { description: "0: withdrawn; never listed" },
    ACTIVE: { description: "1: published" },
    DRAFT: { description: "2: draft; admins see it disabled with a coming-soon label" },
  },
});

@ObjectType({ description: "A section (category) of the library: three levels under each area." })
export class Section {
  @Field(() => ID, { description: "The catalogue's section id." })
  id!: string;

  @Field(() => String, { description: "Name in the session's language." })
  name!: string;

  @Field(() => SectionTypeEnum, { description: "The area the section belongs to." })
  type!: SectionTypeName;

  @Field(() => String, { description: "url slug, unique in the market (the {category} of the routes)." })
  slug!: string;

  @Field(() => Int, { description: "Depth: 0 top level, 1 or 2 below." })
  level!: number;

  @Field(() => Int, { description: "Position among its siblings." })
  position!: number;

  @Field(() => Boolean, { description: "Whether the section is switched on (only admins see inactive ones)." })
  active!: boolean;

  @Field(() => String, { description: "The section's path of slugs from its area's top level, e.g. carteleria/interior." })
  path!: string;

  parentId!: string | null;
}

@ObjectType({ description: "A type of piece (poster, banner, flyer...)." })
export class ResourceType {
  @Field(() => ID, { description: "The catalogue's type id." })
  id!: string;

  @Field(() => String, { description: "Name in the session's language." })
  name!: string;

  @Field(() => Boolean, { description: "Whether an adaptation of this type needs an uploaded file." })
  customizable!: boolean;
}

@ObjectType({ description: "The downloadable file of a resource." })
export class ResourceFile {
  @Field(() => String, {
    description: "Download URL on the portal (/files/resource/{id}); answers the file as an attachment and counts the download.",
  })
  url!: string;

  @Field(() => String, { description: "File name as it is saved." })
  name!: string;

  @Field(() => Int, { nullable: true, description: "Size in bytes, when known." })
  size!: number | null;

  @Field(() => String, { nullable: true, description: "MIME type, when known (application/pdf, image/jpeg...)." })
  mimeType!: string | null;

  @Field(() => String, {
    description:
      "The file itself on the portal for showing it (/files/preview/{id}): inline, cached privately, not counted as a download, and only while the download is offered. The detail's preview reads it.",
  })
  previewUrl!: string;
}

@ObjectType({ description: "Which buttons a resource card and detail show (the spec's file-list rules, computed once on the server)." })
export class ResourceActions {
  @Field(() => Boolean, { description: "Download: the resource has a file and is not a draft." })
  download!: boolean;

  @Field(() => Boolean, {
    description:
      "Adaptation (order) on the card: hidden for special cards, drafts, resources without file and the legal, legal-aspects-of-advertising and advertising-installations categories.",
  })
  adapt!: boolean;

  @Field(() => Boolean, { description: "Adaptation on the detail page: as adapt, and hidden for communication (type 3) resources." })
  adaptInDetail!: boolean;

  @Field(() => Boolean, { description: "Production budget (add to the cart): only when the budget flag is 1." })
  produce!: boolean;

  @Field(() => Boolean, { description: "Special card (toolkit or best practice: first section of type 4 or more), download only." })
  special!: boolean;

  @Field(() => Boolean, { description: "Draft: shown disabled with a coming-soon label." })
  comingSoon!: boolean;
}

@ObjectType({ description: "A marketing resource of the library, in one language." })
export class Resource {
  @Field(() => ID, { description: "The catalogue's resource id." })
  id!: string;

  @Field(() => String, { description: "Name." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Description, as HTML from the catalogue's editor (sanitise before rendering)." })
  description!: string | null;

  @Field(() => String, { description: "url slug (the {resource} of the routes)." })
  slug!: string;

  @Field(() => String, { nullable: true, description: "Reference code of the piece." })
  reference!: string | null;

  @Field(() => Boolean, { description: "Whether production can be budgeted (budget flag 1)." })
  budget!: boolean;

  @Field(() => ResourceStatusEnum, { description: "Publication state." })
  status!: ResourceStatusName;

  @Field(() => DateTimeResolver, { nullable: true, description: "Last update." })
  updatedAt!: Date | null;

  @Field(() => LanguageEnum, { description: "The resource's language." })
  language!: Language;

  @Field(() => Boolean, { description: "Marked as new by the catalogue." })
  isNew!: boolean;

  @Field(() => [String], { description: "Tags." })
  tags!: string[];

  hasFile!: boolean;
  thumbPath!: string | null;
  typeId!: string | null;
  sectionIds!: string[];
  statusCode!: number;
}

@ObjectType({
  description: "An area page of the library: its section tree, the category being browsed, its resources and, on a detail route, one resource.",
})
export class LibraryArea {
  @Field(() => SectionTypeEnum, { description: "The area." })
  type!: SectionTypeName;

  @Field(() => String, { description: "The area's route (/nacional, /local, /comunicacion, /toolkits, /practices)." })
  path!: string;

  @Field(() => [Section], { description: "Top-level sections of the area, in position order (children under Section.children)." })
  sections!: Section[];

  @Field(() => Section, {
    nullable: true,
    description: "The category asked for, when it exists in this area; null at the area's root or for an unknown slug.",
  })
  category!: Section | null;

  @Field(() => [Resource], {
    description:
      "Resources of the category (and its sub-sections) in the session's language; for toolkits and best practices, of the whole area. Empty at the root of areas 1 to 3.",
  })
  resources!: Resource[];

  @Field(() => Resource, { nullable: true, description: "The resource asked for on a detail route; null when it is not in the category." })
  resource!: Resource | null;
}

export const SearchSortEnum = enumOf<SearchSort>(["RELEVANCE", "DATE"]);
registerEnumType(SearchSortEnum, {
  name: "SearchSort",
  description: "The order of a search's results.",
  valuesConfig: { RELEVANCE: { description: "Best match first (then the newest)." }, DATE: { description: "Most recently updated first." } },
});

export const UpdatedWithinEnum = enumOf<UpdatedWithin>(["WEEK", "MONTH", "YEAR"]);
registerEnumType(UpdatedWithinEnum, {
  name: "UpdatedWithin",
  description: "The date facet: resources updated within the last 7, 30 or 365 days (each includes the shorter ones).",
  valuesConfig: {
    WEEK: { description: "The last 7 days." },
    MONTH: { description: "The last 30 days." },
    YEAR: { description: "The last 365 days." },
  },
});

export const SuggestionKindEnum = enumOf<SuggestionKind>(["RESOURCE", "CATEGORY"]);
registerEnumType(SuggestionKindEnum, {
  name: "SearchSuggestionKind",
  description: "What a search suggestion leads to.",
  valuesConfig: { RESOURCE: { description: "A resource's detail page." }, CATEGORY: { description: "A category's page." } },
});

@ObjectType({ description: "One value of a search facet and how many results choosing it gives (with the other facets' filters applied)." })
export class FacetCount {
  @Field(() => String, {
    description: "The value to filter by: an area (SectionType), a category id, a type id, a format (PDF...), a language or an UpdatedWithin.",
  })
  value!: string;

  @Field(() => String, {
    description:
      "What to show: the category's path, the type's name, the format; for areas, languages and dates the value (the client translates it).",
  })
  label!: string;

  @Field(() => Int, { description: "Results with this value." })
  count!: number;
}

@ObjectType({ description: "The facets of a search, each with its values' counts (values without results are left out)." })
export class SearchFacets {
  @Field(() => [FacetCount], { description: "Areas (SectionType) of the results' categories." })
  areas!: FacetCount[];

  @Field(() => [FacetCount], { description: "Categories (a resource's first section), by id, labelled with their path." })
  categories!: FacetCount[];

  @Field(() => [FacetCount], { description: "Piece types (poster, banner...), by type id." })
  types!: FacetCount[];

  @Field(() => [FacetCount], { description: "File formats (the file's extension: PDF, JPG, ZIP...)." })
  formats!: FacetCount[];

  @Field(() => [FacetCount], { description: "The market's languages (Language), each counted whether chosen or not." })
  languages!: FacetCount[];

  @Field(() => [FacetCount], { description: "Update dates (UpdatedWithin), shortest first." })
  updatedWithin!: FacetCount[];
}

@ObjectType({
  description:
    "A page of resources matching a search: typo-tolerant and accent-insensitive over name, reference, tags, description and category, listed as the lists list them (status, inactive categories, market, language), with facet counts.",
})
export class SearchResults {
  @Field(() => String, { description: "The text searched, trimmed." })
  text!: string;

  @Field(() => Int, { description: "Results in all (every page)." })
  total!: number;

  @Field(() => Int, { description: "The page answered, from 1." })
  page!: number;

  @Field(() => Int, { description: "Results per page." })
  pageSize!: number;

  @Field(() => SearchSortEnum, { description: "The order applied (RELEVANCE with a text, DATE without, unless asked)." })
  sort!: SearchSort;

  @Field(() => [Resource], { description: "This page's resources (empty for an empty text without filters)." })
  resources!: Resource[];

  @Field(() => SearchFacets, { description: "Counts per facet value over all the results." })
  facets!: SearchFacets;
}

@ObjectType({ description: "What the header's search proposes while one types (from two characters)." })
export class SearchSuggestion {
  @Field(() => SuggestionKindEnum, { description: "A resource or a category." })
  kind!: SuggestionKind;

  @Field(() => ID, { description: "The resource's or section's id." })
  id!: string;

  @Field(() => String, { description: "Its name." })
  label!: string;

  @Field(() => String, { description: "For a resource, its category's path; for a category, its area (SectionType)." })
  detail!: string;

  @Field(() => String, { description: "Where it leads on the portal." })
  href!: string;
}

@InputType({ description: "A request for a resource the library does not have." })
export class CustomResourceInput {
  @Field(() => String, { description: "What the resource is about (required)." })
  topic!: string;

  @Field(() => String, { nullable: true, description: "Details." })
  comments?: string | null;
}

@InputType({ description: "The opening communication form of a new restaurant (sent at least 15 days before the opening)." })
export class OpeningFormInput {
  @Field(() => String, { description: "Restaurant type (mode)." }) type!: string;
  @Field(() => String, { nullable: true, description: "Property regime." }) property?: string;
  @Field(() => String, { nullable: true, description: "Licence status." }) license?: string;
  @Field(() => String, { description: "Franchisee's name." }) franchiseeName!: string;
  @Field(() => String, { nullable: true, description: "Franchise consultant (CFS)." }) cfs?: string;
  @Field(() => String, { nullable: true, description: "Human-resources contact." }) rrhh?: string;
  @Field(() => Boolean, { nullable: true, description: "Experience of the Future (EOTF) format." }) eotf?: boolean;
  @Field(() => String, { description: "Opening date, YYYY-MM-DD, at least 15 days from today." }) openingDate!: string;
  @Field(() => String, { description: "Street address." }) address!: string;
  @Field(() => String, { nullable: true, description: "Phone: digits, spaces allowed." }) phone?: string;
  @Field(() => String, { description: "Contact e-mail." }) mail!: string;
  @Field(() => Boolean, { nullable: true, description: "Has ordering kiosks." }) kiosk?: boolean;
  @Field(() => Boolean, { nullable: true, description: "Has a drive-through (McAuto)." }) mcauto?: boolean;
  @Field(() => Boolean, { nullable: true, description: "Has a McCafé." }) mccafe?: boolean;
  @Field(() => Boolean, { nullable: true, description: "Has table service." }) table?: boolean;
  @Field(() => String, { nullable: true, description: "Signage details." }) signature?: string;
  @Field(() => Boolean, { nullable: true, description: "Offers delivery." }) delivery?: boolean;
  @Field(() => Boolean, { nullable: true, description: "Has a play area." }) games?: boolean;
  @Field(() => String, { nullable: true, description: "Marketing contact." }) marketing?: string;
  @Field(() => String, { description: "Person to contact about the opening." }) contact!: string;
  @Field(() => String, { nullable: true, description: "Opening speech notes." }) openingSpeech?: string;
  @Field(() => String, { nullable: true, description: "Authorities invited." }) authorities?: string;
  @Field(() => String, { nullable: true, description: "Other mentions." }) otherMentions?: string;
  @Field(() => String, { nullable: true, description: "Employee speech notes." }) employeeSpeech?: string;
  @Field(() => Int, { nullable: true, description: "Number of jobs created." }) workplaces?: number;
  @Field(() => Int, { nullable: true, description: "Floor area in square metres." }) meters?: number;
  @Field(() => String, { description: "City." }) city!: string;
  @Field(() => String, { description: "Province." }) province!: string;
  @Field(() => String, { nullable: true, description: "Autonomous community (region)." }) autonomousCommunity?: string;
  @Field(() => String, { nullable: true, description: "Anything else." }) other?: string;
}

@ObjectType({ description: "The answer to a custom-resource request." })
export class CustomResourceRequestResult {
  @Field(() => Boolean, { description: "True: marketing received the request for the selected restaurant." })
  sent!: boolean;
}

@ObjectType({ description: "The answer to an opening communication form." })
export class OpeningFormResult {
  @Field(() => Boolean, { description: "True: marketing received the form for the selected restaurant." })
  sent!: boolean;
}
