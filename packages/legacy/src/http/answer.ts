import type { Response } from "express";

/** `{ status: true, data }` with HTTP 200: every successful answer of the catalogue. */
export function ok(res: Response, data: unknown): void {
  res.json({ status: true, data });
}

/**
 * A refused call: thrown by route handlers, answered by the error handler as
 * `{ status: false, data: { error: code } }` with `httpStatus` (200 unless said otherwise).
 */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus = 200,
  ) {
    super(code);
    this.name = "Refusal";
  }
}

export function refuse(res: Response, code: string, httpStatus = 200): void {
  res.status(httpStatus).json({ status: false, data: { error: code } });
}

/** The refusal of a call that needs a session (missing, unknown, expired, other market, pending). */
export const sessionRefusal = (): Refusal => new Refusal("session", 403);
