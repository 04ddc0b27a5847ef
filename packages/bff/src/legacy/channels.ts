import {
  CLOSURE_MOTIVE_CODES,
  CLOSURE_MOTIVES,
  SCHEDULE_DAYS,
  SCHEDULE_SERVICES,
  type ScheduleRow,
  type Schedules,
  type WeekSchedule,
} from "@portal/schema";
import type { Upstream } from "./upstream.js";
import type {
  LegacySchedules,
  LegacyBirthday,
  LegacyMopRequest,
  LegacyChannelData,
  PortalChannelService,
  PortalBirthday,
  MopRequestState,
  PortalMopWindow,
  PortalChannelData,
  PortalLogEntry,
  ChannelsSave,
} from "./channels.types.js";
export type {
  ChannelsPaths,
  PortalChannelService,
  PortalBirthday,
  MopRequestState,
  PortalMopWindow,
  PortalPlan,
  PortalChannelData,
  PortalLogEntry,
  ChannelsSave,
} from "./channels.types.js";

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
  taxId: b?.cif ?? "",
  fiscalAddress: b?.fiscal_address ?? "",
});
const fromBirthday = (b: PortalBirthday): LegacyBirthday => ({
  book_online: b.bookOnline ? 1 : 0,
  bank_account: b.bankAccount,
  bizum: b.bizum,
  contact_phone: b.contactPhone,
  contact_mail: b.contactMail,
  name: b.name,
  cif: b.taxId,
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
    companyName: d.razon,
    taxId: d.cif,
    fiscalAddress: d.fiscal_address,
    openingDate: d.opening_date ?? "",
    lastChangeBy: d.log_user,
    lastChangeAt: d.log_date,
    cvPublic: d.channel.cv_public ?? "",
    cvTeam: d.channel.cv_team ?? "",
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
  /**
   * The restaurant's channels: `restaurant/channel/data/{id}`, and the services it offers now from the spec's
   * `restaurant/service/data/{id}` (spec 2 §7), both asked at once: each read of a restaurant's channel first applies
   * its planned changes that fell due, in a transaction of its own (packages/legacy/README.md, "Channels"), so neither
   * answer can predate them.
   */
  async channelData(up: Upstream, restaurantId: string): Promise<PortalChannelData> {
    const id = Number(restaurantId);
    const [data, offered] = await Promise.all([up.get(`restaurant/channel/data/${id}`), up.get(`restaurant/service/data/${id}`)]);
    return { ...toChannelData(data), serviceIds: offered.map((s) => Number(s.id)) };
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
        razon: save.companyName,
        CIF: save.taxId,
        fiscal_address: save.fiscalAddress,
        address: save.address,
        email: save.email,
        region: save.region === null ? "" : String(save.region),
        phone: save.phone,
        channel: JSON.stringify({
          opening_date: save.openingDate,
          cv_public: save.cvPublic,
          cv_team: save.cvTeam,
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
        mop_schedule: JSON.stringify({
          ...(save.mopActive === null ? {} : { status: save.mopActive ? 1 : 0 }),
          requests: save.mopRequests.map((r) => ({ start_date: r.start, end_date: r.end, value: r.reason })),
        }),
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
