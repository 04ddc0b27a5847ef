import { describe, expect, it } from "vitest";
import type { Principal } from "@portal/schema";
import { adminNavigation, mainNavigation } from "./navigation";

const franchisee: Principal = { type: "FRANCHISEE", admin: false };
const consultant: Principal = { type: "CONSULTANT", admin: false };
const admin: Principal = { type: "ADMINISTRATOR", admin: true };
const paths = (items: { to: string }[]) => items.map((i) => i.to);

describe("mainNavigation", () => {
  it("gives an ES franchisee orders, custom resource and users", () => {
    expect(paths(mainNavigation(franchisee, "ES").user)).toEqual(["/orders", "/customresource", "/users"]);
  });
  it("hides the custom resource link in PT", () => {
    expect(paths(mainNavigation(franchisee, "PT").user)).toEqual(["/orders", "/users"]);
  });
  it("gives admins the edition mode instead of orders", () => {
    expect(paths(mainNavigation(admin, "ES").user)).toEqual(["/admin"]);
    expect(paths(mainNavigation(consultant, "ES").user)).toEqual(["/orders"]);
  });
  it("hides diagnostic and marketing in PT", () => {
    expect(paths(mainNavigation(consultant, "ES").areas)).toContain("/diagnostic");
    expect(paths(mainNavigation(consultant, "PT").areas)).not.toContain("/diagnostic");
    expect(paths(mainNavigation(consultant, "PT").areas)).not.toContain("/marketing");
  });
});

describe("adminNavigation", () => {
  it("lists every admin screen in ES", () => {
    expect(paths(adminNavigation(admin, "ES"))).toHaveLength(10);
  });
  it("leaves videos, mop and import out in PT", () => {
    const pt = paths(adminNavigation(admin, "PT"));
    expect(pt).not.toContain("/admin/videos");
    expect(pt).not.toContain("/admin/mop");
    expect(pt).not.toContain("/admin/import");
    expect(pt).toHaveLength(7);
  });
});
