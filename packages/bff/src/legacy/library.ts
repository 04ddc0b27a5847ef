import {
  ERROR_CODES,
  resourceStatusFromCode,
  sectionTypeFromCode,
  type Language,
  type ResourceStatusName,
  type SectionTypeName,
} from "@portal/schema";
import { errorCode } from "../common/errors.js";
import type { Get, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

/** A section as the catalogue answers it (flat; `parent_id` -1 at the top). */
export interface LegacySection {
  id: number;
  name: string;
  type: number;
  url: string;
  parent_id: number;
  status: number | string;
  level: number;
  pos: number;
  path: string;
}

export interface LegacyResource {
  id: number;
  name: string;
  description: string | null;
  url: string;
  file: string | null;
  thumb: string | null;
  reference: string | null;
  budget: number | string;
  status: number | string;
  update_date: string | null;
  lang: { id: string; name: string };
  type: { id: number; name: string } | null;
  sections: number[];
  tags: string | null;
  category: number | null;
  new_resource: number | string;
}

export interface LegacyResourceType {
  id: number;
  name: string;
  customizable: number | string;
}

export interface LegacyResourceFile {
  resource_id: number;
  file: string;
  name: string;
  size: number | null;
  mime: string | null;
}

export interface PortalSection {
  id: string;
  name: string;
  type: SectionTypeName;
  slug: string;
  parentId: string | null;
  active: boolean;
  level: number;
  position: number;
  path: string;
}

export interface PortalResource {
  id: string;
  name: string;
  description: string | null;
  slug: string;
  hasFile: boolean;
  thumbPath: string | null;
  reference: string | null;
  budget: boolean;
  status: ResourceStatusName;
  statusCode: number;
  updatedAt: Date | null;
  language: Language;
  typeId: string | null;
  sectionIds: string[];
  tags: string[];
  category: number | null;
  isNew: boolean;
}

export interface PortalResourceType {
  id: string;
  name: string;
  customizable: boolean;
}

export interface PortalResourceFile {
  resourceId: string;
  path: string;
  name: string;
  size: number | null;
  mimeType: string | null;
}

/** "YYYY-MM-DD HH:mm:ss" (the catalogue's local time) → Date. */
export function parseLegacyDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.includes("T") ? value : value.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toSection(s: LegacySection): PortalSection {
  return {
    id: String(s.id),
    name: s.name,
    type: sectionTypeFromCode(Number(s.type)) ?? "NATIONAL",
    slug: s.url,
    parentId: Number(s.parent_id) > 0 ? String(s.parent_id) : null,
    active: Number(s.status) === 1,
    level: Number(s.level),
    position: Number(s.pos),
    path: s.path,
  };
}

export function toResource(r: LegacyResource): PortalResource {
  const statusCode = Number(r.status);
  return {
    id: String(r.id),
    name: r.name,
    description: r.description || null,
    slug: r.url,
    hasFile: Boolean(r.file),
    thumbPath: r.thumb || null,
    reference: r.reference || null,
    budget: Number(r.budget) === 1,
    status: resourceStatusFromCode(statusCode) ?? "INACTIVE",
    statusCode,
    updatedAt: parseLegacyDate(r.update_date),
    language: r.lang.id as Language,
    typeId: r.type ? String(r.type.id) : null,
    sectionIds: (r.sections ?? []).map(String),
    tags: (r.tags ?? "")
      .split("|")
      .map((t) => t.trim())
      .filter(Boolean),
    category: r.category ?? null,
    isNew: Number(r.new_resource) === 1,
  };
}

/** Which statuses a caller may list: active for everyone; admins also see drafts (disabled, "coming soon"). */
export type StatusFilter = "active" | "active-and-drafts";
const STATUS_PARAM = { active: "1", "active-and-drafts": "1,2" } as const satisfies Record<StatusFilter, string>;

type StatusParam = (typeof STATUS_PARAM)[StatusFilter];

/** The library's catalogue paths: the form each takes, the `data` it answers (packages/legacy/README.md, "Library"). */
export interface LibraryPaths {
  sections: Post<{ lang: Language }, LegacySection[]>;
  "resource/types": Post<{ lang: Language }, LegacyResourceType[]>;
  /** Without `lang`, in every language of the market. */
  resources: Post<{ lang?: Language; status: StatusParam } & ({ section_id: string } | { type: number }), LegacyResource[]>;
  [resource: `resource/${number}`]: Get<LegacyResource>;
  "resources/newest": Post<{ lang: Language; limit: number; offset: number }, LegacyResource[]>;
  "resources/search": Post<{ s: string; lang: Language; status: StatusParam }, LegacyResource[]>;
  "resource/files": Post<{ ids: number[] }, LegacyResourceFile[]>;
  [shortLink: `link/${number}` | `link/${number}/${number}`]: Get<{ url: string }>;
  "resource/custom/mail": Post<{ topic: string; comments: string; restaurant_name: string; restaurant_site: string }, true>;
  "restaurant/opening": Post<{ data: Record<string, unknown>; restaurant_name: string; restaurant_site: string }, true>;
}

/** The library calls of the catalogue (packages/legacy/README.md, "Library"). */
export const libraryCalls = {
  async sections(up: Upstream, lang: Language): Promise<PortalSection[]> {
    return (await up.post("sections", { lang })).map(toSection);
  },

  async resourceTypes(up: Upstream, lang: Language): Promise<PortalResourceType[]> {
    const types = await up.post("resource/types", { lang });
    return types.map((t) => ({ id: String(t.id), name: t.name, customizable: Number(t.customizable) === 1 }));
  },

  async resourcesOfSection(up: Upstream, sectionId: string, lang: Language, status: StatusFilter) {
    return (await up.post("resources", { section_id: sectionId, lang, status: STATUS_PARAM[status] })).map(toResource);
  },

  /** An area's resources in one language, or (`lang` null) in every language of the market. */
  async resourcesOfType(up: Upstream, type: number, lang: Language | null, status: StatusFilter) {
    return (await up.post("resources", { type, ...(lang ? { lang } : {}), status: STATUS_PARAM[status] })).map(toResource);
  },

  async resource(up: Upstream, id: string) {
    return toResource(await up.get(`resource/${Number(id)}`));
  },

  /** The newest active resources of a language, `limit` (at most 10) after skipping `offset`. */
  async newest(up: Upstream, lang: Language, limit: number, offset = 0) {
    return (await up.post("resources/newest", { lang, limit, offset })).map(toResource);
  },

  /** Batch: the files of many resources in one call (the file DataLoader). */
  /**
   * Short links /r/{id} and /r/{id}/{userId} (no session): the portal path or http(s) URL the catalogue
   * answers (it records who shared); null for an unknown link.
   */
  async shortLink(up: Upstream, id: number, userId?: number): Promise<string | null> {
    try {
      const { data } = await up.anonymousGet(userId === undefined ? `link/${id}` : `link/${id}/${userId}`);
      return data.url;
    } catch (error) {
      if (errorCode(error) === ERROR_CODES.UPSTREAM_REJECTED) return null;
      throw error;
    }
  },

  async files(up: Upstream, ids: readonly string[]): Promise<PortalResourceFile[]> {
    const files = await up.post("resource/files", { ids: ids.map(Number) });
    return files.map((f) => ({ resourceId: String(f.resource_id), path: f.file, name: f.name, size: f.size ?? null, mimeType: f.mime ?? null }));
  },

  async requestCustomResource(up: Upstream, input: { topic: string; comments: string; restaurantName: string; restaurantSite: string }) {
    await up.post("resource/custom/mail", {
      topic: input.topic,
      comments: input.comments,
      restaurant_name: input.restaurantName,
      restaurant_site: input.restaurantSite,
    });
  },

  /** The form travels as JSON text with the catalogue's field names (franchisee_name, opening_date...). */
  async sendOpening(up: Upstream, input: { form: Record<string, unknown>; site: string; restaurantName: string; restaurantSite: string }) {
    const data = Object.fromEntries(Object.entries({ site: input.site, ...input.form }).map(([key, value]) => [snakeCase(key), value]));
    await up.post("restaurant/opening", { data, restaurant_name: input.restaurantName, restaurant_site: input.restaurantSite });
  },
};

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
