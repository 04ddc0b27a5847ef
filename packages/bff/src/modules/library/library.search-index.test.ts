import { describe, expect, it } from "vitest";
import type { PortalResource, PortalSection } from "../../legacy/library.js";
import {
  ResourceIndex,
  facetsOf,
  firstMatches,
  normalizeTerm,
  passes,
  sortMatches,
  typosFor,
  type IndexedResource,
  type Match,
} from "./library.search-index.js";

const section = (id: string, name: string, parentId: string | null = null): PortalSection => ({
  id,
  name,
  type: "NATIONAL",
  slug: name.toLowerCase(),
  parentId,
  active: true,
  level: parentId ? 1 : 0,
  position: Number(id),
  path: name.toLowerCase(),
});

const NOW = Date.parse("2026-11-27T12:00:00Z");
const entry = (id: string, name: string, fields: Partial<PortalResource> & { format?: string | null; days?: number } = {}): IndexedResource => ({
  resource: {
    id,
    name,
    description: null,
    slug: `r-${id}`,
    hasFile: true,
    thumbPath: null,
    reference: null,
    budget: false,
    status: "ACTIVE",
    statusCode: 1,
    updatedAt: new Date(NOW - (fields.days ?? 1) * 86_400_000),
    language: "CAST",
    typeId: "1",
    sectionIds: ["1"],
    tags: [],
    category: null,
    isNew: false,
    ...fields,
  },
  area: "NATIONAL",
  categoryPath: ["Desayunos"],
  typeName: "Cartel",
  format: fields.format === undefined ? "PDF" : fields.format,
});

describe("library search index", () => {
  it("folds case, accents and a plural's s into one term", () => {
    expect(["Hamburguesas", "hamburguésa", "CAFÉ", "gas", "Esmorzars"].map(normalizeTerm)).toEqual([
      "hamburguesa",
      "hamburguesa",
      "cafe",
      "gas",
      "esmorzar",
    ]);
    expect(["sol", "bacom", "desayno", "hamburgesa"].map(typosFor)).toEqual([0, 1, 1, 2]);
  });

  it("matches every word with its typos, the reference's parts, and sections as one types", () => {
    const index = new ResourceIndex(
      "CAST",
      [entry("1", "Cartel Doble Burger Bacon", { reference: "CAR-001" }), entry("2", "Banner Desayuno Completo"), entry("3", "Flyer Tostadas")],
      [section("1", "Desayunos"), section("2", "Hamburguesas")],
    );
    expect(index.matches("bacom burguer").map((m) => m.entry.resource.id)).toEqual(["1"]);
    expect(index.matches("car 001").map((m) => m.entry.resource.id)).toEqual(["1"]);
    expect(
      index
        .matches("desayno")
        .map((m) => m.entry.resource.id)
        .sort(),
    ).toEqual(["1", "2", "3"]); // the category's name, in every entry
    expect(index.matches("tostada completo")).toEqual([]);
    expect(index.sections("hamb").map((s) => s.name)).toEqual(["Hamburguesas"]);
    expect(index.sections("hamb").length).toBe(1);
    // As one types: both, and the same text's answered once.
    const typed = index.asTyped("hamb");
    expect(typed).toEqual({ resources: index.matches("hamb", { prefix: true }), sections: index.sections("hamb") });
    expect(index.asTyped("hamb")).toBe(typed);
  });

  it("counts each facet without its own filter, and the date facet cumulatively", () => {
    const entries = [
      entry("1", "a", { format: "PDF", days: 3 }),
      entry("2", "b", { format: "JPG", days: 20 }),
      entry("3", "c", { format: "PDF", days: 200, typeId: "2" }),
    ];
    const matches = entries.map((e) => ({ entry: e, score: 1 }));
    const facets = facetsOf(matches, { formats: ["PDF"] }, NOW, { area: (a) => a });
    expect(facets.formats).toEqual([
      { value: "PDF", label: "PDF", count: 2 },
      { value: "JPG", label: "JPG", count: 1 },
    ]);
    expect(facets.types).toEqual([
      { value: "1", label: "Cartel", count: 1 },
      { value: "2", label: "Cartel", count: 1 },
    ]);
    expect(facets.updatedWithin.map((f) => [f.value, f.count])).toEqual([
      ["WEEK", 1],
      ["MONTH", 1],
      ["YEAR", 2],
    ]);
    expect(entries.filter((e) => passes(e, { formats: ["PDF"], updatedWithin: "MONTH" }, NOW)).map((e) => e.resource.id)).toEqual(["1"]);
  });

  it("gives the first matches a filter keeps in the order of a full sort, ties broken by date then id", () => {
    // Scores with many ties, dates with ties: the order rests on every key.
    const matches: Match[] = Array.from({ length: 60 }, (_, i) => ({ entry: entry(String(i + 1), `R${i}`, { days: i % 4 }), score: (i * 7) % 5 }));
    const keep = (m: Match) => Number(m.entry.resource.id) % 3 !== 0;
    for (const sort of ["RELEVANCE", "DATE"] as const)
      for (const count of [1, 6, 40, 100]) {
        const expected = sortMatches(matches.filter(keep), sort).slice(0, count);
        expect(firstMatches([...matches].reverse(), count, sort, keep).map((m) => m.entry.resource.id)).toEqual(
          expected.map((m) => m.entry.resource.id),
        );
      }
    expect(firstMatches(matches, 6, "RELEVANCE", () => false)).toEqual([]);
  });
});
