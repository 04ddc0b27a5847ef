import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { openingFormRules } from "./opening.js";
import { openingInput } from "./opening.fixture.js";

const now = new Date(2026, 10, 22, 10, 0);
const complete = openingInput("2026-12-07");

describe("opening communication form (15-day rule)", () => {
  it("accepts an opening 15 days away", () => {
    const result = validate(openingFormRules(now), complete);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject({ kiosk: true, mcauto: false, workplaces: 45, meters: null, other: "" });
  });

  it("refuses an opening 14 days away, a bad date, a bad phone and missing fields", () => {
    expect(validate(openingFormRules(now), { ...complete, openingDate: "2026-12-06" })).toEqual({
      ok: false,
      fields: { openingDate: "opening.error.too_soon" },
    });
    expect(validate(openingFormRules(now), { ...complete, openingDate: "2026-13-01" })).toEqual({
      ok: false,
      fields: { openingDate: "opening.error.date" },
    });
    expect(validate(openingFormRules(now), { ...complete, phone: "6OO" })).toEqual({ ok: false, fields: { phone: "validation.phone" } });
    expect(validate(openingFormRules(now), { ...complete, city: " ", mail: "nope" })).toEqual({
      ok: false,
      fields: { city: "validation.required", mail: "validation.email" },
    });
  });
});
