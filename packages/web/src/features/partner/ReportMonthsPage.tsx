import { ActionIcon, Anchor, Button, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIST_TABLES } from "@portal/schema";
import { PartnerReportMonthsDocument } from "../../gql/documents/partner/partner";
import type { ReportMonthSortField } from "../../gql/graphql";
import { EditIcon } from "../../ui/list/icons";
import { ListScreen } from "../../ui/list/ListScreen";
import { useListQuery } from "../../ui/list/useListQuery";
import { REPORT_ADD_PATH, monthName, monthPath } from "./reportView";

interface MonthRow {
  month: string;
  count: number;
}

/** /partner/reports: the months with reports and their counts (20, 50 or all rows; all by default, newest first). */
export function ReportMonthsPage() {
  const intl = useIntl();
  const { table } = useListQuery(PartnerReportMonthsDocument, {
    ...LIST_TABLES.partnerMonths,
    variables: (input) => ({ input }),
    // The table's rows are keyed by id: a month's is the month.
    pageOf: ({ partnerReportMonths: page }) => ({ ...page, items: page.items.map((m) => ({ ...m, id: m.month })) }),
  });
  return (
    <ListScreen<MonthRow & { id: string }, ReportMonthSortField>
      {...table}
      titleId="screen.partner.reports"
      label={intl.formatMessage({ id: "partner.months.table" })}
      searchLabel={intl.formatMessage({ id: "partner.months.search" })}
      sortFields={{ month: "MONTH", count: "COUNT" }}
      actions={
        <Button component={Link} to={REPORT_ADD_PATH}>
          <FormattedMessage id="partner.add" />
        </Button>
      }
      columns={[
        {
          accessor: "month",
          title: intl.formatMessage({ id: "partner.months.month" }),
          render: (row) => (
            <Anchor component={Link} to={monthPath(row.month)}>
              {row.month}{" "}
              <Text span c="dimmed" size="sm">
                ({monthName(row.month, intl.locale)})
              </Text>
            </Anchor>
          ),
        },
        { accessor: "count", title: intl.formatMessage({ id: "partner.months.count" }), textAlign: "right" },
      ]}
      rowActions={(row) => (
        <ActionIcon
          component={Link}
          to={monthPath(row.month)}
          variant="subtle"
          aria-label={intl.formatMessage({ id: "partner.months.edit" }, { month: row.month })}
        >
          <EditIcon />
        </ActionIcon>
      )}
    />
  );
}
