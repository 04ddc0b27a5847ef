import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import type { Request, RequestHandler } from "express";
import { COMMON_MESSAGES, ERROR_CODES } from "@portal/schema";

/** Why a request was refused at the door (the metrics' label). */
export type ShedReason = "in_flight" | "event_loop" | "catalogue";

/**
 * How late the process's event loop runs, over the last window (`perf_hooks.monitorEventLoopDelay`): the mean delay of
 * its samples in ms. A saturated CPU shows here first: every callback waits behind the others, so each accepted request
 * gets slower and its timers fire late. Read once per window, so a request costs nothing to check it.
 */
export class EventLoopDelay {
  private readonly histogram: IntervalHistogram;
  private readonly timer: ReturnType<typeof setInterval>;
  private delay = 0;

  constructor(windowMs = 100) {
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
    this.histogram.enable();
    this.timer = setInterval(() => {
      // The histogram's samples include its own 10 ms resolution: only the part beyond it is delay.
      this.delay = this.histogram.count ? Math.max(0, this.histogram.mean / 1e6 - 10) : 0;
      this.histogram.reset();
    }, windowMs);
    this.timer.unref();
  }

  /** The mean delay of the last window, ms. */
  get ms(): number {
    return this.delay;
  }

  close(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}

/** Requests in flight below which the event loop's delay never refuses one. */
const LOOP_FLOOR = 32;

/** The refusal, written once: a flooded process spends as little as it can on each. */
const BUSY = JSON.stringify({ errors: [{ message: COMMON_MESSAGES.SERVER_BUSY, extensions: { code: ERROR_CODES.SERVER_BUSY } }] });
const BUSY_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Content-Length": String(Buffer.byteLength(BUSY)),
  "Cache-Control": "no-store",
  "Retry-After": "2",
};

export interface SheddingOptions {
  /** GraphQL requests that may run at once (MAX_IN_FLIGHT); 0: no bound. */
  maxInFlight: number;
  /** The event loop's delay past which new requests are refused (EVENT_LOOP_SHED_MS); 0: never. */
  maxLoopDelayMs: number;
  loop?: { readonly ms: number };
  /** The catalogue's calls of the request's market are past LEGACY_SHED_AT. */
  saturated?: (req: Request) => boolean;
  onShed?: (reason: ShedReason) => void;
}

/**
 * Load shedding at the door, before the request costs a session read: a GraphQL request is refused at once (503
 * SERVER_BUSY with `Retry-After`) when `maxInFlight` requests already run in this process, when the event loop runs
 * later than `maxLoopDelayMs` (the CPU is saturated: taking more would slow every request in flight past its timers
 * and deadlines, and the process would serve less, not more), or when the catalogue is saturated (its market's calls
 * past LEGACY_SHED_AT). Those accepted stay fast and find room for their catalogue calls, instead of every one slowing
 * down or failing half way, so the requests served per second past capacity stay close to capacity.
 */
export function loadShedding(options: SheddingOptions): RequestHandler {
  const { maxInFlight, maxLoopDelayMs, loop, saturated = () => false, onShed } = options;
  let inFlight = 0;
  const reasonToShed = (req: Request): ShedReason | undefined => {
    if (maxInFlight > 0 && inFlight >= maxInFlight) return "in_flight";
    // Below LOOP_FLOOR requests in flight the delay is not theirs to cure (a GC pause, a neighbour on the CPU): none is refused.
    if (maxLoopDelayMs > 0 && loop && inFlight >= LOOP_FLOOR && loop.ms > maxLoopDelayMs) return "event_loop";
    if (saturated(req)) return "catalogue";
    return undefined;
  };
  return (req, res, next) => {
    const reason = reasonToShed(req);
    if (reason) {
      onShed?.(reason);
      return void res.writeHead(503, BUSY_HEADERS).end(BUSY);
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
