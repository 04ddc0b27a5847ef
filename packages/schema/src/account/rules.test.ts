import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { adminUserRules, personRules } from "./rules.js";

const person = { name: " Ana ", email: " Ana@Demo.ES ", phone: "600 000 000", password: "", active: true, restaurants: ["3"] };

describe("the person form of a franchisee (spec 1 §5 'User form')", () => {
  it("trims, lowercases the e-mail and needs a corporate e-mail of the market and a restaurant", () => {
    expect(validate(personRules, person, { market: "ES" })).toEqual({ ok: true, value: { ...person, name: "Ana", email: "ana@demo.es" } });
    expect(validate(personRules, { ...person, name: " ", email: "ana@demo.es", phone: "6a", restaurants: [] }, { market: "PT" })).toEqual({
      ok: false,
      fields: {
        name: "validation.required",
        email: "validation.corporate_email",
        phone: "validation.phone",
        restaurants: "account.error.restaurants",
      },
    });
  });
});

describe("the admin user form", () => {
  it("offers the types 2, 1, 3 and 5, keeps a user's own other type, and needs no restaurant", () => {
    for (const type of ["ADMINISTRATOR", "FRANCHISEE", "MANAGER", "CONSULTANT"]) {
      expect(validate(adminUserRules, { ...person, type, restaurants: [] }, { market: "ES" }).ok).toBe(true);
    }
    expect(validate(adminUserRules, { ...person, type: "PARTNER" }, { market: "ES" })).toEqual({
      ok: false,
      fields: { type: "account.error.user_type" },
    });
    expect(validate(adminUserRules, { ...person, type: "PARTNER" }, { market: "ES", currentType: "PARTNER" }).ok).toBe(true);
    expect(validate(adminUserRules, { ...person, type: "RESTRICTED_ADMINISTRATOR" }, { market: "ES", currentType: "PARTNER" }).ok).toBe(false);
    expect(validate(adminUserRules, { ...person, type: "" }, { market: "ES" })).toEqual({ ok: false, fields: { type: "validation.required" } });
  });
});
