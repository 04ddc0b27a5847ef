import {
  MARKET_LANGUAGES,
  SECTION_TYPES,
  SUGGESTIONS_MIN_LENGTH,
  SECTION_TYPE_NAMES,
  resourceHref,
  sectionHref,
  type Language,
} from "@portal/schema";
import {} from "../../common/errors.js";
import { refuseFields } from "../../common/validation.js";
import { libraryCalls, type PortalSection } from "../../legacy/library.js";
import type { Context } from "../../graphql/context.js";
import { libraryCache } from "./library.cache.js";
import { SectionTree } from "./library.loaders.js";
import { LISTED, categoryRule, visibilityRule } from "./library.service.js";
import {
  ResourceIndex,
  facetsOf,
  firstMatches,
  passes,
  sortMatches,
  type FacetCount,
  type IndexedResource,
  type Match,
  type SearchFilters,
  type SearchSort,
} from "./library.search-index.js";

/*
 * The library's search (issue "Find it fast"): the index of each market and language, kept in the reference cache
 * (a write to resources, sections, types or files drops it in every BFF process: invalidateLibrary), asked with the
 * same visibility rule as the lists.
 */

/** Page sizes the search answers (the web asks 24). */
export const SEARCH_PAGE_SIZE = { default: 24, max: 100 } as const;
/** Suggestions start at two characters; at most this many of each kind. */
export const SUGGESTIONS = { minLength: SUGGESTIONS_MIN_LENGTH, resources: 6, categories: 3 } as const;
/** Files asked for in one catalogue call while the index is built. */
const FILES_PER_CALL = 500;

/**
 * The indexes of the caller's market, one per language, built on first use from the catalogue: the areas' lists in
 * every language (one call per area), each language's section tree and types, and the files' names (one call per 500).
 */
export function resourceIndexes(ctx: Context): Promise<Map<Language, ResourceIndex>> {
  const { market, upstream } = ctx;
  return ctx.cache.get(libraryCache.searchIndexes(market), async () => {
    const languages = MARKET_LANGUAGES[market];
    const [lists, trees, types] = await Promise.all([
      Promise.all(SECTION_TYPE_NAMES.map((type) => libraryCalls.resourcesOfType(upstream, SECTION_TYPES[type], null, LISTED))),
      Promise.all(
        languages.map((language) =>
          ctx.cache.get(libraryCache.sections(market, language), async () => new SectionTree(await libraryCalls.sections(upstream, language))),
        ),
      ),
      Promise.all(languages.map((language) => libraryCalls.resourceTypes(upstream, language))),
    ]);
    const resources = lists.flat();
    const withFile = resources.filter((r) => r.hasFile).map((r) => r.id);
    const files = new Map<string, string>();
    for (let i = 0; i < withFile.length; i += FILES_PER_CALL)
      for (const file of await libraryCalls.files(upstream, withFile.slice(i, i + FILES_PER_CALL))) files.set(file.resourceId, file.name);
    return new Map(
      languages.map((language, i) => {
        const tree = trees[i];
        const typeNames = new Map(types[i].map((t) => [t.id, t.name]));
        const pathOf = (section: PortalSection | undefined): string[] =>
          section ? [...pathOf(section.parentId ? tree.byId.get(section.parentId) : undefined), section.name] : [];
        const entries: IndexedResource[] = resources
          .filter((resource) => resource.language === language)
          .map((resource) => {
            const category = tree.byId.get(resource.sectionIds[0] ?? "");
            const extension = /\.([a-z0-9]{1,5})$/i.exec(files.get(resource.id) ?? "")?.[1];
            return {
              resource,
              area: category?.type ?? null,
              categoryPath: pathOf(category),
              typeName: resource.typeId ? (typeNames.get(resource.typeId) ?? null) : null,
              format: extension ? extension.toUpperCase() : null,
            };
          });
        return [language, new ResourceIndex(language, entries, [...tree.byId.values()])];
      }),
    );
  });
}

/** The index of the caller's market in one of its languages. */
async function resourceIndex(ctx: Context, language: Language): Promise<ResourceIndex> {
  const index = (await resourceIndexes(ctx)).get(language);
  if (!index) throw new Error(`no search index for ${language} in ${ctx.market}`);
  return index;
}

export interface LibrarySearchRequest extends SearchFilters {
  text: string;
  languages?: readonly Language[] | null;
  sort?: SearchSort | null;
  page?: number | null;
  pageSize?: number | null;
}

/**
 * A search: the matches of the text (or, without a text but with a filter, every resource), in the languages asked
 * (the session's by default), listed for the caller as the lists list them, filtered, sorted and paged, with the facet
 * counts of the whole result (each facet without its own filter).
 */
export async function searchLibrary(ctx: Context, request: LibrarySearchRequest) {
  const text = request.text.trim();
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? SEARCH_PAGE_SIZE.default;
  const problems: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) problems.page = "search.error.page";
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SEARCH_PAGE_SIZE.max) problems.pageSize = "search.error.page_size";
  const marketLanguages = MARKET_LANGUAGES[ctx.market];
  const languages = request.languages?.length ? request.languages : [ctx.language];
  if (languages.some((l) => !marketLanguages.includes(l))) problems.languages = "search.error.language";
  refuseFields(problems);

  const filters: SearchFilters = request;
  const sort: SearchSort = request.sort ?? (text ? "RELEVANCE" : "DATE");
  const filtered = Boolean(
    filters.areas?.length || filters.categories?.length || filters.types?.length || filters.formats?.length || filters.updatedWithin,
  );
  const now = Date.now();
  const visible = await visibilityRule(ctx);

  // Each language of the market is searched: the language facet counts them all; the results are those asked for.
  const byLanguage = await Promise.all(
    marketLanguages.map(async (language) => {
      if (!text && !filtered) return { language, matches: [] as Match[] };
      const index = await resourceIndex(ctx, language);
      const matches = (text ? index.matches(text) : index.all()).filter(({ entry }) => visible(entry.resource, language));
      return { language, matches };
    }),
  );
  const chosen = byLanguage.filter((l) => languages.includes(l.language)).flatMap((l) => l.matches);
  const results = sortMatches(
    chosen.filter(({ entry }) => passes(entry, filters, now)),
    sort,
  );
  const facets = facetsOf(chosen, filters, now, { area: (area) => area });
  const languageFacet: FacetCount[] = byLanguage
    .map(({ language, matches }) => ({ value: language, label: language, count: matches.filter(({ entry }) => passes(entry, filters, now)).length }))
    .filter((f) => f.count > 0);
  return {
    text,
    total: results.length,
    page,
    pageSize,
    sort,
    resources: results.slice((page - 1) * pageSize, page * pageSize).map(({ entry }) => entry.resource),
    facets: { ...facets, languages: languageFacet },
  };
}

export type SuggestionKind = "RESOURCE" | "CATEGORY";

/** What the header's search proposes as one types: resources, then categories, of the session's language. */
export async function searchSuggestions(ctx: Context, typed: string) {
  const text = typed.trim();
  if (text.length < SUGGESTIONS.minLength) return [];
  const [index, visible, shown, tree] = await Promise.all([
    resourceIndex(ctx, ctx.language),
    visibilityRule(ctx),
    categoryRule(ctx),
    ctx.loaders.library.sectionTree(),
  ]);
  const matched = index.asTyped(text);
  const resources = firstMatches(matched.resources, SUGGESTIONS.resources, "RELEVANCE", ({ entry }) => visible(entry.resource, ctx.language)).map(
    ({ entry }) => ({
      kind: "RESOURCE" as SuggestionKind,
      id: entry.resource.id,
      label: entry.resource.name,
      detail: entry.categoryPath.join(" › "),
      href: resourceHref(tree.byId.get(entry.resource.sectionIds[0] ?? ""), entry.resource.slug),
    }),
  );
  const categories = matched.sections
    .filter((section) => shown(section.id))
    .slice(0, SUGGESTIONS.categories)
    .map((section) => ({
      kind: "CATEGORY" as SuggestionKind,
      id: section.id,
      label: section.name,
      detail: section.type,
      href: sectionHref(section),
    }));
  return [...resources, ...categories];
}
