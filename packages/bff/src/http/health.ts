import { Router } from "express";
import { MARKETS, type Market } from "@portal/schema";
import type { LegacyClient } from "../legacy/client.js";
import type { SessionStore } from "../session/store.js";
import { withTimeout } from "../common/timeout.js";

/** How long /readyz waits for each of its probes. */
const READY_PROBE_TIMEOUT_MS = 1_000;

/**
 * /healthz: the process is up. /readyz: 200 while the session store answers and the process is not shutting down
 * (`draining`), 503 otherwise; each market's catalogue is probed and reported ("degraded" while one does not answer).
 */
export function healthRoutes(sessions: SessionStore, legacy: LegacyClient, draining: () => boolean = () => false): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    if (draining()) return void res.status(503).json({ status: "shutting down" });
    // Each probe within its own bound: a paused Redis or a stalled catalogue makes /readyz say so, not hang.
    const check = (probe: () => Promise<unknown>) =>
      withTimeout(probe(), READY_PROBE_TIMEOUT_MS).then(
        () => "ok",
        () => "unavailable",
      );
    const entries = await Promise.all([
      check(() => sessions.ping()).then((state) => ["sessions", state] as const),
      ...MARKETS.map((market: Market) =>
        check(() => legacy.call(market, "GET", "languages")).then((state) => [`catalogue${market}`, state] as const),
      ),
    ]);
    const report = Object.fromEntries(entries);
    // Ready is this process's own state: without its session store it can serve nobody. The catalogue is shared by
    // every replica: were it to take them out of the load balancer, users would lose the stale data and the translated
    // "try again" the BFF gives while it is down (its breaker answers fast). It is reported, as "degraded".
    const ready = report.sessions === "ok";
    const degraded = entries.some(([, state]) => state !== "ok");
    res.status(ready ? 200 : 503).json({ status: !ready ? "not ready" : degraded ? "degraded" : "ready", ...report });
  });
  return router;
}
