import type { Request } from "express";
import { Refusal } from "./answer.js";

/** A form field as sent ('' when absent or not a single value): for clear-text passwords. */
export function rawField(req: Request, name: string): string {
  const body: unknown = req.body;
  if (!body || typeof body !== "object") return "";
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : "";
}

/** A form field as trimmed text ('' when absent or not a single value). */
export function textField(req: Request, name: string): string {
  return rawField(req, name).trim();
}

/** A form field as a positive integer, or undefined. */
export function idField(req: Request, name: string): number | undefined {
  const text = textField(req, name);
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/** A form field as a real calendar day YYYY-MM-DD; null when empty; refusal `<name>` when it is not a real day. */
export function dayField(req: Request, name: string): string | null {
  const text = textField(req, name);
  if (!text) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (!date || date.toISOString().slice(0, 10) !== text) throw new Refusal(name);
  return text;
}
