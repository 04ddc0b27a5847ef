import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { defaultInformRange, informRangeRules } from "./inform.js";

describe("the download report's range", () => {
  it("needs two real days, the end not before the start, at most 366 days", () => {
    expect(validate(informRangeRules, { from: "2026-01-01", to: "2026-12-31" })).toEqual({
      ok: true,
      value: { from: "2026-01-01", to: "2026-12-31" },
    });
    expect(validate(informRangeRules, { from: "2024-01-01", to: "2024-12-31" }).ok).toBe(true); // 366 days of a leap year
    expect(validate(informRangeRules, { from: "2026-01-01", to: "2027-01-02" })).toEqual({ ok: false, fields: { to: "admin.inform.error.range" } });
    expect(validate(informRangeRules, { from: "2026-02-30", to: "" })).toEqual({
      ok: false,
      fields: { from: "admin.error.date", to: "validation.required" },
    });
    expect(validate(informRangeRules, { from: "2026-03-02", to: "2026-03-01" })).toEqual({
      ok: false,
      fields: { to: "admin.error.end_before_start" },
    });
  });

  it("opens on the last 30 days, today included", () => {
    expect(defaultInformRange(new Date(2026, 2, 5, 15, 0))).toEqual({ from: "2026-02-04", to: "2026-03-05" });
  });
});
