import type { Request, RequestHandler } from "express";
import { COMMON_MESSAGES, ERROR_CODES } from "@portal/schema";

/**
 * Load shedding: at most `maxInFlight` GraphQL requests run at once in this process, and none starts while the
 * catalogue is saturated (`saturated`: its market's calls past LEGACY_SHED_AT); past either, a request is refused at
 * once (503 SERVER_BUSY with `Retry-After`), so that those accepted stay fast and find room for their catalogue calls,
 * instead of every one slowing down or failing half way (UPSTREAM_UNAVAILABLE). `maxInFlight` 0 lifts the first bound.
 */
export function loadShedding(maxInFlight: number, onShed?: () => void, saturated: (req: Request) => boolean = () => false): RequestHandler {
  let inFlight = 0;
  return (req, res, next) => {
    if ((maxInFlight > 0 && inFlight >= maxInFlight) || saturated(req)) {
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
