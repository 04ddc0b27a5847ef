import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import type { PageRequest, TableDefinition, TableSizes } from "@portal/schema";
import { usePageAnswer } from "../../app/apollo/bootLink";
import { errorMessageId } from "../../app/apollo/errors";
import type { ListPage } from "./ListTable";
import { usePaginatedList, type PaginatedList } from "./usePaginatedList";

export interface ListQueryOptions<Data, Variables, SortField extends string, Page> extends TableDefinition<SortField> {
  /** The query's variables for the table's request (page, size, search, sort), e.g. `(input) => ({ input })`. */
  variables: (request: PageRequest<SortField>) => Variables;
  /** The page of rows in the query's answer, e.g. `(data) => data.adminVideos`. */
  pageOf: (data: Data) => Page;
  /** Not asked while true (the screen's other input is not valid yet): the table shows no rows meanwhile. */
  skip?: boolean;
  /**
   * Shown at once from the cache, then fresh from the server (another admin, or this one's form, changed it). The
   * first page a cold load carries (the BFF's boot `SCREENS`) is shown as it is, with nothing sent.
   */
  cacheAndNetwork?: boolean;
}

/** What `ListTable` takes from its query: spread as `<ListTable {...table} … />`. */
export interface ListTableQueryProps<Page, SortField extends string> {
  list: PaginatedList<SortField>;
  sizes: TableSizes;
  data: Page | undefined;
  loading: boolean;
  errorId: string | null;
  onRetry: () => void;
}

/** After the first answer, every request of the table (a change of page, size, search, sort) from the cache and fresh. */
const thenCacheAndNetwork = () => "cache-and-network" as const;

/**
 * A list screen's query, wired to its server-side table: the table's state in the address (`usePaginatedList`), the
 * query asked with it (each change of page, size, search or sort asks again, the last page kept on screen while the
 * next loads), the failure's message when there is nothing to show, and the retry.
 */
export function useListQuery<Data, Variables extends OperationVariables, SortField extends string, Page extends ListPage<unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  { sizes, sortFields, defaultSort, variables, pageOf, skip = false, cacheAndNetwork = true }: ListQueryOptions<Data, Variables, SortField, Page>,
) {
  const intl = useIntl();
  const list = usePaginatedList<SortField>({ sizes, sortFields, defaultSort });
  const asked = variables(list.request);
  const fromPage = usePageAnswer(document, asked);
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    variables: asked,
    skip,
    ...(cacheAndNetwork && {
      // The page's answer as it is; then, as without it, every change of the table from the cache and fresh.
      fetchPolicy: fromPage ? "cache-first" : "cache-and-network",
      nextFetchPolicy: thenCacheAndNetwork,
    }),
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<Data, Variables>);
  /** The last answer (kept while the next loads); undefined before the first and while skipped. */
  const answer = skip ? undefined : (data ?? previousData);
  const page = answer === undefined ? undefined : pageOf(answer as Data);
  const reload = () => void refetch().catch(() => undefined);
  const table: ListTableQueryProps<Page, SortField> = {
    list,
    sizes,
    data: page,
    loading,
    errorId: error && !page ? errorMessageId(error, intl.messages) : null,
    onRetry: reload,
  };
  return { list, answer: answer as Data | undefined, page, loading, error, reload, table };
}
