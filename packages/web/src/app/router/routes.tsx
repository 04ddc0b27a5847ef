import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { Outlet, redirect } from "react-router-dom";
import type { ApolloClient } from "@apollo/client";
import { FILE_UNAVAILABLE_PATH } from "@portal/schema";
import { createGuardLoader } from "../guards/guardLoader";
import { FullPageLoader } from "../../ui/FullPageLoader";
import { DocumentTitle } from "./DocumentTitle";
import { RouteError } from "./RouteError";
import { area, layout, screen, type Area, type DeferredScreen } from "./lazyRoute";
import type { RouteHandle } from "./screenTitle";

// One chunk per area, loaded with the area's messages; a later issue replaces an area's placeholders by its real screens.
const session = area("session", () => import("../../features/session/screens"));
// The library's resource cards (`features/library/cards`) are shown by the home too.
const home = area("home", () => import("../../features/home/screens"), ["library/cards"]);
const library = area("library", () => import("../../features/library/screens"), ["library/cards"]);
const ordering = area("ordering", () => import("../../features/ordering/screens"), ["calendar"]);
const account = area("account", () => import("../../features/account/screens"));
const diagnostic = area("diagnostic", () => import("../../features/diagnostic/screens"));
const marketing = area("marketing", () => import("../../features/marketing/screens"), ["calendar"]);
const channels = area("channels", () => import("../../features/channels/screens"), ["calendar"]);
const partner = area("partner", () => import("../../features/partner/screens"));
// A large area's sub-modules have their own chunks (features/admin/<entity>/screens) and speak the area's messages.
const adminVideos = area("admin", () => import("../../features/admin/videos/screens"), ["calendar"]);
const adminRestaurants = area("admin", () => import("../../features/admin/restaurants/screens"));
const adminSliders = area("admin", () => import("../../features/admin/sliders/screens"), ["calendar"]);
const adminSections = area("admin", () => import("../../features/admin/sections/screens"));
const adminInform = area("admin", () => import("../../features/admin/inform/screens"), ["calendar"]);
const adminResources = area("admin", () => import("../../features/admin/resources/screens"));
const adminImport = area("admin", () => import("../../features/admin/import/screens"));
const adminMop = area("admin", () => import("../../features/admin/mop/screens"));
// The admin orders show an order as the ordering area does (its `OrderView`): they speak its messages too.
const adminOrders = area("admin", () => import("../../features/admin/orders/screens"), ["ordering"]);
// The admin users (and "log in as") show the account area's person fields, so they speak its messages too.
const adminUsers = area("admin", () => import("../../features/admin/users/screens"), ["account"]);

/** /nacional, /local, /comunicacion: area, category and resource (spec 1, section 2; route names kept as ids). */
function sectionArea(section: "nacional" | "local" | "comunicacion", rootId: string): RouteObject[] {
  const titleId = `screen.${section}`;
  return [
    { id: rootId, path: `/${section}`, ...screen(library, "sectionArea", titleId) },
    { id: `${section}_category`, path: `/${section}/:category`, ...screen(library, "category", titleId) },
    { id: `${section}_category_resource`, path: `/${section}/:category/:resource`, ...screen(library, "resource", titleId) },
  ];
}

/** A screen shown without the layout's menu (spec 1: the order wizard hides it). */
function withoutMenu<R extends { handle: RouteHandle }>(route: R): R {
  return { ...route, handle: { ...route.handle, hideMenu: true } };
}

/** Admin list, add and edit of one entity (e.g. /admin/restaurants, /admin/restaurants/add, /admin/restaurants/{id}). */
function adminEntity(
  entity: string,
  editId: string,
  screens: Area<{ screens: { list: ComponentType | DeferredScreen; form: ComponentType | DeferredScreen } }>,
  formBase = `/admin/${entity}`,
): RouteObject[] {
  return [
    { path: `/admin/${entity}`, ...screen(screens, "list", `screen.admin.${entity}`) },
    { path: `${formBase}/add`, ...screen(screens, "form", `screen.admin.${entity}.add`) },
    { id: editId, path: `${formBase}/:id`, ...screen(screens, "form", `screen.admin.${entity}.edit`) },
  ];
}

const loginLayoutRoutes: RouteObject[] = [
  { id: "login", path: "/login", ...screen(session, "login", "screen.login") },
  { id: "remember", path: "/remember", ...screen(session, "remember", "screen.remember") },
  { id: "changepassword", path: "/changepassword/:id/:time", ...screen(session, "changePassword", "screen.changepassword") },
  { path: "/privacy", ...screen(session, "privacy", "screen.privacy") },
];

const partnerRoutes: RouteObject[] = [
  { path: "/partner/reports", ...screen(partner, "reports", "screen.partner.reports") },
  { path: "/partner/reports/add", ...screen(partner, "reportAdd", "screen.partner.reports.add") },
  // A month as MM/YYYY (spec 1 §2): two segments, month and year (short names: the entry does not grow).
  { path: "/partner/reports/:m/:y", ...screen(partner, "reportMonth", "screen.partner.reports.month") },
];

const adminRoutes: RouteObject[] = [
  ...adminEntity("restaurants", "restaurants_edit", adminRestaurants),
  ...adminEntity("users", "users_edit", adminUsers),
  ...adminEntity("sections", "sections_edit", adminSections, "/admin/section"),
  ...adminEntity("resources", "resources_edit", adminResources),
  ...adminEntity("sliders", "sliders_edit", adminSliders),
  ...adminEntity("videos", "videos_edit", adminVideos),
  { id: "admin_orders", path: "/admin/orders", ...screen(adminOrders, "list", "screen.admin.orders") },
  { id: "orders_edit", path: "/admin/orders/:id", ...screen(adminOrders, "edit", "screen.admin.orders.edit") },
  { path: "/admin/mop", ...screen(adminMop, "mop", "screen.admin.mop") },
  { path: "/admin/inform", ...screen(adminInform, "inform", "screen.admin.inform") },
  { path: "/admin/import", ...screen(adminImport, "import", "screen.admin.import") },
];

const userRoutes: RouteObject[] = [
  { id: "home", path: "/", ...screen(home, "home", "screen.home") },
  { path: "/config", ...screen(home, "config", "screen.config") },
  { path: "/diagnostic", ...screen(diagnostic, "diagnostic", "screen.diagnostic") },
  { path: "/marketing", ...screen(marketing, "marketing", "screen.marketing") },
  { path: "/channels", ...screen(channels, "channels", "screen.channels") },
  { path: "/toolkits", ...screen(library, "toolkits", "screen.toolkits") },
  { path: "/practices", ...screen(library, "practices", "screen.practices") },
  ...sectionArea("nacional", "category"),
  ...sectionArea("local", "local"),
  ...sectionArea("comunicacion", "comunicacion"),
  { path: "/comunicacion/form", ...screen(library, "communicationForm", "screen.comunicacion.form") },
  { path: "/customresource", ...screen(library, "customResource", "screen.customresource") },
  { path: "/search", ...screen(library, "search", "screen.search") },
  { path: "/collections", ...screen(library, "collections", "screen.collections") },
  { path: "/support", ...screen(library, "support", "screen.support") },
  { path: FILE_UNAVAILABLE_PATH, ...screen(library, "fileUnavailable", "screen.file_unavailable") },
  { path: "/cart", ...screen(ordering, "cart", "screen.cart") },
  { path: "/orders", ...screen(ordering, "orders", "screen.orders") },
  { id: "order", path: "/order/:id", ...withoutMenu(screen(ordering, "wizard", "screen.order")) },
  { id: "order_edit", path: "/order/edit/:id", ...withoutMenu(screen(ordering, "orderEdit", "screen.order.edit")) },
  { id: "order_details", path: "/order/details/:id", ...screen(ordering, "orderDetails", "screen.order.details") },
  { path: "/users", ...screen(account, "users", "screen.users") },
  { path: "/users/add", ...screen(account, "userForm", "screen.users.add") },
  { path: "/users/:id", ...screen(account, "userForm", "screen.users.edit") },
  { path: "/account", ...screen(account, "account", "screen.account") },
  { path: "/notifications", ...screen(account, "notifications", "screen.notifications") },
];

/**
 * The whole route tree of spec 1, section 2. The root loader runs `resolveGuard` on every
 * navigation (reading the cached shell query), so a forbidden screen is never loaded.
 * `/r/…`, `/inituserlogin/…` and `/logoutexternal` are BFF routes, not client routes.
 */
export function createRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      id: "root",
      loader: createGuardLoader(client),
      // Every change of screen; not a change of the address's query alone (a table's page, sort or search): the same
      // screen, the same guard. Run there, the guard held the new address back while the table's query updated the
      // screen with the old one, and the table asked for both pages in turn.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      element: (
        <>
          <DocumentTitle />
          <Outlet />
        </>
      ),
      errorElement: <RouteError />,
      HydrateFallback: FullPageLoader,
      children: [
        {
          ...layout(
            () => import("../layouts/LoginLayout"),
            (m) => m.LoginLayout,
          ),
          children: loginLayoutRoutes,
        },
        {
          ...layout(
            () => import("../layouts/PartnerLayout"),
            (m) => m.PartnerLayout,
          ),
          children: partnerRoutes,
        },
        {
          path: "/admin",
          ...layout(
            () => import("../layouts/AdminLayout"),
            (m) => m.AdminLayout,
          ),
          children: adminRoutes,
        },
        {
          ...layout(
            () => import("../layouts/DefaultLayout"),
            (m) => m.DefaultLayout,
          ),
          children: userRoutes,
        },
        { path: "*", loader: () => redirect("/") },
      ],
    },
  ];
}
