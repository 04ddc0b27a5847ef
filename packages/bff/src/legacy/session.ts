import { createHash } from "node:crypto";
import { userTypeFromCode, type Language, type UserType } from "@portal/schema";
import type { Get, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

/** The catalogue's user as it answers it (field names are the catalogue's). */
export interface LegacyUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  type: number;
  admin: number | boolean;
  active: number | boolean;
  legal: number | boolean;
  letter?: number | null;
  favorite: number | null;
  exp: number;
  notifications?: { newFiles?: boolean } | null;
  restaurants?: LegacyRestaurant[];
}

export interface LegacyRestaurant {
  id: number;
  site: string;
  name: string;
  address: string | null;
  city: string | null;
}

export interface LegacyLanguage {
  id: string;
  name: string;
  fullname: string;
}

/** A signed-in user, in the portal's words. */
export interface PortalUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  type: UserType;
  admin: boolean;
  active: boolean;
  legalAccepted: boolean;
  /** The catalogue's `letter` code of the user (0 unless set). */
  letter: number;
  favoriteRestaurantId: string | null;
  /** Whether the user gets mails about new files (`/notifications`). */
  newFilesNotice?: boolean;
  sessionExpiresAt: Date;
  restaurants: PortalRestaurant[];
}

export interface PortalRestaurant {
  id: string;
  site: string;
  name: string;
  address: string | null;
  city: string | null;
}

export interface LanguageOption {
  code: Language;
  name: string;
}

/** Passwords travel to the catalogue as the hex SHA-256 of what the user typed. */
export function hashPassword(password: string): string {
  return createHash("sha256").update(password, "utf8").digest("hex");
}

export function toPortalRestaurant(r: LegacyRestaurant): PortalRestaurant {
  return { id: String(r.id), site: r.site, name: r.name, address: r.address ?? null, city: r.city ?? null };
}

export function toPortalUser(u: LegacyUser): PortalUser {
  const type = userTypeFromCode(Number(u.type));
  if (!type) throw new Error(`catalogue user ${u.id} has unknown type ${u.type}`);
  return {
    id: String(u.id),
    name: u.name,
    email: u.email,
    phone: u.phone || null,
    type,
    admin: Boolean(Number(u.admin)),
    active: Boolean(Number(u.active)),
    legalAccepted: Boolean(Number(u.legal)),
    letter: Number(u.letter ?? 0),
    favoriteRestaurantId: u.favorite == null ? null : String(u.favorite),
    // Mails about new files: on unless the user switched them off.
    newFilesNotice: u.notifications?.newFiles !== false,
    sessionExpiresAt: new Date(Number(u.exp) * 1000),
    restaurants: (u.restaurants ?? []).map(toPortalRestaurant),
  };
}

/** The session area's catalogue paths (packages/legacy/README.md, "Session"). */
export interface SessionPaths {
  login: Post<{ username: string; password: string }, LegacyUser>;
  "login/external": Post<{ ticket: string }, LegacyUser>;
  "legal/accept": Post<Record<string, never>, LegacyUser>;
  "user/data": Get<LegacyUser>;
  logout: Get<true>;
  "user/remember": Post<{ username: string }, true>;
  "user/password": Post<{ id: string; time: number; password: string; repeat: string }, true>;
  "user/favorite": Post<{ restaurant_id: string }, true>;
  languages: Get<LegacyLanguage[]>;
}

/** The session-area calls of the catalogue (packages/legacy/README.md, "Session"). */
export const sessionCalls = {
  async login(up: Upstream, username: string, password: string) {
    const answer = await up.anonymousPost("login", { username, password: hashPassword(password) });
    return { user: toPortalUser(answer.data), cookie: answer.setCookie };
  },

  async loginExternal(up: Upstream, ticket: string) {
    const answer = await up.anonymousPost("login/external", { ticket });
    return { user: toPortalUser(answer.data), cookie: answer.setCookie };
  },

  async acceptLegal(up: Upstream) {
    await up.post("legal/accept", {}, { allowPending: true });
  },

  async userData(up: Upstream) {
    return toPortalUser(await up.get("user/data", { sessionCheck: true }));
  },

  async logout(up: Upstream) {
    await up.get("logout", { allowPending: true });
  },

  async remember(up: Upstream, username: string) {
    await up.anonymousPost("user/remember", { username });
  },

  async changePassword(up: Upstream, input: { id: string; time: number; password: string; repeat: string }) {
    await up.anonymousPost("user/password", {
      id: input.id,
      time: input.time,
      password: hashPassword(input.password),
      repeat: hashPassword(input.repeat),
    });
  },

  async favorite(up: Upstream, restaurantId: string) {
    await up.post("user/favorite", { restaurant_id: restaurantId });
  },

  async languages(up: Upstream): Promise<LanguageOption[]> {
    const { data } = await up.anonymousGet("languages");
    return data.map((l) => ({ code: l.id as Language, name: l.name }));
  },
};
