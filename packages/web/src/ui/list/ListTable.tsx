import "mantine-datatable/styles.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Checkbox.css";
import type { ReactNode } from "react";
import { Group, NativeSelect, Pagination, Stack, Text, TextInput } from "@mantine/core";
import { DataTable, type DataTableColumn, type DataTableSortStatus } from "mantine-datatable";
import { FormattedMessage, useIntl } from "react-intl";
import type { PageSize, TableSizes } from "@portal/schema";
import { ErrorState } from "../ErrorState";
import classes from "./ListTable.module.css";
import type { PaginatedList } from "./usePaginatedList";

/** A page of rows as the server answered it (the schema's `Paginated`). */
export interface ListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  size: number | null;
  pageCount: number;
}

export interface ListTableProps<Row, SortField extends string> {
  list: PaginatedList<SortField>;
  sizes: TableSizes;
  columns: DataTableColumn<Row>[];
  /** The sort field of each sortable column (by its accessor). */
  sortFields: Partial<Record<string, SortField>>;
  /** The last page answered (kept on screen while the next loads); undefined before the first. */
  data: ListPage<Row> | undefined;
  loading: boolean;
  /** The message id of a failed load, with its retry. */
  errorId?: string | null;
  onRetry?: () => void;
  /** Accessible name of the table and of its search box, e.g. "Videos". */
  label: string;
  /** What the search looks in, e.g. "Search by URL". */
  searchLabel: string;
  /** Above the table, at the end of the search row (e.g. the create button). */
  actions?: ReactNode;
  /** A row's buttons (edit, delete…): the last column, "Actions", at the right. */
  rowActions?: (row: Row) => ReactNode;
}

/**
 * The table of an admin list: a search box, the rows (sortable columns), the range shown, the rows-per-page choice
 * (the table's sizes and "all") and the pager. Page, size, search and sort are the server's: the table shows what
 * it answered and asks again through `list`.
 */
export function ListTable<Row, SortField extends string>(props: ListTableProps<Row, SortField>) {
  const { list, sizes, columns, sortFields, data, loading, label } = props;
  const intl = useIntl();
  const { request } = list;
  const sortAccessor = Object.entries(sortFields).find(([, field]) => field === request.sortBy)?.[0] ?? "";
  const sortStatus: DataTableSortStatus<Row> = { columnAccessor: sortAccessor, direction: request.direction === "ASC" ? "asc" : "desc" };
  const page = data ?? { items: [], total: 0, page: 1, size: request.size, pageCount: 1 };
  const from = page.total === 0 ? 0 : page.size === null ? 1 : (page.page - 1) * page.size + 1;
  const to = page.size === null ? page.total : Math.min(page.total, page.page * page.size);
  const sizeValue = (size: PageSize) => (size === null ? "all" : String(size));
  const actionsColumn: DataTableColumn<Row>[] = props.rowActions
    ? [{ accessor: "actions", title: intl.formatMessage({ id: "list.actions" }), textAlign: "right", render: props.rowActions }]
    : [];
  const sortable: DataTableColumn<Row>[] = [...columns, ...actionsColumn].map((column) => ({
    ...column,
    sortable: String(column.accessor) in sortFields,
  }));

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={props.searchLabel}
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.currentTarget.value)}
          w={{ base: "100%", sm: 320 }}
        />
        {props.actions}
      </Group>
      {props.errorId ? (
        <ErrorState messageId={props.errorId} onRetry={props.onRetry} />
      ) : (
        <DataTable<Row>
          aria-label={label}
          withTableBorder
          borderRadius="sm"
          // Wider than a phone, the rows scroll sideways in the table's own box, their first column kept in view (pinned
          // by ListTable.module.css).
          className={classes.table}
          striped
          highlightOnHover
          minHeight={data && data.items.length === 0 ? 160 : undefined}
          records={page.items}
          columns={sortable}
          fetching={loading}
          noRecordsText={intl.formatMessage({ id: request.search ? "list.no_matches" : "list.empty" })}
          sortStatus={sortStatus}
          onSortStatusChange={(status) => {
            const field = sortFields[String(status.columnAccessor)];
            if (field) list.setSort(field, status.direction === "asc" ? "ASC" : "DESC");
          }}
        />
      )}
      {/* Under the rows once they are here: before the first answer the table is short, and the footer would jump down. */}
      {data && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" aria-live="polite">
            <FormattedMessage id="list.range" values={{ from, to, total: page.total }} />
          </Text>
          <Group gap="sm" wrap="wrap">
            <NativeSelect
              label={intl.formatMessage({ id: "list.rows_per_page" })}
              size="xs"
              value={sizeValue(request.size)}
              data={sizes.sizes.map((size) => ({
                value: sizeValue(size),
                label: size === null ? intl.formatMessage({ id: "list.all" }) : String(size),
              }))}
              onChange={(event) => list.setSize(event.currentTarget.value === "all" ? null : Number(event.currentTarget.value))}
              style={{ display: "flex", alignItems: "center", gap: 8 }}
            />
            {page.pageCount > 1 && (
              <Pagination
                total={page.pageCount}
                value={page.page}
                onChange={list.setPage}
                size="sm"
                getControlProps={(control) => ({
                  "aria-label": intl.formatMessage({ id: `list.${control}` }),
                })}
                getItemProps={(item) => ({ "aria-label": intl.formatMessage({ id: "list.page" }, { page: item }) })}
              />
            )}
          </Group>
        </Group>
      )}
    </Stack>
  );
}
