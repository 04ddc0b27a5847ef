import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Message keys of the admin screens' forms, translated in the browser. */
export const ADMIN_MESSAGES = {
  /** A date field that is not a real day. */
  date: "admin.error.date",
  /** An end date before the start date. */
  endBeforeStart: "admin.error.end_before_start",
  /** A restaurant's site that another restaurant of the market has ("a restaurant with this site already exists"). */
  restaurantSiteExists: "admin.restaurants.error.site_exists",
} as const;
export type AdminMessageKey = (typeof ADMIN_MESSAGES)[keyof typeof ADMIN_MESSAGES];

/** Reasons the catalogue refuses the admin calls with (packages/legacy/src/routes/home.ts, video/update and video/delete). */
export const ADMIN_REFUSALS = {
  ADMIN: "admin",
  ID: "id",
  URL: "url",
  START_DATE: "start_date",
  END_DATE: "end_date",
} as const;
export type AdminRefusal = (typeof ADMIN_REFUSALS)[keyof typeof ADMIN_REFUSALS];

/** The form's refusals point at their field (the shared rules catch them first); `admin` and `id` are the caller's or the BFF's fault. */
export const ADMIN_REFUSAL_MESSAGES: RefusalMap<AdminRefusal, AdminMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  id: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  url: { key: COMMON_MESSAGES.required, field: "url" },
  start_date: { key: ADMIN_MESSAGES.date, field: "startDate" },
  end_date: { key: ADMIN_MESSAGES.endBeforeStart, field: "endDate" },
};
