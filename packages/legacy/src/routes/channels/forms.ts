import type { Request } from "express";
import { Refusal } from "../../http/answer.js";
import { rawField } from "../../http/fields.js";

/** The channels form's parts, read and checked: the rules the catalogue keeps whatever the portal checked before. */

/** Services with a weekly schedule (delivery is one free text). */
export const SCHEDULE_SERVICES = ["restaurant", "mcauto", "takeaway", "mcexpress"] as const;
export const SCHEDULE_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "festive"] as const;
/** Planned changes a restaurant may hold at once (spec 2 §9). */
export const MAX_PLANS = 2;
/** Temporary-closure motives: 1 refurbishment, 2 upcoming opening, 3 other. */
export const MOTIVES = [1, 2, 3];

const TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type Schedule = Record<string, Record<string, { start: string; end: string }>>;
export type Json = Record<string, unknown>;

export const isRealDay = (text: string) => DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

export const plain = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
export const str = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

/** A JSON form field, undefined when empty; refusal `<name>` when it is not JSON. */
export function jsonField(req: Request, name: string): unknown {
  const text = rawField(req, name);
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(name);
  }
}

/**
 * A schedules object as stored: only the four services and eight days, each with a start and an end of 15-minute
 * steps, or both empty (closed). Refusal `schedules` for anything partly filled or off the steps.
 */
export function readSchedules(value: unknown): Schedule {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new Refusal("schedules");
  const out: Schedule = {};
  for (const [service, days] of Object.entries(value as Json)) {
    if (!(SCHEDULE_SERVICES as readonly string[]).includes(service) || typeof days !== "object" || days === null || Array.isArray(days))
      throw new Refusal("schedules");
    out[service] = {};
    for (const [day, row] of Object.entries(days as Json)) {
      if (!(SCHEDULE_DAYS as readonly string[]).includes(day)) throw new Refusal("schedules");
      const start = str(plain(row).start);
      const end = str(plain(row).end);
      if ((start === "") !== (end === "")) throw new Refusal("schedules");
      if (start !== "" && (!TIME.test(start) || !TIME.test(end))) throw new Refusal("schedules");
      out[service][day] = { start, end };
    }
  }
  return out;
}

/** Birthday data as stored; refusal `birthday` when booking online lacks the contact phone or mail. */
export function readBirthday(value: unknown): Json {
  const data = normalBirthday(value);
  if (data.book_online === 1 && (!data.contact_phone || !data.contact_mail)) throw new Refusal("birthday");
  return data;
}

/** Birthday data with every field (empty when missing). */
export function normalBirthday(value: unknown) {
  const raw = plain(value);
  return {
    book_online: raw.book_online === 1 || raw.book_online === true || raw.book_online === "1" ? 1 : 0,
    bank_account: str(raw.bank_account),
    bizum: str(raw.bizum),
    contact_phone: str(raw.contact_phone),
    contact_mail: str(raw.contact_mail),
    name: str(raw.name),
    cif: str(raw.cif),
    fiscal_address: str(raw.fiscal_address),
  };
}

export interface ServiceRow {
  id: number;
  slug: string;
  parent_id: number | null;
}

/**
 * The active services of a form: existing active services of the market; a `mop_` child brings its parent
 * `mop_service` on. Refusal `service` for an unknown id, `services` when none is left.
 */
export function readServices(value: unknown, catalogue: ServiceRow[]): number[] {
  if (!Array.isArray(value)) throw new Refusal("service");
  const byId = new Map(catalogue.map((s) => [s.id, s]));
  const ids = new Set<number>();
  for (const item of value) {
    const id = typeof item === "number" ? item : Number(str(item));
    const service = byId.get(id);
    if (!service) throw new Refusal("service");
    ids.add(id);
    if (service.parent_id !== null) ids.add(service.parent_id);
  }
  if (ids.size === 0) throw new Refusal("services");
  return [...ids].sort((a, b) => a - b);
}

/** The log text of a value (JSON for objects and lists). */
export const logText = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);

/** Canonical JSON (sorted keys) to compare stored and sent objects. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Json)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}
