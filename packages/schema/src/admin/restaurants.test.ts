import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { RESTAURANT_DEFAULT_FLAGS_FIXTURE, RESTAURANT_REQUIRED_FIXTURE } from "./restaurants.fixture.js";
import {
  DELIVERY_OPTIONS,
  HABITANT_RADII,
  RESTAURANT_REFUSAL_MESSAGES,
  RESTAURANT_REGION_CODES,
  RESTAURANT_TYPE_CODES,
  restaurantRules,
} from "./restaurants.js";

const FORM = { site: " ES0999 ", name: " Test ", provinceId: "28", region: "2", type: 3, address: " Gran Vía 1 " };

describe("the restaurant form (spec 1 §5)", () => {
  it("has the regions and types of spec 2 §3 and the catalogue's delivery options", () => {
    expect(RESTAURANT_REGION_CODES).toEqual([1, 2, 3, 4, 5, 6]);
    expect(RESTAURANT_TYPE_CODES).toEqual([1, 2, 3, 4]);
    expect(DELIVERY_OPTIONS).toEqual(["none", "Uber", "Glovo"]);
  });

  it("needs site, name, province, region, type and address; the rest is optional and trimmed", () => {
    expect(validate(restaurantRules, FORM)).toEqual({
      ok: true,
      value: {
        site: "ES0999",
        name: "Test",
        provinceId: "28",
        region: 2,
        type: 3,
        address: "Gran Vía 1",
        city: "",
        postcode: "",
        latitude: "",
        longitude: "",
        email: "",
        taxId: "",
        companyName: "",
        fiscalAddress: "",
        delivery: "none",
        active: true,
        mopService: null,
        ...RESTAURANT_DEFAULT_FLAGS_FIXTURE,
      },
    });
    expect(validate(restaurantRules, { site: " ", name: "", provinceId: " ", region: "", type: null, address: "  " })).toEqual({
      ok: false,
      fields: RESTAURANT_REQUIRED_FIXTURE,
    });
    expect(validate(restaurantRules, {})).toMatchObject({ ok: false, fields: { site: "validation.required", address: "validation.required" } });
  });

  it("refuses the catalogue's region -1 (none) and codes that do not exist", () => {
    expect(validate(restaurantRules, { ...FORM, region: -1, type: 5 })).toEqual({
      ok: false,
      fields: { region: "validation.required", type: "validation.required" },
    });
    expect(validate(restaurantRules, { ...FORM, region: "x" })).toEqual({ ok: false, fields: { region: "validation.required" } });
    expect(validate(restaurantRules, { ...FORM, delivery: "Bike" })).toEqual({ ok: false, fields: { delivery: "validation.required" } });
  });

  it("binds no e-mail rule; keeps the delivery, the active switch and the ordering service switch", () => {
    const checked = validate(restaurantRules, { ...FORM, email: " not an e-mail ", delivery: "Glovo", active: false, mopService: true });
    expect(checked).toMatchObject({ ok: true, value: { email: "not an e-mail", delivery: "Glovo", active: false, mopService: true } });
  });

  it("reads the catalogue's refusals on their fields, the site in use with its own message", () => {
    expect(RESTAURANT_REFUSAL_MESSAGES.site_exists).toEqual({ key: "admin.restaurants.error.site_exists", field: "site" });
    expect(RESTAURANT_REFUSAL_MESSAGES.province).toEqual({ key: "validation.required", field: "provinceId" });
    expect(RESTAURANT_REFUSAL_MESSAGES.admin).toEqual({ key: "error.FORBIDDEN" });
  });

  it("carries etof, mcauto, selected, available and the catchment's habitants (spec 1 §3), whole numbers 0 to 99,999,999", () => {
    const full = { ...FORM, etof: true, mcauto: true, selected: true, available: false, habitants1km: "12500", habitants3km: 98_000 };
    expect(validate(restaurantRules, full)).toMatchObject({
      ok: true,
      value: { etof: true, mcauto: true, selected: true, available: false, habitants1km: 12_500, habitants3km: 98_000 },
    });
    expect(validate(restaurantRules, { ...FORM, habitants1km: "", habitants3km: 0 })).toMatchObject({
      ok: true,
      value: { habitants1km: null, habitants3km: 0 },
    });
    expect(validate(restaurantRules, { ...FORM, habitants1km: -1, habitants3km: 1.5 })).toEqual({
      ok: false,
      fields: { habitants1km: "admin.restaurants.error.habitants", habitants3km: "admin.restaurants.error.habitants" },
    });
    expect(validate(restaurantRules, { ...FORM, habitants1km: 100_000_000, habitants3km: "many" })).toEqual({
      ok: false,
      fields: { habitants1km: "admin.restaurants.error.habitants", habitants3km: "admin.restaurants.error.habitants" },
    });
    expect(HABITANT_RADII).toEqual(["1km", "3km"]);
  });
});
