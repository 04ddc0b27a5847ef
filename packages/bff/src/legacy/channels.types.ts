import { type ChannelsBirthdayFields, type ClosureMotive, type Schedules } from "@portal/schema";
import type { Get, Post } from "./paths.js";

/*
 * The channels area's shapes: what the catalogue stores and answers (`Legacy…`, its words) and what the BFF reads of it
 * (`Portal…`, the domain's words); the calls and the mapping between the two are in channels.ts.
 */

/** A stored schedule: `{ service: { day: { start, end } } }` (`''` both closed; 00:00–00:00 24 hours). */
export type LegacySchedules = Partial<Record<string, Partial<Record<string, { start: string; end: string }>>>>;

export interface LegacyBirthday {
  book_online?: number;
  bank_account?: string;
  bizum?: string;
  contact_phone?: string;
  contact_mail?: string;
  name?: string;
  cif?: string;
  fiscal_address?: string;
}

export interface LegacyMopRequest {
  id: number;
  status: number;
  log_date: string;
  cancel: string;
  start_date: string;
  end_date: string;
  value: string;
  user_name?: string;
}

export interface LegacyPlan {
  id: number;
  plan_date: string;
  services: number[];
  schedules: LegacySchedules;
  delivery: string;
  allday: string;
  birthday_data: LegacyBirthday;
}

/** `restaurant/channel/data/{id}` (packages/legacy/README.md, "Channels"). */
export interface LegacyChannelData {
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

export interface LegacyService {
  id: number;
  slug: string;
  name: string;
  img: string;
  status: number;
  ord: number;
  parent_id: number | null;
}

export interface LegacyLogRow {
  id: number;
  user_name: string;
  field: string;
  old_value: string;
  new_value: string;
  date: string;
}

/** The channels area's catalogue paths (spec 2 §7 Channels table). New MOP disable requests go with the update (`mop_schedule`). */
export interface ChannelsPaths {
  [channel: `restaurant/channel/data/${number}`]: Get<LegacyChannelData>;
  "restaurant/service/": Get<LegacyService[]>;
  [serviceData: `restaurant/service/data/${number}`]: Get<LegacyService[]>;
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

/** The birthday booking's fields, in the domain's words: the shared shape of the screen and its saves. */
export type PortalBirthday = ChannelsBirthdayFields;

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
  companyName: string;
  taxId: string;
  fiscalAddress: string;
  openingDate: string;
  lastChangeBy: string;
  lastChangeAt: string | null;
  /** The channel's cv_public and cv_team texts (kept as they are by a save that does not change them). */
  cvPublic: string;
  cvTeam: string;
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

/**
 * What one save sends (validated by the shared rules; services as catalogue ids): the channel's data as read, less what
 * only the catalogue writes (the restaurant's name and mode, the last change, the MOP windows).
 */
export type ChannelsSave = Omit<
  PortalChannelData,
  "restaurantName" | "mode" | "lastChangeBy" | "lastChangeAt" | "mopWindows" | "region" | "mopActive" | "plans"
> & {
  /** The stored region, checked by the catalogue; null to leave it unchecked. */
  region: number | null;
  mopActive: boolean | null;
  /** New MOP disable requests, local "YYYY-MM-DD HH:mm", stored in the same transaction (pending, or confirmed by the market's switch). */
  mopRequests: Array<{ start: string; end: string; reason: string }>;
  plans: Array<Omit<PortalPlan, "id">>;
};
