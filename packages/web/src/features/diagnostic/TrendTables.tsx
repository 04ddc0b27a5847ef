import { Table, Text } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import { FormattedMessage, useIntl } from "react-intl";
import type { DiagnosticQuery } from "../../gql/graphql";
import { StaticTable } from "../../ui/list/StaticTable";
import { TrendValue } from "./TrendValue";
import classes from "./diagnostic.module.css";

type Screen = DiagnosticQuery["diagnostic"];

/** Moments of day (spec 2 §2.1): Monday–Thursday and Friday–Sunday, sales and guest counts per time slot. */
export function MomentsTable({ moments, missing }: { moments: Screen["moments"]; missing: boolean }) {
  const intl = useIntl();
  if (missing || moments.length === 0) {
    return (
      <Text c="dimmed" role="status">
        <FormattedMessage id="diagnostic.moments.empty" />
      </Text>
    );
  }
  return (
    // Scrolls sideways on a phone: a focusable region, so the keyboard can scroll it too.
    <div className={classes.scroll} tabIndex={0} role="region" aria-label={intl.formatMessage({ id: "diagnostic.moments.table" })}>
      <StaticTable
        withTableBorder
        withColumnBorders
        striped
        miw={640}
        head={
          <>
            <Table.Tr>
              <Table.Th rowSpan={2} scope="col">
                <FormattedMessage id="diagnostic.moments.slot" />
              </Table.Th>
              <Table.Th colSpan={2} scope="colgroup">
                <FormattedMessage id="diagnostic.moments.week" />
              </Table.Th>
              <Table.Th colSpan={2} scope="colgroup">
                <FormattedMessage id="diagnostic.moments.weekend" />
              </Table.Th>
            </Table.Tr>
            <Table.Tr>
              {[0, 1].map((i) => [
                <Table.Th key={`s${i}`} scope="col">
                  <FormattedMessage id="diagnostic.moments.sales" />
                </Table.Th>,
                <Table.Th key={`g${i}`} scope="col">
                  <FormattedMessage id="diagnostic.moments.gc" />
                </Table.Th>,
              ])}
            </Table.Tr>
          </>
        }
      >
        {moments.map((m) => (
          <Table.Tr key={m.name}>
            <Table.Th scope="row">{m.name}</Table.Th>
            {[m.weekSales, m.weekGuests, m.weekendSales, m.weekendGuests].map((change, i) => (
              <Table.Td key={i}>
                <TrendValue change={change} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </StaticTable>
    </div>
  );
}

/** Product mix (spec 2 §2.1): the nine shown types (VARIOS left out by the BFF), change in percent, optional description. */
export function ProductMixTable({ rows }: { rows: Screen["productMix"] }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" role="status">
        <FormattedMessage id="diagnostic.pmix.empty" />
      </Text>
    );
  }
  return (
    <StaticTable withTableBorder striped maw={720} columns={["diagnostic.pmix.type", "diagnostic.pmix.change"]}>
      {rows.map((row) => (
        <Table.Tr key={row.type}>
          <Table.Th scope="row">
            {row.type}
            {row.description && (
              <Text size="sm" c="dimmed" fw={400}>
                {row.description}
              </Text>
            )}
          </Table.Th>
          <Table.Td>
            <TrendValue change={row.change} />
          </Table.Td>
        </Table.Tr>
      ))}
    </StaticTable>
  );
}
