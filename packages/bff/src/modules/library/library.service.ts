import {
  AREA_PATHS,
  LIBRARY_REFUSAL_MESSAGES,
  SECTION_TYPES,
  customResourceRules,
  hasCategoryRoutes,
  sectionVisible,
  LISTED_RESOURCE_STATUSES,
  canVisit,
  resourceActions,
  resourceFacts,
  MARKET_LANGUAGES,
  type Language,
  type SectionTypeName,
} from "@portal/schema";
import { readRefusals, rejectionReason } from "../../common/errors.js";
import type { Checked } from "../../common/valid-input.js";
import { requireRestaurant } from "../session/session.service.js";
import { libraryCalls, type PortalResource, type PortalResourceFile, type PortalSection, type StatusFilter } from "../../legacy/library.js";
import type { Context } from "../../graphql/context.js";
import { libraryCache } from "./library.cache.js";
import type { CustomResourceInput, LibraryArea } from "./library.types.js";

/** Every user sees active resources and drafts (disabled, coming soon); inactive ones are never listed. */
export const LISTED: StatusFilter = "active-and-drafts";

/**
 * The resources a caller sees listed, whatever the catalogue sent: in the session's language, in a listed status,
 * and in a category the caller sees. A resource whose category (its first section) or one of that category's parents
 * is inactive is listed nowhere, home and search included, but to administrators; its link explains that the
 * category is no longer available (the area page finds no category).
 */
export async function visibleResources(ctx: Context, resources: PortalResource[], language: Language = ctx.language): Promise<PortalResource[]> {
  const visible = await visibilityRule(ctx);
  return resources.filter((r) => visible(r, language));
}

/** `visibleResources`' rule for one resource at a time (the search asks it of every match). */
export async function visibilityRule(ctx: Context): Promise<(resource: PortalResource, language: Language) => boolean> {
  const shown = await categoryRule(ctx);
  return (r, language) => r.language === language && LISTED_RESOURCE_STATUSES.includes(r.statusCode) && (!r.sectionIds[0] || shown(r.sectionIds[0]));
}

/**
 * Whether the caller sees a category: it and every parent of it are active, or the caller is an administrator. The one
 * rule for area pages and for every list of resources.
 */
export async function categoryRule(ctx: Context): Promise<(sectionId: string) => boolean> {
  const tree = await ctx.loaders.library.sectionTree();
  const admin = Boolean(ctx.session.principal?.admin);
  return (sectionId) => {
    for (let section = tree.byId.get(sectionId); section; section = section.parentId ? tree.byId.get(section.parentId) : undefined) {
      if (!sectionVisible(section, admin)) return false;
    }
    return true;
  };
}

/**
 * The file of a resource, when the caller may have it: downloads and previews follow the lists' rules. A user of the
 * restaurant portal (not a partner), the resource listed for them (`visibleResources`, in any language of the
 * market: a shared link may lead to another one) and its buttons offering the download (an active resource with a
 * file; not a draft, not a withdrawn one). Null otherwise, the same for a resource that does not exist.
 */
export async function downloadableFile(ctx: Context, id: string): Promise<PortalResourceFile | null> {
  const principal = ctx.session.principal;
  if (!principal || !canVisit("/", principal, ctx.market)) return null;
  const listed = await listedResource(ctx, id);
  if (!listed?.actions.download) return null;
  return ctx.loaders.library.withFile(listed.resource.id, (file) => file);
}

/** Whether the caller's lists show a resource (any language of the market): what may go into a collection. */
export async function isListed(ctx: Context, id: string): Promise<boolean> {
  return Boolean(await listedResource(ctx, id));
}

/**
 * A resource as the caller's lists show it, with its buttons (`resourceActions`), in any language of the market; null
 * when it is not listed for them or does not exist. The one rule behind downloads, previews and orders.
 */
async function listedResource(ctx: Context, id: string) {
  if (!/^\d{1,9}$/.test(id)) return null;
  const resource = await libraryCalls.resource(ctx.upstream, id).catch((error: unknown) => {
    if (rejectionReason(error) === "not_found") return null;
    throw error;
  });
  if (!resource || !(await visibleResources(ctx, [resource], resource.language)).length) return null;
  const sections = await ctx.loaders.library.sectionsOf(resource.sectionIds);
  return { resource, actions: resourceActions(resourceFacts(sections, resource)) };
}

/**
 * A resource the caller may order: listed for them (as `downloadableFile`) and offering the adaptation (`adapt`, the
 * wizard) or the production budget (`produce`) on its card. Null otherwise, the same for one that does not exist.
 * `customizable`: its type asks the wizard for an uploaded file.
 */
export async function orderableResource(
  ctx: Context,
  id: string,
  action: "adapt" | "produce",
): Promise<{ resource: PortalResource; customizable: boolean } | null> {
  const listed = await listedResource(ctx, id);
  if (!listed?.actions[action]) return null;
  const { resource } = listed;
  const type = resource.typeId ? await ctx.loaders.library.resourceType(resource.typeId) : null;
  return { resource, customizable: Boolean(type?.customizable) };
}

/** An area page: the tree of the area, the category asked for, its resources and the resource of a detail route. */
export async function libraryArea(
  ctx: Context,
  type: SectionTypeName,
  categorySlug?: string | null,
  resourceSlug?: string | null,
): Promise<LibraryArea> {
  const tree = await ctx.loaders.library.sectionTree();
  const admin = Boolean(ctx.session.principal?.admin);
  const visible = (section: PortalSection) => sectionVisible(section, admin);
  const shown = await categoryRule(ctx);
  const found = categorySlug ? tree.bySlug.get(categorySlug) : undefined;
  const category = found && found.type === type && shown(found.id) ? found : null;
  const status = LISTED;
  let resources: PortalResource[] = [];
  const { market, language } = ctx;
  if (category)
    resources = await ctx.cache.get(libraryCache.sectionResources(market, language, category.id), () =>
      libraryCalls.resourcesOfSection(ctx.upstream, category.id, language, status),
    );
  else if (!hasCategoryRoutes(type))
    resources = await ctx.cache.get(libraryCache.typeResources(market, language, SECTION_TYPES[type]), () =>
      libraryCalls.resourcesOfType(ctx.upstream, SECTION_TYPES[type], language, status),
    );
  resources = await visibleResources(ctx, resources);
  return {
    type,
    path: AREA_PATHS[type],
    sections: tree.topLevel(type).filter(visible),
    category,
    resources,
    resource: resourceSlug
      ? (resources.find((r) => r.slug === resourceSlug) ?? (category && (await inOtherLanguage(ctx, category.id, resourceSlug))))
      : null,
  };
}

/**
 * A resource of a detail route that is not in the session's language: a shared link (`/r/…`) always shows its
 * resource, so the category's resources in the market's other languages are asked for (one call each, only then),
 * and the screen says in which language it is.
 */
async function inOtherLanguage(ctx: Context, categoryId: string, resourceSlug: string): Promise<PortalResource | null> {
  for (const language of MARKET_LANGUAGES[ctx.market].filter((l) => l !== ctx.language)) {
    const listed = await libraryCalls.resourcesOfSection(ctx.upstream, categoryId, language, LISTED);
    const found = (await visibleResources(ctx, listed, language)).find((r) => r.slug === resourceSlug);
    if (found) return found;
  }
  return null;
}

/** `input` passed `customResourceRules` (the resolver's `@ValidInput`). */
export async function requestCustomResource(ctx: Context, input: Checked<CustomResourceInput, typeof customResourceRules>) {
  const restaurant = await requireRestaurant(ctx);
  await readRefusals(
    libraryCalls.requestCustomResource(ctx.upstream, {
      topic: input.topic,
      comments: input.comments,
      restaurantName: restaurant.name,
      restaurantSite: restaurant.site,
    }),
    LIBRARY_REFUSAL_MESSAGES,
  );
  return true;
}

/** `input` passed `openingFormRules` of today (the resolver's `@ValidInput`). */
export async function sendOpeningForm(ctx: Context, valid: Record<string, unknown>) {
  const restaurant = await requireRestaurant(ctx);
  await readRefusals(
    libraryCalls.sendOpening(ctx.upstream, {
      form: valid as Record<string, unknown>,
      site: restaurant.site,
      restaurantName: restaurant.name,
      restaurantSite: restaurant.site,
    }),
    LIBRARY_REFUSAL_MESSAGES,
  );
  return true;
}
