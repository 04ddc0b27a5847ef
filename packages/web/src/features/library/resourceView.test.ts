import { describe, expect, it } from "vitest";
import { LIBRARY_LIMITS } from "@portal/schema";
import { RESOURCE_GRID_COLS, adaptationPath, cardView, fileFormat, productionPath, showsLanguage, sizeInUnit } from "./resourceView";

const none = { download: false, adapt: false, produce: false, special: false, comingSoon: false };

describe("file list grid", () => {
  it("uses 3, 4 and 5 columns on md, lg and xl, fewer below", () => {
    expect(RESOURCE_GRID_COLS).toEqual({ base: 1, xs: 2, md: 3, lg: 4, xl: 5 });
    expect([RESOURCE_GRID_COLS.md, RESOURCE_GRID_COLS.lg, RESOURCE_GRID_COLS.xl]).toEqual([...LIBRARY_LIMITS.gridColumns]);
  });
});

describe("resource card", () => {
  it("shows the buttons the server allows", () => {
    expect(cardView({ ...none, download: true, adapt: true, produce: true }, true)).toEqual({
      variant: "regular",
      opensDetail: true,
      download: true,
      adapt: true,
      produce: true,
    });
    expect(cardView({ ...none, download: true, produce: true }, true)).toEqual({
      variant: "regular",
      opensDetail: true,
      download: true,
      adapt: false,
      produce: true,
    });
  });

  it("offers download only on special cards, which open nothing (no detail: a filtered toolkit list stays)", () => {
    expect(cardView({ ...none, download: true, special: true, adapt: true, produce: true }, true)).toEqual({
      variant: "special",
      opensDetail: false,
      download: true,
      adapt: false,
      produce: false,
    });
  });

  it("shows a special card without a file as a plain card: no 'download only' badge, no button", () => {
    expect(cardView({ ...none, download: true, special: true }, false)).toEqual({
      variant: "regular",
      opensDetail: false,
      download: false,
      adapt: false,
      produce: false,
    });
  });

  it("disables coming-soon cards", () => {
    expect(cardView({ ...none, download: true, adapt: true, comingSoon: true }, true)).toEqual({
      variant: "soon",
      opensDetail: false,
      download: false,
      adapt: false,
      produce: false,
    });
  });

  it("never offers a download without a file", () => {
    expect(cardView({ ...none, download: true }, false).download).toBe(false);
  });
});

describe("resource links and details", () => {
  it("builds the adaptation and production links", () => {
    expect(adaptationPath("42")).toBe("/order/42");
    expect(productionPath("42")).toBe("/cart?add=42");
  });

  it("hides the language of Portuguese resources", () => {
    expect([showsLanguage("CAST"), showsLanguage("CAT"), showsLanguage("PT")]).toEqual([true, true, false]);
  });
});

describe("file facts of the detail", () => {
  it("names the format by MIME subtype, else by extension", () => {
    expect(fileFormat("application/pdf", "a.pdf")).toBe("PDF");
    expect(fileFormat("image/svg+xml", "a.svg")).toBe("SVG");
    expect(fileFormat(null, "Guía (2026).JPG")).toBe("JPG");
    expect(fileFormat(null, "no-extension")).toBeNull();
  });

  it("gives the size in the largest unit that keeps it at least 1", () => {
    expect(sizeInUnit(999)).toEqual({ value: 999, unit: "byte" });
    expect(sizeInUnit(48_213)).toEqual({ value: 48.213, unit: "kilobyte" });
    expect(sizeInUnit(2_500_000)).toEqual({ value: 2.5, unit: "megabyte" });
  });
});
