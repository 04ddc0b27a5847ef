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
    expect(validate(videoRules, { url: "https://vimeo.com/1", startDate: "2026-02-30" })).toEqual({
      ok: false,
      fields: { startDate: "admin.error.date" },
    });
    expect(validate(videoRules, { url: "https://vimeo.com/1", startDate: "2026-12-10", endDate: "2026-12-01" })).toEqual({
      ok: false,
      fields: { endDate: "admin.error.end_before_start" },
    });
    expect(validate(videoRules, { url: "https://vimeo.com/1", startDate: "2026-12-01", endDate: "2026-12-01", active: false }).ok).toBe(true);
  });

  it("takes YouTube, Vimeo or a video file's URL or path; refuses anything else and a URL over 500 characters", () => {
    const fine = [
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://youtu.be/aqz-KE-bpKQ",
      "https://vimeo.com/76979871",
      "videos/navidad.mp4",
      "https://cdn.example.com/spots/verano.webm",
    ];
    expect(fine.filter((url) => !validate(videoRules, { url }).ok)).toEqual([]);
    const refused = [
      "not a url",
      `https://vimeo.com/${"1".repeat(2990)}`,
      `https://cdn.example.com/${"a".repeat(3000)}.mp4`,
      "https://www.youtube.com/watch?v=short",
      "https://vimeo.com/about",
      "https://example.com/page.html",
      "../etc/passwd.mp4",
      "javascript:alert(1)",
    ];
    for (const url of refused) expect(validate(videoRules, { url })).toEqual({ ok: false, fields: { url: "admin.videos.error.url" } });
  });
});
