import type { ReactElement } from "react";
import { useIntl } from "react-intl";
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer, Tooltip } from "recharts";
import { DIAGNOSTIC_LIMITS } from "@portal/schema";
import { formatShare } from "./TrendValue";

interface Props {
  data: { category: string; restaurant: number | null; national: number | null }[];
  names: { restaurant: string; national: string };
  hasRestaurantData: boolean;
  printing: boolean;
  height: number;
}

/**
 * The consumption radar's chart (recharts, loaded lazily by ConsumptionRadar): the restaurant's series only when it has
 * data, and the national one; as wide as the section on screen, DIAGNOSTIC_LIMITS.printChartWidth on paper.
 */
export default function ConsumptionChart({ data, names, hasRestaurantData, printing, height }: Props): ReactElement | null {
  const intl = useIntl();
  const chart = (width: number | undefined) => (
    <RadarChart data={data} width={width} height={width ? height : undefined} outerRadius="70%">
      <PolarGrid />
      <PolarAngleAxis dataKey="category" tick={{ fontSize: 13, fill: "var(--mantine-color-text)" }} />
      {/* Ticks with their unit, large enough to read on paper. */}
      <PolarRadiusAxis angle={90} tickFormatter={(v: number) => `${v} %`} tick={{ fontSize: 12, fill: "var(--mantine-color-text)" }} />
      {hasRestaurantData && (
        <Radar name={names.restaurant} dataKey="restaurant" stroke="#c8102e" fill="#c8102e" fillOpacity={0.3} isAnimationActive={!printing} />
      )}
      <Radar name={names.national} dataKey="national" stroke="#1c5e9c" fill="#1c5e9c" fillOpacity={0.2} isAnimationActive={!printing} />
      <Legend />
      <Tooltip formatter={(value) => formatShare(intl, typeof value === "number" ? value : null)} />
    </RadarChart>
  );
  return printing ? (
    chart(DIAGNOSTIC_LIMITS.printChartWidth)
  ) : (
    <ResponsiveContainer width="100%" height={height}>
      {chart(undefined)}
    </ResponsiveContainer>
  );
}
