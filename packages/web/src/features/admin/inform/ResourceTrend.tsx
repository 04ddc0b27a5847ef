import { Alert, Skeleton, Stack, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Table.css";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDate, parseDay } from "@portal/schema";
import { ResourceReportDocument } from "../../../gql/documents/admin/inform/inform";
import { errorMessageId } from "../../../app/apollo/errors";
import { ErrorState } from "../../../ui/ErrorState";

const shortDay = (day: string) => formatDate(parseDay(day)!).slice(0, 5); // DD/MM

/**
 * One resource of the download report: its downloads and short-link opens per day (a recharts line chart, described
 * for screen readers by its totals) and the opens of the links each restaurant's people shared.
 */
export function ResourceTrend({ resourceId, from, to }: { resourceId: string; from: string; to: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(ResourceReportDocument, {
    variables: { input: { resourceId, from, to } },
  });
  const report = data?.resourceReport;
  if (loading && !report) return <Skeleton height={240} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  if (!report) return <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  const downloads = report.days.reduce((sum, d) => sum + d.downloads, 0);
  const opens = report.days.reduce((sum, d) => sum + d.linkOpens, 0);
  const labels = {
    downloads: intl.formatMessage({ id: "admin.inform.downloads" }),
    linkOpens: intl.formatMessage({ id: "admin.inform.link_opens" }),
  };
  return (
    <Stack gap="md">
      <div role="img" aria-label={intl.formatMessage({ id: "admin.inform.trend.summary" }, { downloads, opens, days: report.days.length })}>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={report.days.map((d) => ({ ...d, day: shortDay(d.date) }))} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey="downloads"
              name={labels.downloads}
              stroke="var(--mantine-color-red-8)"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="linkOpens"
              name={labels.linkOpens}
              stroke="var(--mantine-color-blue-8)"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <Text fw={600} size="sm">
        <FormattedMessage id="admin.inform.restaurants" />
      </Text>
      {report.restaurants.length === 0 ? (
        <Alert variant="light" color="gray">
          <FormattedMessage id="admin.inform.restaurants.none" />
        </Alert>
      ) : (
        <Table striped aria-label={intl.formatMessage({ id: "admin.inform.restaurants" })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage({ id: "admin.inform.restaurant" })}</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>{labels.linkOpens}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.restaurants.map((r) => (
              <Table.Tr key={r.site ?? "none"}>
                <Table.Td>{r.site ? `${r.site} · ${r.name}` : intl.formatMessage({ id: "admin.inform.restaurant.unknown" })}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{r.linkOpens}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
