import { describe, expect, it } from "vitest";
import { hideVideoForSession, hideVideoForever, shouldShowVideo, videoHiddenKey, videoPlayer, type KeyValueStore } from "./videoPopup";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const broken: KeyValueStore = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("video pop-up visibility", () => {
  it("shows a video nobody dismissed", () => {
    expect(shouldShowVideo("7", memoryStore(), memoryStore())).toBe(true);
  });

  it("'no more' hides that video for good, by id, in local storage", () => {
    const local = memoryStore();
    hideVideoForever("7", local);
    expect(local.data.get("portal.video.hidden.7")).toBe("1");
    expect(videoHiddenKey("7")).toBe("portal.video.hidden.7");
    expect(shouldShowVideo("7", local, memoryStore())).toBe(false);
    expect(shouldShowVideo("8", local, memoryStore())).toBe(true);
  });

  it("'show later' hides it for the session only", () => {
    const local = memoryStore();
    const session = memoryStore();
    hideVideoForSession("7", session);
    expect(local.data.size).toBe(0);
    expect(shouldShowVideo("7", local, session)).toBe(false);
    expect(shouldShowVideo("7", local, memoryStore())).toBe(true); // a new session
  });

  it("shows the video when storage is unavailable, and does not throw on dismissal", () => {
    expect(shouldShowVideo("7", broken, null)).toBe(true);
    expect(() => hideVideoForever("7", broken)).not.toThrow();
    expect(() => hideVideoForSession("7", null)).not.toThrow();
  });
});

describe("video player", () => {
  it("embeds YouTube without cookies and Vimeo, and plays anything else as a file", () => {
    expect(videoPlayer({ kind: "YOUTUBE", embedId: "dQw4w9WgXcQ", url: "https://youtu.be/dQw4w9WgXcQ" })).toEqual({
      kind: "iframe",
      src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(videoPlayer({ kind: "VIMEO", embedId: "76979871", url: "https://vimeo.com/76979871" })).toEqual({
      kind: "iframe",
      src: "https://player.vimeo.com/video/76979871",
    });
    expect(videoPlayer({ kind: "FILE", embedId: null, url: "/files/static/video/spot.mp4" })).toEqual({
      kind: "file",
      src: "/files/static/video/spot.mp4",
    });
    expect(videoPlayer({ kind: "YOUTUBE", embedId: null, url: "/x.mp4" })).toEqual({ kind: "file", src: "/x.mp4" });
  });
});
