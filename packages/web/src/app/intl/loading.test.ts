import { describe, expect, it } from "vitest";
import shellCa from "../messages.ca.json";
import shellEs from "../messages.es.json";
import libraryCa from "../../features/library/messages.ca.json";
import libraryEs from "../../features/library/messages.es.json";
import sessionEs from "../../features/session/messages.es.json";
import { catalogOf, INTL_LOCALE, loadArea, showLocale, subscribe } from "./catalogs";

/** The catalogs' pieces as a page meets them: one module state, so the steps run in order. */
describe("loading the messages in pieces", () => {
  const keys = (messages: object | undefined) => Object.keys(messages ?? {}).sort();
  let changes = 0;
  subscribe(() => changes++);

  it("waits for the page's locale before it loads an area (the lazy route may start before the root loader)", async () => {
    const library = loadArea("library");
    await Promise.resolve();
    expect(catalogOf("es")).toBeUndefined();
    const catalog = await showLocale("es"); // the shell's and the areas asked for so far
    await library;
    expect(keys(catalog)).toEqual(keys({ ...shellEs, ...libraryEs }));
    expect(catalogOf("es")).toBe(catalog);
    expect(catalogOf("ca")).toBeUndefined();
    expect(changes).toBeGreaterThanOrEqual(2);
  });

  it("adds each area's messages once its screens load, and keeps the catalog object while nothing arrives", async () => {
    const before = catalogOf("es");
    expect(catalogOf("es")).toBe(before);
    await loadArea("session");
    expect(keys(catalogOf("es"))).toEqual(keys({ ...shellEs, ...libraryEs, ...sessionEs }));
    await loadArea("no-such-area"); // an area without messages
    expect(keys(catalogOf("es"))).toEqual(keys({ ...shellEs, ...libraryEs, ...sessionEs }));
  });

  it("loads the shell and every loaded area in the new locale on a language switch", async () => {
    const catalog = await showLocale("ca");
    expect(catalog["search.label"]).toBe(shellCa["search.label"]);
    expect(catalog["customresource.comments"]).toBe(libraryCa["customresource.comments"]);
    expect(keys(catalog)).toEqual(keys(catalogOf("es")));
  });
});

describe("formatting", () => {
  it("counts in Portugal's Portuguese: 0 takes the plural", async () => {
    const { createIntl } = await import("react-intl");
    const shellPt = (await import("../messages.pt.json")).default as Record<string, string>;
    const intl = createIntl({ locale: INTL_LOCALE.pt, messages: shellPt });
    expect([0, 1, 2].map((count) => intl.formatMessage({ id: "header.cart" }, { count }))).toEqual([
      "Carrinho: 0 artigos",
      "Carrinho: 1 artigo",
      "Carrinho: 2 artigos",
    ]);
  });
});
