import { useCallback, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useDebouncedCallback } from "@mantine/hooks";
import { pageRequestOf, type TableDefinition, type PageSize, type SortDirection } from "@portal/schema";

/** How long typing waits before the table searches. */
export const SEARCH_DELAY_MS = 300;

/**
 * A server-side table's state, kept in the address (`?page=2&size=all&q=vimeo&sort=URL&dir=ASC`) so that reload,
 * back and a shared link show the same rows; anything the table does not offer falls back to its default. The
 * search box answers at once; the search itself waits until typing pauses and starts again on page 1.
 */
export function usePaginatedList<SortField extends string>(table: TableDefinition<SortField>) {
  const [params, setParams] = useSearchParams();
  const request = pageRequestOf(params, table);

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
