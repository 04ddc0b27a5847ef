import { ROUTES, type RouteModules } from "./routeBudget.ts";

const LAYOUT = {
  default: "src/app/layouts/DefaultLayout.tsx",
  admin: "src/app/layouts/AdminLayout.tsx",
};

/** A screen of `features/<area>` (its `screens.ts` chunk) in a layout, speaking its area's messages and `uses`. */
function screenOf(area: string, page: string, uses: readonly string[] = [], layout = LAYOUT.default, messagesOf = area): RouteModules {
  return { layout, area: `src/features/${area}/screens.ts`, page: `src/features/${area}/${page}.tsx`, messages: [messagesOf, ...uses] };
}

const library = screenOf("library", "AreaPage", ["library/cards"]);
const ordering = (page: string) => screenOf("ordering", page, ["calendar"]);

/**
 * The routes whose page carries its screen's modules, styles and messages (and, for those the BFF's `src/http/boot.ts`
 * lists, its data): the first routes of the budget and the screens users open first, by their route pattern as
 * `app/router/routes.tsx` writes it (`routes.test.ts` checks each against the route tree and its messages). The build
 * writes their files into `.vite/boot.json` (build-tools/bootManifest.ts); a page of another route loads its screen
 * after the app, as any in-app navigation does.
 */
export const BOOT_ROUTES: Record<string, RouteModules> = {
  ...ROUTES,
  ...Object.fromEntries(
    ["/nacional", "/local", "/comunicacion"].flatMap((area) =>
      [area, `${area}/:category`, `${area}/:category/:resource`].map((path) => [path, library]),
    ),
  ),
  "/toolkits": library,
  "/practices": library,
  "/orders": ordering("OrderListPage"),
  "/order/:id": ordering("wizard/WizardPage"),
  "/order/details/:id": ordering("OrderDetailsPage"),
  "/cart": ordering("cart/CartPage"),
  "/channels": screenOf("channels", "ChannelsPage", ["calendar"]),
  "/diagnostic": screenOf("diagnostic", "DiagnosticPage"),
  "/marketing": screenOf("marketing", "MarketingPage", ["calendar"]),
  "/account": screenOf("account", "AccountPage"),
  "/admin/resources": screenOf("admin/resources", "ResourceListPage", [], LAYOUT.admin, "admin"),
};
