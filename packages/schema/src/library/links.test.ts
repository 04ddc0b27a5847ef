import { describe, expect, it } from "vitest";
import { areaOfPath, hasCategoryRoutes, resourceFacts, resourceHref, sectionHref, sectionVisible, LISTED_RESOURCE_STATUSES } from "./links.js";
import { resourceActions } from "./rules.js";

describe("library links", () => {
  it("gives categories of the first three areas a route, and filters toolkits and best practices by a parameter", () => {
    expect(sectionHref({ type: "NATIONAL", slug: "carteleria" })).toBe("/nacional/carteleria");
    expect(sectionHref({ type: "COMMUNICATION", slug: "redes" })).toBe("/comunicacion/redes");
    expect(sectionHref({ type: "TOOLKIT", slug: "apertura y más" })).toBe("/toolkits?category=apertura%20y%20m%C3%A1s");
    expect(sectionHref({ type: "BEST_PRACTICE", slug: "x" })).toBe("/practices?category=x");
    expect([hasCategoryRoutes("LOCAL"), hasCategoryRoutes("TOOLKIT")]).toEqual([true, false]);
  });

  it("places a resource under its first section, or on the area page for toolkits and best practices", () => {
    expect(resourceHref({ type: "LOCAL", slug: "prensa" }, "anuncio")).toBe("/local/prensa/anuncio");
    expect(resourceHref({ type: "TOOLKIT", slug: "apertura" }, "kit")).toBe("/toolkits");
    expect(resourceHref(undefined, "kit")).toBe("/");
  });

  it("reads the area from a path", () => {
    expect(areaOfPath("/nacional/carteleria/x")).toBe("NATIONAL");
    expect(areaOfPath("/practices")).toBe("BEST_PRACTICE");
    expect(areaOfPath("/search")).toBeNull();
    expect(areaOfPath("/")).toBeNull();
  });

  it("shows inactive sections and drafts to administrators only", () => {
    expect([sectionVisible({ active: false }, false), sectionVisible({ active: false }, true), sectionVisible({ active: true }, false)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(LISTED_RESOURCE_STATUSES).toEqual([1, 2]);
  });

  it("decides a resource's buttons from its sections", () => {
    const sections = [
      { type: "COMMUNICATION" as const, slug: "redes" },
      { type: "NATIONAL" as const, slug: "legal" },
    ];
    const facts = resourceFacts(sections, { hasFile: true, budget: true, statusCode: 1 });
    expect(facts).toEqual({ firstSectionType: 3, sectionSlugs: ["redes", "legal"], hasFile: true, budget: true, status: 1 });
    expect(resourceActions(facts)).toEqual({ download: true, adapt: false, adaptInDetail: false, produce: true, special: false, comingSoon: false });
    expect(resourceActions(resourceFacts([{ type: "LOCAL", slug: "prensa" }], { hasFile: true, budget: false, statusCode: 1 }))).toEqual({
      download: true,
      adapt: true,
      adaptInDetail: true,
      produce: false,
      special: false,
      comingSoon: false,
    });
  });
});
