import { userTypeFromCode, type UserType } from "@portal/schema";
import { hashPassword, toPortalUser, type LegacyUser, type PortalUser } from "./session.js";
import type { Get, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

/** The account area's catalogue paths (packages/legacy/README.md, "Account"). */
/** A person of a franchisee's restaurants, as the catalogue answers it (`restaurants`: those of the franchisee). */
export interface LegacyPerson {
  id: number;
  name: string;
  email: string;
  phone: string;
  type: number;
  active: number;
  restaurants: number[];
}

export interface PortalPerson {
  id: string;
  name: string;
  email: string;
  phone: string;
  type: UserType;
  active: boolean;
  restaurantIds: string[];
}

function toPerson(p: LegacyPerson): PortalPerson {
  return {
    id: String(p.id),
    name: p.name,
    email: p.email,
    phone: p.phone ?? "",
    type: userTypeFromCode(Number(p.type)) ?? "MANAGER",
    active: Number(p.active) === 1,
    restaurantIds: (p.restaurants ?? []).map(String),
  };
}

export interface AccountPaths {
  "users/mine": Get<LegacyPerson[]>;
  "user/save": Post<{ id: number; name: string; email: string; phone: string; password?: string; active: 0 | 1; restaurants: string }, LegacyPerson>;
  "user/update": Post<{ name: string; phone: string }, Omit<LegacyUser, "exp" | "restaurants">>;
  "user/notifications": Post<{ new_files: 0 | 1 }, { newFiles: boolean }>;
}

/** The account calls of the catalogue: the user's own profile and notification choices. */
export const accountCalls = {
  /** Saves the user's name and phone; the saved user (its session expiry and restaurants are the caller's to keep). */
  async update(up: Upstream, input: { name: string; phone: string }, current: PortalUser): Promise<PortalUser> {
    const saved = await up.post("user/update", input);
    return { ...toPortalUser({ ...saved, exp: current.sessionExpiresAt.getTime() / 1000 }), restaurants: current.restaurants };
  },

  /** The people of the franchisee's restaurants. */
  async people(up: Upstream): Promise<PortalPerson[]> {
    return (await up.get("users/mine")).map(toPerson);
  },

  /** Creates (no id: a manager) or changes a person; `password` is what the user typed (sent as its SHA-256), or "" to keep it. */
  async savePerson(
    up: Upstream,
    input: { id: string | null; name: string; email: string; phone: string; password: string; active: boolean; restaurants: string[] },
  ): Promise<PortalPerson> {
    const saved = await up.post("user/save", {
      id: input.id === null ? -1 : Number(input.id),
      name: input.name,
      email: input.email,
      phone: input.phone,
      password: input.password ? hashPassword(input.password) : undefined,
      active: input.active ? 1 : 0,
      restaurants: input.restaurants.join(","),
    });
    return toPerson(saved);
  },

  async setNewFiles(up: Upstream, newFiles: boolean): Promise<boolean> {
    return (await up.post("user/notifications", { new_files: newFiles ? 1 : 0 })).newFiles;
  },
};
