import type { Market } from "../common/markets.js";

/** User type codes of the catalogue (spec 1, section 6). */
export const USER_TYPE_CODES = {
  FRANCHISEE: 1,
  ADMINISTRATOR: 2,
  MANAGER: 3,
  RESTRICTED_ADMINISTRATOR: 4,
  CONSULTANT: 5,
  PARTNER: 6,
} as const;
export type UserType = keyof typeof USER_TYPE_CODES;
export const USER_TYPES = Object.keys(USER_TYPE_CODES) as UserType[];

export function userTypeFromCode(code: number): UserType | undefined {
  return USER_TYPES.find((type) => USER_TYPE_CODES[type] === code);
}

/** What the portal needs to know of a user to decide where they may go. */
export interface Principal {
  type: UserType;
  admin: boolean;
}

export const isPartner = (p: Principal) => p.type === "PARTNER";
export const isAdmin = (p: Principal) => p.admin;
/** Only franchisees open the user admin of their restaurants. */
export const canManageUsers = (p: Principal) => p.type === "FRANCHISEE";
/** The custom-resource link shows only to franchisees in ES. */
export const canRequestCustomResource = (p: Principal, market: Market) => p.type === "FRANCHISEE" && market === "ES";

/**
 * Where a user lands after login. Restricted administrators (type 4) land on the admin sections
 * even with the admin flag; other admins on /admin; partners are forced to their reports; everyone
 * else goes home.
 */
export function landingPath(p: Principal): string {
  if (p.type === "RESTRICTED_ADMINISTRATOR") return "/admin/sections";
  if (p.type === "PARTNER") return "/partner/reports";
  if (p.admin) return "/admin";
  return "/";
}
