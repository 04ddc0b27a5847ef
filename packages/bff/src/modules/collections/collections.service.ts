import {
  COLLECTION_MESSAGES,
  COLLECTION_REFUSAL_MESSAGES,
  COMMON_REFUSALS,
  canVisit,
  resourceActions,
  resourceFacts,
  collectionZipUrl,
} from "@portal/schema";
import { badUserInput, readRefusals, refusal, rejectionReason } from "../../common/errors.js";
import type { Context } from "../../graphql/context.js";
import { collectionCalls, type PortalCollection } from "../../legacy/collections.js";
import type { PortalResource, PortalResourceFile } from "../../legacy/library.js";
import { isListed, visibilityRule } from "../library/library.service.js";
import { requireRestaurant } from "../session/session.service.js";
import type { Collection, CollectionRestaurant, Collections } from "./collections.types.js";

/** An id of the catalogue's: anything else names nothing (BAD_USER_INPUT on `field`, before any call). */
function requireId(id: string | null | undefined, field: string) {
  if (!id || !/^\d{1,9}$/.test(id))
    throw badUserInput({ [field]: field === "id" || field === "collectionId" ? COLLECTION_MESSAGES.notFound : COLLECTION_MESSAGES.resource });
}

/** A collection as the screens show it: only the resources the user's lists show (in any language of the market). */
async function shown(ctx: Context, collection: PortalCollection): Promise<Collection> {
  const visible = await visibilityRule(ctx);
  return {
    id: collection.id,
    name: collection.name,
    mine: collection.mine,
    ownerName: collection.ownerName,
    sharedWith: collection.restaurant,
    updatedAt: collection.updatedAt,
    resources: collection.resources.filter((r) => visible(r, r.language)),
    downloadUrl: collectionZipUrl(collection.id),
  };
}

/** The user's collections and those shared with them, with the restaurant the share button shares with. */
export async function collections(ctx: Context): Promise<Collections> {
  const user = await ctx.loaders.session.currentUser();
  const list = await collectionCalls.list(ctx.upstream);
  const target = user.restaurants.length ? await requireRestaurant(ctx) : null;
  const shareTarget: CollectionRestaurant | null = target ? { id: target.id, name: target.name, site: target.site } : null;
  return { items: await Promise.all(list.map((c) => shown(ctx, c))), shareTarget };
}

/** A collection the user sees (own or shared with them); null when there is none (or not for them). */
export async function collection(ctx: Context, id: string): Promise<PortalCollection | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  try {
    return await collectionCalls.one(ctx.upstream, id);
  } catch (error) {
    if (rejectionReason(error) === COMMON_REFUSALS.NOT_FOUND) return null;
    throw refusal(error, COLLECTION_REFUSAL_MESSAGES);
  }
}

/** The resource must be one the user's lists show; BAD_USER_INPUT fields.resourceId otherwise. */
async function requireListed(ctx: Context, resourceId: string) {
  requireId(resourceId, "resourceId");
  if (!(await isListed(ctx, resourceId))) throw badUserInput({ resourceId: COLLECTION_MESSAGES.resource });
}

/** `input.name` passed `collectionNameRules` (the resolver's `@ValidInput`: trimmed, spaces folded). */
export async function createCollection(ctx: Context, input: { name: string; resourceId?: string | null }): Promise<Collection> {
  if (input.resourceId) await requireListed(ctx, input.resourceId);
  return shown(ctx, await readRefusals(collectionCalls.create(ctx.upstream, input.name, input.resourceId), COLLECTION_REFUSAL_MESSAGES));
}

/** `input.name` passed `collectionNameRules` (the resolver's `@ValidInput`). */
export async function renameCollection(ctx: Context, input: { id: string; name: string }): Promise<Collection> {
  requireId(input.id, "id");
  return shown(ctx, await readRefusals(collectionCalls.rename(ctx.upstream, input.id, input.name), COLLECTION_REFUSAL_MESSAGES));
}

/** Deletes one of the user's collections; one already gone is deleted (a retried delete is safe). */
export async function deleteCollection(ctx: Context, id: string): Promise<{ id: string }> {
  requireId(id, "id");
  try {
    await collectionCalls.delete(ctx.upstream, id);
  } catch (error) {
    if (rejectionReason(error) !== COMMON_REFUSALS.NOT_FOUND) throw refusal(error, COLLECTION_REFUSAL_MESSAGES);
  }
  return { id };
}

export async function addToCollection(ctx: Context, input: { collectionId: string; resourceId: string }): Promise<Collection> {
  requireId(input.collectionId, "collectionId");
  await requireListed(ctx, input.resourceId);
  return shown(ctx, await readRefusals(collectionCalls.add(ctx.upstream, input.collectionId, input.resourceId), COLLECTION_REFUSAL_MESSAGES));
}

export async function removeFromCollection(ctx: Context, input: { collectionId: string; resourceId: string }): Promise<Collection> {
  requireId(input.collectionId, "collectionId");
  requireId(input.resourceId, "resourceId");
  return shown(ctx, await readRefusals(collectionCalls.remove(ctx.upstream, input.collectionId, input.resourceId), COLLECTION_REFUSAL_MESSAGES));
}

/**
 * Shares with the people of one of the user's restaurants (the resolver's `@OwnRestaurant`: FORBIDDEN for another
 * one), or makes it private (null).
 */
export async function shareCollection(ctx: Context, input: { id: string; restaurantId?: string | null }): Promise<Collection> {
  requireId(input.id, "id");
  return shown(ctx, await readRefusals(collectionCalls.share(ctx.upstream, input.id, input.restaurantId ?? null), COLLECTION_REFUSAL_MESSAGES));
}

/** A file of a collection's zip: the resource and its file's metadata. */
export interface ZipFile {
  resource: PortalResource;
  file: PortalResourceFile;
}

/**
 * The files of a collection the user may download, in the collection's order: of a user of the restaurant portal,
 * each resource listed for them with its download button (active, with a file; not a draft, not a withdrawn one), as
 * `downloadableFile` decides for one file. Null when the user does not see the collection.
 */
export async function collectionFiles(ctx: Context, id: string): Promise<{ name: string; files: ZipFile[] } | null> {
  const principal = ctx.session.principal;
  if (!principal || !canVisit("/", principal, ctx.market)) return null;
  const found = await collection(ctx, id);
  if (!found) return null;
  const visible = await visibilityRule(ctx);
  const resources = found.resources.filter((r) => visible(r, r.language));
  const files: ZipFile[] = [];
  for (const resource of resources) {
    const sections = await ctx.loaders.library.sectionsOf(resource.sectionIds);
    if (!resourceActions(resourceFacts(sections, resource)).download) continue;
    const file = await ctx.loaders.library.withFile(resource.id, (f) => f);
    if (file) files.push({ resource, file });
  }
  return { name: found.name, files };
}
