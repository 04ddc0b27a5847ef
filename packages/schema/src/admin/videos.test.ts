import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { videoRules } from "./videos.js";

describe("the video form (spec 1 §5)", () => {
  it("needs a url; dates are optional days; a new video is active", () => {
    expect(validate(videoRules, { url: "  https://vimeo.com/1 " })).toEqual({
      ok: true,
      value: { url: "https://vimeo.com/1", startDate: "", endDate: "", active: true },
    });
    expect(validate(videoRules, { url: " " })).toEqual({ ok: false, fields: { url: "validation.required" } });
  });

  it("refuses a day that does not exist and an end before the start", () => {
    expect(validate(videoRules, { url: "x", startDate: "2026-02-30" })).toEqual({ ok: false, fields: { startDate: "admin.error.date" } });
    expect(validate(videoRules, { url: "x", startDate: "2026-12-10", endDate: "2026-12-01" })).toEqual({
      ok: false,
      fields: { endDate: "admin.error.end_before_start" },
    });
    expect(validate(videoRules, { url: "x", startDate: "2026-12-01", endDate: "2026-12-01", active: false }).ok).toBe(true);
  });
});
