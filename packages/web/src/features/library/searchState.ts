import type { Language, SearchSort, SectionType, UpdatedWithin } from "../../gql/graphql";

/*
 * The search screen's state lives in its address (/search?s=…&area=…&format=…&page=…): a search can be shared, and the
 * back button walks through its filters. Values the API does not know are dropped.
 */

export interface SearchState {
  text: string;
  areas: SectionType[];
  categories: string[];
  types: string[];
  formats: string[];
  languages: Language[];
  updatedWithin: UpdatedWithin | null;
  sort: SearchSort | null;
  page: number;
}

/** The facets a user picks several values of, and the parameter each repeats in the address. */
export const MULTI_FACETS = { areas: "area", categories: "category", types: "type", formats: "format", languages: "lang" } as const;
export type MultiFacet = keyof typeof MULTI_FACETS;

const AREAS: readonly SectionType[] = ["NATIONAL", "LOCAL", "COMMUNICATION", "TOOLKIT", "BEST_PRACTICE"];
const LANGUAGES: readonly Language[] = ["CAST", "CAT", "PT"];
export const UPDATED_WITHIN: readonly UpdatedWithin[] = ["WEEK", "MONTH", "YEAR"];
const SORTS: readonly SearchSort[] = ["RELEVANCE", "DATE"];

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null => (allowed.includes(value as T) ? (value as T) : null);
const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

export function searchStateOf(params: URLSearchParams): SearchState {
  const page = Number(params.get("page"));
  return {
    text: (params.get("s") ?? "").trim(),
    areas: unique(params.getAll(MULTI_FACETS.areas)).filter((v): v is SectionType => AREAS.includes(v as SectionType)),
    categories: unique(params.getAll(MULTI_FACETS.categories)).filter((v) => /^\d{1,9}$/.test(v)),
    types: unique(params.getAll(MULTI_FACETS.types)).filter((v) => /^\d{1,9}$/.test(v)),
    formats: unique(params.getAll(MULTI_FACETS.formats)).filter((v) => /^[A-Z0-9]{1,5}$/.test(v)),
    languages: unique(params.getAll(MULTI_FACETS.languages)).filter((v): v is Language => LANGUAGES.includes(v as Language)),
    updatedWithin: oneOf(UPDATED_WITHIN, params.get("date")),
    sort: oneOf(SORTS, params.get("sort")),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a state: defaults left out (page 1, no sort, no filter). */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set("s", state.text);
  for (const facet of Object.keys(MULTI_FACETS) as MultiFacet[]) for (const value of state[facet]) params.append(MULTI_FACETS[facet], value);
  if (state.updatedWithin) params.set("date", state.updatedWithin);
  if (state.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** Whether any filter is chosen (a search by filters alone is allowed). */
export const hasFilters = (state: SearchState) =>
  (Object.keys(MULTI_FACETS) as MultiFacet[]).some((facet) => state[facet].length > 0) || Boolean(state.updatedWithin);

/** A change of filters, text or sort goes back to the first page. */
export const withChange = (state: SearchState, change: Partial<SearchState>): SearchState => ({ ...state, page: 1, ...change });
