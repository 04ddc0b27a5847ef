import { Router } from "express";
import { MARKETS, type Market } from "@portal/schema";
import type { LegacyClient } from "../legacy/client.js";
import type { SessionStore } from "../session/store.js";

/**
 * /healthz: the process is up. /readyz: the session store and each market's catalogue answer, and the process is not
 * shutting down (`draining`).
 */
export function healthRoutes(sessions: SessionStore, legacy: LegacyClient, draining: () => boolean = () => false): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    if (draining()) return void res.status(503).json({ status: "shutting down" });
    const check = (probe: () => Promise<unknown>) =>
      probe().then(
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
    const ready = entries.every(([, state]) => state === "ok");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "not ready", ...report });
  });
  return router;
}
