import { object, string, ref } from "yup";
import { SESSION_MESSAGES } from "./errors.js";

/** Login: username and password, non-empty after trimming. */
export const loginRules = object({
  username: string().trim().required(SESSION_MESSAGES.usernameRequired),
  password: string().trim().required(SESSION_MESSAGES.passwordRequired),
});

/** Password reminder: username required. */
export const rememberRules = object({
  username: string().trim().required(SESSION_MESSAGES.usernameRequired),
});

/** Password change from a reminder link: both entries required and equal. */
export const changePasswordRules = object({
  password: string().required(SESSION_MESSAGES.passwordRequired),
  repeat: string()
    .required(SESSION_MESSAGES.passwordRequired)
    .oneOf([ref("password")], SESSION_MESSAGES.passwordMismatch),
});

/** A change-password link is valid only while now is at or before its time (epoch seconds). */
export function isPasswordLinkValid(time: number, now: Date = new Date()): boolean {
  return Number.isFinite(time) && Math.floor(now.getTime() / 1000) <= time;
}
