import { createServer, type Server } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import express, { Router, type RequestHandler } from "express";
import type { Logger } from "pino";

/** Histogram buckets of the durations, in seconds. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** At most this many GraphQL operation names are told apart (clients choose them); the others count as "other". */
const MAX_OPERATIONS = 100;

/**
 * The BFF's Prometheus metrics (prom-client), at `/metrics` on a listener of their own (`serve`: METRICS_PORT on
 * METRICS_HOST, loopback by default), never on the portal's port, which the proxy publishes: HTTP answers by kind of path and status, GraphQL
 * operations by name, catalogue calls by market, path and outcome, session-store errors, reference-cache hits and
 * misses, and Node's own (event-loop lag, heap, GC). Labels are bounded: paths by kind, catalogue paths with their
 * ids replaced, operation names up to MAX_OPERATIONS.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly operations = new Set<string>();
  private readonly http = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "HTTP requests by kind of path and status.",
    labelNames: ["kind", "status"],
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly graphql = new Histogram({
    name: "portal_graphql_operation_duration_seconds",
    help: "GraphQL operations by name.",
    labelNames: ["operation"],
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly catalogue = new Histogram({
    name: "portal_catalogue_call_duration_seconds",
    help: "Catalogue calls by market, path (ids replaced) and outcome.",
    labelNames: ["market", "path", "outcome"],
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly breaker = new Gauge({
    name: "portal_catalogue_breaker_open",
    help: "A market's circuit breaker: 1 open (calls refused at once), 0.5 half-open (testing), 0 closed.",
    labelNames: ["market"],
    registers: [this.registry],
  });
  readonly shed = new Counter({
    name: "portal_graphql_shed_total",
    help: "GraphQL requests refused at the door (503 SERVER_BUSY), by reason: in_flight, event_loop, catalogue.",
    labelNames: ["reason"],
    registers: [this.registry],
  });
  readonly sessionStoreErrors = new Counter({
    name: "portal_session_store_errors_total",
    help: "Requests refused because the session store did not answer.",
    registers: [this.registry],
  });
  readonly cache = new Counter({
    name: "portal_reference_cache_total",
    help: "Reference-cache lookups by result.",
    labelNames: ["result"],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: "portal_" });
  }

  /** Times every HTTP answer. */
  httpTimer(): RequestHandler {
    return (req, res, next) => {
      const end = this.http.startTimer();
      const kind = kindOf(req.path); // now: routers mounted on a path change req.path later
      res.on("finish", () => end({ kind, status: String(res.statusCode) }));
      next();
    };
  }

  operation(name: string | null | undefined, seconds: number) {
    let label = name && /^\w{1,60}$/.test(name) ? name : "anonymous";
    if (!this.operations.has(label)) {
      if (this.operations.size >= MAX_OPERATIONS) label = "other";
      else this.operations.add(label);
    }
    this.graphql.observe({ operation: label }, seconds);
  }

  catalogueCall(market: string, path: string, outcome: string, seconds: number) {
    this.catalogue.observe({ market, path: path.replace(/\/\d+/g, "/:id").replace(/^static\/.*/, "static"), outcome }, seconds);
  }

  /**
   * Serves `/metrics` alone (anything else 404) on `port` at `host`. A listener that cannot open (the port taken) is
   * logged and the portal goes on without it: its metrics are not worth its users.
   */
  serve(port: number, host: string, logger: Logger): Server {
    const app = express();
    app.disable("x-powered-by");
    app.use(this.routes());
    const server = createServer(app);
    server.on("error", (error) => logger.error({ err: error.message, port, host }, "metrics listener failed"));
    return server.listen(port, host);
  }

  routes(): Router {
    const router = Router();
    router.get("/metrics", async (_req, res) => {
      res.setHeader("Content-Type", this.registry.contentType);
      res.setHeader("Cache-Control", "no-store");
      res.send(await this.registry.metrics());
    });
    return router;
  }
}

/** The kind of a path, a bounded label. */
function kindOf(path: string): string {
  const first = path.split("/")[1] ?? "";
  if (["graphql", "files", "r", "healthz", "readyz", "metrics", "assets"].includes(first)) return first;
  if (["loginexternal", "inituserlogin", "logoutexternal"].includes(first)) return "sign-in";
  return "page";
}
