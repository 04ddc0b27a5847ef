import { LIBRARY_LIMITS } from "@portal/schema";

export type BannerTarget = { kind: "internal"; to: string } | { kind: "external"; href: string };

/**
 * Where a banner leads: a portal path opens with the router, an absolute URL of this origin too
 * (as a path), any other http(s) URL in a new tab. Null when the banner has no (usable) link.
 */
export function bannerTarget(link: string | null | undefined, origin: string): BannerTarget | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return { kind: "internal", to: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin === origin) return { kind: "internal", to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: "external", href: url.href };
}

/** Breakpoints of the thumbnail strip, narrowest first: it shows 1 to 5 thumbnails as the screen widens. */
const STRIP_BREAKPOINTS = ["base", "xs", "sm", "md", "lg"] as const;
type StripBreakpoint = (typeof STRIP_BREAKPOINTS)[number];

/**
 * Width of one thumbnail per breakpoint (Carousel `slideSize`): 1 visible on the narrowest screens,
 * one more per breakpoint up to 5 (spec 1 §9), never more than there are banners.
 */
export function thumbnailSlideSize(count: number): Record<StripBreakpoint, string> {
  const { bannerThumbnailsMin: min, bannerThumbnailsMax: max } = LIBRARY_LIMITS;
  const sizes = {} as Record<StripBreakpoint, string>;
  STRIP_BREAKPOINTS.forEach((bp, i) => {
    const visible = Math.max(min, Math.min(max, min + i, count));
    sizes[bp] = `${Math.round((100 / visible) * 1000) / 1000}%`;
  });
  return sizes;
}
