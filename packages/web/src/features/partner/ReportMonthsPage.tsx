import { ActionIcon, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { TABLE_SIZES } from "@portal/schema";
import { PartnerReportMonthsDocument } from "../../gql/documents/partner/partner";
import type { ReportMonthSortField } from "../../gql/graphql";
import { errorMessageId } from "../../app/apollo/errors";
import { EditIcon } from "../../ui/list/icons";
import { ListTable } from "../../ui/list/ListTable";
import { usePaginatedList } from "../../ui/list/usePaginatedList";
import { REPORT_ADD_PATH, monthName, monthPath } from "./reportView";

const SORT_FIELDS = ["MONTH", "COUNT"] as const satisfies readonly ReportMonthSortField[];

interface MonthRow {
  month: string;
  count: number;
}

/** /partner/reports: the months with reports and their counts (20, 50 or all rows; all by default, newest first). */
export function ReportMonthsPage() {
  const intl = useIntl();
  const list = usePaginatedList<ReportMonthSortField>({
    sizes: TABLE_SIZES.partnerMonths,
    sortFields: SORT_FIELDS,
    defaultSort: { sortBy: "MONTH", direction: "DESC" },
  });
  const { data, previousData, loading, error, refetch } = useQuery(PartnerReportMonthsDocument, {
    variables: { input: list.request },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.partnerReportMonths;
  const rows = page ? { ...page, items: page.items.map((m) => ({ ...m, id: m.month })) } : undefined;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="screen.partner.reports" />
      </Title>
      <ListTable<MonthRow & { id: string }, ReportMonthSortField>
        list={list}
        sizes={TABLE_SIZES.partnerMonths}
        label={intl.formatMessage({ id: "partner.months.table" })}
        searchLabel={intl.formatMessage({ id: "partner.months.search" })}
        data={rows}
        loading={loading}
        errorId={error && !page ? errorMessageId(error, intl.messages) : null}
        onRetry={() => void refetch().catch(() => undefined)}
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
          {
            accessor: "actions",
            title: intl.formatMessage({ id: "list.actions" }),
            textAlign: "right",
            render: (row) => (
              <ActionIcon
                component={Link}
                to={monthPath(row.month)}
                variant="subtle"
                aria-label={intl.formatMessage({ id: "partner.months.edit" }, { month: row.month })}
              >
                <EditIcon />
              </ActionIcon>
            ),
          },
        ]}
      />
    </Stack>
  );
}
