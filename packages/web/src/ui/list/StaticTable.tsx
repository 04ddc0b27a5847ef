import type { ReactNode } from "react";
import { Table, type TableProps } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import { FormattedMessage } from "react-intl";

/** A column's header: its message id, or a header of its own (a computed name, a visually hidden one) with its key. */
export type StaticColumn = string | { key: string; label: ReactNode; className?: string };

interface Props extends Omit<TableProps, "children" | "caption"> {
  /** The header row, one `<th scope="col">` a column; none: the table has no header row (its rows name themselves). */
  columns?: readonly StaticColumn[];
  /** Header rows of one's own instead (columns grouped under a spanning header). */
  head?: ReactNode;
  /** What the table holds, read before it (Mantine's caption: under the table). */
  caption?: ReactNode;
  /** The body's rows (`Table.Tr`), each named by a `<th scope="row">` where it has a name. */
  children: ReactNode;
}

/**
 * A table drawn whole, on Mantine's Table: its caption, a header row of named columns and the rows the screen gives.
 * Paging, sorting and search are `ListTable`'s (mantine-datatable, which draws no row headers nor captions); a wide
 * table goes in a `ScrollTable` (phones first: it scrolls in its own box).
 */
export function StaticTable({ columns, head, caption, children, ...table }: Props) {
  return (
    <Table {...table}>
      {caption && <Table.Caption>{caption}</Table.Caption>}
      {(head || columns) && (
        <Table.Thead>
          {head ?? (
            <Table.Tr>
              {columns?.map((column) =>
                typeof column === "string" ? (
                  <Table.Th key={column} scope="col">
                    <FormattedMessage id={column} />
                  </Table.Th>
                ) : (
                  <Table.Th key={column.key} scope="col" className={column.className}>
                    {column.label}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          )}
        </Table.Thead>
      )}
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
