import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import { resourceActions, resourceFacts, resourceHref, sectionHref, sectionVisible, type SectionTypeName } from "@portal/schema";
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
  Section,
  SectionTypeEnum,
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

  @Authorized(Access.PORTAL_USER)
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
    const admin = Boolean(ctx.session.principal?.admin);
    return tree.childrenOf(section.id).filter((s) => sectionVisible(s, admin));
  }

  @FieldResolver(() => String, {
    description: "The category's route, e.g. /nacional/carteleria; toolkits and best practices have one page: /toolkits?category={slug}.",
  })
  href(@Root() section: Section): string {
    return sectionHref(section);
  }
}

/* A resource's fields read the library's reference data through its loaders, which answer at once when it is warm. */
@Resolver(() => Resource)
export class ResourceResolver {
  @FieldResolver(() => ResourceType, { nullable: true, description: "The piece type." })
  type(@Root() resource: Resource, @Ctx() ctx: Context) {
    return resource.typeId ? ctx.loaders.library.resourceType(resource.typeId) : null;
  }

  @FieldResolver(() => [Section], { description: "The sections (categories) the resource is in; the first decides its area." })
  sections(@Root() resource: Resource, @Ctx() ctx: Context) {
    return ctx.loaders.library.sectionsOf(resource.sectionIds);
  }

  @FieldResolver(() => Section, { nullable: true, description: "The resource's first section: its category." })
  category(@Root() resource: Resource, @Ctx() ctx: Context) {
    return ctx.loaders.library.withSections(resource.sectionIds, ([category]) => category ?? null);
  }

  @FieldResolver(() => ResourceFile, { nullable: true, description: "The downloadable file; null when the resource has none." })
  file(@Root() resource: Resource, @Ctx() ctx: Context) {
    if (!resource.hasFile) return null;
    return ctx.loaders.library.withFile(resource.id, (file) =>
      file
        ? {
            url: `/files/resource/${resource.id}`,
            name: file.name,
            size: file.size,
            mimeType: file.mimeType,
            previewUrl: `/files/preview/${resource.id}`,
          }
        : null,
    );
  }

  @FieldResolver(() => String, { nullable: true, description: "Thumbnail image URL on the portal; null when there is none." })
  thumbnailUrl(@Root() resource: Resource): string | null {
    return resource.thumbPath ? `/files/static/${resource.thumbPath}` : null;
  }

  @FieldResolver(() => String, {
    description: "The resource's detail route, e.g. /nacional/carteleria/cartel-doble-burger (the area route for toolkits and best practices).",
  })
  href(@Root() resource: Resource, @Ctx() ctx: Context) {
    return ctx.loaders.library.withSections(resource.sectionIds, ([category]) => resourceHref(category, resource.slug));
  }

  @FieldResolver(() => String, { description: "Short link to share: /r/{id}/{userId} on this portal (redirects to the resource)." })
  shortLink(@Root() resource: Resource, @Ctx() ctx: Context): string {
    const user = ctx.session.principal?.userId;
    return `${ctx.origin}/r/${resource.id}${user ? `/${user}` : ""}`;
  }

  @FieldResolver(() => ResourceActions, { description: "Which buttons to show." })
  actions(@Root() resource: Resource, @Ctx() ctx: Context) {
    return ctx.loaders.library.withSections(resource.sectionIds, (sections) => resourceActions(resourceFacts(sections, resource)));
  }
}
