import {
  CLOSURE_MOTIVE_CODES,
  CLOSURE_MOTIVES,
  SCHEDULE_DAYS,
  SCHEDULE_SERVICES,
  type ClosureMotive,
  type ScheduleRow,
  type Schedules,
  type WeekSchedule,
} from "@portal/schema";
import type { Get, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

/** A stored schedule: `{ service: { day: { start, end } } }` (`''` both closed; 00:00–00:00 24 hours). */
type LegacySchedules = Partial<Record<string, Partial<Record<string, { start: string; end: string }>>>>;

interface LegacyBirthday {
  book_online?: number;
  bank_account?: string;
  bizum?: string;
  contact_phone?: string;
  contact_mail?: string;
  name?: string;
  cif?: string;
  fiscal_address?: string;
}

interface LegacyMopRequest {
  id: number;
  status: number;
  log_date: string;
  cancel: string;
  start_date: string;
  end_date: string;
  value: string;
  user_name?: string;
}

interface LegacyPlan {
  id: number;
  plan_date: string;
  services: number[];
  schedules: LegacySchedules;
  delivery: string;
  allday: string;
  birthday_data: LegacyBirthday;
}

/** `restaurant/channel/data/{id}` (packages/legacy/README.md, "Channels"). */
interface LegacyChannelData {
  id: number;
  site: string;
  restaurant_name: string;
  type: number;
  region: number;
  address: string;
  email: string;
  razon: string;
  cif: string;
  fiscal_address: string;
  name: string;
  phone: string;
  opening_date: string | null;
  log_user: string;
  log_date: string | null;
  channel: {
    open: number;
    reopening_date: string | null;
    opening_motive: number | null;
    cv_public: string;
    cv_team: string;
    schedules: LegacySchedules;
    delivery: string;
    allday: string;
    birthday_data: LegacyBirthday;
  };
  service: number[];
  mop_status: number;
  mop_schedule: LegacyMopRequest[];
  channel_plan: LegacyPlan[];
}

interface LegacyService {
  id: number;
  slug: string;
  name: string;
  img: string;
  status: number;
  ord: number;
  parent_id: number | null;
}

interface LegacyLogRow {
  id: number;
  user_name: string;
  field: string;
  old_value: string;
  new_value: string;
  date: string;
}

/** The channels area's catalogue paths (spec 2 §7 Channels table; `mop_request/add` designed in the same style). */
export interface ChannelsPaths {
  [channel: `restaurant/channel/data/${number}`]: Get<LegacyChannelData>;
  "restaurant/service/": Get<LegacyService[]>;
  "restaurant/channel/update": Post<
    {
      restaurant_id: string;
      restaurant_name: string;
      restaurant_site: string;
      razon: string;
      CIF: string;
      fiscal_address: string;
      address: string;
      email: string;
      region: string;
      phone: string;
      channel: string;
      service: string;
      opening: string;
      mop_schedule: string;
      channel_plan: string;
    },
    LegacyChannelData
  >;
  "mop_request/add": Post<{ restaurant_id: string; start_date: string; end_date: string; value: string }, LegacyMopRequest>;
  "restaurant/briefing": Post<
    {
      type: string;
      business: string;
      marketing: string;
      target: string;
      date: string;
      budget: string;
      restaurant_name: string;
      restaurant_site: string;
      phone: string;
    },
    { id: number }
  >;
  "restaurant/getMenu": Get<{ own: string[]; paid: string[]; offers_url: string; rrss_pdf: string; paid_pdf: string }>;
  [log: `restaurant/log/${number}`]: Get<LegacyLogRow[]>;
}

/** A service of the market's catalogue. */
export interface PortalChannelService {
  id: number;
  slug: string;
  name: string;
  icon: string;
  active: boolean;
  order: number;
  parentId: number | null;
}

export interface PortalBirthday {
  bookOnline: boolean;
  bankAccount: string;
  bizum: string;
  contactPhone: string;
  contactMail: string;
  name: string;
  cif: string;
  fiscalAddress: string;
}

export type MopRequestState = "PENDING" | "CONFIRMED" | "CANCELED";

export interface PortalMopWindow {
  id: string;
  status: MopRequestState;
  /** "YYYY-MM-DD HH:mm:ss" local */
  start: string;
  end: string;
  reason: string;
  cancelReason: string;
  requestedAt: string;
  userName: string;
}

export interface PortalPlan {
  id: string;
  planDate: string;
  serviceIds: number[];
  schedules: Schedules;
  delivery: string;
  allday: string;
  birthday: PortalBirthday;
}

export interface PortalChannelData {
  restaurantId: string;
  site: string;
  restaurantName: string;
  mode: number;
  region: number;
  publicName: string;
  address: string;
  email: string;
  phone: string;
  razon: string;
  cif: string;
  fiscalAddress: string;
  openingDate: string;
  lastChangeBy: string;
  lastChangeAt: string | null;
  open: boolean;
  reopeningDate: string;
  closingMotive: ClosureMotive | null;
  schedules: Schedules;
  delivery: string;
  allday: string;
  birthday: PortalBirthday;
  serviceIds: number[];
  mopActive: boolean;
  mopWindows: PortalMopWindow[];
  plans: PortalPlan[];
}

export interface PortalLogEntry {
  id: string;
  userName: string;
  field: string;
  oldValue: string;
  newValue: string;
  date: string;
}

/** What one save sends (validated by the shared rules; services as catalogue ids). */
export interface ChannelsSave {
  restaurantId: string;
  site: string;
  /** The stored region, checked by the catalogue; null to leave it unchecked. */
  region: number | null;
  publicName: string;
  address: string;
  email: string;
  phone: string;
  razon: string;
  cif: string;
  fiscalAddress: string;
  openingDate: string;
  open: boolean;
  reopeningDate: string;
  closingMotive: ClosureMotive | null;
  schedules: Schedules;
  delivery: string;
  allday: string;
  birthday: PortalBirthday;
  serviceIds: number[];
  mopActive: boolean | null;
  plans: Array<{ planDate: string; serviceIds: number[]; schedules: Schedules; delivery: string; allday: string; birthday: PortalBirthday }>;
}

const MOP_STATES: Record<number, MopRequestState> = { 1: "PENDING", 2: "CONFIRMED", 3: "CANCELED" };

const toRow = (row: { start?: string; end?: string } | undefined): ScheduleRow => {
  const start = row?.start ?? "";
  const end = row?.end ?? "";
  return start === "00:00" && end === "00:00" ? { start: "", end: "", allDay: true } : { start, end, allDay: false };
};
/** Stored schedules as the portal shows them: every service and day, 00:00–00:00 as the 24-hour switch. */
export function toSchedules(stored: LegacySchedules | null | undefined): Schedules {
  return Object.fromEntries(
    SCHEDULE_SERVICES.map((service) => [
      service,
      Object.fromEntries(SCHEDULE_DAYS.map((day) => [day, toRow(stored?.[service]?.[day])])) as WeekSchedule,
    ]),
  ) as Schedules;
}
/** The portal's schedules as stored. */
export function fromSchedules(schedules: Schedules): LegacySchedules {
  return Object.fromEntries(
    SCHEDULE_SERVICES.map((service) => [
      service,
      Object.fromEntries(
        SCHEDULE_DAYS.map((day) => {
          const row = schedules[service][day];
          return [day, row.allDay ? { start: "00:00", end: "00:00" } : { start: row.start, end: row.end }];
        }),
      ),
    ]),
  );
}

const toBirthday = (b: LegacyBirthday | null | undefined): PortalBirthday => ({
  bookOnline: Number(b?.book_online ?? 0) === 1,
  bankAccount: b?.bank_account ?? "",
  bizum: b?.bizum ?? "",
  contactPhone: b?.contact_phone ?? "",
  contactMail: b?.contact_mail ?? "",
  name: b?.name ?? "",
  cif: b?.cif ?? "",
  fiscalAddress: b?.fiscal_address ?? "",
});
const fromBirthday = (b: PortalBirthday): LegacyBirthday => ({
  book_online: b.bookOnline ? 1 : 0,
  bank_account: b.bankAccount,
  bizum: b.bizum,
  contact_phone: b.contactPhone,
  contact_mail: b.contactMail,
  name: b.name,
  cif: b.cif,
  fiscal_address: b.fiscalAddress,
});

const toMopWindow = (m: LegacyMopRequest): PortalMopWindow => ({
  id: String(m.id),
  status: MOP_STATES[Number(m.status)] ?? "PENDING",
  start: m.start_date,
  end: m.end_date,
  reason: m.value,
  cancelReason: m.cancel ?? "",
  requestedAt: m.log_date,
  userName: m.user_name ?? "",
});

function toChannelData(d: LegacyChannelData): PortalChannelData {
  const motive = CLOSURE_MOTIVES.find((m) => CLOSURE_MOTIVE_CODES[m] === Number(d.channel.opening_motive)) ?? null;
  return {
    restaurantId: String(d.id),
    site: d.site,
    restaurantName: d.restaurant_name,
    mode: Number(d.type),
    region: Number(d.region),
    publicName: d.name,
    address: d.address,
    email: d.email,
    phone: d.phone,
    razon: d.razon,
    cif: d.cif,
    fiscalAddress: d.fiscal_address,
    openingDate: d.opening_date ?? "",
    lastChangeBy: d.log_user,
    lastChangeAt: d.log_date,
    open: Number(d.channel.open) !== 0,
    reopeningDate: d.channel.reopening_date ?? "",
    closingMotive: motive,
    schedules: toSchedules(d.channel.schedules),
    delivery: d.channel.delivery,
    allday: d.channel.allday,
    birthday: toBirthday(d.channel.birthday_data),
    serviceIds: d.service.map(Number),
    mopActive: Number(d.mop_status) === 1,
    mopWindows: d.mop_schedule.map(toMopWindow),
    plans: d.channel_plan.map((p) => ({
      id: String(p.id),
      planDate: p.plan_date,
      serviceIds: p.services.map(Number),
      schedules: toSchedules(p.schedules),
      delivery: p.delivery,
      allday: p.allday,
      birthday: toBirthday(p.birthday_data),
    })),
  };
}

/** Channels calls of the catalogue (packages/legacy/README.md, "Channels"). */
export const channelsCalls = {
  async channelData(up: Upstream, restaurantId: string): Promise<PortalChannelData> {
    return toChannelData(await up.get(`restaurant/channel/data/${Number(restaurantId)}`));
  },

  /** The market's services catalogue, in screen order. */
  async services(up: Upstream): Promise<PortalChannelService[]> {
    return (await up.get("restaurant/service/")).map((s) => ({
      id: Number(s.id),
      slug: s.slug,
      name: s.name,
      icon: s.img,
      active: Number(s.status) === 1,
      order: Number(s.ord),
      parentId: s.parent_id === null ? null : Number(s.parent_id),
    }));
  },

  async menu(up: Upstream): Promise<{ offersUrl: string; socialPdfPath: string; paidMediaPdfPath: string }> {
    const menu = await up.get("restaurant/getMenu");
    return { offersUrl: menu.offers_url, socialPdfPath: menu.rrss_pdf, paidMediaPdfPath: menu.paid_pdf };
  },

  async log(up: Upstream, restaurantId: string): Promise<PortalLogEntry[]> {
    return (await up.get(`restaurant/log/${Number(restaurantId)}`)).map((l) => ({
      id: String(l.id),
      userName: l.user_name,
      field: l.field,
      oldValue: l.old_value,
      newValue: l.new_value,
      date: l.date,
    }));
  },

  /** One save of the whole screen (all or nothing at the catalogue). */
  async update(up: Upstream, save: ChannelsSave): Promise<PortalChannelData> {
    return toChannelData(
      await up.post("restaurant/channel/update", {
        restaurant_id: save.restaurantId,
        restaurant_name: save.publicName,
        restaurant_site: save.site,
        razon: save.razon,
        CIF: save.cif,
        fiscal_address: save.fiscalAddress,
        address: save.address,
        email: save.email,
        region: save.region === null ? "" : String(save.region),
        phone: save.phone,
        channel: JSON.stringify({
          opening_date: save.openingDate,
          schedules: fromSchedules(save.schedules),
          delivery: save.delivery,
          allday: save.allday,
          birthday_data: fromBirthday(save.birthday),
        }),
        service: JSON.stringify(save.serviceIds),
        opening: JSON.stringify(
          save.open
            ? { open: 1 }
            : { open: 0, date: save.reopeningDate, motive: save.closingMotive ? CLOSURE_MOTIVE_CODES[save.closingMotive] : null },
        ),
        mop_schedule: save.mopActive === null ? "null" : JSON.stringify({ status: save.mopActive ? 1 : 0 }),
        channel_plan: JSON.stringify(
          save.plans.map((p) => ({
            plan_date: p.planDate,
            services: p.serviceIds,
            schedules: fromSchedules(p.schedules),
            delivery: p.delivery,
            allday: p.allday,
            birthday_data: fromBirthday(p.birthday),
          })),
        ),
      }),
    );
  },

  /** A MOP disable request ("YYYY-MM-DD HH:mm" local). */
  async requestMopPause(up: Upstream, restaurantId: string, start: string, end: string, reason: string): Promise<PortalMopWindow> {
    const created = await up.post("mop_request/add", { restaurant_id: restaurantId, start_date: start, end_date: end, value: reason });
    return toMopWindow({ ...created, user_name: created.user_name ?? "" });
  },

  async briefing(
    up: Upstream,
    b: {
      type: string;
      business: string;
      marketing: string;
      target: string;
      date: string;
      budget: number | null;
      restaurantName: string;
      site: string;
      phone: string;
    },
  ): Promise<string> {
    const sent = await up.post("restaurant/briefing", {
      type: b.type,
      business: b.business,
      marketing: b.marketing,
      target: b.target,
      date: b.date,
      budget: b.budget === null ? "" : String(b.budget),
      restaurant_name: b.restaurantName,
      restaurant_site: b.site,
      phone: b.phone,
    });
    return String(sent.id);
  },
};
