import type { Request } from "express";

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
