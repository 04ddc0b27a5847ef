import { describe, expect, it } from "vitest";
import { currentVideo, isInWindow, videoEmbed, visibleSliders } from "./rules.js";

const d = (s: string) => new Date(s);
const now = d("2026-11-22T12:00:00Z");

describe("home sliders and videos", () => {
  it("shows active sliders within their window, by priority", () => {
    const sliders = [
      { name: "b", active: true, priority: 2, startDate: d("2026-11-01T00:00:00Z"), endDate: null },
      { name: "expired", active: true, priority: 1, startDate: null, endDate: d("2026-11-21T00:00:00Z") },
      { name: "inactive", active: false, priority: 0, startDate: null, endDate: null },
      { name: "future", active: true, priority: 0, startDate: d("2026-12-01T00:00:00Z"), endDate: null },
      { name: "a", active: true, priority: 1, startDate: null, endDate: d("2026-12-31T00:00:00Z") },
    ];
    expect(visibleSliders(sliders, now).map((s) => s.name)).toEqual(["a", "b"]);
    expect(isInWindow({ active: true, startDate: now, endDate: now }, now)).toBe(true);
  });

  it("picks the most recently started video in its window", () => {
    const videos = [
      { id: 1, active: true, startDate: d("2026-10-01T00:00:00Z"), endDate: null },
      { id: 2, active: true, startDate: d("2026-11-01T00:00:00Z"), endDate: d("2026-12-01T00:00:00Z") },
      { id: 3, active: false, startDate: d("2026-11-10T00:00:00Z"), endDate: null },
    ];
    expect(currentVideo(videos, now)?.id).toBe(2);
    expect(currentVideo([], now)).toBeNull();
  });

  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1", { kind: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/watch?v=short", { kind: "file", url: "https://www.youtube.com/watch?v=short" }],
    ["https://vimeo.com/76979871", { kind: "vimeo", id: "76979871" }],
    ["https://player.vimeo.com/video/76979871", { kind: "vimeo", id: "76979871" }],
    ["/files/static/videos/navidad.mp4", { kind: "file", url: "/files/static/videos/navidad.mp4" }],
  ])("%s → %j", (url, embed) => {
    expect(videoEmbed(url)).toEqual(embed);
  });
});
