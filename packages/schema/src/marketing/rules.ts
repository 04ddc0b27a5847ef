import { mixed, object, string } from "yup";
import { MARKETING_MESSAGES } from "./errors.js";

/** The plan's limits (spec 2 §9). */
export const MARKETING_LIMITS = {
  /** Priorities chosen at most. */
  maxPriorities: 3,
  /** Strategy slots per priority (6 in all). */
  strategiesPerPriority: 2,
  strategySlots: 6,
  /** A local strategy's text at most. */
  maxStrategyText: 200,
  /** Resources, and orders, an action links to at most. */
  maxLinks: 20,
  /** The previous year's tab is hidden when it would be this one. */
  hiddenPreviousYear: 2018,
  /** The cover photo (cover 1000×500), JPEG only. */
  coverMaxBytes: 5 * 1024 * 1024,
  coverTypes: ["image/jpeg"] as readonly string[],
} as const;

/** Category types of the priority options: 1 national, 2 local. */
export const PRIORITY_KINDS = { NATIONAL: 1, LOCAL: 2 } as const;
/** Day parts (spec 2 §4). */
export const PLAN_DAYPARTS = ["week", "weekend"] as const;
export type PlanDaypart = (typeof PLAN_DAYPARTS)[number];
/** Time slots (spec 2 §4). */
export const PLAN_TIME_SLOTS = ["manana", "comida", "tarde", "cena", "noche", "mananatarde", "comidacena", "allday"] as const;
export type PlanTimeSlot = (typeof PLAN_TIME_SLOTS)[number];
/** Behaviours (spec 2 §2.2). */
export const PLAN_BEHAVIOURS = ["frecuencia", "ticket", "penetracion"] as const;
export type PlanBehaviour = (typeof PLAN_BEHAVIOURS)[number];

/** The year tabs (spec 2 §2.2): the previous year (hidden when it would be 2018), the current and the next. */
export function marketingYears(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return [current - 1, current, current + 1].filter((year) => year !== MARKETING_LIMITS.hiddenPreviousYear);
}

/** A priority may be added while fewer than 3 are chosen; otherwise `marketing.objectives.popup.alert`. */
export function canAddPriority(chosen: number): boolean {
  return chosen < MARKETING_LIMITS.maxPriorities;
}

/** The strategy slots (1..6) of the priority at `position` (1..3). */
export const strategySlotsOf = (position: number): [number, number] => [position * 2 - 1, position * 2];

const choice = <T extends string>(values: readonly T[]) =>
  string()
    .trim()
    .default("")
    .test("choice", MARKETING_MESSAGES.choice, (value) => !value || (values as readonly string[]).includes(value));

/** A percentage: a number ≥ 0 (numeric text accepted), else the numeric alert. */
const percent = () =>
  mixed<number | string>()
    .test("numeric", MARKETING_MESSAGES.numericAlert, (value) => {
      if (value === undefined || value === null || value === "") return false;
      const number = typeof value === "number" ? value : /^\s*\d+([.,]\d+)?\s*$/.test(value) ? Number(value.replace(",", ".")) : NaN;
      return Number.isFinite(number) && number >= 0;
    })
    .transform((value: unknown) => (typeof value === "string" && /^\s*\d+([.,]\d+)?\s*$/.test(value) ? Number(value.replace(",", ".")) : value));

/**
 * One priority's objective (spec 2 §2.2, §5): day part, time slot, behaviour, main competitor (optional), and the
 * expected sales and new customers in percent, numbers ≥ 0 (`marketing.objectives.popup.numeric_alert`).
 */
export const planObjectiveRules = object({
  daypart: choice(PLAN_DAYPARTS),
  timeSlot: choice(PLAN_TIME_SLOTS),
  behaviour: choice(PLAN_BEHAVIOURS),
  competitorId: string().trim().default(""),
  sales: percent(),
  newCustomers: percent(),
});

/** A local priority's strategy text: empty (the slot is cleared) or at most 200 characters. */
export const localStrategyRules = string().trim().default("").max(MARKETING_LIMITS.maxStrategyText, MARKETING_MESSAGES.strategyTooLong);

const inYear = (value: string | undefined, year: unknown) => !value || typeof year !== "number" || value.slice(0, 4) === String(year);
const realDay = (value: string | undefined) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Start and end days of an action (YYYY-MM-DD), with `context.year` the selected year. */
const actionDates = {
  startDate: string()
    .trim()
    .default("")
    .required(MARKETING_MESSAGES.emptyDate)
    .test("day", MARKETING_MESSAGES.emptyDate, realDay)
    .test("year", MARKETING_MESSAGES.yearDate, function (value) {
      return inYear(value, (this.options.context as { year?: number } | undefined)?.year);
    }),
  endDate: string()
    .trim()
    .default("")
    .required(MARKETING_MESSAGES.emptyDate)
    .test("day", MARKETING_MESSAGES.emptyDate, realDay)
    .test("after-start", MARKETING_MESSAGES.endDate, function (end) {
      const start = this.parent.startDate as string;
      return !end || !start || end >= start;
    })
    .test("year", MARKETING_MESSAGES.yearDate, function (value) {
      return inYear(value, (this.options.context as { year?: number } | undefined)?.year);
    }),
};

/**
 * The create-action popup (spec 2 §5), validated with `{ context: { year } }`: a strategy is required
 * (`empty_strategy`), both dates are required (`empty_date`), the end not before the start (`end_date`), both within
 * the selected year (`year_date`).
 */
export const planActionRules = object({
  strategyId: string().trim().default("").required(MARKETING_MESSAGES.emptyStrategy),
  ...actionDates,
});

/** A local action's change (its dates only), validated with `{ context: { year } }` (the action's year). */
export const planActionDatesRules = object(actionDates);

export const isDaypart = (value: string): value is PlanDaypart => (PLAN_DAYPARTS as readonly string[]).includes(value);
export const isTimeSlot = (value: string): value is PlanTimeSlot => (PLAN_TIME_SLOTS as readonly string[]).includes(value);
export const isBehaviour = (value: string): value is PlanBehaviour => (PLAN_BEHAVIOURS as readonly string[]).includes(value);
export const percentOf = (value: number | string): number => (typeof value === "number" ? value : Number(String(value).replace(",", ".")));
