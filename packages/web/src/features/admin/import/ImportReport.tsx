import { Alert, Stack, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import { FormattedMessage, useIntl } from "react-intl";
import { IMPORT_COLUMNS, type ImportSection } from "@portal/schema";
import { StaticTable } from "../../../ui/list/StaticTable";
import { useTranslateKey } from "../../../ui/useTranslateKey";
import { columnLetter, columnOf } from "./importView";
import { type Result } from "./importParts";

/** Shown at most in the refusal table (the rest is counted). */
export const REPORT_ROWS = 200;

/** What an import did: applied (rows and restaurants), or refused with a table of every refused row. */
export function ImportReport({ section, result }: { section: ImportSection; result: Result }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  if (result.applied)
    return (
      <Alert color="green" role="status">
        <FormattedMessage id="admin.import.done" values={{ rows: result.rows, restaurants: result.restaurants }} />
      </Alert>
    );
  const rows = new Set(result.refusals.map((r) => r.row)).size;
  const columns = IMPORT_COLUMNS[section];
  return (
    <Stack gap="xs">
      <Alert color="red" role="alert">
        <FormattedMessage id="admin.import.refused" values={{ rows }} />
      </Alert>
      <Table.ScrollContainer minWidth={480}>
        <StaticTable
          striped
          withTableBorder
          caption={<FormattedMessage id="admin.import.report.caption" values={{ count: result.refusals.length }} />}
          columns={["admin.import.report.row", "admin.import.report.column", "admin.import.report.problem"]}
        >
          {result.refusals.slice(0, REPORT_ROWS).map((refusal, index) => {
            const letter = columnOf(section, refusal.field);
            const column = columns.findIndex((c) => c.field === refusal.field);
            return (
              <Table.Tr key={`${refusal.row}-${refusal.field}-${index}`}>
                <Table.Td>{refusal.row}</Table.Td>
                <Table.Td>
                  {letter
                    ? `${columnLetter(column)} · ${intl.formatMessage({ id: `admin.import.column.${refusal.field}` })}`
                    : intl.formatMessage({ id: "admin.import.report.whole_row" })}
                </Table.Td>
                <Table.Td>{translate(refusal.message)}</Table.Td>
              </Table.Tr>
            );
          })}
        </StaticTable>
      </Table.ScrollContainer>
      {result.refusals.length > REPORT_ROWS && (
        <Text size="sm">
          <FormattedMessage id="admin.import.report.more" values={{ shown: REPORT_ROWS, count: result.refusals.length }} />
        </Text>
      )}
    </Stack>
  );
}
