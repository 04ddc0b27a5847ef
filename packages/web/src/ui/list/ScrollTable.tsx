import type { ReactNode } from "react";
import { Table } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import classes from "./ScrollTable.module.css";

/**
 * The box of a wide table (phones first): below `minWidth` the table scrolls sideways inside this box, never the page,
 * and its first column (what names each row) stays in view. The box is a named region the keyboard can focus, so it
 * can be scrolled without a pointer.
 */
export function ScrollTable({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" className={classes.pinned} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
