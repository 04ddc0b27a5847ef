import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Message keys of the channels screen (spec 2 §8 "Channels" and "My-order request"). */
export const CHANNELS_MESSAGES = {
  /** A time left partly filled (HH or mm), off the 15-minute steps, or a start without an end (the incomplete-schedules alert). */
  schedules: "channels.error.schedules",
  /** Temporarily closed without a reopening date or a motive. */
  closed: "channels.error.closed",
  /** No active service (the open-restaurant alert). */
  noService: "channels.error.no_service",
  /** Birthday booking online without the contact phone or mail (the empty-birthday alert). */
  birthday: "channels.error.birthday",
  /** A third planned change: "Máximo 2 cambios programados permitidos". */
  maxPlans: "channels.error.max_plans",
  /** A planned change dated before tomorrow, or two on the same day. */
  planDate: "channels.error.plan_date",
  /** A planned change without any service. */
  planServices: "channels.error.plan_services",
  /** "El número de teléfono no es correcto": a phone that is not blank nor digits after removing spaces. */
  phone: "channels.error.phone",
  /** The public name is empty. */
  name: "channels.error.name",
  /** An e-mail that is not an address. */
  email: "channels.error.email",
  /** A day that is not a real date. */
  date: "channels.error.date",
  /** Briefing without a petition type. */
  briefingType: "channels.briefing.error.type",
  /** Briefing budget not a non-negative amount in euros (tactical only). */
  briefingBudget: "channels.briefing.error.budget",
  /** MOP disable request: start missing. */
  mopStartRequired: "channels.mop.error.start_required",
  /** MOP disable request: start not after now. */
  mopStartPast: "channels.mop.error.start_past",
  /** MOP disable request: end missing. */
  mopEndRequired: "channels.mop.error.end_required",
  /** MOP disable request: end before start. */
  mopEndBeforeStart: "channels.mop.error.end_before_start",
  /** MOP disable request: reason under 50 characters after trimming. */
  mopReason: "channels.mop.error.reason",
  /** More new MOP disable requests in one update than MAX_MOP_REQUESTS_PER_SAVE. */
  mopTooMany: "channels.mop.error.too_many",
  /** The restaurant is not (any more) one of the user's. */
  restaurant: "channels.error.restaurant",
} as const;
export type ChannelsMessageKey = (typeof CHANNELS_MESSAGES)[keyof typeof CHANNELS_MESSAGES];

/** Reasons the catalogue refuses the channels calls with (packages/legacy/src/routes/channels/). */
export const CHANNELS_REFUSALS = {
  RESTAURANT: "restaurant",
  RESTAURANT_NAME: "restaurant_name",
  RESTAURANT_SITE: "restaurant_site",
  REGION: "region",
  PHONE: "phone",
  EMAIL: "email",
  OPENING: "opening",
  OPENING_DATE: "opening_date",
  CHANNEL: "channel",
  SCHEDULES: "schedules",
  BIRTHDAY: "birthday",
  SERVICE: "service",
  SERVICES: "services",
  PLAN_DATE: "plan_date",
  PLANS: "plans",
  CHANNEL_PLAN: "channel_plan",
  MOP_SCHEDULE: "mop_schedule",
  START_DATE: "start_date",
  END_DATE: "end_date",
  VALUE: "value",
  TYPE: "type",
  BUDGET: "budget",
  DATE: "date",
} as const;
export type ChannelsRefusal = (typeof CHANNELS_REFUSALS)[keyof typeof CHANNELS_REFUSALS];

/** Each refusal's message and field (the shared rules catch them first; these answer a catalogue that saw otherwise). */
export const CHANNELS_REFUSAL_MESSAGES: RefusalMap<ChannelsRefusal, ChannelsMessageKey | CommonMessageKey> = {
  restaurant: { key: CHANNELS_MESSAGES.restaurant },
  restaurant_name: { key: CHANNELS_MESSAGES.name, field: "publicName" },
  restaurant_site: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  region: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  phone: { key: CHANNELS_MESSAGES.phone, field: "phone" },
  email: { key: CHANNELS_MESSAGES.email, field: "email" },
  opening: { key: CHANNELS_MESSAGES.closed, field: "reopeningDate" },
  opening_date: { key: CHANNELS_MESSAGES.date, field: "openingDate" },
  channel: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  schedules: { key: CHANNELS_MESSAGES.schedules, field: "schedules" },
  birthday: { key: CHANNELS_MESSAGES.birthday, field: "birthday" },
  service: { key: CHANNELS_MESSAGES.noService, field: "services" },
  services: { key: CHANNELS_MESSAGES.noService, field: "services" },
  plan_date: { key: CHANNELS_MESSAGES.planDate, field: "plans" },
  plans: { key: CHANNELS_MESSAGES.maxPlans, field: "plans" },
  channel_plan: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  mop_schedule: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  start_date: { key: CHANNELS_MESSAGES.mopStartPast, field: "mopRequests" },
  end_date: { key: CHANNELS_MESSAGES.mopEndBeforeStart, field: "mopRequests" },
  value: { key: CHANNELS_MESSAGES.mopReason, field: "mopRequests" },
  type: { key: CHANNELS_MESSAGES.briefingType, field: "type" },
  budget: { key: CHANNELS_MESSAGES.briefingBudget, field: "budget" },
  date: { key: CHANNELS_MESSAGES.date, field: "date" },
};
