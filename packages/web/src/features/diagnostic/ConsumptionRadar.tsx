import { Alert, Stack, Table } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import { lazy } from "react";
import { useIntl } from "react-intl";
import type { DiagnosticQuery } from "../../gql/graphql";
import { WhenNear } from "../../ui/WhenNear";
import { formatShare } from "./TrendValue";
import classes from "./diagnostic.module.css";

/**
 * The chart loads after the screen (recharts is ~120 kB), and is drawn when its place comes near the screen or the
 * report is laid out for print (its first drawing measures the page: a long task on a slow phone). Should its file fail to arrive, the place stays empty and the
 * summary (the box's name) and the printed values remain: the screen, and the user's unsaved sections, stay.
 */
const ConsumptionChart = lazy(() => import("./ConsumptionChart").catch(() => ({ default: () => null })));
/** The chart's height on screen and on paper; its place while it loads. */
const CHART_HEIGHT = 400;

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
        <WhenNear fallback={<div style={{ height: CHART_HEIGHT }} />} now={printing}>
          <ConsumptionChart data={data} names={names} hasRestaurantData={consumption.hasRestaurantData} printing={printing} height={CHART_HEIGHT} />
        </WhenNear>
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
