import type { RequestHandler } from "express";
import { COMMON_MESSAGES, ERROR_CODES } from "@portal/schema";

/**
 * Load shedding: at most `maxInFlight` GraphQL requests run at once in this process; past it a request is refused
 * at once (503 SERVER_BUSY with `Retry-After`), so that those accepted stay fast instead of every one slowing down.
 * `maxInFlight` 0 turns it off.
 */
export function loadShedding(maxInFlight: number, onShed?: () => void): RequestHandler {
  let inFlight = 0;
  return (_req, res, next) => {
    if (maxInFlight <= 0) return next();
    if (inFlight >= maxInFlight) {
      onShed?.();
      res.setHeader("Retry-After", "2");
      return void res.status(503).json({ errors: [{ message: COMMON_MESSAGES.SERVER_BUSY, extensions: { code: ERROR_CODES.SERVER_BUSY } }] });
    }
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
    };
    res.once("finish", finish);
    res.once("close", finish);
    next();
  };
}
