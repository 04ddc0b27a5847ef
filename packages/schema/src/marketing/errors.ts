import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";
import { SESSION_MESSAGES, type SessionMessageKey } from "../session/errors.js";

/** Message keys of the marketing plan (spec 2 §8), translated in the browser. */
export const MARKETING_MESSAGES = {
  /** All three priorities are already chosen (a fourth was asked for). */
  priorityAlert: "marketing.objectives.popup.alert",
  /** Expected sales or new customers is not a number ≥ 0. */
  numericAlert: "marketing.objectives.popup.numeric_alert",
  /** Action creation: no strategy chosen. */
  emptyStrategy: "marketing.plan.popup.empty_strategy",
  /** Action creation or change: a date is missing. */
  emptyDate: "marketing.plan.popup.empty_date",
  /** The end is before the start. */
  endDate: "marketing.plan.popup.end_date",
  /** A date is outside the selected year. */
  yearDate: "marketing.plan.popup.year_date",
  /** A value outside the lists (day part, time slot, behaviour). */
  choice: "marketing.error.choice",
  /** A priority that is not a national or local category, or chosen twice. */
  priority: "marketing.error.priority",
  /** A main competitor the restaurant has not chosen in its diagnostic. */
  competitor: "marketing.error.competitor",
  /** A national strategy that is not a child of its priority's category. */
  strategy: "marketing.error.strategy",
  /** A local strategy's text is over 200 characters. */
  strategyTooLong: "marketing.error.strategy_too_long",
  /** A strategy in a column without a priority. */
  strategyWithoutPriority: "marketing.error.strategy_without_priority",
  /** A year outside the tabs (previous, current, next). */
  year: "marketing.error.year",
  /** National actions are read-only. */
  nationalAction: "marketing.error.national_action",
  /** The action is gone (deleted elsewhere). */
  actionGone: "marketing.error.action_gone",
  /** The same strategy already has an action on those days. */
  duplicateAction: "marketing.error.duplicate_action",
  /** A linked resource or order that is not one the action may link to (or more than 20). */
  links: "marketing.error.links",
  /** The cover photo: not a JPEG. */
  coverType: "marketing.error.cover_type",
  /** The cover photo: over 5 MB. */
  coverTooLarge: "marketing.error.cover_too_large",
  /** The cover photo: no file. */
  coverMissing: "marketing.error.cover_missing",
  /** The cover photo: a name with nothing usable left. */
  coverName: "marketing.error.cover_name",
  restaurantNotAvailable: SESSION_MESSAGES.restaurantNotAvailable,
} as const;
export type MarketingMessageKey = (typeof MARKETING_MESSAGES)[keyof typeof MARKETING_MESSAGES];

/** Reasons the catalogue refuses the marketing calls with (packages/legacy/src/routes/marketing/). */
export const MARKETING_REFUSALS = {
  MARKET: "market",
  RESTAURANT: "restaurant",
  YEAR: "year",
  TABLE_DATA: "tableData",
  DATA: "data",
  OBJECTIVES: "objectives",
  STRATEGIES: "strategies",
  STATUS: "status",
  SECTION: "section",
  DAYPART: "daypart",
  TIME: "time",
  COMPORTAMENT: "comportament",
  COMPETITOR: "competitor",
  VALUE: "value",
  OBJECTIVE: "objective",
  STRATEGY_NAME: "strategy_name",
  STRATEGY: "strategy",
  START_DATE: "start_date",
  END_DATE: "end_date",
  YEAR_DATE: "year_date",
  NAME: "name",
  ID: "id",
  TYPE: "type",
  DUPLICATE: "duplicate",
  NOT_FOUND: "not_found",
  ADMIN: "admin",
  FILE: "file",
  RESOURCES: "resources",
  ORDERS: "orders",
} as const;
export type MarketingRefusal = (typeof MARKETING_REFUSALS)[keyof typeof MARKETING_REFUSALS];

/** What each refusal means (the shared rules catch most first; the catalogue alone knows its lists and the user's data). */
export const MARKETING_REFUSAL_MESSAGES: RefusalMap<MarketingRefusal, MarketingMessageKey | CommonMessageKey | SessionMessageKey> = {
  market: { key: COMMON_MESSAGES.FORBIDDEN },
  restaurant: { key: MARKETING_MESSAGES.restaurantNotAvailable },
  year: { key: MARKETING_MESSAGES.year, field: "year" },
  tableData: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  data: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
  objectives: { key: MARKETING_MESSAGES.priorityAlert, field: "priorities" },
  strategies: { key: MARKETING_MESSAGES.strategy, field: "strategies" },
  status: { key: MARKETING_MESSAGES.priority, field: "priorities" },
  section: { key: MARKETING_MESSAGES.priority, field: "priorities" },
  daypart: { key: MARKETING_MESSAGES.choice, field: "daypart" },
  time: { key: MARKETING_MESSAGES.choice, field: "timeSlot" },
  comportament: { key: MARKETING_MESSAGES.choice, field: "behaviour" },
  competitor: { key: MARKETING_MESSAGES.competitor, field: "competitorId" },
  value: { key: MARKETING_MESSAGES.numericAlert, field: "sales" },
  objective: { key: MARKETING_MESSAGES.strategyWithoutPriority, field: "strategies" },
  strategy_name: { key: MARKETING_MESSAGES.strategyTooLong, field: "strategies" },
  strategy: { key: MARKETING_MESSAGES.emptyStrategy, field: "strategyId" },
  start_date: { key: MARKETING_MESSAGES.emptyDate, field: "startDate" },
  end_date: { key: MARKETING_MESSAGES.endDate, field: "endDate" },
  year_date: { key: MARKETING_MESSAGES.yearDate, field: "startDate" },
  name: { key: MARKETING_MESSAGES.strategyTooLong, field: "strategyId" },
  id: { key: MARKETING_MESSAGES.actionGone },
  type: { key: MARKETING_MESSAGES.nationalAction },
  duplicate: { key: MARKETING_MESSAGES.duplicateAction, field: "startDate" },
  not_found: { key: MARKETING_MESSAGES.actionGone },
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  file: { key: MARKETING_MESSAGES.coverType, field: "file" },
  resources: { key: MARKETING_MESSAGES.links, field: "resourceIds" },
  orders: { key: MARKETING_MESSAGES.links, field: "orderIds" },
};
