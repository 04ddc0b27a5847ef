import type { ReactNode } from "react";
import { Stack, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { ListTable, type ListTableProps } from "./ListTable";

interface Props<Row, SortField extends string> extends Omit<ListTableProps<Row, SortField>, "label"> {
  /** The message id of the screen's title, which names its table too, e.g. "screen.admin.videos". */
  titleId: string;
  /** The table's accessible name where it is not the title's. */
  label?: string;
  /** Between the title and the table (e.g. a setting of the list, the upload queue). */
  before?: ReactNode;
  /** After the table (e.g. a report below it, the screen's popups). */
  children?: ReactNode;
}

/** A list screen: its title (the page's heading), then its server-side table (`ListTable`, fed by `useListQuery`). */
export function ListScreen<Row, SortField extends string>({ titleId, label, before, children, ...table }: Props<Row, SortField>) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id={titleId} />
      </Title>
      {before}
      <ListTable<Row, SortField> {...table} label={label ?? intl.formatMessage({ id: titleId })} />
      {children}
    </Stack>
  );
}
