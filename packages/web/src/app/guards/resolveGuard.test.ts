import { describe, expect, it } from "vitest";
import type { Principal } from "@portal/schema";
import { canVisit, resolveGuard } from "./resolveGuard";

const franchisee: Principal = { type: "FRANCHISEE", admin: false };
const manager: Principal = { type: "MANAGER", admin: false };
const admin: Principal = { type: "ADMINISTRATOR", admin: true };
const restricted: Principal = { type: "RESTRICTED_ADMINISTRATOR", admin: true };
const partner: Principal = { type: "PARTNER", admin: false };

describe("resolveGuard: signed out", () => {
  it.each(["/", "/cart", "/admin", "/partner/reports", "/users", "/account"])("sends %s to /login", (path) => {
    expect(resolveGuard(path, null, "ES")).toBe("/login");
  });
  it.each(["/login", "/remember", "/changepassword/abc/1700000000", "/login/"])("lets %s open", (path) => {
    expect(resolveGuard(path, null, "ES")).toBeNull();
  });
  it("does not treat a longer changepassword path as a login screen", () => {
    expect(resolveGuard("/changepassword/abc", null, "ES")).toBe("/login");
  });
});

describe("resolveGuard: signed in on the login layout", () => {
  it("sends a signed-in visitor of /login to their landing path", () => {
    expect(resolveGuard("/login", franchisee, "ES")).toBe("/");
    expect(resolveGuard("/login", admin, "ES")).toBe("/admin");
    expect(resolveGuard("/login", restricted, "ES")).toBe("/admin/sections");
    expect(resolveGuard("/login", partner, "PT")).toBe("/partner/reports");
  });
  it("keeps /remember and /changepassword open", () => {
    expect(resolveGuard("/remember", franchisee, "ES")).toBeNull();
    expect(resolveGuard("/changepassword/x/1", admin, "PT")).toBeNull();
  });
});

describe("resolveGuard: admin routes", () => {
  it("sends non-admins home", () => {
    expect(resolveGuard("/admin/restaurants", franchisee, "ES")).toBe("/");
    expect(resolveGuard("/admin", manager, "PT")).toBe("/");
  });
  it("opens the resources list for /admin", () => {
    expect(resolveGuard("/admin", admin, "ES")).toBe("/admin/resources");
    expect(resolveGuard("/admin/", admin, "PT")).toBe("/admin/resources");
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
  ])("lets an ES admin open %s", (path) => expect(resolveGuard(path, admin, "ES")).toBeNull());
  it.each(["/admin/videos", "/admin/videos/add", "/admin/videos/4", "/admin/import", "/admin/mop"])("sends %s to /admin in PT", (path) => {
    expect(resolveGuard(path, admin, "PT")).toBe("/admin");
  });
  it("keeps other PT admin screens", () => {
    expect(resolveGuard("/admin/sliders", admin, "PT")).toBeNull();
    expect(resolveGuard("/admin/inform", admin, "PT")).toBeNull();
  });
  it("does not mistake /administration for an admin route", () => {
    expect(resolveGuard("/administration", franchisee, "ES")).toBeNull();
  });
});

describe("resolveGuard: partners", () => {
  it.each(["/partner/reports", "/partner/reports/add", "/partner/reports/05-2024"])("lets a partner open %s", (path) => {
    expect(resolveGuard(path, partner, "ES")).toBeNull();
  });
  it.each(["/", "/admin", "/cart", "/account", "/users", "/partner"])("confines a partner away from %s", (path) => {
    expect(resolveGuard(path, partner, "PT")).toBe("/partner/reports");
  });
  it("sends non-partners away from partner routes", () => {
    expect(resolveGuard("/partner/reports", franchisee, "ES")).toBe("/");
    expect(resolveGuard("/partner/reports/add", admin, "ES")).toBe("/");
  });
});

describe("resolveGuard: user routes", () => {
  it("hides diagnostic and marketing in PT", () => {
    expect(resolveGuard("/diagnostic", franchisee, "PT")).toBe("/");
    expect(resolveGuard("/marketing", manager, "PT")).toBe("/");
    expect(resolveGuard("/diagnostic", franchisee, "ES")).toBeNull();
    expect(resolveGuard("/marketing", manager, "ES")).toBeNull();
  });
  it("opens user admin to franchisees only", () => {
    for (const path of ["/users", "/users/add", "/users/12"]) {
      expect(resolveGuard(path, franchisee, "ES")).toBeNull();
      expect(resolveGuard(path, manager, "ES")).toBe("/");
      expect(resolveGuard(path, admin, "PT")).toBe("/");
    }
  });
  it("opens the custom resource request to ES franchisees only", () => {
    expect(resolveGuard("/customresource", franchisee, "ES")).toBeNull();
    expect(resolveGuard("/customresource", franchisee, "PT")).toBe("/");
    expect(resolveGuard("/customresource", manager, "ES")).toBe("/");
  });
  it.each(["/", "/nacional/cat/res", "/local", "/comunicacion/form", "/search", "/cart", "/order/edit/3", "/account", "/support", "/channels"])(
    "lets any signed-in user open %s",
    (path) => expect(resolveGuard(path, manager, "PT")).toBeNull(),
  );
  it("lets admins use the restaurant mode", () => {
    expect(resolveGuard("/", admin, "ES")).toBeNull();
    expect(resolveGuard("/orders", admin, "ES")).toBeNull();
  });
  it("ignores query strings and hashes", () => {
    expect(resolveGuard("/admin?x=1", admin, "ES")).toBe("/admin/resources");
    expect(resolveGuard("/diagnostic#top", franchisee, "PT")).toBe("/");
  });
});

describe("canVisit", () => {
  it("is true exactly when the guard lets the visitor stay", () => {
    expect(canVisit("/admin/mop", admin, "ES")).toBe(true);
    expect(canVisit("/admin/mop", admin, "PT")).toBe(false);
    expect(canVisit("/users", franchisee, "ES")).toBe(true);
  });
});
