import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import {
  AREA_PATHS,
  SECTION_TYPES,
  canAdapt,
  canDownload,
  canOrderProduction,
  isComingSoon,
  isSpecialCard,
  type SectionTypeName,
} from "@portal/schema";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./library.service.js";
import { withValue, type MaybePromise } from "../../common/maybe-promise.js";
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
  Section,
  SectionTypeEnum,
} from "./library.types.js";

@Resolver()
export class LibraryResolver {
  @Authorized(Access.SIGNED_IN)
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

  @Authorized(Access.SIGNED_IN)
  @Query(() => SearchResults, { description: "Searches resources of the session's language by name, description, tags and reference (/search?s=)." })
  search(@Ctx() ctx: Context, @Arg("text", () => String, { description: "What to look for; trimmed." }) text: string): Promise<SearchResults> {
    return service.search(ctx, text);
  }

  @Authorized(Access.FRANCHISEE, Access.MARKET_ES)
  @Mutation(() => CustomResourceRequestResult, {
    description:
      "Asks marketing for a resource the library lacks, for the selected restaurant (franchisees, ES). BAD_USER_INPUT fields.topic when the topic is blank.",
  })
  async requestCustomResource(
    @Ctx() ctx: Context,
    @Arg("input", () => CustomResourceInput, { description: "Topic and comments." }) input: CustomResourceInput,
  ): Promise<CustomResourceRequestResult> {
    return { sent: await service.requestCustomResource(ctx, input) };
  }

  @Authorized(Access.SIGNED_IN)
  @Mutation(() => OpeningFormResult, {
    description:
      "Sends the opening communication form for the selected restaurant. BAD_USER_INPUT with fields (e.g. openingDate → opening.error.too_soon when the opening is less than 15 days away).",
  })
  async sendOpeningForm(
    @Ctx() ctx: Context,
    @Arg("input", () => OpeningFormInput, { description: "The form." }) input: OpeningFormInput,
  ): Promise<OpeningFormResult> {
    return { sent: await service.sendOpeningForm(ctx, { ...input }) };
  }
}

@Resolver(() => Section)
export class SectionResolver {
  @FieldResolver(() => [Section], { description: "Sub-sections in position order (inactive ones only for admins)." })
  async children(@Root() section: Section, @Ctx() ctx: Context): Promise<Section[]> {
    const tree = await ctx.loaders.library.sectionTree();
    return tree.childrenOf(section.id).filter((s) => s.active || Boolean(ctx.session.principal?.admin));
  }

  @FieldResolver(() => String, {
    description: "The category's route, e.g. /nacional/carteleria; toolkits and best practices have one page: /toolkits?category={slug}.",
  })
  href(@Root() section: Section): string {
    const area = AREA_PATHS[section.type];
    return SECTION_TYPES[section.type] >= SECTION_TYPES.TOOLKIT ? `${area}?category=${encodeURIComponent(section.slug)}` : `${area}/${section.slug}`;
  }
}

/*
 * A resource's fields read warm reference data (section tree, types, file metadata) as plain values, without a
 * promise each: `withValue` applies the rest at once when the data is there and waits only when it is still coming.
 */
@Resolver(() => Resource)
export class ResourceResolver {
  @FieldResolver(() => ResourceType, { nullable: true, description: "The piece type." })
  type(@Root() resource: Resource, @Ctx() ctx: Context): MaybePromise<ResourceType | null> {
    const typeId = resource.typeId;
    return typeId ? withValue(ctx.loaders.library.resourceTypes(), (types) => types.get(typeId) ?? null) : null;
  }

  @FieldResolver(() => [Section], { description: "The sections (categories) the resource is in; the first decides its area." })
  sections(@Root() resource: Resource, @Ctx() ctx: Context): MaybePromise<Section[]> {
    return sectionsOf(resource, ctx);
  }

  @FieldResolver(() => Section, { nullable: true, description: "The resource's first section: its category." })
  category(@Root() resource: Resource, @Ctx() ctx: Context): MaybePromise<Section | null> {
    return withValue(sectionsOf(resource, ctx), (sections) => sections[0] ?? null);
  }

  @FieldResolver(() => ResourceFile, { nullable: true, description: "The downloadable file; null when the resource has none." })
  file(@Root() resource: Resource, @Ctx() ctx: Context): MaybePromise<ResourceFile | null> {
    if (!resource.hasFile) return null;
    return withValue(ctx.loaders.library.file(resource.id), (file) =>
      file ? { url: `/files/resource/${resource.id}`, name: file.name, size: file.size, mimeType: file.mimeType } : null,
    );
  }

  @FieldResolver(() => String, { nullable: true, description: "Thumbnail image URL on the portal; null when there is none." })
  thumbnailUrl(@Root() resource: Resource): string | null {
    return resource.thumbPath ? `/files/static/${resource.thumbPath}` : null;
  }

  @FieldResolver(() => String, {
    description: "The resource's detail route, e.g. /nacional/carteleria/cartel-doble-burger (the area route for toolkits and best practices).",
  })
  href(@Root() resource: Resource, @Ctx() ctx: Context): MaybePromise<string> {
    return withValue(sectionsOf(resource, ctx), ([category]) => {
      if (!category) return "/";
      const area = AREA_PATHS[category.type];
      return SECTION_TYPES[category.type] >= SECTION_TYPES.TOOLKIT ? area : `${area}/${category.slug}/${resource.slug}`;
    });
  }

  @FieldResolver(() => String, { description: "Short link to share: /r/{id}/{userId} on this portal (redirects to the resource)." })
  shortLink(@Root() resource: Resource, @Ctx() ctx: Context): string {
    const user = ctx.session.principal?.userId;
    return `${ctx.origin}/r/${resource.id}${user ? `/${user}` : ""}`;
  }

  @FieldResolver(() => ResourceActions, { description: "Which buttons to show." })
  actions(@Root() resource: Resource, @Ctx() ctx: Context): MaybePromise<ResourceActions> {
    return withValue(sectionsOf(resource, ctx), (sections) => {
      const facts = {
        firstSectionType: sections[0] ? SECTION_TYPES[sections[0].type] : null,
        sectionSlugs: sections.map((s) => s.slug),
        hasFile: resource.hasFile,
        budget: resource.budget,
        status: resource.statusCode,
      };
      return {
        download: canDownload(facts),
        adapt: canAdapt(facts),
        adaptInDetail: canAdapt(facts, "detail"),
        produce: canOrderProduction(facts),
        special: isSpecialCard(facts),
        comingSoon: isComingSoon(facts),
      };
    });
  }
}

function sectionsOf(resource: Resource, ctx: Context): MaybePromise<Section[]> {
  return withValue(ctx.loaders.library.sectionTree(), (tree) =>
    resource.sectionIds.map((id) => tree.byId.get(id)).filter((s): s is NonNullable<typeof s> => Boolean(s)),
  );
}
