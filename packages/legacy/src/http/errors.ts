import type { ErrorRequestHandler, RequestHandler } from "express";
import { Refusal, refuse } from "./answer.js";

/** Any path no route answered: 404 `not_found`. */
export const notFound: RequestHandler = (_req, res) => refuse(res, "not_found", 404);

/**
 * Refusals become `{ status: false, data: { error } }`; malformed requests (bad body, too large)
 * `request` with their 4xx status; anything else `server` with 500. Never a stack trace.
 */
export function errorHandler(log: (message: string) => void): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof Refusal) return refuse(res, error.code, error.httpStatus);
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) return refuse(res, "request", status);
    log(`legacy: ${req.method} ${req.originalUrl} failed: ${error instanceof Error ? error.message : String(error)}`);
    refuse(res, "server", 500);
  };
}
