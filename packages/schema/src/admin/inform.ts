import { object, string } from "yup";
import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";
import { parseDay } from "../library/rules.js";
import { ADMIN_MESSAGES, type AdminMessageKey } from "./errors.js";

/** The download report's limits (spec 1 §2 "Download report"; the range, the portal's own). */
export const INFORM_LIMITS = {
  /** The range a report opens with: the last 30 days, today included. */
  defaultDays: 30,
  /** The longest range a report reads (a year, whatever its first day). */
  maxDays: 366,
} as const;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (YYYY-MM-DD). */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** A required day as the pickers send it (YYYY-MM-DD). */
const day = () =>
  string()
    .trim()
    .required(COMMON_MESSAGES.required)
    .test("day", ADMIN_MESSAGES.date, (value) => !value || parseDay(value) !== null);

/**
 * The download report's range: both days required and real, the end not before the start, at most
 * INFORM_LIMITS.maxDays days.
 */
export const informRangeRules = object({
  from: day(),
  to: day()
    .test("after-start", ADMIN_MESSAGES.endBeforeStart, function (to) {
      const from = this.parent.from as string;
      return !to || !from || to >= from;
    })
    .test("range", ADMIN_MESSAGES.informRangeTooLong, function (to) {
      const from = this.parent.from as string;
      return !to || !from || to < from || daysInRange(from, to) <= INFORM_LIMITS.maxDays;
    }),
});

/** The range a report opens with, ending `today` (YYYY-MM-DD, the browser's local day). */
export function defaultInformRange(today: Date): { from: string; to: string } {
  const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (INFORM_LIMITS.defaultDays - 1));
  return { from: iso(from), to: iso(today) };
}

/** Reasons the catalogue refuses the report calls with (packages/legacy/src/routes/admin/inform/). */
export const INFORM_REFUSALS = { START: "start", END: "end", RANGE: "range", RESOURCE: "resource", ADMIN: "admin" } as const;
export type InformRefusal = (typeof INFORM_REFUSALS)[keyof typeof INFORM_REFUSALS];

/** The range's refusals point at its fields (the shared rules catch them first). */
export const INFORM_REFUSAL_MESSAGES: RefusalMap<InformRefusal, AdminMessageKey | CommonMessageKey> = {
  start: { key: ADMIN_MESSAGES.date, field: "from" },
  end: { key: ADMIN_MESSAGES.endBeforeStart, field: "to" },
  range: { key: ADMIN_MESSAGES.informRangeTooLong, field: "to" },
  resource: { key: COMMON_MESSAGES.notFound },
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
};
