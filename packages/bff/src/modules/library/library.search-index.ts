import { LRUCache } from "lru-cache";
import MiniSearch, { type SearchResult } from "minisearch";
import type { Language, SectionTypeName } from "@portal/schema";
import type { PortalResource, PortalSection } from "../../legacy/library.js";

/*
 * The library's search index: typo-tolerant, accent-insensitive full-text search over the resources of one market and
 * language (name, reference, tags, description, category), with facet counts. Pure: built from what the catalogue
 * returned (library.search.ts loads it and keeps it in the reference cache, so a write's invalidation in any BFF
 * process drops it), and asked with the caller's visibility rule.
 */

/** What the index holds of a resource: the resource, and what its facets and text need of its sections and file. */
export interface IndexedResource {
  resource: PortalResource;
  /** The area of its category (its first section). */
  area: SectionTypeName | null;
  /** Its category's name and its parents' (searched, and the section facet's label). */
  categoryPath: string[];
  /** Its type's name (poster, banner...), when it has one. */
  typeName: string | null;
  /** Its file's format: the file name's extension, upper case (PDF, JPG, ZIP...); null without a file. */
  format: string | null;
}

/** The date facet: updated within the last 7, 30 or 365 days (each includes the shorter ones). */
export const UPDATED_WITHIN = { WEEK: 7, MONTH: 30, YEAR: 365 } as const;
export type UpdatedWithin = keyof typeof UPDATED_WITHIN;

export interface SearchFilters {
  areas?: readonly SectionTypeName[] | null;
  /** Category ids: a resource matches when its category (first section) is one of them. */
  categories?: readonly string[] | null;
  types?: readonly string[] | null;
  formats?: readonly string[] | null;
  updatedWithin?: UpdatedWithin | null;
}

export type SearchSort = "RELEVANCE" | "DATE";

export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

export interface Facets {
  areas: FacetCount[];
  categories: FacetCount[];
  types: FacetCount[];
  formats: FacetCount[];
  updatedWithin: FacetCount[];
}

export interface Match {
  entry: IndexedResource;
  score: number;
}

/**
 * Lower case, without accents or diacritics, and without a plural's final s: "Hamburguesas" and "hamburguésa" are one
 * term (Castilian, Catalan and Portuguese plurals end in s; a word of 4 letters or fewer keeps it: "gas", "mais").
 */
export function normalizeTerm(term: string): string {
  const plain = term
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  return plain.length > 4 && plain.endsWith("s") ? plain.slice(0, -1) : plain;
}

/** Typos forgiven per term: none up to 3 letters, one up to 7, two from 8 ("bacom" → bacon, "desayno" → desayuno, "hamburgesa"). */
export const typosFor = (term: string): number => (term.length <= 3 ? 0 : term.length <= 7 ? 1 : 2);

const FIELDS = ["name", "reference", "tags", "description", "category"] as const;
const BOOST = { name: 3, reference: 3, tags: 2, category: 1.5, description: 1 };

/** How texts become terms: letters and digits (a reference's parts, CAR-001, are words), lower case, without accents. */
const TERMS = {
  storeFields: [],
  processTerm: (term: string) => normalizeTerm(term),
  tokenize: (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
};

/** Every document with all the words of `text`, each with its typos forgiven; words of 4 letters or more, and the last one while typing, also as prefixes. */
function find(index: MiniSearch<{ id: string }>, text: string, typing: boolean, boost?: Record<string, number>): SearchResult[] {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!words.length) return [];
  return index.search(words.join(" "), {
    combineWith: "AND",
    ...(boost ? { boost } : {}),
    fuzzy: (term) => typosFor(term),
    prefix: (term, i, terms) => (typing && i === terms.length - 1) || term.length >= 4,
  });
}

/** Text of the catalogue's HTML description, for the index. */
const plainText = (html: string | null) => (html ?? "").replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ");

/** What one types matches: the resources (best first, before anyone's visibility) and the sections. */
export interface TypedMatches {
  readonly resources: readonly Match[];
  readonly sections: readonly PortalSection[];
}

/** How many matches the index keeps of texts typed lately (about 50 bytes each). */
const TYPED_MATCHES_KEPT = 50_000;

export class ResourceIndex {
  private readonly search: MiniSearch<{ id: string }>;
  private readonly byId: Map<string, IndexedResource>;
  private readonly sectionSearch: MiniSearch<{ id: string }>;
  private readonly sectionsById: Map<string, PortalSection>;
  /**
   * The matches of texts typed lately: everyone's header search asks the same first letters ("ha", "ham", "hamb"), and
   * a two-letter prefix matches hundreds of resources. Kept with the index: a change of the library builds a new one.
   */
  private readonly typedMatches = new LRUCache<string, TypedMatches>({
    maxSize: TYPED_MATCHES_KEPT,
    sizeCalculation: (typed) => 1 + typed.resources.length + typed.sections.length,
  });

  constructor(
    readonly language: Language,
    entries: readonly IndexedResource[],
    sections: readonly PortalSection[],
  ) {
    this.byId = new Map(entries.map((entry) => [entry.resource.id, entry]));
    this.search = new MiniSearch<{ id: string }>({ fields: [...FIELDS], ...TERMS });
    this.search.addAll(
      entries.map(({ resource, categoryPath }) => ({
        id: resource.id,
        name: resource.name,
        reference: resource.reference ?? "",
        tags: resource.tags.join(" "),
        description: plainText(resource.description),
        category: categoryPath.join(" "),
      })),
    );
    this.sectionsById = new Map(sections.map((section) => [section.id, section]));
    this.sectionSearch = new MiniSearch<{ id: string }>({ fields: ["name"], ...TERMS });
    this.sectionSearch.addAll(sections.map((section) => ({ id: section.id, name: section.name })));
  }

  get size(): number {
    return this.byId.size;
  }

  /** Every resource matching `text` (all of its words, each with its typos forgiven, the last one also as a prefix), best first. */
  matches(text: string, { prefix = false } = {}): Match[] {
    const matches: Match[] = [];
    for (const result of find(this.search, text, prefix, BOOST)) {
      const entry = this.byId.get(String(result.id));
      if (entry) matches.push({ entry, score: result.score });
    }
    return matches;
  }

  /** The sections whose name matches `text` as one types (typos forgiven, the last word as a prefix), best first. */
  sections(text: string): PortalSection[] {
    return find(this.sectionSearch, text, true).flatMap((r) => this.sectionsById.get(String(r.id)) ?? []);
  }

  /** As one types `text` (the last word as a prefix): `matches` and `sections`, the same text's answered once. */
  asTyped(text: string): TypedMatches {
    let typed = this.typedMatches.get(text);
    if (!typed) this.typedMatches.set(text, (typed = { resources: this.matches(text, { prefix: true }), sections: this.sections(text) }));
    return typed;
  }

  /** Every indexed resource, newest first (a search by filters alone). */
  all(): Match[] {
    return [...this.byId.values()].map((entry) => ({ entry, score: 0 }));
  }
}

/** Whether a resource passes the filters, leaving one facet's own filter out (for that facet's counts). */
export function passes(entry: IndexedResource, filters: SearchFilters, now: number, except?: keyof SearchFilters): boolean {
  const { areas, categories, types, formats, updatedWithin } = filters;
  if (except !== "areas" && areas?.length && !(entry.area && areas.includes(entry.area))) return false;
  if (except !== "categories" && categories?.length && !categories.includes(entry.resource.sectionIds[0] ?? "")) return false;
  if (except !== "types" && types?.length && !types.includes(entry.resource.typeId ?? "")) return false;
  if (except !== "formats" && formats?.length && !formats.includes(entry.format ?? "")) return false;
  if (except !== "updatedWithin" && updatedWithin && !within(entry, UPDATED_WITHIN[updatedWithin], now)) return false;
  return true;
}

const DAY_MS = 86_400_000;
const within = (entry: IndexedResource, days: number, now: number) => {
  const updated = entry.resource.updatedAt?.getTime();
  return updated !== undefined && now - updated <= days * DAY_MS;
};

/**
 * Facet counts over the matches: each facet counted with every other filter applied and its own left out, so a count
 * is the number of results that choosing the value (alone, in that facet) gives.
 */
export function facetsOf(
  matches: readonly Match[],
  filters: SearchFilters,
  now: number,
  labels: { area: (area: SectionTypeName) => string },
): Facets {
  const count = (except: keyof SearchFilters, keyOf: (entry: IndexedResource) => Array<[string, string] | null>) => {
    const counts = new Map<string, FacetCount>();
    for (const { entry } of matches) {
      if (!passes(entry, filters, now, except)) continue;
      for (const pair of keyOf(entry)) {
        if (!pair) continue;
        const [value, label] = pair;
        const facet = counts.get(value) ?? { value, label, count: 0 };
        facet.count += 1;
        counts.set(value, facet);
      }
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  };
  return {
    areas: count("areas", (e) => [e.area ? [e.area, labels.area(e.area)] : null]),
    categories: count("categories", (e) => [e.resource.sectionIds[0] ? [e.resource.sectionIds[0], e.categoryPath.join(" › ")] : null]),
    types: count("types", (e) => [e.resource.typeId && e.typeName ? [e.resource.typeId, e.typeName] : null]),
    formats: count("formats", (e) => [e.format ? [e.format, e.format] : null]),
    updatedWithin: count("updatedWithin", (e) =>
      (Object.keys(UPDATED_WITHIN) as UpdatedWithin[]).map((key) => (within(e, UPDATED_WITHIN[key], now) ? [key, key] : null)),
    ).sort((a, b) => UPDATED_WITHIN[a.value as UpdatedWithin] - UPDATED_WITHIN[b.value as UpdatedWithin]),
  };
}

/** The order of a result: best first (relevance, then the newest), or the newest first. */
function compareMatches(sort: SearchSort): (a: Match, b: Match) => number {
  const time = (m: Match) => m.entry.resource.updatedAt?.getTime() ?? 0;
  return (a, b) => (sort === "RELEVANCE" ? b.score - a.score : 0) || time(b) - time(a) || Number(b.entry.resource.id) - Number(a.entry.resource.id);
}

/** Best first (relevance, then the newest), or the newest first. */
export function sortMatches(matches: Match[], sort: SearchSort): Match[] {
  return matches.sort(compareMatches(sort));
}

/**
 * The first `count` of the matches that `keep` keeps, in `sortMatches`' order, without sorting them all (the header's
 * suggestions want six of the hundreds a two-letter prefix matches).
 */
export function firstMatches(matches: readonly Match[], count: number, sort: SearchSort, keep: (match: Match) => boolean): Match[] {
  const compare = compareMatches(sort);
  const first: Match[] = [];
  for (const match of matches) {
    if (first.length === count && compare(match, first[count - 1]) >= 0) continue;
    if (!keep(match)) continue;
    let at = first.length;
    while (at > 0 && compare(match, first[at - 1]) < 0) at--;
    first.splice(at, 0, match);
    if (first.length > count) first.pop();
  }
  return first;
}
