import { useCallback, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useDebouncedCallback } from "@mantine/hooks";
import { SORT_DIRECTIONS, type PageRequest, type PageSize, type SortDirection, type TableSizes } from "@portal/schema";

export interface ListOptions<SortField extends string> {
  /** The table's sizes (@portal/schema TABLE_SIZES). */
  sizes: TableSizes;
  sortFields: readonly SortField[];
  defaultSort: { sortBy: SortField; direction: SortDirection };
}

/** How long typing waits before the table searches. */
export const SEARCH_DELAY_MS = 300;

const intOf = (text: string | null) => (text && /^\d{1,6}$/.test(text) ? Number(text) : null);

/**
 * A server-side table's state, kept in the address (`?page=2&size=all&q=vimeo&sort=URL&dir=ASC`) so that reload,
 * back and a shared link show the same rows; anything the table does not offer falls back to its default. The
 * search box answers at once; the search itself waits until typing pauses and starts again on page 1.
 */
export function usePaginatedList<SortField extends string>({ sizes, sortFields, defaultSort }: ListOptions<SortField>) {
  const [params, setParams] = useSearchParams();
  const sizeParam = params.get("size");
  const askedSize = sizeParam === "all" ? null : intOf(sizeParam);
  const sortParam = params.get("sort") as SortField | null;
  const dirParam = params.get("dir") as SortDirection | null;
  const request: PageRequest<SortField> = {
    page: Math.max(1, intOf(params.get("page")) ?? 1),
    size: sizeParam !== null && sizes.sizes.includes(askedSize) ? askedSize : sizes.default,
    search: params.get("q") ?? "",
    sortBy: sortParam && sortFields.includes(sortParam) ? sortParam : defaultSort.sortBy,
    direction: dirParam && SORT_DIRECTIONS.includes(dirParam) ? dirParam : defaultSort.direction,
  };

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const [searchText, setSearchText] = useState(request.search);
  const search = useDebouncedCallback((text: string) => update({ q: text.trim(), page: null }), SEARCH_DELAY_MS);

  return {
    request,
    searchText,
    setSearchText: (text: string) => {
      setSearchText(text);
      search(text);
    },
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
    setSize: (size: PageSize) => update({ size: size === null ? "all" : String(size), page: null }),
    setSort: (sortBy: SortField, direction: SortDirection) => update({ sort: sortBy, dir: direction, page: null }),
  };
}

export type PaginatedList<SortField extends string> = ReturnType<typeof usePaginatedList<SortField>>;
