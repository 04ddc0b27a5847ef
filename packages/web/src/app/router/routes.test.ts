import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ApolloClient } from "@apollo/client";
import { matchRoutes, type RouteObject } from "react-router-dom";
import shell from "../messages.es.json";
import { BOOT_ROUTES } from "../../../build-tools/bootRoutes";
import { ROUTE_TITLES } from "../../../build-tools/firstPaint";
import { createRoutes } from "./routes";
import type { RouteHandle } from "./screenTitle";

const routes = createRoutes({} as ApolloClient);

function walk(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...walk(route.children ?? [])]);
}

const leafPath = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe("route tree", () => {
  it("gives every screen a title from the shell's messages", () => {
    const missing = walk(routes)
      .map((r) => (r.handle as { titleId?: string } | undefined)?.titleId)
      .filter((id): id is string => !!id && !(id in shell));
    expect(missing).toEqual([]);
  });

  it("finds the messages of every area a screen speaks, in each language (a build loads them by name)", () => {
    const shellCode = readFileSync(new URL("../shell/ShellBoundary.tsx", import.meta.url), "utf8");
    const areas = new Set([
      ...walk(routes).flatMap((r) => (r.handle as RouteHandle | undefined)?.messages ?? []),
      ...[...shellCode.matchAll(/loadArea\("([^"]+)"\)/g)].map((m) => m[1]!),
    ]);
    expect(areas).toContain("account/borrowed");
    const missing = [...areas].flatMap((area) =>
      ["es", "ca", "pt"]
        .map((locale) => `${area}/messages.${locale}.json`)
        .filter((file) => !existsSync(new URL(`../../features/${file}`, import.meta.url))),
    );
    expect(missing).toEqual([]);
  });

  it("tells the build the route pattern and the messages of each route whose page carries its screen (and the budget's first routes)", () => {
    for (const [path, { messages }] of Object.entries(BOOT_ROUTES)) {
      const route = matchRoutes(routes, path)?.at(-1)?.route;
      expect({ path, pattern: route?.path, messages: (route?.handle as RouteHandle | undefined)?.messages }).toEqual({
        path,
        pattern: path,
        messages,
      });
    }
  });

  it("gives the first paint the title each of its screens has (index.html shows it before the app)", () => {
    for (const [path, titleId] of Object.entries(ROUTE_TITLES)) {
      const route = matchRoutes(routes, path)?.at(-1)?.route;
      expect({ path, pattern: route?.path, titleId: (route?.handle as RouteHandle | undefined)?.titleId }).toEqual({ path, pattern: path, titleId });
    }
  });

  it.each([
    ["/", "/"],
    ["/login", "/login"],
    ["/remember", "/remember"],
    ["/changepassword/abc/1700000000", "/changepassword/:id/:time"],
    ["/nacional/carteleria/poster-a3", "/nacional/:category/:resource"],
    ["/comunicacion/form", "/comunicacion/form"],
    ["/comunicacion/apertura", "/comunicacion/:category"],
    ["/order/edit/4", "/order/edit/:id"],
    ["/order/details/4", "/order/details/:id"],
    ["/order/9", "/order/:id"],
    ["/users/add", "/users/add"],
    ["/users/5", "/users/:id"],
    ["/admin/section/add", "/admin/section/add"],
    ["/admin/section/3", "/admin/section/:id"],
    ["/admin/restaurants/12", "/admin/restaurants/:id"],
    ["/admin/orders/7", "/admin/orders/:id"],
    ["/admin/import", "/admin/import"],
    ["/partner/reports/05/2024", "/partner/reports/:m/:y"],
    ["/no/such/page", "*"],
  ])("matches %s to %s", (path, pattern) => {
    expect(leafPath(path)).toBe(pattern);
  });

  it("keeps the spec's route names as ids", () => {
    const ids = walk(routes).map((r) => r.id);
    for (const id of [
      "category",
      "local",
      "comunicacion",
      "nacional_category",
      "local_category_resource",
      "order_edit",
      "order_details",
      "restaurants_edit",
      "users_edit",
      "sections_edit",
      "resources_edit",
      "orders_edit",
      "admin_orders",
    ]) {
      expect(ids).toContain(id);
    }
  });
});
