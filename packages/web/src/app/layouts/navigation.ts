import { canManageUsers, canRequestCustomResource, canVisit, isAdmin, type Market, type Principal } from "@portal/schema";

export interface NavItem {
  to: string;
  /** Catalog id of the link text. */
  labelId: string;
}

const LIBRARY_ITEMS: NavItem[] = [
  { to: "/", labelId: "nav.home" },
  { to: "/nacional", labelId: "nav.nacional" },
  { to: "/local", labelId: "nav.local" },
  { to: "/comunicacion", labelId: "nav.comunicacion" },
  { to: "/toolkits", labelId: "nav.toolkits" },
  { to: "/practices", labelId: "nav.practices" },
  { to: "/diagnostic", labelId: "nav.diagnostic" },
  { to: "/marketing", labelId: "nav.marketing" },
  { to: "/channels", labelId: "nav.channels" },
  { to: "/support", labelId: "nav.support" },
];

const ADMIN_ITEMS: NavItem[] = [
  { to: "/admin/resources", labelId: "nav.admin.resources" },
  { to: "/admin/sections", labelId: "nav.admin.sections" },
  { to: "/admin/sliders", labelId: "nav.admin.sliders" },
  { to: "/admin/videos", labelId: "nav.admin.videos" },
  { to: "/admin/restaurants", labelId: "nav.admin.restaurants" },
  { to: "/admin/users", labelId: "nav.admin.users" },
  { to: "/admin/orders", labelId: "nav.admin.orders" },
  { to: "/admin/mop", labelId: "nav.admin.mop" },
  { to: "/admin/inform", labelId: "nav.admin.inform" },
  { to: "/admin/import", labelId: "nav.admin.import" },
];

/** The navbar of the default layout: the areas the visitor may open, then the links of their role. */
export function mainNavigation(p: Principal, market: Market): { areas: NavItem[]; user: NavItem[] } {
  const areas = LIBRARY_ITEMS.filter((item) => canVisit(item.to, p, market));
  const user: NavItem[] = [];
  // Admins get the edition-mode link, everyone else the orders link (spec 1, section 2, layouts).
  user.push(isAdmin(p) ? { to: "/admin", labelId: "nav.edition_mode" } : { to: "/orders", labelId: "nav.orders" });
  if (canRequestCustomResource(p, market)) user.push({ to: "/customresource", labelId: "nav.customresource" });
  if (canManageUsers(p)) user.push({ to: "/users", labelId: "nav.users" });
  return { areas, user };
}

/** The navbar of the admin layout: the admin screens of this market. */
export function adminNavigation(p: Principal, market: Market): NavItem[] {
  return ADMIN_ITEMS.filter((item) => canVisit(item.to, p, market));
}
