import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { canManageUsers, canRequestCustomResource, landingPath, userTypeFromCode, type UserType } from "./roles.js";
import { changePasswordRules, isPasswordLinkValid, loginRules, rememberRules } from "./rules.js";

describe("landingPath (spec 1 §2 'Landing after login', issue rules)", () => {
  const table: Array<[UserType, boolean, string]> = [
    ["FRANCHISEE", false, "/"],
    ["ADMINISTRATOR", true, "/admin"],
    ["ADMINISTRATOR", false, "/"],
    ["MANAGER", false, "/"],
    ["MANAGER", true, "/admin"],
    ["RESTRICTED_ADMINISTRATOR", true, "/admin/sections"],
    ["RESTRICTED_ADMINISTRATOR", false, "/admin/sections"],
    ["CONSULTANT", false, "/"],
    ["PARTNER", false, "/partner/reports"],
    ["PARTNER", true, "/partner/reports"],
  ];
  it.each(table)("%s (admin %s) → %s", (type, admin, path) => {
    expect(landingPath({ type, admin })).toBe(path);
  });
});

describe("user types and permissions", () => {
  it("maps the catalogue's codes 1..6", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(userTypeFromCode)).toEqual([
      "FRANCHISEE",
      "ADMINISTRATOR",
      "MANAGER",
      "RESTRICTED_ADMINISTRATOR",
      "CONSULTANT",
      "PARTNER",
      undefined,
    ]);
  });

  it("opens user admin to franchisees only, and the custom resource to ES franchisees only", () => {
    expect(canManageUsers({ type: "FRANCHISEE", admin: false })).toBe(true);
    expect(canManageUsers({ type: "ADMINISTRATOR", admin: true })).toBe(false);
    expect(canRequestCustomResource({ type: "FRANCHISEE", admin: false }, "ES")).toBe(true);
    expect(canRequestCustomResource({ type: "FRANCHISEE", admin: false }, "PT")).toBe(false);
    expect(canRequestCustomResource({ type: "MANAGER", admin: false }, "ES")).toBe(false);
  });
});

describe("login rules", () => {
  it.each([
    [
      { username: " a@b.es ", password: " x " },
      { ok: true, value: { username: "a@b.es", password: "x" } },
    ],
    [
      { username: "  ", password: "x" },
      { ok: false, fields: { username: "login.error.username_required" } },
    ],
    [
      { username: "a", password: " " },
      { ok: false, fields: { password: "login.error.password_required" } },
    ],
    [{}, { ok: false, fields: { username: "login.error.username_required", password: "login.error.password_required" } }],
  ])("%j → %j", (input, expected) => {
    expect(validate(loginRules, input)).toEqual(expected);
  });

  it("requires a username for the reminder", () => {
    expect(validate(rememberRules, { username: " " })).toEqual({ ok: false, fields: { username: "login.error.username_required" } });
  });
});

describe("password change", () => {
  it("wants two equal entries", () => {
    expect(validate(changePasswordRules, { password: "a", repeat: "b" })).toEqual({ ok: false, fields: { repeat: "password.error.mismatch" } });
    expect(validate(changePasswordRules, { password: "a", repeat: "a" }).ok).toBe(true);
  });

  it("accepts the link while now is at or before its time", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const t = Math.floor(now.getTime() / 1000);
    expect(isPasswordLinkValid(t, now)).toBe(true);
    expect(isPasswordLinkValid(t + 1, now)).toBe(true);
    expect(isPasswordLinkValid(t - 1, now)).toBe(false);
    expect(isPasswordLinkValid(Number.NaN, now)).toBe(false);
  });
});
