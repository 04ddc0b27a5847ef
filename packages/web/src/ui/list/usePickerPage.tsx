import "@mantine/core/styles/Pagination.css";
import { useState, type ReactNode } from "react";
import { Group, NativeSelect, Pagination, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { TableSizes } from "@portal/schema";

/** The rows a picker shows on its page, and its pager (range, rows-per-page choice when it has several, pages). */
export interface PickerPage<T> {
  rows: T[];
  pager: ReactNode;
  /** Back to the first page (e.g. when the picker's filter changes). */
  reset: () => void;
}

/**
 * Pages a form's picker in the browser (spec 1 §9 "Table sizes": the restaurant picker 10 and 20 rows, the category
 * pickers 10): `items` are all the choices the picker holds, already filtered; `sizes` has no "all".
 */
export function usePickerPage<T>(items: readonly T[], sizes: TableSizes): PickerPage<T> {
  const intl = useIntl();
  const [size, setSize] = useState(sizes.default ?? items.length);
  const [asked, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(asked, pageCount);
  const from = items.length === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(items.length, page * size);
  const rows = items.slice((page - 1) * size, page * size);
  const pager = (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" aria-live="polite">
        <FormattedMessage id="list.range" values={{ from, to, total: items.length }} />
      </Text>
      <Group gap="sm" wrap="wrap">
        {sizes.sizes.length > 1 && (
          <NativeSelect
            label={intl.formatMessage({ id: "list.rows_per_page" })}
            size="xs"
            value={String(size)}
            data={sizes.sizes.map((choice) => String(choice))}
            onChange={(event) => {
              setSize(Number(event.currentTarget.value));
              setPage(1);
            }}
            style={{ display: "flex", alignItems: "center", gap: 8 }}
          />
        )}
        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ "aria-label": intl.formatMessage({ id: `list.${control}` }) })}
            getItemProps={(item) => ({ "aria-label": intl.formatMessage({ id: "list.page" }, { page: item }) })}
          />
        )}
      </Group>
    </Group>
  );
  return { rows, pager, reset: () => setPage(1) };
}
