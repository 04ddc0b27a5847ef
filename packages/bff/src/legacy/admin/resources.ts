import { FormData } from "undici";
import type { FilePart } from "../form.js";
import { storedCategory, storedTags, tagsOf, type Language, type PageSize, type ResourceUploadKind } from "@portal/schema";
import type { LegacyResource } from "../library.js";
import { parseLegacyDate } from "../library.js";
import type { Get, Multipart, Post } from "../paths.js";
import type { Upstream } from "../upstream.js";

/** A resource as the admin calls answer it (README "Admin resources"): the library's plus its file's details and main section's name. */
export interface LegacyAdminResource extends LegacyResource {
  file_name: string | null;
  file_size: number | null;
  file_mime: string | null;
  section_name: string | null;
  section_type: number | null;
}

/** A page of the catalogue's admin table. */
export interface LegacyAdminResourcePage {
  items: LegacyAdminResource[];
  total: number;
  page: number;
  size: number | "all";
  page_count: number;
}

/** A stored file or thumbnail of a resource (`admin/resource/upload`). */
export interface LegacyResourceUpload {
  path: string;
  name: string;
  size: number;
  mime: string;
}

/** The catalogue's sort columns of the admin table. */
export type LegacyResourceSort = "update_date" | "name" | "reference" | "status" | "lang" | "category";

/**
 * The admin resources' catalogue paths (packages/legacy/README.md, "Admin resources": admin/resources,
 * admin/resource/{id}, admin/resource/save, admin/resources/status, admin/resource/delete, admin/resource/upload,
 * admin/resource/attach).
 */
export interface AdminResourcePaths {
  "admin/resources": Post<
    { page: number; size: number | "all"; search: string; sort: LegacyResourceSort; direction: "asc" | "desc" },
    LegacyAdminResourcePage
  >;
  [adminResource: `admin/resource/${number}`]: Get<LegacyAdminResource>;
  "admin/resource/save": Post<
    {
      id: number;
      create_key?: string;
      name: string;
      description: string;
      reference: string;
      category: 3 | 4 | 5;
      sections: string;
      type_id: string;
      lang: string;
      budget: 0 | 1;
      status: number;
      tags: string;
    },
    LegacyAdminResource
  >;
  "admin/resources/status": Post<{ ids: string; status: 0 | 1 }, Array<{ id: number; status: number }>>;
  "admin/resource/delete": Post<{ id: number }, true>;
  "admin/resource/upload": Multipart<LegacyResourceUpload>;
  "admin/resource/attach": Post<{ id: number; kind: ResourceUploadKind; path: string }, LegacyAdminResource>;
}

/** A resource of the admin table and form, in the portal's words. */
export interface PortalAdminResource {
  id: string;
  name: string;
  description: string;
  slug: string;
  reference: string;
  /** The stored file's path (`resources/...`), its name, size and type; null without one. */
  filePath: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileMime: string | null;
  /** The stored thumbnail's path (`thumbs/...`); null without one. */
  thumbPath: string | null;
  budget: boolean;
  /** 0 inactive, 1 active, 2 draft. */
  status: number;
  updatedAt: Date | null;
  language: Language;
  typeId: string | null;
  typeName: string | null;
  sectionIds: string[];
  sectionName: string | null;
  /** The type of its first section (its area: 1 national … 5 best practice); null without sections. */
  sectionType: number | null;
  tags: string[];
  /** The stored category: 3 piece, 4 toolkit, 5 best practice. */
  category: number | null;
  isNew: boolean;
}

export function toAdminResource(r: LegacyAdminResource): PortalAdminResource {
  return {
    id: String(r.id),
    name: r.name,
    description: r.description ?? "",
    slug: r.url,
    reference: r.reference ?? "",
    filePath: r.file || null,
    fileName: r.file ? (r.file_name ?? r.file.split("/").pop() ?? null) : null,
    fileSize: r.file && r.file_size != null ? Number(r.file_size) : null,
    fileMime: r.file ? (r.file_mime ?? null) : null,
    thumbPath: r.thumb || null,
    budget: Number(r.budget) === 1,
    status: Number(r.status),
    updatedAt: parseLegacyDate(r.update_date),
    language: r.lang.id as Language,
    typeId: r.type ? String(r.type.id) : null,
    typeName: r.type?.name ?? null,
    sectionIds: (r.sections ?? []).map(String),
    sectionName: r.section_name ?? null,
    sectionType: r.section_type == null ? null : Number(r.section_type),
    tags: tagsOf(r.tags),
    category: r.category == null ? null : Number(r.category),
    isNew: Number(r.new_resource) === 1,
  };
}

/** What the BFF saves: the form as the shared rules checked it (`category` the form's area, 1 to 5). */
export interface ResourceSave {
  id: string | null;
  createKey: string | null;
  name: string;
  description: string;
  reference: string;
  category: number;
  sectionIds: string[];
  typeId: string;
  language: string;
  budget: boolean;
  status: number;
  tags: string[];
}

export interface ResourcePageRequest {
  page: number;
  size: PageSize;
  search: string;
  sort: LegacyResourceSort;
  direction: "asc" | "desc";
}

/** The admin calls on resources (administrators, restricted ones too). */
export const adminResourceCalls = {
  /** A page of the table, searched, sorted and cut by the catalogue. */
  async page(up: Upstream, request: ResourcePageRequest) {
    const answer = await up.post("admin/resources", {
      page: request.page,
      size: request.size === null ? "all" : request.size,
      search: request.search,
      sort: request.sort,
      direction: request.direction,
    });
    return {
      items: answer.items.map(toAdminResource),
      total: Number(answer.total),
      page: Number(answer.page),
      size: answer.size === "all" ? null : Number(answer.size),
      pageCount: Number(answer.page_count),
    };
  },

  async one(up: Upstream, id: string): Promise<PortalAdminResource> {
    return toAdminResource(await up.get(`admin/resource/${Number(id)}`));
  },

  /** Creates (no id: a draft) or changes a resource; the saved resource. */
  async save(up: Upstream, input: ResourceSave): Promise<PortalAdminResource> {
    const saved = await up.post("admin/resource/save", {
      id: input.id === null ? -1 : Number(input.id),
      ...(input.id === null && input.createKey ? { create_key: input.createKey } : {}),
      name: input.name,
      description: input.description,
      reference: input.reference,
      category: storedCategory(input.category),
      sections: input.sectionIds.join(","),
      type_id: input.typeId,
      lang: input.language,
      budget: input.budget ? 1 : 0,
      status: input.status,
      tags: storedTags(input.tags),
    });
    return toAdminResource(saved);
  },

  /** Sets the status of resources in bulk: the ids changed (those of the market) with their status. */
  async setStatus(up: Upstream, ids: string[], status: 0 | 1): Promise<Array<{ id: string; status: number }>> {
    const rows = await up.post("admin/resources/status", { ids: ids.join(","), status });
    return rows.map((row) => ({ id: String(row.id), status: Number(row.status) }));
  },

  async delete(up: Upstream, id: string): Promise<void> {
    await up.post("admin/resource/delete", { id: Number(id) });
  },

  /** Stores a resource's file or thumbnail at the catalogue (named there after the resource); its stored path and size. */
  async upload(up: Upstream, id: string, kind: ResourceUploadKind, file: FilePart): Promise<LegacyResourceUpload> {
    const form = new FormData();
    form.append("id", id);
    form.append("kind", kind);
    form.append("file", file.blob, file.name);
    return up.upload("admin/resource/upload", form);
  },

  /** Names a stored file or thumbnail on the resource; the resource as it is then. */
  async attach(up: Upstream, id: string, kind: ResourceUploadKind, path: string): Promise<PortalAdminResource> {
    return toAdminResource(await up.post("admin/resource/attach", { id: Number(id), kind, path }));
  },
};
