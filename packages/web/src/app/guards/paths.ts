/** Path helpers shared by the guard and the menus. */

/** Drops a trailing slash (but keeps "/"), so "/admin/" and "/admin" are the same route. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] || "/";
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, "") || "/" : withoutQuery;
}

/** True when `path` is `prefix` itself or below it ("/admin/videos/3" is under "/admin/videos"). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Screens of the login layout, open to everyone. */
export function isLoginLayoutPath(path: string): boolean {
  return path === "/login" || path === "/remember" || /^\/changepassword\/[^/]+\/[^/]+$/.test(path);
}

export const PARTNER_HOME = "/partner/reports";

/** The only paths a partner may visit: /partner/reports, /partner/reports/add, /partner/reports/{date}. */
export function isPartnerPath(path: string): boolean {
  return isUnder(path, PARTNER_HOME);
}
