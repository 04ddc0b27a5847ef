/** The plan's calendar (spec 2 §9): 12 months; a bar's position on 365 days, its width on 52 weeks. */
export const PLAN_CALENDAR = { days: 365, weeks: 52, months: 12 } as const;

const DAY_MS = 86_400_000;
const utcDay = (day: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === day ? time : null;
};

/** The day of the year of `day` (YYYY-MM-DD), 1 for 1 January; null when it is not a real day. */
export function dayOfYear(day: string): number | null {
  const time = utcDay(day);
  if (time === null) return null;
  return Math.round((time - Date.UTC(Number(day.slice(0, 4)), 0, 1)) / DAY_MS) + 1;
}

/** Whole weeks an action lasts (its first and last day included), at least 1. */
export function durationWeeks(start: string, end: string): number {
  const from = utcDay(start);
  const to = utcDay(end);
  if (from === null || to === null || to < from) return 1;
  return Math.max(1, Math.ceil((Math.round((to - from) / DAY_MS) + 1) / 7));
}

export interface BarGeometry {
  /** Where the bar starts, in percent of the calendar's width: (start day - 1) of 365. */
  left: number;
  /** How wide the bar is, in percent: its weeks of 52, cut at the calendar's end. */
  width: number;
  /** The action's day of the year (1..365; 31 December of a leap year counts as 365). */
  startDay: number;
  weeks: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The bar of an action on the calendar of its year (spec 2 §2.2 "Plan"): placed by its start day of 365 and sized by
 * its duration in weeks of 52. A start outside the year is clamped to its first or last day; the bar never passes the
 * year's end. Null when the start is not a real day.
 */
export function barGeometry(action: { start: string; end: string }, year: number): BarGeometry | null {
  const day = dayOfYear(action.start);
  if (day === null) return null;
  const startYear = Number(action.start.slice(0, 4));
  const startDay = startYear < year ? 1 : startYear > year ? PLAN_CALENDAR.days : Math.min(day, PLAN_CALENDAR.days);
  const weeks = durationWeeks(action.start, action.end);
  const left = ((startDay - 1) / PLAN_CALENDAR.days) * 100;
  const width = Math.min((weeks / PLAN_CALENDAR.weeks) * 100, 100 - left);
  return { left: round(left), width: round(width), startDay, weeks };
}

/** The 12 month columns of a year's calendar: each month's first day placed like a bar's start (percent). */
export function monthColumns(year: number): Array<{ month: number; left: number; width: number }> {
  return Array.from({ length: PLAN_CALENDAR.months }, (_, index) => {
    const first = dayOfYear(`${year}-${String(index + 1).padStart(2, "0")}-01`)!;
    const next = index === 11 ? PLAN_CALENDAR.days + 1 : dayOfYear(`${year}-${String(index + 2).padStart(2, "0")}-01`)!;
    const left = ((first - 1) / PLAN_CALENDAR.days) * 100;
    return { month: index + 1, left: round(left), width: round(((Math.min(next - 1, PLAN_CALENDAR.days) - first + 1) / PLAN_CALENDAR.days) * 100) };
  });
}

/**
 * A month's name as the calendar's column heads show it, one way in every language: the name alone (without the
 * "de "/"d’" some Catalan formats put before it), its first letter capitalised in the language's own rule
 * ("Ene", "Gen.", "Jan."). `name` as Intl gives it.
 */
export function calendarMonthLabel(name: string, locale: string): string {
  const alone = name.trim().replace(/^(de\s+|d['’]\s*)/i, "");
  return alone.charAt(0).toLocaleUpperCase(locale) + alone.slice(1);
}

/** The 12 month heads of the plan's calendar in a language (short names, see `calendarMonthLabel`). */
export function calendarMonthLabels(locale: string, year: number): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: "short" });
  return Array.from({ length: PLAN_CALENDAR.months }, (_, index) => calendarMonthLabel(format.format(new Date(year, index, 15)), locale));
}
