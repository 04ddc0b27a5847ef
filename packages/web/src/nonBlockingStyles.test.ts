import { describe, expect, it } from "vitest";
import { nonBlockingStyles } from "../build-tools/nonBlockingStyles";

const transform = (html: string) => (nonBlockingStyles().transformIndexHtml as { handler: (html: string) => string }).handler(html);

describe("nonBlockingStyles", () => {
  it("turns the build's stylesheets into preloads that become stylesheets on load, marked for index.html's script", () => {
    const html = `<head><link rel="stylesheet" crossorigin href="/assets/vendor-1.css">\n<link rel="stylesheet" href="/assets/index-2.css"><link rel="icon" href="/favicon.svg"></head>`;
    expect(transform(html)).toBe(
      `<head><link rel="preload" as="style" crossorigin href="/assets/vendor-1.css" data-app-style onload="this.rel='stylesheet'">\n` +
        `<link rel="preload" as="style" href="/assets/index-2.css" data-app-style onload="this.rel='stylesheet'"><link rel="icon" href="/favicon.svg"></head>`,
    );
  });
});
