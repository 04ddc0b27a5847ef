import { Alert, Stack, Table } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import { useIntl } from "react-intl";
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip } from "recharts";
import { DIAGNOSTIC_LIMITS } from "@portal/schema";
import type { DiagnosticQuery } from "../../gql/graphql";
import { formatShare } from "./TrendValue";
import classes from "./diagnostic.module.css";

type Consumption = DiagnosticQuery["diagnostic"]["consumption"];

/**
 * The consumption radar (spec 2 §2.1): core premium, families, affordable and late night, in percent with 2 decimals;
 * the restaurant's series only when it has data, and the national one. 100% wide, 600 while printing.
 */
export function ConsumptionRadar({ consumption, printing }: { consumption: Consumption; printing: boolean }) {
  const intl = useIntl();
  const names = {
    restaurant: intl.formatMessage({ id: "diagnostic.consumption.restaurant" }),
    national: intl.formatMessage({ id: "diagnostic.consumption.national" }),
  };
  const data = consumption.categories.map((c) => ({
    category: intl.formatMessage({ id: `diagnostic.consumption.${c.key}` }),
    restaurant: c.restaurant,
    national: c.national,
  }));
  const summary = data
    .map(
      (d) =>
        `${d.category}: ${consumption.hasRestaurantData ? `${names.restaurant} ${formatShare(intl, d.restaurant)}, ` : ""}${names.national} ${formatShare(intl, d.national)}`,
    )
    .join("; ");
  const chart = (width: number | undefined) => (
    <RadarChart data={data} width={width} height={width ? 400 : undefined} outerRadius="70%">
      <PolarGrid />
      <PolarAngleAxis dataKey="category" tick={{ fontSize: 13, fill: "var(--mantine-color-text)" }} />
      {/* Ticks with their unit, large enough to read on paper. */}
      <PolarRadiusAxis angle={90} tickFormatter={(v: number) => `${v} %`} tick={{ fontSize: 12, fill: "var(--mantine-color-text)" }} />
      {consumption.hasRestaurantData && (
        <Radar name={names.restaurant} dataKey="restaurant" stroke="#c8102e" fill="#c8102e" fillOpacity={0.3} isAnimationActive={!printing} />
      )}
      <Radar name={names.national} dataKey="national" stroke="#1c5e9c" fill="#1c5e9c" fillOpacity={0.2} isAnimationActive={!printing} />
      <Legend />
      <Tooltip formatter={(value) => formatShare(intl, typeof value === "number" ? value : null)} />
    </RadarChart>
  );
  return (
    <Stack gap="sm">
      {!consumption.hasRestaurantData && (
        <Alert color="gray" role="note">
          {intl.formatMessage({ id: "diagnostic.consumption.only_national" })}
        </Alert>
      )}
      <div
        role="img"
        aria-label={intl.formatMessage({ id: "diagnostic.consumption.summary" }, { values: summary })}
        className={classes.chart}
        data-testid="consumption-radar"
      >
        {printing ? (
          chart(DIAGNOSTIC_LIMITS.printChartWidth)
        ) : (
          <ResponsiveContainer width="100%" height={400}>
            {chart(undefined)}
          </ResponsiveContainer>
        )}
      </div>
      {/* On paper there is no tooltip: every value is printed. */}
      <div className={classes.printOnly} data-testid="consumption-values">
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {consumption.hasRestaurantData && <Table.Th>{names.restaurant}</Table.Th>}
              <Table.Th>{names.national}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((d) => (
              <Table.Tr key={d.category}>
                <Table.Th scope="row">{d.category}</Table.Th>
                {consumption.hasRestaurantData && <Table.Td>{formatShare(intl, d.restaurant)}</Table.Td>}
                <Table.Td>{formatShare(intl, d.national)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
