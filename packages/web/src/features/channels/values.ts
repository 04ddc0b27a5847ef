import {
  birthdayFields,
  emptySchedules,
  localDayFrom,
  parseLocalDateTime,
  scheduleEntries,
  schedulesFromEntries,
  type ChannelsMopRequest,
  type ChannelsPlannedChange,
  type ChannelsSaveForm,
  screenFields,
} from "@portal/schema";
import type { ChannelsScreenFieldsFragment, SaveChannelsInput } from "../../gql/graphql";

export type Screen = ChannelsScreenFieldsFragment;

/** Services whose weekly schedule shows when they are active (delivery is a free text). */
export const EXTRA_SCHEDULES = ["mcauto", "mcexpress", "takeaway"] as const;
export type Birthday = Screen["birthday"];

/** The channels form: everything one update saves, in the shape the shared rules check (written once, in @portal/schema). */
export type ChannelsValues = ChannelsSaveForm;
/** A planned change of the form. */
export type PlanValues = ChannelsPlannedChange;
/** A MOP disable request added in the popup, waiting for the next update: local "YYYY-MM-DDTHH:mm" as typed. */
export type MopRequestValues = ChannelsMopRequest;

const stripBirthday = (b: Birthday): Birthday => birthdayFields(b);
const stripEntries = (entries: Screen["schedules"]) => entries.map(({ service, day, start, end, allDay }) => ({ service, day, start, end, allDay }));

/** The form's values from the screen's data. */
export function formValues(screen: Screen): ChannelsValues {
  return {
    ...screenFields(screen),
    services: [...screen.activeServices],
    schedules: schedulesFromEntries(stripEntries(screen.schedules)) ?? emptySchedules(),
    birthday: stripBirthday(screen.birthday),
    plans: screen.plans.map((p) => ({
      planDate: p.planDate,
      services: [...p.services],
      schedules: schedulesFromEntries(stripEntries(p.schedules)) ?? emptySchedules(),
      delivery: p.delivery,
      allday: p.allday,
      birthday: stripBirthday(p.birthday),
    })),
    mopActive: screen.mop.active,
    mopRequests: [],
  };
}

/** An instant of a local date and time as typed (null when it is none: the rules then name the field). */
const instantOf = (text: string) => parseLocalDateTime(text)?.toISOString() ?? null;

/** A new planned change: tomorrow (the next free day after it when another change has that day), starting from the current services and schedules. */
export function newPlan(values: ChannelsValues, now = new Date()): PlanValues {
  let days = 1;
  while (values.plans.some((p) => p.planDate === localDayFrom(now, days))) days += 1;
  return {
    planDate: localDayFrom(now, days),
    services: [...values.services],
    schedules: structuredClone(values.schedules),
    delivery: values.delivery,
    allday: values.allday,
    birthday: { ...values.birthday },
  };
}

/** The mutation's input from the form. */
export function saveInput(restaurantId: string, v: ChannelsValues): SaveChannelsInput {
  return {
    restaurantId,
    open: v.open,
    reopeningDate: v.open ? "" : v.reopeningDate,
    closingMotive: v.open ? null : v.closingMotive,
    publicName: v.publicName,
    address: v.address,
    openingDate: v.openingDate,
    phone: v.phone,
    email: v.email,
    companyName: v.companyName,
    taxId: v.taxId,
    fiscalAddress: v.fiscalAddress,
    allday: v.allday,
    delivery: v.delivery,
    services: v.services,
    schedules: scheduleEntries(v.schedules),
    birthday: v.birthday,
    plans: v.plans.map((p) => ({ ...p, schedules: scheduleEntries(p.schedules) })),
    mopActive: v.mopActive,
    mopRequests: v.mopRequests.map((r) => ({ start: instantOf(r.start), end: instantOf(r.end), reason: r.reason })),
  };
}
