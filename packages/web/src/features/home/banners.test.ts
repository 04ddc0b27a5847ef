import { describe, expect, it } from "vitest";
import { bannerTarget, thumbnailSlideSize } from "./banners";

const origin = "http://es.localhost:4000";

describe("banner links", () => {
  it("opens portal paths and same-origin URLs with the router", () => {
    expect(bannerTarget("/nacional/carteleria", origin)).toEqual({ kind: "internal", to: "/nacional/carteleria" });
    expect(bannerTarget("http://es.localhost:4000/search?s=burger#top", origin)).toEqual({ kind: "internal", to: "/search?s=burger#top" });
  });

  it("opens other web URLs in a new tab", () => {
    expect(bannerTarget(" https://www.example.com/promo ", origin)).toEqual({ kind: "external", href: "https://www.example.com/promo" });
  });

  it("ignores missing and unusable links", () => {
    expect(bannerTarget(null, origin)).toBeNull();
    expect(bannerTarget("  ", origin)).toBeNull();
    expect(bannerTarget("javascript:alert(1)", origin)).toBeNull();
    expect(bannerTarget("//evil.example/x", origin)).toBeNull();
    expect(bannerTarget("not a url", origin)).toBeNull();
  });
});

describe("banner thumbnail strip", () => {
  it("shows 1 to 5 thumbnails as the screen widens", () => {
    expect(thumbnailSlideSize(8)).toEqual({ base: "100%", xs: "50%", sm: "33.333%", md: "25%", lg: "20%" });
  });

  it("never shows more thumbnails than banners", () => {
    expect(thumbnailSlideSize(2)).toEqual({ base: "100%", xs: "50%", sm: "50%", md: "50%", lg: "50%" });
    expect(thumbnailSlideSize(1)).toEqual({ base: "100%", xs: "100%", sm: "100%", md: "100%", lg: "100%" });
  });
});
