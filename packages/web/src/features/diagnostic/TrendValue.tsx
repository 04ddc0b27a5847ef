import { useIntl } from "react-intl";
import type { Trend } from "../../gql/graphql";
import classes from "./diagnostic.module.css";

const ARROWS: Record<Trend, string> = { UP: "▲", DOWN: "▼", EQUAL: "=" };

/**
 * A percent change with 2 decimals and its arrow (up above 0.5, down below -0.5, equal between; the BFF decides), the
 * arrow named for screen readers; a dash for a missing value.
 */
export function TrendValue({ change }: { change: { value: number | null; trend: Trend | null } }) {
  const intl = useIntl();
  if (change.value === null || change.trend === null) {
    return <span aria-label={intl.formatMessage({ id: "diagnostic.trend.missing" })}>–</span>;
  }
  const label = intl.formatMessage({ id: `diagnostic.trend.${change.trend.toLowerCase()}` });
  return (
    <span className={classes.trend} data-trend={change.trend}>
      <span>
        {intl.formatNumber(change.value / 100, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" })}
      </span>
      <span role="img" aria-label={label} title={label} className={classes.arrow}>
        {ARROWS[change.trend]}
      </span>
    </span>
  );
}

/** A share in percent with 2 decimals (e.g. "31,15 %"). */
export function formatShare(intl: ReturnType<typeof useIntl>, value: number | null): string {
  return value === null ? "–" : intl.formatNumber(value / 100, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
