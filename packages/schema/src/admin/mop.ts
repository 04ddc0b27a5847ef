import { mixed, object, string } from "yup";
import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/*
 * The MOP ("my order") disable requests as administrators handle them (spec 1 §2 "MOP requests admin table", §4 "MOP
 * request status", §5; spec 2 §8 admin.mop.cancel.error): confirm or cancel with a reason, and the market's
 * auto-confirm switch. ES only.
 */

/** A request's status and its catalogue code (spec 1 §4): 1 pending, 2 confirmed, 3 canceled. */
export const MOP_REQUEST_STATUS_CODES = { PENDING: 1, CONFIRMED: 2, CANCELED: 3 } as const;
export type MopRequestStatus = keyof typeof MOP_REQUEST_STATUS_CODES;
export const MOP_REQUEST_STATUSES = Object.keys(MOP_REQUEST_STATUS_CODES) as MopRequestStatus[];

export function mopStatusFromCode(code: number): MopRequestStatus | undefined {
  return MOP_REQUEST_STATUSES.find((status) => MOP_REQUEST_STATUS_CODES[status] === code);
}

/** The shortest cancel reason, counted after trimming (spec 1 §9 "Min lengths: MOP cancel 20"). */
export const MOP_CANCEL_MIN_LENGTH = 20;

/** Message keys of the MOP administration. */
export const MOP_MESSAGES = {
  /** A cancel reason shorter than MOP_CANCEL_MIN_LENGTH after trimming (spec 2 §8). */
  cancelTooShort: "admin.mop.cancel.error",
  /** A status that is none of pending, confirmed, canceled. */
  status: "admin.mop.error.status",
} as const;
export type MopMessageKey = (typeof MOP_MESSAGES)[keyof typeof MOP_MESSAGES];

/** The cancel popup's form: the reason, at least 20 characters after trimming. */
export const mopCancelRules = object({
  cancelReason: string()
    .trim()
    .default("")
    .test("length", MOP_MESSAGES.cancelTooShort, (value) => (value ?? "").length >= MOP_CANCEL_MIN_LENGTH),
});

/**
 * A status change: one of the three statuses; canceling needs the reason (at least 20 characters after trimming),
 * other statuses drop it.
 */
export const mopStatusRules = object({
  status: mixed<MopRequestStatus>().oneOf(MOP_REQUEST_STATUSES, MOP_MESSAGES.status).required(MOP_MESSAGES.status),
  cancelReason: string()
    .trim()
    .default("")
    .when("status", {
      is: "CANCELED",
      then: (rule) => rule.test("length", MOP_MESSAGES.cancelTooShort, (value) => (value ?? "").length >= MOP_CANCEL_MIN_LENGTH),
      otherwise: (rule) => rule.transform(() => ""),
    }),
});

/** Reasons the catalogue refuses the MOP calls with (packages/legacy/src/routes/admin/mop/). */
export const MOP_REFUSALS = {
  ADMIN: "admin",
  STATUS: "status",
  CANCEL_VALUE: "cancel_value",
  CONFIRM: "confirm",
} as const;
export type MopRefusal = (typeof MOP_REFUSALS)[keyof typeof MOP_REFUSALS];

/** `cancel_value` and `status` point at their fields (the shared rules catch them first); the rest are the caller's or the BFF's. */
export const MOP_REFUSAL_MESSAGES: RefusalMap<MopRefusal, MopMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  status: { key: MOP_MESSAGES.status, field: "status" },
  cancel_value: { key: MOP_MESSAGES.cancelTooShort, field: "cancelReason" },
  confirm: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
};
