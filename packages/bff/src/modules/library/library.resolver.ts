import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { Parent } from "../../common/parent.js";
import {
  resourceActions,
  resourceFacts,
  resourceHref,
  sectionHref,
  sectionVisible,
  type Language,
  type SectionTypeName,
  resourceFileUrl,
  resourcePreviewUrl,
  staticFileUrl,
} from "@portal/schema";
import { LanguageEnum } from "../../graphql/enums.js";
import { searchLibrary, searchSuggestions } from "./library.search.js";
import type { SearchSort, UpdatedWithin } from "./library.search-index.js";
import { customResourceRules, openingFormRules } from "@portal/schema";
import { ValidInput, type Checked } from "../../common/valid-input.js";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./library.service.js";
import {
  CustomResourceInput,
  CustomResourceRequestResult,
  LibraryArea,
  OpeningFormInput,
  OpeningFormResult,
  Resource,
  ResourceActions,
  ResourceFile,
  ResourceType,
  SearchResults,
  SearchSortEnum,
  SearchSuggestion,
  Section,
  SectionTypeEnum,
  UpdatedWithinEnum,
} from "./library.types.js";

@Resolver()
export class LibraryResolver {
  @Authorized(Access.PORTAL_USER)
  @Query(() => LibraryArea, {
    description:
      "Everything an area page needs in one request: /nacional, /local, /comunicacion (with {category} and {category}/{resource}), /toolkits, /practices.",
  })
  libraryArea(
    @Ctx() ctx: Context,
    @Arg("type", () => SectionTypeEnum, { description: "The area." }) type: SectionTypeName,
    @Arg("category", () => String, { nullable: true, description: "Slug of the category being browsed." }) category: string | null,
    @Arg("resource", () => String, { nullable: true, description: "Slug of the resource of a detail route." }) resource: string | null,
  ): Promise<LibraryArea> {
    return service.libraryArea(ctx, type, category, resource);
  }

  @Authorized(Access.PORTAL_USER)
  @Query(() => SearchResults, {
    description:
      "Searches the library (/search?s=): typo-tolerant and accent-insensitive, in the session's language unless `languages` says otherwise, filtered by facets, sorted and paged. BAD_USER_INPUT fields.page / pageSize / languages for a page under 1, a size outside 1–100, a language of another market.",
  })
  search(
    @Ctx() ctx: Context,
    @Arg("text", () => String, { description: "What to look for; trimmed. Empty: every resource the filters keep (none without a filter)." })
    text: string,
    @Arg("areas", () => [SectionTypeEnum], { nullable: true, description: "Only resources whose category is in one of these areas." })
    areas: SectionTypeName[] | null,
    @Arg("categories", () => [ID], { nullable: true, description: "Only resources whose category (first section) is one of these." })
    categories: string[] | null,
    @Arg("types", () => [ID], { nullable: true, description: "Only resources of these piece types." }) types: string[] | null,
    @Arg("formats", () => [String], { nullable: true, description: "Only resources whose file has one of these formats (PDF, JPG...)." })
    formats: string[] | null,
    @Arg("languages", () => [LanguageEnum], { nullable: true, description: "The languages searched (the market's); the session's by default." })
    languages: Language[] | null,
    @Arg("updatedWithin", () => UpdatedWithinEnum, { nullable: true, description: "Only resources updated within this period." })
    updatedWithin: UpdatedWithin | null,
    @Arg("sort", () => SearchSortEnum, { nullable: true, description: "RELEVANCE (default with a text) or DATE (default without)." })
    sort: SearchSort | null,
    @Arg("page", () => Int, { nullable: true, description: "The page, from 1 (default 1)." }) page: number | null,
    @Arg("pageSize", () => Int, { nullable: true, description: "Results per page, 1 to 100 (default 24)." }) pageSize: number | null,
  ): Promise<SearchResults> {
    return searchLibrary(ctx, { text, areas, categories, types, formats, languages, updatedWithin, sort, page, pageSize });
  }

  @Authorized(Access.PORTAL_USER)
  @Query(() => [SearchSuggestion], {
    description:
      "What the header's search proposes as one types: up to 6 resources, then up to 3 categories, of the session's language; empty under 2 characters.",
  })
  searchSuggestions(
    @Ctx() ctx: Context,
    @Arg("text", () => String, { description: "What has been typed so far." }) text: string,
  ): Promise<SearchSuggestion[]> {
    return searchSuggestions(ctx, text);
  }

  @Authorized(Access.FRANCHISEE, Access.MARKET_ES)
  @Mutation(() => CustomResourceRequestResult, {
    description:
      "Asks marketing for a resource the library lacks, for the selected restaurant (franchisees, ES). BAD_USER_INPUT fields.topic when the topic is blank.",
  })
  async requestCustomResource(
    @Ctx() ctx: Context,
    @ValidInput(() => CustomResourceInput, customResourceRules, { description: "Topic and comments." })
    input: Checked<CustomResourceInput, typeof customResourceRules>,
  ): Promise<CustomResourceRequestResult> {
    return { sent: await service.requestCustomResource(ctx, input) };
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => OpeningFormResult, {
    description:
      "Sends the opening communication form for the selected restaurant. BAD_USER_INPUT with fields (e.g. openingDate → opening.error.too_soon when the opening is less than 15 days away).",
  })
  async sendOpeningForm(
    @Ctx() ctx: Context,
    @ValidInput(() => OpeningFormInput, () => openingFormRules(), { description: "The form." })
    input: Checked<OpeningFormInput, ReturnType<typeof openingFormRules>>,
  ): Promise<OpeningFormResult> {
    return { sent: await service.sendOpeningForm(ctx, input) };
  }
}

@Resolver(() => Section)
export class SectionResolver {
  @FieldResolver(() => [Section], { description: "Sub-sections in position order (inactive ones only for admins)." })
  async children(@Parent() section: Section, @Ctx() ctx: Context): Promise<Section[]> {
    const tree = await ctx.loaders.library.sectionTree();
    const admin = Boolean(ctx.session.principal?.admin);
    return tree.childrenOf(section.id).filter((s) => sectionVisible(s, admin));
  }

  @FieldResolver(() => String, {
    description: "The category's route, e.g. /nacional/carteleria; toolkits and best practices have one page: /toolkits?category={slug}.",
  })
  href(@Parent() section: Section): string {
    return sectionHref(section);
  }
}

/* A resource's fields read the library's reference data through its loaders, which answer at once when it is warm. */
@Resolver(() => Resource)
export class ResourceResolver {
  @FieldResolver(() => ResourceType, { nullable: true, description: "The piece type." })
  type(@Parent() resource: Resource, @Ctx() ctx: Context) {
    return resource.typeId ? ctx.loaders.library.resourceType(resource.typeId) : null;
  }

  @FieldResolver(() => [Section], { description: "The sections (categories) the resource is in; the first decides its area." })
  sections(@Parent() resource: Resource, @Ctx() ctx: Context) {
    return ctx.loaders.library.sectionsOf(resource.sectionIds);
  }

  @FieldResolver(() => Section, { nullable: true, description: "The resource's first section: its category." })
  category(@Parent() resource: Resource, @Ctx() ctx: Context) {
    return ctx.loaders.library.withSections(resource.sectionIds, ([category]) => category ?? null);
  }

  @FieldResolver(() => ResourceFile, { nullable: true, description: "The downloadable file; null when the resource has none." })
  file(@Parent() resource: Resource, @Ctx() ctx: Context) {
    if (!resource.hasFile) return null;
    return ctx.loaders.library.withFile(resource.id, (file) =>
      file
        ? {
            url: resourceFileUrl(resource.id),
            name: file.name,
            size: file.size,
            mimeType: file.mimeType,
            previewUrl: resourcePreviewUrl(resource.id),
          }
        : null,
    );
  }

  @FieldResolver(() => String, { nullable: true, description: "Thumbnail image URL on the portal; null when there is none." })
  thumbnailUrl(@Parent() resource: Resource): string | null {
    return resource.thumbPath ? staticFileUrl(resource.thumbPath) : null;
  }

  @FieldResolver(() => String, {
    description: "The resource's detail route, e.g. /nacional/carteleria/cartel-doble-burger (the area route for toolkits and best practices).",
  })
  href(@Parent() resource: Resource, @Ctx() ctx: Context) {
    return ctx.loaders.library.withSections(resource.sectionIds, ([category]) => resourceHref(category, resource.slug));
  }

  @FieldResolver(() => String, { description: "Short link to share: /r/{id}/{userId} on this portal (redirects to the resource)." })
  shortLink(@Parent() resource: Resource, @Ctx() ctx: Context): string {
    const user = ctx.session.principal?.userId;
    return `${ctx.origin}/r/${resource.id}${user ? `/${user}` : ""}`;
  }

  @FieldResolver(() => Boolean, {
    description: "Added or changed since the user's previous sign-in (false on a first sign-in): the library's \"new for you\" badge.",
  })
  newForMe(@Parent() resource: Resource, @Ctx() ctx: Context): boolean {
    const since = ctx.session.previousVisitAt;
    return since !== undefined && resource.updatedAt !== null && resource.updatedAt.getTime() > since;
  }

  @FieldResolver(() => ResourceActions, { description: "Which buttons to show." })
  actions(@Parent() resource: Resource, @Ctx() ctx: Context) {
    return ctx.loaders.library.withSections(resource.sectionIds, (sections) => resourceActions(resourceFacts(sections, resource)));
  }
}
