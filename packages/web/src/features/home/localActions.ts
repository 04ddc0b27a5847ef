import { formatDate } from "@portal/schema";

export type ActionDates =
  | { id: "home.actions.range"; start: string; end: string }
  | { id: "home.actions.from"; start: string }
  | { id: "home.actions.until"; end: string }
  | null;

const day = (iso: string | null | undefined): string | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDate(date);
};

/** The dates of a local action as DD/MM/YYYY, with the message that fits the ends it has. */
export function actionDates(startDate: string | null | undefined, endDate: string | null | undefined): ActionDates {
  const start = day(startDate);
  const end = day(endDate);
  if (start && end) return { id: "home.actions.range", start, end };
  if (start) return { id: "home.actions.from", start };
  if (end) return { id: "home.actions.until", end };
  return null;
}
