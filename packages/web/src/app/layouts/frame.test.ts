import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_THEME } from "@mantine/core";
import { FRAME, NAV_BREAKPOINT } from "./frame";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
/** The declarations of one rule of a stylesheet, e.g. `#boot-shell header` → { height: "60px", ... }. */
function rule(css: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  const body = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`no rule ${selector}`);
  return Object.fromEntries(
    body
      .split(";")
      .map((d) => d.split(":").map((part) => part.trim().replace(/\s+/g, " ")))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name, value]),
  );
}

describe("the first paint's frame has the layouts' sizes (FRAME)", () => {
  const page = read("../../../index.html");
  const firstPaint = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
  const px = (n: number) => `${n}px`;

  it("the signed-in frame: header height, main padding below the header and above the footer", () => {
    expect(rule(firstPaint, "#boot-shell header").height).toBe(px(FRAME.headerHeight));
    expect(rule(firstPaint, "#boot-shell main").padding).toBe(
      `${px(FRAME.headerHeight + FRAME.padding)} ${px(FRAME.padding)} ${px(FRAME.footerHeight + FRAME.padding)}`,
    );
  });

  it("the signed-in frame on a phone: the footer's stacked height; the header's second row where the layout has one", () => {
    const phone = /@media \(max-width: 47\.99em\) \{((?:[^{}]*\{[^}]*\})*?[^{}]*#boot-shell[\s\S]*?)\n {6}\}/.exec(firstPaint)![1]!;
    const rowHeader = FRAME.headerHeight + FRAME.phoneHeaderRowHeight;
    expect(rule(phone, "#boot-shell main").padding).toBe(
      `${px(FRAME.headerHeight + FRAME.padding)} ${px(FRAME.padding)} ${px(FRAME.phoneFooterHeight + FRAME.padding)}`,
    );
    expect(rule(phone, "#boot-shell.boot-row header").height).toBe(px(rowHeader));
    expect(rule(phone, "#boot-shell.boot-row main").padding).toBe(
      `${px(rowHeader + FRAME.padding)} ${px(FRAME.padding)} ${px(FRAME.phoneFooterHeight + FRAME.padding)}`,
    );
  });

  it("the login frame: card width, page padding, footer height", () => {
    expect(rule(firstPaint, "#boot-login main div")["max-width"]).toBe(px(FRAME.loginCardMaxWidth));
    expect(rule(firstPaint, "#boot-login main").padding).toBe(px(FRAME.padding));
  });

  it("both frames' footer: its height from sm on and on a phone; the signed-in one fixed under the screen", () => {
    const footers = "#boot-login footer, #boot-shell footer";
    expect(rule(firstPaint, footers).height).toBe(px(FRAME.footerHeight));
    const phone = /@media \(max-width: 47\.99em\) \{([\s\S]*?)\n {6}\}/.exec(firstPaint)![1]!;
    expect(rule(phone, footers).height).toBe(px(FRAME.phoneFooterHeight));
    expect(rule(firstPaint, "#boot-shell > footer")).toMatchObject({ position: "fixed", inset: "auto 0 0" });
  });

  it("the home's first banner: the same box as home.module.css .banner", () => {
    const banner = rule(read("../../features/home/home.module.css"), ".banner");
    const boot = rule(firstPaint, "#boot-banner");
    expect(banner["max-height"]).toBe(px(FRAME.bannerMaxHeight));
    expect(boot["max-height"]).toBe(px(FRAME.bannerMaxHeight));
    expect(banner["max-width"]).toBe(px(FRAME.bannerMaxWidth));
    expect(boot["max-width"]).toBe(px(FRAME.bannerMaxWidth));
    expect(FRAME.bannerMaxWidth).toBe(2 * FRAME.bannerMaxHeight); // 2:1 at its largest too
    expect(boot["margin-inline"]).toBe(banner["margin-inline"]);
    expect(boot["aspect-ratio"]).toBe(banner["aspect-ratio"]);
    expect(boot["object-fit"]).toBe(banner["object-fit"]);
  });

  it("the marketing plan's cover: the same box as marketing.module.css .cover, under the title by the screen's gap", () => {
    const cover = rule(read("../../features/marketing/marketing.module.css"), ".cover");
    const boot = rule(firstPaint, "#boot-cover");
    for (const property of ["display", "width", "height", "aspect-ratio", "object-fit"])
      expect({ property, value: boot[property] }).toEqual({ property, value: cover[property] });
    expect(cover["border-radius"]).toBe("var(--mantine-radius-md)");
    // Mantine's sizes are `calc(<n>rem * var(--mantine-scale))`; the app's scale is 1.
    const inPx = (size: string) => px(Number(/([\d.]+)rem/.exec(size)![1]) * 16);
    expect(boot["border-radius"]).toBe(inPx(DEFAULT_THEME.radius.md));
    expect(boot["margin-top"]).toBe(inPx(DEFAULT_THEME.spacing.lg));
  });
});

describe("the frame on a phone (below sm, 768 px)", () => {
  const css = read("./parts/frame.module.css");
  const px = (n: number) => `${n}px`;

  it("the header gets a second row for the restaurant selector when the layout has one; the footer stacks its lines", () => {
    expect(rule(css, ".frame")["--frame-header-height"]).toBe(px(FRAME.headerHeight));
    expect(rule(css, ".frame")["--frame-footer-height"]).toBe(px(FRAME.phoneFooterHeight));
    expect(rule(css, ".frame[data-row]")["--frame-header-height"]).toBe(px(FRAME.headerHeight + FRAME.phoneHeaderRowHeight));
    const wide = /@media \(min-width: 48em\) \{([\s\S]*?)\n\}/.exec(css)![1]!;
    expect(rule(wide, ".frame,\n  .frame[data-row]")).toEqual({
      "--frame-header-height": px(FRAME.headerHeight),
      "--frame-footer-height": px(FRAME.footerHeight),
    });
  });

  it("the navigation covers the screen below md and stands beside it from md on (Mantine's md, 62em: NAV_BREAKPOINT)", () => {
    expect(DEFAULT_THEME.breakpoints[NAV_BREAKPOINT]).toBe("62em");
    expect(css.match(/@media \([a-z-]+: [\d.]+em\)/g)).toEqual([
      "@media (min-width: 48em)",
      "@media (max-width: 61.99em)",
      "@media (min-width: 62em)",
    ]);
  });

  it("the header's and footer's stylesheet switches at the same width as the frame's heights (Mantine's sm, 48em)", () => {
    const css = read("./parts/shell.module.css");
    expect(DEFAULT_THEME.breakpoints.sm).toBe("48em");
    expect(css.match(/@media \([a-z-]+: [\d.]+em\)/g)).toEqual([
      "@media (min-width: 48em)",
      "@media (max-width: 47.99em)",
      "@media (min-width: 48em)",
    ]);
  });
});
