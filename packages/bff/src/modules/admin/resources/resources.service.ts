import {
  COMMON_MESSAGES,
  COMMON_REFUSALS,
  RESOURCE_REFUSAL_MESSAGES,
  RESOURCE_STATUS,
  SECTION_TYPES,
  SECTION_TYPE_NAMES,
  TABLE_SIZES,
  resourceLanguages,
  resourceRules,
  resourceStatusFromCode,
  resourceStatusRules,
  sectionTypeFromCode,
  type PageRequest,
  type PageSize,
  type ResourceStatusName,
  type ResourceUploadKind,
  type SectionTypeName,
  resourcePreviewUrl,
  staticFileUrl,
} from "@portal/schema";
import { badUserInput, readRefusals, refusal, rejectionReason } from "../../../common/errors.js";
import { validInput } from "../../../common/validation.js";
import type { Checked } from "../../../common/valid-input.js";
import type { Context } from "../../../graphql/context.js";
import { adminResourceCalls, type LegacyResourceSort, type PortalAdminResource } from "../../../legacy/admin/resources.js";
import { libraryCalls, type PortalSection } from "../../../legacy/library.js";
import type { FilePart } from "../../../legacy/form.js";
import { invalidateHome } from "../../home/home.cache.js";
import { invalidateLibrary } from "../../library/library.cache.js";
import type { AdminResource, AdminResourceSortField, SaveResourceInput, SetResourcesStatusInput } from "./resources.types.js";

/*
 * The admin resources (spec 1 §2 "/admin/resources", §3 "Resource", §4 "Resource status and save", §5 "Resource form"):
 * every administrator, a restricted one too, in both markets. The table is searched, sorted and cut by the catalogue
 * (the market holds hundreds of resources: the BFF never lists them all to cut a page). Every write drops what the
 * library and the home cached of resources in every BFF process: the lists of every section and area, the newest
 * resources of the home and the changed resource's file metadata.
 */

const SORTS: Record<AdminResourceSortField, LegacyResourceSort> = {
  UPDATED_AT: "update_date",
  NAME: "name",
  REFERENCE: "reference",
  STATUS: "status",
  LANGUAGE: "lang",
};

const isId = (id: string) => /^\d{1,9}$/.test(id);

/** A resource as the API answers it: its status and category by name, its files' addresses in the portal. */
export function toApi(r: PortalAdminResource): AdminResource {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    slug: r.slug,
    reference: r.reference,
    status: resourceStatusFromCode(r.status) ?? "INACTIVE",
    category: r.sectionType === null ? null : (sectionTypeFromCode(r.sectionType) ?? null),
    language: r.language,
    typeId: r.typeId,
    typeName: r.typeName,
    sectionIds: r.sectionIds,
    sectionName: r.sectionName,
    tags: r.tags,
    budget: r.budget,
    fileName: r.fileName,
    fileSize: r.fileSize,
    fileUrl: r.filePath ? resourcePreviewUrl(r.id) : null,
    thumbUrl: r.thumbPath ? staticFileUrl(r.thumbPath, r.updatedAt ? String(r.updatedAt.getTime()) : null) : null,
    updatedAt: r.updatedAt,
    isNew: r.isNew,
  };
}

/** A resource created, changed, switched, given a file or deleted: the library's lists and the home's newest, in every BFF process. */
export function resourcesChanged(ctx: Context, ids: readonly string[] = []) {
  invalidateLibrary.resources(ctx.cache, ctx.market);
  invalidateHome.newestResources(ctx.cache, ctx.market);
  for (const id of ids) invalidateLibrary.file(ctx.cache, ctx.market, id);
}

/** A page of the table, as the catalogue cut it; a size the table does not offer is BAD_USER_INPUT on `size`. */
export async function resourcePage(
  ctx: Context,
  request: Partial<PageRequest<AdminResourceSortField>> & Pick<PageRequest<AdminResourceSortField>, "sortBy" | "direction">,
) {
  const size: PageSize = request.size === undefined ? TABLE_SIZES.resources.default : request.size;
  if (!(TABLE_SIZES.resources.sizes as readonly PageSize[]).includes(size)) throw badUserInput({ size: COMMON_MESSAGES.pageSize });
  const page = await readRefusals(
    adminResourceCalls.page(ctx.upstream, {
      page: Math.max(1, Math.floor(request.page ?? 1)),
      size,
      search: (request.search ?? "").trim(),
      sort: SORTS[request.sortBy],
      direction: request.direction === "ASC" ? "asc" : "desc",
    }),
    RESOURCE_REFUSAL_MESSAGES,
  );
  return { ...page, items: page.items.map(toApi) };
}

/** One resource, whatever its status; null when there is none with that id. */
async function resourceOrNull(ctx: Context, id: string): Promise<PortalAdminResource | null> {
  if (!isId(id)) return null;
  try {
    return await adminResourceCalls.one(ctx.upstream, id);
  } catch (error) {
    if (rejectionReason(error) === COMMON_REFUSALS.NOT_FOUND) return null;
    throw refusal(error, RESOURCE_REFUSAL_MESSAGES);
  }
}

export async function adminResource(ctx: Context, id: string): Promise<AdminResource | null> {
  const found = await resourceOrNull(ctx, id);
  return found ? toApi(found) : null;
}

/**
 * The market's sections, every area, each tree depth first (the library's cached tree: every section write drops it in
 * every BFF process), and its piece types (fresh).
 */
async function choices(ctx: Context) {
  const [tree, types] = await Promise.all([
    ctx.loaders.library.sectionTree(),
    readRefusals(libraryCalls.resourceTypes(ctx.upstream, ctx.language), RESOURCE_REFUSAL_MESSAGES),
  ]);
  const sections: PortalSection[] = [];
  const walk = (level: PortalSection[]) => {
    for (const section of level) {
      sections.push(section);
      walk(tree.childrenOf(section.id));
    }
  };
  for (const type of SECTION_TYPE_NAMES) walk(tree.topLevel(type));
  return { sections, types };
}

/** The form's data in one request: the resource (none for a new one, or when it is gone), the sections, the types and the languages. */
export async function resourceForm(ctx: Context, id: string | null) {
  const [resource, { sections, types }] = await Promise.all([id === null ? null : resourceOrNull(ctx, id), choices(ctx)]);
  return {
    resource: resource ? toApi(resource) : null,
    sections: sections.map(({ id, name, type, parentId, level, path, active }) => ({ id, name, type, parentId, level, path, active })),
    types: types.map(({ id, name }) => ({ id, name })),
    languages: [...resourceLanguages(ctx.market)],
  };
}

const codeOfType = (type: SectionTypeName | null | undefined) => (type ? SECTION_TYPES[type] : undefined);
const codeOfStatus = (status: ResourceStatusName | null | undefined) => (status ? RESOURCE_STATUS[status] : undefined);

/**
 * Creates (a draft) or changes a resource: the shared rules first, with the market's sections and types (every failing
 * field at once, before any catalogue write), then the catalogue, whose refusals point at their field too. The
 * thumbnail a category below 5 needs is the stored one, or one waiting in the browser's upload queue.
 */
export async function saveResource(ctx: Context, input: SaveResourceInput): Promise<AdminResource> {
  if (input.id != null && !isId(input.id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  const [{ sections, types }, current] = await Promise.all([choices(ctx), input.id == null ? null : resourceOrNull(ctx, input.id)]);
  if (input.id != null && !current) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  const rules = resourceRules({
    market: ctx.market,
    sections: sections.map((s) => ({ id: s.id, type: SECTION_TYPES[s.type] })),
    typeIds: types.map((t) => t.id),
  });
  // A plain call, not `@ValidInput`: the rule is built from the stored resource and the choices this save reads.
  const valid = validInput(rules, {
    name: input.name,
    description: input.description,
    reference: input.reference,
    category: codeOfType(input.category),
    status: current ? codeOfStatus(input.status) : RESOURCE_STATUS.DRAFT,
    typeId: input.typeId ?? "",
    language: input.language ?? "",
    hasThumbnail: Boolean(current?.thumbPath) || input.thumbnailPending,
    sectionIds: input.sectionIds,
    tags: input.tags,
    budget: input.budget,
  });
  const value = valid;
  const createKey = input.createKey?.trim() || null;
  if (createKey && !/^[\w-]{8,64}$/.test(createKey)) throw badUserInput({ createKey: COMMON_MESSAGES.BAD_USER_INPUT });
  const saved = await readRefusals(
    adminResourceCalls.save(ctx.upstream, {
      id: current?.id ?? null,
      createKey,
      name: value.name,
      description: value.description,
      reference: value.reference,
      category: value.category,
      sectionIds: value.sectionIds,
      typeId: value.typeId,
      language: value.language,
      budget: value.budget,
      status: value.status,
      tags: value.tags,
    }),
    RESOURCE_REFUSAL_MESSAGES,
  );
  resourcesChanged(ctx, [saved.id]);
  return toApi(saved);
}

/** What `resourceStatusRules` reads: the selected ids and the status's code. */
export const statusForm = (input: { ids: string[]; status: ResourceStatusName }) => ({ ids: input.ids, status: codeOfStatus(input.status) });

/**
 * The bulk action: the selected resources made inactive or active (those of the market; others are left out). `input`
 * passed `resourceStatusRules` (the resolver's `@ValidInput`, with `statusForm`): `status` is the code.
 */
export async function setResourcesStatus(ctx: Context, input: Checked<SetResourcesStatusInput, typeof resourceStatusRules>) {
  const changed = await readRefusals(
    adminResourceCalls.setStatus(ctx.upstream, [...new Set(input.ids)], input.status as 0 | 1),
    RESOURCE_REFUSAL_MESSAGES,
  );
  resourcesChanged(
    ctx,
    changed.map((c) => c.id),
  );
  return changed.map((c) => ({ id: c.id, status: resourceStatusFromCode(c.status) ?? "INACTIVE" }));
}

/** Deletes a resource; deleting one that is already gone succeeds (a retried delete is safe). */
export async function deleteResource(ctx: Context, id: string) {
  if (!isId(id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  try {
    await adminResourceCalls.delete(ctx.upstream, id);
  } catch (error) {
    if (rejectionReason(error) !== COMMON_REFUSALS.NOT_FOUND) throw refusal(error, RESOURCE_REFUSAL_MESSAGES);
  }
  resourcesChanged(ctx, [id]);
  return { id };
}

/**
 * A checked upload of a resource's file or thumbnail (http/uploads.ts): stored by the catalogue under the resource's
 * slug and language, then named on the record (the queue's "update the record after each upload"); the caches follow.
 */
export async function storeResourceUpload(ctx: Context, id: string, kind: ResourceUploadKind, file: FilePart) {
  const stored = await readRefusals(adminResourceCalls.upload(ctx.upstream, id, kind, file), RESOURCE_REFUSAL_MESSAGES);
  const resource = await readRefusals(adminResourceCalls.attach(ctx.upstream, id, kind, stored.path), RESOURCE_REFUSAL_MESSAGES);
  resourcesChanged(ctx, [id]);
  return { path: stored.path, size: stored.size, resource: toApi(resource) };
}
