import { USER_TYPE_CODES, userTypeFromCode, type PersonValues, type UserType } from "@portal/schema";
import { hashPassword, toPortalUser, type LegacyUser, type PortalUser } from "./session.js";
import type { Get, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

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

/** A person the BFF saves: the checked form's values (packages/schema's PersonValues) and its id (null: a new one). */
type PersonSave = PersonValues & { id: string | null };

/** The person form as the catalogue takes it: the password as its SHA-256 (none: kept), the restaurants as a comma list. */
function personForm(input: PersonSave): PersonForm {
  return {
    id: input.id === null ? -1 : Number(input.id),
    name: input.name,
    email: input.email,
    phone: input.phone,
    password: input.password ? hashPassword(input.password) : undefined,
    active: input.active ? 1 : 0,
    restaurants: input.restaurants.join(","),
  };
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

/** A user of the market as the admin calls answer them (`restaurants`: ids of all their restaurants). */
export interface LegacyAdminUser extends LegacyPerson {
  admin: number;
}

export interface PortalAdminUser extends PortalPerson {
  admin: boolean;
}

function toAdminUser(u: LegacyAdminUser): PortalAdminUser {
  return { ...toPerson(u), admin: Number(u.admin) === 1 };
}

/** A call made as a user by an administrator ("log in as"), as the catalogue recorded it. */
export interface LegacyBorrowedAction {
  id: number;
  admin_id: number;
  admin_name: string;
  method: string;
  path: string;
  date: string;
}

type PersonForm = { id: number; name: string; email: string; phone: string; password?: string; active: 0 | 1; restaurants: string };

/** The account area's catalogue paths (packages/legacy/README.md, "Account"). */
export interface AccountPaths {
  "users/mine": Get<LegacyPerson[]>;
  "user/save": Post<PersonForm, LegacyPerson>;
  "admin/users": Get<LegacyAdminUser[]>;
  [user: `admin/user/${number}`]: Get<LegacyAdminUser>;
  [borrowed: `admin/user/${number}/borrowed`]: Get<LegacyBorrowedAction[]>;
  "admin/user/save": Post<PersonForm & { type: number }, LegacyAdminUser>;
  "admin/user/login_as": Post<{ user_id: number }, LegacyUser>;
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
  async savePerson(up: Upstream, input: PersonSave): Promise<PortalPerson> {
    return toPerson(await up.post("user/save", personForm(input)));
  },

  /** Every user of the market (full administrators). */
  async adminUsers(up: Upstream): Promise<PortalAdminUser[]> {
    return (await up.get("admin/users")).map(toAdminUser);
  },

  async adminUser(up: Upstream, id: string): Promise<PortalAdminUser> {
    return toAdminUser(await up.get(`admin/user/${Number(id)}`));
  },

  /** Creates (no id) or changes any user of the market (full administrators); `password` as in `savePerson`. */
  async saveAdminUser(up: Upstream, input: PersonSave & { type: UserType }): Promise<PortalAdminUser> {
    return toAdminUser(await up.post("admin/user/save", { ...personForm(input), type: USER_TYPE_CODES[input.type] }));
  },

  /** What administrators did as the user ("log in as"), newest first. */
  async borrowedActions(up: Upstream, id: string): Promise<LegacyBorrowedAction[]> {
    return up.get(`admin/user/${Number(id)}/borrowed`);
  },

  /** Opens a catalogue session of the user for the administrator: the user and that session's cookie. */
  async logInAs(up: Upstream, userId: string): Promise<{ user: PortalUser; cookie?: string }> {
    const answer = await up.postOpening("admin/user/login_as", { user_id: Number(userId) });
    return { user: toPortalUser(answer.data), cookie: answer.setCookie };
  },

  async setNewFiles(up: Upstream, newFiles: boolean): Promise<boolean> {
    return (await up.post("user/notifications", { new_files: newFiles ? 1 : 0 })).newFiles;
  },
};
