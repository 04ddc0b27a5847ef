import { describe, expect, it } from "vitest";
import { CATEGORY_SHOWN_SQL } from "@portal/legacy/testing";
import { useStack } from "../../test/use-stack.js";
import { invalidateLibrary } from "./library.cache.js";

const stack = useStack();
const { signIn, sql } = stack;

const SEARCH = /* GraphQL */ `
  query Search(
    $text: String!
    $areas: [SectionType!]
    $types: [ID!]
    $formats: [String!]
    $languages: [Language!]
    $updatedWithin: UpdatedWithin
    $sort: SearchSort
    $page: Int
    $pageSize: Int
  ) {
    search(
      text: $text
      areas: $areas
      types: $types
      formats: $formats
      languages: $languages
      updatedWithin: $updatedWithin
      sort: $sort
      page: $page
      pageSize: $pageSize
    ) {
      text
      total
      page
      pageSize
      sort
      resources {
        id
        name
        language
      }
      facets {
        areas {
          value
          count
        }
        categories {
          value
          label
          count
        }
        types {
          value
          label
          count
        }
        formats {
          value
          count
        }
        languages {
          value
          count
        }
        updatedWithin {
          value
          count
        }
      }
    }
  }
`;

interface FacetCount {
  value: string;
  label?: string;
  count: number;
}
interface Found {
  search: {
    text: string;
    total: number;
    page: number;
    pageSize: number;
    sort: string;
    resources: Array<{ id: string; name: string; language: string }>;
    facets: Record<"areas" | "categories" | "types" | "formats" | "languages" | "updatedWithin", FacetCount[]>;
  };
}

/** Ids of the resources a franchisee sees listed in a language whose name, tags or description hold `word` as a word's start. */
async function listedWith(market: string, lang: string, word: string) {
  const rows = await sql<{ id: number }>(
    `SELECT r.id FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
      WHERE r.market = $1 AND r.lang = $2 AND r.status IN (1, 2) AND ${CATEGORY_SHOWN_SQL}
        AND translate(lower(r.name || ' ' || r.tags || ' ' || coalesce(regexp_replace(r.description, '<[^>]*>', ' ', 'g'), '')), 'áéíóúàèòïüç', 'aeiouaeoiuc') ~ ('(^|[^a-z])' || $3)`,
    [market, lang, word],
  );
  return rows.map((r) => String(r.id)).sort();
}

const ids = (found: Found) => found.search.resources.map((r) => r.id).sort();

describe("search: typos and accents", () => {
  it("finds with one or two typos what the right word finds ('bacom', 'desayno', 'doble burguer')", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const search = async (text: string) => (await b.graphql<Found>(SEARCH, { text, pageSize: 100 })).data!;
    const bacon = await listedWith("ES", "CAST", "bacon");
    expect(bacon.length).toBeGreaterThanOrEqual(2);
    expect(ids(await search("bacom"))).toEqual(bacon);
    expect(ids(await search("BACÓN"))).toEqual(bacon);
    const breakfast = await listedWith("ES", "CAST", "desayuno");
    expect(breakfast.length).toBeGreaterThan(0);
    const misspelt = ids(await search("desayno"));
    expect(misspelt).toEqual(ids(await search("desayunos")));
    expect(misspelt.filter((id) => breakfast.includes(id))).toEqual(breakfast);
    const burger = await search("doble burguer");
    expect(burger.search.resources.map((r) => r.name)).toContain("Cartel Doble Burger Bacon");
    expect(burger.search.resources.every((r) => /doble/i.test(r.name) || r.language === "CAST")).toBe(true);
  });

  it("searches the session's language: Catalan in a Catalan session, and another language of the market only when asked", async () => {
    const b = await signIn("ES", "franquiciado@demo.es", { language: "CAT" });
    const cat = (await b.graphql<Found>(SEARCH, { text: "esmorzar", pageSize: 100 })).data!;
    expect(ids(cat)).toEqual(await listedWith("ES", "CAT", "esmorzar"));
    expect(new Set(cat.search.resources.map((r) => r.language))).toEqual(new Set(["CAT"]));
    const both = (await b.graphql<Found>(SEARCH, { text: "bacon", languages: ["CAT", "CAST"], pageSize: 100 })).data!;
    expect(ids(both)).toEqual([...(await listedWith("ES", "CAT", "bacon")), ...(await listedWith("ES", "CAST", "bacon"))].sort());
    expect(both.search.facets.languages.sort((x, y) => x.value.localeCompare(y.value))).toEqual([
      { value: "CAST", count: (await listedWith("ES", "CAST", "bacon")).length },
      { value: "CAT", count: (await listedWith("ES", "CAT", "bacon")).length },
    ]);
    const refused = await b.graphql<Found>(SEARCH, { text: "bacon", languages: ["PT"] });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { languages: "search.error.language" } });
  });
});

describe("search: the lists' visibility rules", () => {
  it("never shows a withdrawn resource, one of the other market, or one of an inactive category (but to administrators); shows drafts", async () => {
    const [withdrawn] = await sql<{ id: number; name: string }>(
      `SELECT id, name FROM resources WHERE market = 'ES' AND lang = 'CAST' AND status = 0 ORDER BY id LIMIT 1`,
    );
    const [draft] = await sql<{ id: number; name: string }>(
      `SELECT id, name FROM resources WHERE market = 'ES' AND lang = 'CAST' AND status = 2 ORDER BY id LIMIT 1`,
    );
    const [hidden] = await sql<{ id: number; name: string }>(
      `SELECT r.id, r.name FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
        WHERE r.market = 'ES' AND r.lang = 'CAST' AND r.status = 1 AND NOT (${CATEGORY_SHOWN_SQL}) ORDER BY r.id LIMIT 1`,
    );
    expect([withdrawn, draft, hidden].every(Boolean), "the seed has a withdrawn, a draft and a hidden ES resource").toBe(true);
    const franchisee = await signIn("ES", "franquiciado@demo.es");
    const admin = await signIn("ES", "admin@demo.es");
    const found = async (b: typeof franchisee, name: string) =>
      (await b.graphql<Found>(SEARCH, { text: name, pageSize: 100 })).data!.search.resources.map((r) => r.id);
    expect(await found(franchisee, withdrawn.name)).not.toContain(String(withdrawn.id));
    expect(await found(admin, withdrawn.name)).not.toContain(String(withdrawn.id));
    expect(await found(franchisee, draft.name)).toContain(String(draft.id));
    expect(await found(franchisee, hidden.name)).not.toContain(String(hidden.id));
    expect(await found(admin, hidden.name)).toContain(String(hidden.id));

    const pt = await signIn("PT", "franqueado@demo.pt");
    const ptBacon = (await pt.graphql<Found>(SEARCH, { text: "bacon", pageSize: 100 })).data!;
    expect(ids(ptBacon)).toEqual(await listedWith("PT", "PT", "bacon"));
    const esBacon = (await franchisee.graphql<Found>(SEARCH, { text: "bacon", pageSize: 100 })).data!;
    expect(ids(esBacon).filter((id) => ids(ptBacon).includes(id))).toEqual([]);
    expect(ids(esBacon)).toEqual(await listedWith("ES", "CAST", "bacon"));
  });

  it("finds a renamed resource once the write's invalidation drops the index", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const resource = await stack.factories.createResource({ market: "ES", section: "hamburguesas", name: "Refresco de temporada" });
    invalidateLibrary.resources(stack.cache, "ES");
    const target = String(resource.id);
    expect(ids((await b.graphql<Found>(SEARCH, { text: "refresco temporada" })).data!)).toContain(target);
    expect((await b.graphql<Found>(SEARCH, { text: "zarzaparrilla" })).data!.search.total).toBe(0);
    // Renamed at the catalogue behind the BFF's back: the write's invalidation alone makes the index see it.
    await stack.factories.touchResource({ resource, name: "Refresco Zarzaparrilla" });
    invalidateLibrary.resources(stack.cache, "ES");
    expect(ids((await b.graphql<Found>(SEARCH, { text: "zarzaparila" })).data!)).toEqual([target]);
  });
});

describe("search: facets, sorting and pages", () => {
  it("counts each facet value as the results that choosing it gives, and pages a stable order", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    const all = (await b.graphql<Found>(SEARCH, { text: "cartel", pageSize: 100 })).data!.search;
    expect(all.total).toBe(all.resources.length);
    expect(all.total).toBeGreaterThan(2);
    for (const [facet, variable] of [
      ["areas", "areas"],
      ["types", "types"],
      ["formats", "formats"],
    ] as const) {
      expect(all.facets[facet].length, facet).toBeGreaterThan(0);
      for (const value of all.facets[facet]) {
        const narrowed = (await b.graphql<Found>(SEARCH, { text: "cartel", [variable]: [value.value], pageSize: 100 })).data!.search;
        expect([facet, value.value, narrowed.total]).toEqual([facet, value.value, value.count]);
        // Choosing a value keeps that facet's other counts (its own filter is left out of them).
        expect(narrowed.facets[facet]).toEqual(all.facets[facet]);
      }
    }
    const year = all.facets.updatedWithin.find((f) => f.value === "YEAR");
    if (year) expect((await b.graphql<Found>(SEARCH, { text: "cartel", updatedWithin: "YEAR", pageSize: 100 })).data!.search.total).toBe(year.count);

    // Two filters combined: the results hold both.
    const [area] = all.facets.areas;
    const [format] = all.facets.formats;
    const combined = (await b.graphql<Found>(SEARCH, { text: "cartel", areas: [area.value], formats: [format.value], pageSize: 100 })).data!.search;
    expect(combined.facets.formats.find((f) => f.value === format.value)?.count ?? 0).toBe(combined.total);
    expect(combined.facets.areas.find((f) => f.value === area.value)?.count ?? 0).toBe(combined.total);

    const byDate = (await b.graphql<Found>(SEARCH, { text: "cartel", sort: "DATE", pageSize: 100 })).data!.search;
    const second = (await b.graphql<Found>(SEARCH, { text: "cartel", sort: "DATE", page: 2, pageSize: 2 })).data!.search;
    expect([second.total, second.page, second.pageSize, second.sort]).toEqual([all.total, 2, 2, "DATE"]);
    expect(second.resources).toEqual(byDate.resources.slice(2, 4));
  });

  it("refuses a page under 1 and a page size over 100 before asking the catalogue", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    stack.calls.length = 0;
    const refused = await b.graphql<Found>(SEARCH, { text: "cartel", page: 0, pageSize: 101 });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { page: "search.error.page", pageSize: "search.error.page_size" },
    });
    expect(stack.calls).toEqual([]);
  });

  it("answers an empty text without filters with nothing, without asking the catalogue", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    stack.calls.length = 0;
    const { data } = await b.graphql<Found>(SEARCH, { text: "   " });
    expect([data!.search.text, data!.search.total, data!.search.resources]).toEqual(["", 0, []]);
    expect(stack.calls).toEqual([]);
  });
});

describe("search suggestions", () => {
  const SUGGEST = `query($text: String!) { searchSuggestions(text: $text) { kind label detail href } }`;
  type Suggested = { searchSuggestions: Array<{ kind: string; label: string; detail: string; href: string }> };

  it("proposes resources and categories from two characters, with their links", async () => {
    const b = await signIn("ES", "franquiciado@demo.es");
    expect((await b.graphql<Suggested>(SUGGEST, { text: "d" })).data!.searchSuggestions).toEqual([]);
    const answer = await b.graphql<Suggested>(SUGGEST, { text: "desay" });
    expect(answer.errors).toBeUndefined();
    const typed = answer.data!.searchSuggestions;
    expect(typed.find((s) => s.kind === "CATEGORY")).toEqual({
      kind: "CATEGORY",
      label: "Desayunos",
      detail: "NATIONAL",
      href: "/nacional/desayunos",
    });
    const resources = typed.filter((s) => s.kind === "RESOURCE");
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.every((s) => s.href.startsWith("/nacional/desayunos/"))).toBe(true);
    const typo = (await b.graphql<Suggested>(SUGGEST, { text: "bacom" })).data!.searchSuggestions;
    expect(typo, JSON.stringify(typo)).toContainEqual(expect.objectContaining({ label: "Cartel Doble Burger Bacon" }));
  });
});

describe("new for you", () => {
  const NEWEST = `query($text: String!) { search(text: $text, pageSize: 100) { resources { id newForMe } } }`;
  type Marked = { search: { resources: Array<{ id: string; newForMe: boolean }> } };

  it("marks what was added or changed since the user's previous sign-in, nothing on a first one", async () => {
    const user = await stack.factories.createUser({ market: "ES", type: "FRANCHISEE", restaurants: 1 });
    const first = await signIn("ES", user.email, { password: user.password });
    const bacon = await listedWith("ES", "CAST", "bacon");
    const marks = async (b: typeof first) =>
      Object.fromEntries((await b.graphql<Marked>(NEWEST, { text: "bacon" })).data!.search.resources.map((r) => [r.id, r.newForMe]));
    expect(await marks(first)).toEqual(Object.fromEntries(bacon.map((id) => [id, false])));

    // Changed after that sign-in (a minute ahead: the catalogue's dates have whole seconds).
    const [changed] = bacon;
    const before = await stack.factories.touchResource({ resource: { id: Number(changed) }, updated: { secondsFromNow: 60 } });
    try {
      invalidateLibrary.resources(stack.cache, "ES");
      const second = await signIn("ES", user.email, { password: user.password });
      expect(await marks(second)).toEqual(Object.fromEntries(bacon.map((id) => [id, id === changed])));
    } finally {
      await stack.factories.touchResource({ resource: { id: Number(changed) }, ...before });
      invalidateLibrary.resources(stack.cache, "ES");
    }
  });
});
