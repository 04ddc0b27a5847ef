import { emptySchedules, localDayFrom, scheduleEntries, schedulesFromEntries, type Schedules } from "@portal/schema";
import type { ChannelsScreenFieldsFragment, ClosureMotive, SaveChannelsInput } from "../../gql/graphql";

export type Screen = ChannelsScreenFieldsFragment;
export type Birthday = Screen["birthday"];

export interface PlanValues {
  planDate: string;
  services: string[];
  schedules: Schedules;
  delivery: string;
  allday: string;
  birthday: Birthday;
}

/** The channels form: everything one update saves. */
export interface ChannelsValues {
  open: boolean;
  reopeningDate: string;
  closingMotive: ClosureMotive | null;
  publicName: string;
  address: string;
  openingDate: string;
  phone: string;
  email: string;
  razon: string;
  cif: string;
  fiscalAddress: string;
  allday: string;
  delivery: string;
  services: string[];
  schedules: Schedules;
  birthday: Birthday;
  plans: PlanValues[];
  mopActive: boolean;
}

const stripBirthday = (b: Birthday): Birthday => ({
  bookOnline: b.bookOnline,
  bankAccount: b.bankAccount,
  bizum: b.bizum,
  contactPhone: b.contactPhone,
  contactMail: b.contactMail,
  name: b.name,
  cif: b.cif,
  fiscalAddress: b.fiscalAddress,
});
const stripEntries = (entries: Screen["schedules"]) => entries.map(({ service, day, start, end, allDay }) => ({ service, day, start, end, allDay }));

/** The form's values from the screen's data. */
export function formValues(screen: Screen): ChannelsValues {
  return {
    open: screen.open,
    reopeningDate: screen.reopeningDate,
    closingMotive: screen.closingMotive,
    publicName: screen.publicName,
    address: screen.address,
    openingDate: screen.openingDate,
    phone: screen.phone,
    email: screen.email,
    razon: screen.razon,
    cif: screen.cif,
    fiscalAddress: screen.fiscalAddress,
    allday: screen.allday,
    delivery: screen.delivery,
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
  };
}

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
    razon: v.razon,
    cif: v.cif,
    fiscalAddress: v.fiscalAddress,
    allday: v.allday,
    delivery: v.delivery,
    services: v.services,
    schedules: scheduleEntries(v.schedules),
    birthday: v.birthday,
    plans: v.plans.map((p) => ({ ...p, schedules: scheduleEntries(p.schedules) })),
    mopActive: v.mopActive,
  };
}
