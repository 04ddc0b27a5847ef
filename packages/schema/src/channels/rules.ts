import { array, boolean, mixed, number, object, string, type AnyObject, type InferType, type TestContext } from "yup";
import { isIsoDay } from "../common/days.js";
import { parseDecimal } from "../common/rules.js";
import { CHANNELS_MESSAGES } from "./errors.js";

/*
 * The channels screen (spec 2 §2.3, §4, §5, §9): the restaurant's web data, services and schedules now and in planned
 * changes, birthday booking, the MOP ("my order") disable request and the paid-campaign briefing.
 */

/** Services with a weekly schedule (delivery is one free text). */
export const SCHEDULE_SERVICES = ["restaurant", "mcauto", "takeaway", "mcexpress"] as const;
export type ScheduleService = (typeof SCHEDULE_SERVICES)[number];
/** One schedule row per weekday plus festive. */
export const SCHEDULE_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "festive"] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];
/** Time inputs step by 15 minutes (spec 2 §9). */
export const TIME_STEP_MINUTES = 15;
/** Changes to the ordering service (MOP) may take up to this many hours to apply (spec 1 §9): the screen says so. */
export const MOP_CHANGE_DELAY_HOURS = 2;
/** A scheduled closure needs at least this many working hours' notice (spec 1 §9): closing and planned changes say so. */
export const CLOSURE_NOTICE_WORKING_HOURS = 48;
/** Planned schedule changes a restaurant may hold (spec 2 §9). */
export const MAX_PLANNED_CHANGES = 2;
/** Shortest MOP disable reason, after trimming (spec 2 §9). */
export const MOP_REASON_MIN_LENGTH = 50;
/** New MOP disable requests one update may send (they wait in the screen's pending changes until it). */
export const MAX_MOP_REQUESTS_PER_SAVE = 5;
/** The updated banner and the saved message (spec 2 §9). */
export const CHANNELS_UPDATED_BANNER_MS = 5000;
export const CHANNELS_SAVED_MESSAGE_MS = 3000;
/** The reports' PDF viewer zoom (spec 2 §9). */
export const PDF_ZOOM = { start: 0.7, step: 0.1, min: 0.2, max: 2 } as const;
/** The parent of the my-order services; its children's slugs start with `mop_`. */
export const MOP_PARENT = "mop_service";
/** Temporary-closure motives and their catalogue codes. */
export const CLOSURE_MOTIVE_CODES = { REFURBISHMENT: 1, UPCOMING_OPENING: 2, OTHER: 3 } as const;
export type ClosureMotive = keyof typeof CLOSURE_MOTIVE_CODES;
export const CLOSURE_MOTIVES = Object.keys(CLOSURE_MOTIVE_CODES) as ClosureMotive[];
/** Briefing petition types; the budget (euros) applies to tactical only. */
export const BRIEFING_TYPES = ["consulting", "directional", "tactical"] as const;
export type BriefingType = (typeof BRIEFING_TYPES)[number];
/** The all-day option: one of these, or a free text. */
export const ALLDAY_OPTIONS = ["all", "weekend", "vespers"] as const;

const TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;

export interface ScheduleRow {
  start: string;
  end: string;
  /** The 24-hour switch: 00:00 to 00:00, times ignored. */
  allDay: boolean;
}
export type WeekSchedule = Record<ScheduleDay, ScheduleRow>;
export type Schedules = Record<ScheduleService, WeekSchedule>;

/** A time as typed: empty, or HH:mm on a 15-minute step. Anything else (HH left, mm left, 09:10) is incomplete. */
export const isValidTime = (value: string): boolean => value === "" || TIME.test(value);

/** Whether one row is complete: 24 hours, both empty (closed) or both valid times. */
export function isCompleteRow(row: ScheduleRow): boolean {
  if (row.allDay) return true;
  if (!isValidTime(row.start) || !isValidTime(row.end)) return false;
  return (row.start === "") === (row.end === "");
}

/** The schedules the incomplete-schedules check covers: the restaurant's and each active service's (never delivery). */
export function checkedScheduleServices(activeServices: readonly string[]): ScheduleService[] {
  return SCHEDULE_SERVICES.filter((service) => service === "restaurant" || activeServices.includes(service));
}

/** Whether every checked schedule row is complete (spec 2 §5 "Times"). */
export function schedulesComplete(
  schedules: Partial<Record<string, Partial<Record<string, ScheduleRow>>>>,
  activeServices: readonly string[],
): boolean {
  return checkedScheduleServices(activeServices).every((service) =>
    SCHEDULE_DAYS.every((day) => {
      const row = schedules[service]?.[day];
      return !row || isCompleteRow(row);
    }),
  );
}

/** An empty week: every day closed. */
export const emptyWeek = (): WeekSchedule =>
  Object.fromEntries(SCHEDULE_DAYS.map((day) => [day, { start: "", end: "", allDay: false }])) as WeekSchedule;
export const emptySchedules = (): Schedules => Object.fromEntries(SCHEDULE_SERVICES.map((s) => [s, emptyWeek()])) as Schedules;

/** A schedule row as lists carry it (the API's shape): a service's day. */
export interface ScheduleEntry extends ScheduleRow {
  service: string;
  day: string;
}

/** Schedules as a list, every service and day in order. */
export function scheduleEntries(schedules: Schedules): ScheduleEntry[] {
  return SCHEDULE_SERVICES.flatMap((service) => SCHEDULE_DAYS.map((day) => ({ service, day, ...schedules[service][day] })));
}

/** Schedules from a list (rows left out are closed); null when a row names an unknown service or day. */
export function schedulesFromEntries(entries: readonly ScheduleEntry[]): Schedules | null {
  const schedules = emptySchedules();
  for (const entry of entries) {
    if (!(SCHEDULE_SERVICES as readonly string[]).includes(entry.service) || !(SCHEDULE_DAYS as readonly string[]).includes(entry.day)) return null;
    schedules[entry.service as ScheduleService][entry.day as ScheduleDay] = { start: entry.start, end: entry.end, allDay: entry.allDay };
  }
  return schedules;
}

const isMopChild = (slug: string) => slug.startsWith("mop_") && slug !== MOP_PARENT;

/**
 * Switching a service on or off (spec 2 §4): a `mop_` service on switches its parent on; the parent off switches every
 * `mop_` service off. Returns the new list, in the order given (new ones appended).
 */
export function toggleService(active: readonly string[], slug: string, on: boolean): string[] {
  if (on) {
    const next = active.includes(slug) ? [...active] : [...active, slug];
    if (isMopChild(slug) && !next.includes(MOP_PARENT)) next.push(MOP_PARENT);
    return next;
  }
  if (slug === MOP_PARENT) return active.filter((s) => s !== MOP_PARENT && !isMopChild(s));
  return active.filter((s) => s !== slug);
}

/** A services list with the parent added when any `mop_` service is on (planned changes too). */
export function withMopParent(active: readonly string[]): string[] {
  return active.some(isMopChild) && !active.includes(MOP_PARENT) ? [...active, MOP_PARENT] : [...active];
}

/** A phone: blank, or digits only after removing spaces (spec 2 §5). */
export const isChannelsPhone = (value: string): boolean => value.replace(/\s+/g, "") === "" || /^\d+$/.test(value.replace(/\s+/g, ""));

const pad = (n: number) => String(n).padStart(2, "0");
/** "YYYY-MM-DD" of a local day moved by `days`. */
export function localDayFrom(now: Date, days = 0): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The context the channels rules read: `now` (tomorrow and "after now" are computed from it). */
export interface ChannelsRuleContext {
  now: Date;
}
const nowOf = (ctx: TestContext<AnyObject>) => ((ctx.options.context as ChannelsRuleContext | undefined)?.now ?? new Date()) as Date;

const scheduleRow = object({
  start: string().default(""),
  end: string().default(""),
  allDay: boolean().default(false),
});
const week = object(Object.fromEntries(SCHEDULE_DAYS.map((day) => [day, scheduleRow])));
const schedulesShape = object(Object.fromEntries(SCHEDULE_SERVICES.map((service) => [service, week])));

/** Birthday data (shown when the birthday service is active): booking online needs the contact phone and mail. */
export const birthdayRules = object({
  bookOnline: boolean().default(false),
  bankAccount: string().trim().default(""),
  bizum: string().trim().default(""),
  contactPhone: string().trim().default(""),
  contactMail: string().trim().default(""),
  name: string().trim().default(""),
  taxId: string().trim().default(""),
  fiscalAddress: string().trim().default(""),
}).test("birthday", CHANNELS_MESSAGES.birthday, (value) => !value?.bookOnline || (!!value.contactPhone && !!value.contactMail));

/** The schedules of a form, checked against the form's services (a sibling `services` list). */
const schedulesRule = () =>
  schedulesShape.test("complete", CHANNELS_MESSAGES.schedules, function (value) {
    const services = ((this.parent as { services?: string[] }).services ?? []) as string[];
    return schedulesComplete(value as Partial<Record<string, Partial<Record<string, ScheduleRow>>>>, services);
  });

/** One planned change: a date from tomorrow, at least one service, complete schedules. */
export const plannedChangeRules = object({
  planDate: string()
    .trim()
    .default("")
    .test("date", CHANNELS_MESSAGES.planDate, function (value) {
      return !!value && isIsoDay(value) && value >= localDayFrom(nowOf(this), 1);
    }),
  services: array(string().defined()).default([]).min(1, CHANNELS_MESSAGES.planServices),
  schedules: schedulesRule(),
  delivery: string().trim().default(""),
  allday: string().trim().default(""),
  birthday: birthdayRules,
});

/** Local "YYYY-MM-DD HH:mm" (or with a T) as a Date; null when it is not one. */
export function parseLocalDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const date = new Date(y, mo - 1, d, h, mi, s || 0);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/**
 * The MOP disable request popup (spec 2 §5): start required and after now; end required and not before start; reason
 * at least 50 characters after trimming. One error key per field. Dates are local "YYYY-MM-DD HH:mm". The popup adds
 * the request to the screen's pending changes ("new schedule entries stay pending until saved", §4): the next update
 * sends it with the rest (`channelsSaveRules.mopRequests`).
 */
export const mopPauseRules = object({
  start: string()
    .trim()
    .default("")
    .test("start", function (value) {
      const start = parseLocalDateTime(value ?? "");
      if (!start) return this.createError({ message: CHANNELS_MESSAGES.mopStartRequired });
      return start.getTime() > nowOf(this).getTime() || this.createError({ message: CHANNELS_MESSAGES.mopStartPast });
    }),
  end: string()
    .trim()
    .default("")
    .test("end", function (value) {
      const end = parseLocalDateTime(value ?? "");
      if (!end) return this.createError({ message: CHANNELS_MESSAGES.mopEndRequired });
      const start = parseLocalDateTime(String((this.parent as { start?: string }).start ?? ""));
      return !start || end.getTime() >= start.getTime() || this.createError({ message: CHANNELS_MESSAGES.mopEndBeforeStart });
    }),
  reason: string()
    .trim()
    .default("")
    .test("reason", CHANNELS_MESSAGES.mopReason, (value) => (value ?? "").length >= MOP_REASON_MIN_LENGTH),
});

/**
 * The whole channels form as one save sends it (spec 2 §2.3, §5). `services` are slugs. Error keys: phone, closed
 * (reopeningDate / closingMotive), noService (services), schedules, birthday, maxPlans (plans), planDate and
 * planServices (plans.N...), the MOP request's own (mopRequests[N].start, .end, .reason) and mopTooMany (mopRequests).
 */
export const channelsSaveRules = object({
  open: boolean().default(true),
  reopeningDate: string()
    .trim()
    .default("")
    .when("open", {
      is: false,
      then: (rule) => rule.test("closed", CHANNELS_MESSAGES.closed, (value) => !!value && isIsoDay(value)),
      otherwise: (rule) => rule.transform(() => ""),
    }),
  closingMotive: mixed<ClosureMotive>()
    .nullable()
    .default(null)
    .when("open", {
      is: false,
      then: (rule) => rule.test("closed", CHANNELS_MESSAGES.closed, (value) => !!value && CLOSURE_MOTIVES.includes(value)),
      otherwise: (rule) => rule.transform(() => null),
    }),
  publicName: string().trim().default("").required(CHANNELS_MESSAGES.name),
  address: string().trim().default(""),
  openingDate: string()
    .trim()
    .default("")
    .test("date", CHANNELS_MESSAGES.date, (value) => !value || isIsoDay(value)),
  phone: string()
    .trim()
    .default("")
    .test("phone", CHANNELS_MESSAGES.phone, (value) => isChannelsPhone(value ?? "")),
  email: string().trim().default("").email(CHANNELS_MESSAGES.email),
  companyName: string().trim().default(""),
  taxId: string().trim().default(""),
  fiscalAddress: string().trim().default(""),
  allday: string().trim().default(""),
  services: array(string().defined()).default([]).min(1, CHANNELS_MESSAGES.noService),
  schedules: schedulesRule(),
  delivery: string().trim().default(""),
  birthday: birthdayRules,
  mopActive: boolean().default(true),
  /** New MOP disable requests added in the popup since the last update, sent with this one. */
  mopRequests: array(mopPauseRules).default([]).max(MAX_MOP_REQUESTS_PER_SAVE, CHANNELS_MESSAGES.mopTooMany),
  plans: array(plannedChangeRules)
    .default([])
    .max(MAX_PLANNED_CHANGES, CHANNELS_MESSAGES.maxPlans)
    .test("distinct", CHANNELS_MESSAGES.planDate, (plans) => new Set((plans ?? []).map((p) => p.planDate)).size === (plans ?? []).length),
});

/** Whether one more planned change may be added (the third gives "Máximo 2 cambios programados permitidos"). */
export const canAddPlannedChange = (count: number): boolean => count < MAX_PLANNED_CHANGES;

/** The paid-campaign briefing: sent only with a type; the budget (euros, at least 0) only for tactical. */
export const briefingRules = object({
  type: mixed<BriefingType>()
    .oneOf([...BRIEFING_TYPES], CHANNELS_MESSAGES.briefingType)
    .required(CHANNELS_MESSAGES.briefingType),
  business: string().trim().default(""),
  marketing: string().trim().default(""),
  target: string().trim().default(""),
  date: string()
    .trim()
    .default("")
    .test("date", CHANNELS_MESSAGES.date, (value) => !value || isIsoDay(value)),
  budget: number()
    .nullable()
    .default(null)
    // Typed in the form as the language writes it ("1500,50"); a number as it is.
    .transform((value, original) => (typeof original === "string" ? parseDecimal(original) : value))
    .typeError(CHANNELS_MESSAGES.briefingBudget)
    .when("type", {
      is: "tactical",
      then: (rule) => rule.min(0, CHANNELS_MESSAGES.briefingBudget).max(9_999_999_999, CHANNELS_MESSAGES.briefingBudget),
      otherwise: (rule) => rule.transform(() => null),
    }),
});

/**
 * The channels form as one save carries it, written once from `channelsSaveRules` (schedules typed per service): the
 * web's form values and the BFF's checked save are this shape.
 */
export type ChannelsSaveForm = Omit<InferType<typeof channelsSaveRules>, "schedules" | "plans"> & {
  schedules: Schedules;
  plans: ChannelsPlannedChange[];
};
/** A planned change of the channels form (`channelsSaveRules.plans`). */
export type ChannelsPlannedChange = Omit<InferType<typeof plannedChangeRules>, "schedules"> & { schedules: Schedules };
/** A new MOP disable request of the channels form: local "YYYY-MM-DDTHH:mm" as typed. */
export type ChannelsMopRequest = InferType<typeof mopPauseRules>;
