import type { Request } from "express";
import { Refusal } from "../../http/answer.js";
import { rawField } from "../../http/fields.js";

export type Json = Record<string, unknown>;

/** A JSON form field (`tableData`, `data`); refusal `<name>` when it is not JSON of the expected kind. */
export function jsonField<T extends "array" | "object">(req: Request, name: string, kind: T): T extends "array" ? unknown[] : Json {
  let value: unknown;
  try {
    value = JSON.parse(rawField(req, name));
  } catch {
    throw new Refusal(name);
  }
  const fits = kind === "array" ? Array.isArray(value) : !!value && typeof value === "object" && !Array.isArray(value);
  if (!fits) throw new Refusal(name);
  return value as T extends "array" ? unknown[] : Json;
}

/** `year`: 2000..2100; refusal `year` otherwise. */
export function yearOf(value: unknown): number {
  const text = String(value ?? "").trim();
  if (!/^\d{4}$/.test(text) || Number(text) < 2000 || Number(text) > 2100) throw new Refusal("year");
  return Number(text);
}

/** A real day YYYY-MM-DD from JSON data, or null when absent; refusal `<name>` when present and not a real day. */
export function dayOf(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  const text = String(value).trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (!date || date.toISOString().slice(0, 10) !== text) throw new Refusal(name);
  return text;
}

/** One of `allowed`, or null when absent; refusal `<name>` otherwise. */
export function oneOf(value: unknown, allowed: readonly string[], name: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !allowed.includes(value)) throw new Refusal(name);
  return value;
}

/** A percentage ≥ 0 (number or numeric text), or null when absent; refusal `value` otherwise. */
export function percentOf(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const number = typeof value === "number" ? value : typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number) || number < 0 || number > 9_999_999) throw new Refusal("value");
  return Math.round(number * 100) / 100;
}

/** A positive integer id from JSON data, or undefined. */
export function jsonId(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}
