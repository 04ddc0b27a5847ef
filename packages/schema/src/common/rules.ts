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

/**
 * An amount as a person writes it in the portal's languages (es, ca, pt write a decimal comma): "1500,50", "1.500,50",
 * "1500.50" and "1500" read 1500.5 / 1500; blank reads null; anything else NaN (a rule's type error).
 */
export function parseDecimal(text: string): number | null {
  const value = text.trim().replace(/\s+/g, "");
  if (!value) return null;
  const normal = value.includes(",") ? value.replace(/\.(?=\d{3}(\D|$))/g, "").replace(",", ".") : value;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}
