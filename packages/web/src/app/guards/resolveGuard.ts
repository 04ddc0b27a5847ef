import { canManageUsers, canRequestCustomResource, isAdmin, isPartner, landingPath, type Market, type Principal } from "@portal/schema";
import { ES_ONLY_ADMIN_PATHS, ES_ONLY_USER_PATHS, isPtMarket } from "./marketAreas";
import { PARTNER_HOME, isLoginLayoutPath, isPartnerPath, isUnder, normalizePath } from "./paths";

export const LOGIN_PATH = "/login";
export const ADMIN_HOME = "/admin/resources";

/**
 * Where a visit to `path` must go instead, or null when the visitor may stay.
 * One step at a time: the router applies it again on the target (e.g. PT /admin/videos → /admin → /admin/resources).
 *
 * - login-layout screens are open; a signed-in visitor of /login goes to their landing path;
 * - signed out → /login;
 * - partners are confined to /partner/reports…; others never see partner routes;
 * - /admin… needs the admin flag; /admin itself opens the resources list; PT hides videos, import and mop;
 * - PT hides /diagnostic and /marketing; /users… is for franchisees; /customresource for ES franchisees.
 */
export function resolveGuard(rawPath: string, viewer: Principal | null, market: Market): string | null {
  const path = normalizePath(rawPath);

  if (isLoginLayoutPath(path)) return viewer && path === LOGIN_PATH ? landingPath(viewer) : null;
  if (!viewer) return LOGIN_PATH;

  if (isPartner(viewer)) return isPartnerPath(path) ? null : PARTNER_HOME;
  if (isPartnerPath(path)) return "/";

  if (isUnder(path, "/admin")) {
    if (!isAdmin(viewer)) return "/";
    if (path === "/admin") return ADMIN_HOME;
    if (isPtMarket(market) && ES_ONLY_ADMIN_PATHS.some((prefix) => isUnder(path, prefix))) return "/admin";
    return null;
  }

  if (isPtMarket(market) && ES_ONLY_USER_PATHS.some((prefix) => isUnder(path, prefix))) return "/";
  if (isUnder(path, "/users") && !canManageUsers(viewer)) return "/";
  if (isUnder(path, "/customresource") && !canRequestCustomResource(viewer, market)) return "/";
  return null;
}

/** True when the visitor may open `path` (used to show or hide menu links). */
export function canVisit(path: string, viewer: Principal | null, market: Market): boolean {
  return resolveGuard(path, viewer, market) === null;
}
