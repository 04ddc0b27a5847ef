import type { Market } from "../common/markets.js";
import { isPartner, landingPath, type Principal } from "./roles.js";

/*
 * Who may open what, written once: the web's route guard reads the route table below, the BFF's @Authorized
 * checks read the same rules and predicates.
 */

/** An access rule; a route or an operation lists the rules that must all hold. */
export const ACCESS = {
  /** Anyone, signed in or not (the login screens, the sign-in mutations). */
  ANYONE: "ANYONE",
  /** Any signed-in user. */
  SIGNED_IN: "SIGNED_IN",
  /** A signed-in user of the restaurant portal: everyone but partners, who have their own reports portal. */
  PORTAL_USER: "PORTAL_USER",
  /** The administrator flag (types 2 and 4, and any user the catalogue flags). */
  ADMIN: "ADMIN",
  /**
   * An administrator of every admin screen: the admin flag, but not a restricted administrator (type 4), who keeps
   * the content screens only (never the people: users, restaurants, log in as).
   */
  FULL_ADMIN: "FULL_ADMIN",
  FRANCHISEE: "FRANCHISEE",
  PARTNER: "PARTNER",
  /** Areas of the ES market only (diagnostic, marketing, videos, import, MOP...). */
  MARKET_ES: "MARKET_ES",
} as const;
export type AccessRule = (typeof ACCESS)[keyof typeof ACCESS];

/** What each rule asks of a signed-in user (ANYONE asks nothing; every other rule needs a user). */
export const ACCESS_HOLDS: Record<Exclude<AccessRule, "ANYONE">, (principal: Principal, market: Market) => boolean> = {
  SIGNED_IN: () => true,
  PORTAL_USER: (p) => !isPartner(p),
  // Partners have their own portal only, whatever flag the catalogue gives them.
  ADMIN: (p) => p.admin && !isPartner(p),
  FULL_ADMIN: (p) => p.admin && !isPartner(p) && p.type !== "RESTRICTED_ADMINISTRATOR",
  FRANCHISEE: (p) => p.type === "FRANCHISEE",
  PARTNER: (p) => p.type === "PARTNER",
  MARKET_ES: (_, market) => market === "ES",
};

export type AccessVerdict = "ALLOWED" | "UNAUTHENTICATED" | "FORBIDDEN";

/** Whether every rule holds for the visitor (null: signed out) in the market. */
export function checkAccess(rules: readonly AccessRule[], principal: Principal | null, market: Market): AccessVerdict {
  if (rules.includes(ACCESS.ANYONE)) return "ALLOWED";
  if (!principal) return "UNAUTHENTICATED";
  return rules.every((rule) => rule === ACCESS.ANYONE || ACCESS_HOLDS[rule](principal, market)) ? "ALLOWED" : "FORBIDDEN";
}

export interface RouteAccess {
  /** A path and everything below it; `:name` stands for one segment. */
  path: string;
  access: readonly AccessRule[];
  /** Only the path itself, not below it. */
  exact?: boolean;
  /** Where a signed-in visitor who may not open it goes (one step; "/" unless said). */
  otherwise?: string;
}

const { ANYONE, PORTAL_USER, ADMIN, FULL_ADMIN, FRANCHISEE, PARTNER, MARKET_ES } = ACCESS;

/** The login layout's screens, open to everyone. */
export const LOGIN_PATH = "/login";
/** The privacy policy of the page's market, in its language: open to everyone (the footer links to it). */
export const PRIVACY_PATH = "/privacy";
export const PARTNER_HOME = "/partner/reports";
export const ADMIN_HOME = "/admin/resources";

/**
 * Who may open the portal's routes (spec 1 §2 and spec 2). The most specific entry that matches a path decides;
 * "/" covers every route no other entry names.
 */
export const ROUTE_ACCESS: readonly RouteAccess[] = [
  { path: LOGIN_PATH, access: [ANYONE], exact: true },
  { path: "/remember", access: [ANYONE], exact: true },
  { path: "/changepassword/:id/:time", access: [ANYONE], exact: true },
  { path: PRIVACY_PATH, access: [ANYONE], exact: true },

  // The restaurant portal: home, library (/nacional, /local, /comunicacion, /toolkits, /practices, /search,
  // /collections, /support), ordering (/cart, /orders, /order), account (/account, /notifications), /config and /channels.
  { path: "/", access: [PORTAL_USER] },
  { path: "/diagnostic", access: [PORTAL_USER, MARKET_ES] },
  { path: "/marketing", access: [PORTAL_USER, MARKET_ES] },
  { path: "/users", access: [FRANCHISEE] },
  { path: "/customresource", access: [FRANCHISEE, MARKET_ES] },

  // Administration; PT has no videos, import or MOP requests.
  { path: "/admin", access: [ADMIN] },
  // The people of the portal are full administrators' only (restricted administrators keep the content screens).
  ...["/admin/users", "/admin/restaurants"].map((path) => ({ path, access: [FULL_ADMIN], otherwise: "/admin" })),
  ...["/admin/videos", "/admin/import", "/admin/mop"].map((path) => ({ path, access: [ADMIN, MARKET_ES], otherwise: "/admin" })),

  // Partners' own portal.
  { path: PARTNER_HOME, access: [PARTNER] },
];

/** Drops the query, the hash and a trailing slash (but keeps "/"), so "/admin/" and "/admin" are the same route. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] || "/";
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, "") || "/" : withoutQuery;
}

/** True when `path` is `prefix` itself or below it ("/admin/videos/3" is under "/admin/videos"). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

const segments = (path: string) => path.split("/").filter(Boolean);

function matches(route: RouteAccess, path: string[]): boolean {
  const pattern = segments(route.path);
  if (route.exact ? path.length !== pattern.length : path.length < pattern.length) return false;
  return pattern.every((part, i) => part.startsWith(":") || part === path[i]);
}

/** The entry that decides who opens `path`: the most specific match. */
export function routeAccess(path: string): RouteAccess {
  const parts = segments(normalizePath(path));
  let found = ROUTE_ACCESS.find((r) => r.path === "/")!;
  for (const route of ROUTE_ACCESS) if (matches(route, parts) && segments(route.path).length > segments(found.path).length) found = route;
  return found;
}

/**
 * Where a visit to `path` must go instead, or null when the visitor may stay. One step at a time: the router
 * applies it again on the target (PT /admin/videos → /admin → /admin/resources).
 *
 * - signed out → /login; a signed-in visitor of /login → their landing path (login, remember and change password
 *   are open to everyone);
 * - refused → the route's `otherwise`, or the visitor's landing path when they may not open that either
 *   (partners are confined to their reports);
 * - /admin itself opens the resources list.
 */
export function resolveRoute(rawPath: string, viewer: Principal | null, market: Market): string | null {
  const path = normalizePath(rawPath);
  const route = routeAccess(path);
  if (path === LOGIN_PATH && viewer) return landingPath(viewer);
  const verdict = checkAccess(route.access, viewer, market);
  if (verdict === "UNAUTHENTICATED") return LOGIN_PATH;
  if (verdict === "FORBIDDEN") {
    const otherwise = route.otherwise ?? "/";
    return checkAccess(routeAccess(otherwise).access, viewer, market) === "ALLOWED" ? otherwise : landingPath(viewer!);
  }
  if (path === "/admin") return ADMIN_HOME;
  return null;
}

/** True when the visitor may open `path` (menus show only such links). */
export const canVisit = (path: string, viewer: Principal | null, market: Market) => resolveRoute(path, viewer, market) === null;

/** The query parameter of /login that carries where a signed-out visitor was going. */
export const NEXT_PARAM = "next";

/**
 * Where to return after signing in, from a raw `next` parameter: a path of this portal only (`/…`, never
 * `//host`, a scheme, a backslash or a control character), with its query, no longer than 2,000 characters;
 * never the login page itself. Null when it is none of those (the user then goes to their landing path).
 */
export function returnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith("/") || raw.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, "http://portal.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://portal.invalid" || isUnder(normalizePath(url.pathname), LOGIN_PATH)) return null;
  return `${url.pathname}${url.search}`;
}

/** The login page that returns to `path` once signed in (`/login` alone for the portal's root). */
export function loginFor(path: string): string {
  const next = returnPath(path);
  return next && next !== "/" ? `${LOGIN_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}` : LOGIN_PATH;
}
