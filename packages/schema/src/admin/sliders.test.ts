import { describe, expect, it } from "vitest";
import { validate } from "../common/validate.js";
import { isSliderImagePath, isSliderTarget, sliderRules } from "./sliders.js";

describe("the slider form (spec 1 §5)", () => {
  it("needs a name and a stored image; the link, the days and the switch are optional; a new slider is active", () => {
    expect(validate(sliderRules, { name: " Verano ", file: " sliders/verano.png " })).toEqual({
      ok: true,
      value: { name: "Verano", file: "sliders/verano.png", url: "", startDate: "", endDate: "", active: true },
    });
    expect(validate(sliderRules, { name: " ", file: "" })).toEqual({
      ok: false,
      fields: { name: "validation.required", file: "validation.required" },
    });
  });

  it("takes an image the catalogue stored for sliders only, and a national or local section's path as the link", () => {
    expect(validate(sliderRules, { name: "x", file: "resources/a.pdf" })).toEqual({ ok: false, fields: { file: "admin.sliders.error.file" } });
    expect(validate(sliderRules, { name: "x", file: "sliders/../users.png" })).toEqual({ ok: false, fields: { file: "admin.sliders.error.file" } });
    expect(validate(sliderRules, { name: "x", file: "sliders/a.png", url: "https://example.com" })).toEqual({
      ok: false,
      fields: { url: "admin.sliders.error.url" },
    });
    expect(validate(sliderRules, { name: "x", file: "sliders/a.png", url: " /local/santos-populares " }).ok).toBe(true);
  });

  it("refuses a day that does not exist and an end before the start", () => {
    const base = { name: "x", file: "sliders/a.png" };
    expect(validate(sliderRules, { ...base, startDate: "2026-02-30" })).toEqual({ ok: false, fields: { startDate: "admin.error.date" } });
    expect(validate(sliderRules, { ...base, startDate: "2026-12-10", endDate: "2026-12-01" })).toEqual({
      ok: false,
      fields: { endDate: "admin.error.end_before_start" },
    });
    expect(validate(sliderRules, { ...base, startDate: "2026-12-01", endDate: "2026-12-01", active: false }).ok).toBe(true);
  });
});

describe("slider paths", () => {
  it("a stored image is one file of the sliders folder", () => {
    expect(["sliders/doble-burger-bacon.png", "sliders/3f2a-foto_1.webp"].map(isSliderImagePath)).toEqual([true, true]);
    for (const path of ["sliders/", "sliders/.hidden.png", "sliders/a/b.png", "sliders/..png", "thumbs/a.png", "/sliders/a.png"])
      expect(isSliderImagePath(path), path).toBe(false);
  });

  it("a link is a national or local section's portal path", () => {
    expect(["/nacional/hamburguesas", "/local/eventos-locais"].map(isSliderTarget)).toEqual([true, true]);
    for (const url of ["/comunicacion/prensa", "/nacional", "/nacional/a/b", "nacional/a", "/nacional/a?x=1", "/toolkits"])
      expect(isSliderTarget(url), url).toBe(false);
  });
});
