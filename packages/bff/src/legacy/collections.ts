import { toResource, parseLegacyDate, type LegacyResource, type PortalResource } from "./library.js";
import type { Get, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

/** A collection as the catalogue answers it (packages/legacy/README.md, "Collections"). */
export interface LegacyCollection {
  id: number;
  name: string;
  user_id: number;
  owner_name: string;
  own: number | string;
  restaurant_id: number | null;
  restaurant_name: string | null;
  restaurant_site: string | null;
  update_date: string | null;
  resources: LegacyResource[];
}

/** A collection as the portal works with it: its resources as the catalogue sent them (every status), last added first. */
export interface PortalCollection {
  id: string;
  name: string;
  ownerName: string;
  mine: boolean;
  restaurant: { id: string; name: string; site: string } | null;
  updatedAt: Date | null;
  resources: PortalResource[];
}

export function toCollection(c: LegacyCollection): PortalCollection {
  return {
    id: String(c.id),
    name: c.name,
    ownerName: c.owner_name,
    mine: Number(c.own) === 1,
    restaurant: c.restaurant_id === null ? null : { id: String(c.restaurant_id), name: c.restaurant_name ?? "", site: c.restaurant_site ?? "" },
    updatedAt: parseLegacyDate(c.update_date),
    resources: (c.resources ?? []).map(toResource),
  };
}

/** The collections' catalogue paths: the form each takes, the `data` it answers. */
export interface CollectionPaths {
  collections: Post<Record<string, never>, LegacyCollection[]>;
  [collection: `collection/${number}`]: Get<LegacyCollection>;
  "collection/add": Post<{ name: string; resource_id?: number }, LegacyCollection>;
  "collection/rename": Post<{ id: number; name: string }, LegacyCollection>;
  "collection/delete": Post<{ id: number }, true>;
  "collection/resource/add": Post<{ id: number; resource_id: number }, LegacyCollection>;
  "collection/resource/remove": Post<{ id: number; resource_id: number }, LegacyCollection>;
  "collection/share": Post<{ id: number; restaurant_id: number | "" }, LegacyCollection>;
}

/** The collections calls of the catalogue (area `collections`). */
export const collectionCalls = {
  /** The user's collections, then those shared with the people of their restaurants. */
  async list(up: Upstream): Promise<PortalCollection[]> {
    return (await up.post("collections", {})).map(toCollection);
  },
  async one(up: Upstream, id: string): Promise<PortalCollection> {
    return toCollection(await up.get(`collection/${Number(id)}`));
  },
  async create(up: Upstream, name: string, resourceId?: string | null): Promise<PortalCollection> {
    return toCollection(await up.post("collection/add", { name, ...(resourceId ? { resource_id: Number(resourceId) } : {}) }));
  },
  async rename(up: Upstream, id: string, name: string): Promise<PortalCollection> {
    return toCollection(await up.post("collection/rename", { id: Number(id), name }));
  },
  async delete(up: Upstream, id: string): Promise<void> {
    await up.post("collection/delete", { id: Number(id) });
  },
  async add(up: Upstream, id: string, resourceId: string): Promise<PortalCollection> {
    return toCollection(await up.post("collection/resource/add", { id: Number(id), resource_id: Number(resourceId) }));
  },
  async remove(up: Upstream, id: string, resourceId: string): Promise<PortalCollection> {
    return toCollection(await up.post("collection/resource/remove", { id: Number(id), resource_id: Number(resourceId) }));
  },
  /** Shares with the people of one of the user's restaurants, or (null) makes it private. */
  async share(up: Upstream, id: string, restaurantId: string | null): Promise<PortalCollection> {
    return toCollection(await up.post("collection/share", { id: Number(id), restaurant_id: restaurantId === null ? "" : Number(restaurantId) }));
  },
};
