import { describe, expect, it } from "vitest";
import type { Principal } from "./roles.js";
import { ACCESS, checkAccess, canVisit, loginFor, resolveRoute, returnPath, routeAccess } from "./access.js";

const franchisee: Principal = { type: "FRANCHISEE", admin: false };
const manager: Principal = { type: "MANAGER", admin: false };
const admin: Principal = { type: "ADMINISTRATOR", admin: true };
const restricted: Principal = { type: "RESTRICTED_ADMINISTRATOR", admin: true };
const partner: Principal = { type: "PARTNER", admin: false };

describe("resolveRoute: signed out", () => {
  it.each(["/", "/cart", "/admin", "/partner/reports", "/users", "/account"])("sends %s to /login", (path) => {
    expect(resolveRoute(path, null, "ES")).toBe("/login");
  });
  it.each(["/login", "/remember", "/changepassword/abc/1700000000", "/login/"])("lets %s open", (path) => {
    expect(resolveRoute(path, null, "ES")).toBeNull();
  });
  it("does not treat a longer changepassword path as a login screen", () => {
    expect(resolveRoute("/changepassword/abc", null, "ES")).toBe("/login");
  });
});

describe("resolveRoute: signed in on the login layout", () => {
  it("sends a signed-in visitor of /login to their landing path", () => {
    expect(resolveRoute("/login", franchisee, "ES")).toBe("/");
    expect(resolveRoute("/login", admin, "ES")).toBe("/admin");
    expect(resolveRoute("/login", restricted, "ES")).toBe("/admin/sections");
    expect(resolveRoute("/login", partner, "PT")).toBe("/partner/reports");
  });
  it("keeps /remember and /changepassword open", () => {
    expect(resolveRoute("/remember", franchisee, "ES")).toBeNull();
    expect(resolveRoute("/changepassword/x/1", admin, "PT")).toBeNull();
  });
});

describe("resolveRoute: admin routes", () => {
  it("sends non-admins home", () => {
    expect(resolveRoute("/admin/restaurants", franchisee, "ES")).toBe("/");
    expect(resolveRoute("/admin", manager, "PT")).toBe("/");
  });
  it("opens the resources list for /admin", () => {
    expect(resolveRoute("/admin", admin, "ES")).toBe("/admin/resources");
    expect(resolveRoute("/admin/", admin, "PT")).toBe("/admin/resources");
  });
  it.each([
    "/admin/restaurants",
    "/admin/restaurants/add",
    "/admin/users/7",
    "/admin/section/add",
    "/admin/section/3",
    "/admin/sections",
    "/admin/orders/9",
    "/admin/inform",
    "/admin/videos",
    "/admin/import",
    "/admin/mop",
  ])("lets an ES admin open %s", (path) => expect(resolveRoute(path, admin, "ES")).toBeNull());
  it.each(["/admin/videos", "/admin/videos/add", "/admin/videos/4", "/admin/import", "/admin/mop"])("sends %s to /admin in PT", (path) => {
    expect(resolveRoute(path, admin, "PT")).toBe("/admin");
  });
  it("keeps other PT admin screens", () => {
    expect(resolveRoute("/admin/sliders", admin, "PT")).toBeNull();
    expect(resolveRoute("/admin/inform", admin, "PT")).toBeNull();
  });
  it("does not mistake /administration for an admin route", () => {
    expect(resolveRoute("/administration", franchisee, "ES")).toBeNull();
  });
});

describe("resolveRoute: partners", () => {
  it.each(["/partner/reports", "/partner/reports/add", "/partner/reports/05-2024"])("lets a partner open %s", (path) => {
    expect(resolveRoute(path, partner, "ES")).toBeNull();
  });
  it.each(["/", "/admin", "/cart", "/account", "/users", "/partner"])("confines a partner away from %s", (path) => {
    expect(resolveRoute(path, partner, "PT")).toBe("/partner/reports");
  });
  it("sends non-partners away from partner routes", () => {
    expect(resolveRoute("/partner/reports", franchisee, "ES")).toBe("/");
    expect(resolveRoute("/partner/reports/add", admin, "ES")).toBe("/");
  });
});

describe("resolveRoute: user routes", () => {
  it("hides diagnostic and marketing in PT", () => {
    expect(resolveRoute("/diagnostic", franchisee, "PT")).toBe("/");
    expect(resolveRoute("/marketing", manager, "PT")).toBe("/");
    expect(resolveRoute("/diagnostic", franchisee, "ES")).toBeNull();
    expect(resolveRoute("/marketing", manager, "ES")).toBeNull();
  });
  it("opens user admin to franchisees only", () => {
    for (const path of ["/users", "/users/add", "/users/12"]) {
      expect(resolveRoute(path, franchisee, "ES")).toBeNull();
      expect(resolveRoute(path, manager, "ES")).toBe("/");
      expect(resolveRoute(path, admin, "PT")).toBe("/");
    }
  });
  it("opens the custom resource request to ES franchisees only", () => {
    expect(resolveRoute("/customresource", franchisee, "ES")).toBeNull();
    expect(resolveRoute("/customresource", franchisee, "PT")).toBe("/");
    expect(resolveRoute("/customresource", manager, "ES")).toBe("/");
  });
  it.each(["/", "/nacional/cat/res", "/local", "/comunicacion/form", "/search", "/cart", "/order/edit/3", "/account", "/support", "/channels"])(
    "lets any signed-in user open %s",
    (path) => expect(resolveRoute(path, manager, "PT")).toBeNull(),
  );
  it("lets admins use the restaurant mode", () => {
    expect(resolveRoute("/", admin, "ES")).toBeNull();
    expect(resolveRoute("/orders", admin, "ES")).toBeNull();
  });
  it("ignores query strings and hashes", () => {
    expect(resolveRoute("/admin?x=1", admin, "ES")).toBe("/admin/resources");
    expect(resolveRoute("/diagnostic#top", franchisee, "PT")).toBe("/");
  });
});

describe("canVisit", () => {
  it("is true exactly when the guard lets the visitor stay", () => {
    expect(canVisit("/admin/mop", admin, "ES")).toBe(true);
    expect(canVisit("/admin/mop", admin, "PT")).toBe(false);
    expect(canVisit("/users", franchisee, "ES")).toBe(true);
  });
});

describe("the route table", () => {
  it("names the most specific entry for a path", () => {
    expect(routeAccess("/admin/videos/4").access).toEqual([ACCESS.ADMIN, ACCESS.MARKET_ES]);
    expect(routeAccess("/admin/sliders").access).toEqual([ACCESS.ADMIN]);
    expect(routeAccess("/nacional/carteleria").path).toBe("/");
    expect(routeAccess("/somewhere").path).toBe("/");
    expect(routeAccess("/changepassword/a/1").access).toEqual([ACCESS.ANYONE]);
    expect(routeAccess("/changepassword/a/1/2").path).toBe("/");
  });

  it("checks rules the same way for the BFF: a user is needed unless ANYONE, then every rule must hold", () => {
    expect(checkAccess([ACCESS.ANYONE], null, "PT")).toBe("ALLOWED");
    expect(checkAccess([ACCESS.SIGNED_IN], null, "ES")).toBe("UNAUTHENTICATED");
    expect(checkAccess([ACCESS.SIGNED_IN], partner, "ES")).toBe("ALLOWED");
    expect(checkAccess([ACCESS.PORTAL_USER], partner, "ES")).toBe("FORBIDDEN");
    expect(checkAccess([ACCESS.FRANCHISEE, ACCESS.MARKET_ES], franchisee, "ES")).toBe("ALLOWED");
    expect(checkAccess([ACCESS.FRANCHISEE, ACCESS.MARKET_ES], franchisee, "PT")).toBe("FORBIDDEN");
    expect(checkAccess([ACCESS.ADMIN], restricted, "PT")).toBe("ALLOWED");
    expect(checkAccess([ACCESS.FULL_ADMIN], restricted, "PT")).toBe("FORBIDDEN");
    expect(checkAccess([ACCESS.FULL_ADMIN], admin, "PT")).toBe("ALLOWED");
    expect(checkAccess([ACCESS.FULL_ADMIN], { type: "PARTNER", admin: true }, "ES")).toBe("FORBIDDEN");
  });

  it("keeps the people of the portal (users, restaurants) to full administrators", () => {
    for (const path of ["/admin/users", "/admin/users/3", "/admin/restaurants/add"]) {
      expect(resolveRoute(path, admin, "ES")).toBeNull();
      expect(resolveRoute(path, restricted, "ES")).toBe("/admin");
    }
    expect(resolveRoute("/admin/sections", restricted, "PT")).toBeNull();
  });
});

describe("the return after signing in", () => {
  it.each([
    ["/nacional/campanas/poster-a3", "/nacional/campanas/poster-a3"],
    ["/search?s=bacon", "/search?s=bacon"],
    ["/", "/"],
    ["/a%0d%0ab", "/a%0d%0ab"], // encoded, it stays a harmless path
  ])("keeps a path of the portal: %s", (raw, expected) => {
    expect(returnPath(raw)).toBe(expected);
  });

  it.each([
    null,
    "",
    "nacional",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "/a\nb",
    "/login",
    "/login?next=/x",
    `/${"a".repeat(2000)}`,
  ])("refuses anything else: %s", (raw) => {
    expect(returnPath(raw)).toBeNull();
  });

  it("asks the login page to return to where the visitor was going", () => {
    expect(loginFor("/nacional/campanas?x=1")).toBe("/login?next=%2Fnacional%2Fcampanas%3Fx%3D1");
    expect(loginFor("/")).toBe("/login");
    expect(loginFor("//evil.example")).toBe("/login");
  });
});
