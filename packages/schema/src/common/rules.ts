import { string } from "yup";
import { COMMON_MESSAGES } from "./errors.js";
import type { Market } from "./markets.js";

/** Phone: blank, or digits once spaces are removed ("El número de teléfono no es correcto"). */
export const isValidPhone = (value: string | null | undefined) => !value || /^\d+$/.test(value.replace(/\s+/g, ""));

export const phoneRule = () =>
  string()
    .trim()
    .default("")
    .test("phone", COMMON_MESSAGES.phone, (v) => isValidPhone(v));

/** Whole days from `now` to `date` (calendar days, local time). */
export function daysUntil(date: Date, now: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(date) - day(now)) / 86_400_000);
}

/** The corporate e-mail domains of each market: a contact or a user's e-mail must be one of them (spec 1 §5). */
export const CORPORATE_EMAIL_DOMAINS: Record<Market, readonly string[]> = { ES: ["demo.es"], PT: ["demo.pt"] };

export function isCorporateEmail(market: Market, email: string): boolean {
  const domain = email.trim().toLowerCase().split("@")[1] ?? "";
  return CORPORATE_EMAIL_DOMAINS[market].includes(domain);
}
