import express, { type ErrorRequestHandler } from "express";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { pino, type Logger } from "pino";
import { COMMON_MESSAGES, ERROR_CODES } from "@portal/schema";
import type { Config } from "./config.js";
import { ReferenceCache } from "./common/reference-cache.js";
import { servedStale, withFreshness } from "./common/freshness.js";
import { redisInvalidationBus } from "./common/cache-bus.js";
import { LegacyClient, type UpstreamCall } from "./legacy/client.js";
import { createSessionStore } from "./session/store.js";
import { requestContext, type Context, type ContextDeps } from "./graphql/context.js";
import { UserChanges } from "./session/user-changes.js";
import { LastVisits } from "./session/last-visits.js";
import { createSchema } from "./graphql/schema.js";
import { errorCode } from "./common/errors.js";
import { errorFormatter, unexpectedErrorLog } from "./graphql/errors.js";
import { armor, oneCredentialPerOperation, operationTypesOfTheSchema, PARSE_OPTIONS } from "./graphql/limits.js";
import { inputGuard } from "./graphql/input-guard.js";
import { TrustedDocuments } from "./graphql/trusted-documents.js";
import { healthRoutes } from "./http/health.js";
import { explorerRoutes } from "./http/explorer.js";
import { externalLoginRoutes } from "./http/external-login.js";
import { webAssetRoutes, webPageRoutes } from "./http/web-app.js";
import { BootData } from "./http/boot.js";
import { fileRoutes } from "./http/files.js";
import { orderUploadRoutes } from "./modules/ordering/ordering.uploads.js";
import { sliderUploadRoutes } from "./modules/admin/sliders/sliders.uploads.js";
import { partnerUploadRoutes } from "./modules/partner/partner.uploads.js";
import { resourceUploadRoutes } from "./modules/admin/resources/resources.uploads.js";
import { importUploadRoutes } from "./modules/admin/import/import.uploads.js";
import { marketingUploadRoutes } from "./modules/marketing/marketing.uploads.js";
import { securityHeaders } from "./http/security-headers.js";
import { requestLog } from "./http/request-log.js";
import { Metrics } from "./http/metrics.js";
import { EventLoopDelay, loadShedding } from "./http/load-shedding.js";
import { marketOfHost } from "./market.js";
import { LoginThrottle } from "./security/login-throttle.js";
import { queryBudget } from "./security/query-budget.js";
import { untrustedForwardsWarning } from "./security/trusted-proxies.js";

export interface AppOptions {
  logger?: Logger;
  /** Observes every catalogue call (tests and the benchmark count them per operation). */
  onUpstreamCall?: (call: UpstreamCall) => void;
}

export async function createApp(config: Config, options: AppOptions = {}) {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const metrics = new Metrics();
  const legacy = new LegacyClient({
    urls: config.legacyUrls,
    timeoutMs: config.legacyTimeoutMs,
    onCall: options.onUpstreamCall,
    onResult: (r) => metrics.catalogueCall(r.market, r.path, r.outcome, r.seconds),
    breaker: { resetTimeoutMs: config.breakerResetMs },
    maxPending: config.legacyMaxPending,
    maxFiles: config.legacyMaxFiles,
    onBreaker: (market, state) => {
      metrics.breaker.set({ market }, state === "open" ? 1 : state === "half-open" ? 0.5 : 0);
      logger.warn({ market, state }, "catalogue circuit breaker");
    },
    logger,
  });
  const bus = config.redisUrl ? redisInvalidationBus(config.redisUrl, logger, config.cacheInvalidationChannel) : undefined;
  const cache = new ReferenceCache(config.referenceTtlMs, {
    bus,
    staleForMs: config.staleForMs,
    onLookup: (result) => metrics.cache.inc({ result }),
  });
  const sessions = createSessionStore(config, logger);
  const throttle = new LoginThrottle({ redis: sessions.redis, prefix: config.rateLimitPrefix, timeoutMs: config.sessionStoreTimeoutMs });
  const userChanges = new UserChanges({
    redis: sessions.redis,
    prefix: config.userChangesPrefix,
    ttlSeconds: Math.max(config.sessionTtlSeconds, config.sessionMaxLifetimeSeconds),
    timeoutMs: config.sessionStoreTimeoutMs,
  });
  // A year and a month: "new for you" compares with a sign-in up to that long ago.
  const lastVisits = new LastVisits({
    redis: sessions.redis,
    prefix: config.lastVisitPrefix,
    ttlSeconds: 400 * 86_400,
    timeoutMs: config.sessionStoreTimeoutMs,
  });
  const deps: ContextDeps = { config, legacy, cache, throttle, userChanges, lastVisits, logger };

  const protection = armor(config.production);
  const schema = await createSchema();
  const validationRules = [...protection.validationRules, oneCredentialPerOperation, operationTypesOfTheSchema];
  // The web's operations, parsed and validated here, once (docs/ARCHITECTURE.md, "The web's operations are trusted documents").
  const trusted = TrustedDocuments.load(config.trustedDocuments, logger);
  const refused = trusted.prepare(schema, validationRules, { introspection: config.introspection, maxTokens: PARSE_OPTIONS.maxTokens });
  if (refused.length) logger.error({ refused }, "trusted documents the schema refuses (a web built against another schema?)");
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    // Apollo would stop itself on SIGINT/SIGTERM (and signal the process again) outside NODE_ENV=test, cutting the
    // requests in flight: main.ts's graceful shutdown owns the signals and stops Apollo last.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    formatError: errorFormatter(config.production),
    parseOptions: PARSE_OPTIONS,
    validationRules,
    // Persisted queries are the web's trusted documents only, read-only: no client can add one (an unknown hash answers
    // PERSISTED_QUERY_NOT_FOUND); the document store holds them parsed and validated.
    persistedQueries: trusted.persistedQueries(),
    documentStore: trusted.documentStore(),
    plugins: [
      // graphql-armor's typings come from Apollo's CommonJS build: same plugin, other declaration file.
      ...(protection.plugins as unknown as ApolloServerPlugin<Context>[]),
      // No cache hints in this schema (every answer is the session's own; /graphql sends no-store below): without the
      // plugin, Apollo does not wrap every field's resolver to collect them (Home: ~6 % of its CPU time).
      ApolloServerPluginCacheControlDisabled(),
      inputGuard<Context>(),
      operationTimer(metrics),
      staleMark(),
      unexpectedErrorLog(),
      queryBudget({
        perMinute: config.queryBudgetPerMinute,
        redis: sessions.redis,
        prefix: config.rateLimitPrefix,
        timeoutMs: config.sessionStoreTimeoutMs,
      }),
      // No landing page (nor Apollo's version) in production: integrators use Sandbox against a development BFF.
      config.production ? ApolloServerPluginLandingPageDisabled() : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy.length) app.set("trust proxy", config.trustProxy);
  const state = { draining: false };
  // While shutting down, every answer closes its connection: keep-alive clients reconnect to another replica.
  app.use((_req, res, next) => {
    if (state.draining) res.setHeader("Connection", "close");
    next();
  });
  app.use(metrics.httpTimer());
  // Shedding first: a refusal costs no log line, no session read, nothing a flooded process could spend on serving.
  const loop = new EventLoopDelay();
  const shedLog = summaryPer(1000, (counts) => logger.warn({ shed: counts, eventLoopDelayMs: Math.round(loop.ms) }, "refusing requests at capacity"));
  app.use(
    "/graphql",
    loadShedding({
      maxInFlight: config.maxInFlight,
      maxLoopDelayMs: config.eventLoopShedMs,
      loop,
      saturated: (req) => config.legacyShedAt > 0 && legacy.pendingCalls(marketOfHost(req.headers.host, config)) >= config.legacyShedAt,
      onShed: (reason) => {
        metrics.shed.inc({ reason });
        shedLog.add(reason);
      },
    }),
  );
  app.use(requestLog(logger));
  app.use(untrustedForwardsWarning(config.trustProxy, logger));
  app.use(securityHeaders(config.cookieSecure));
  app.use(healthRoutes(sessions, legacy, () => state.draining));
  if (!config.production) app.use(explorerRoutes());
  if (config.webDist) {
    app.use(webAssetRoutes(config.webDist));
    const boot = BootData.load(config.webDist, apollo, (req, res) => requestContext(deps, req, res));
    app.use(webPageRoutes(config.webDist, sessions.middleware, boot, config.cookieSecure));
  }
  app.use(sessions.middleware);
  app.use((req, _res, next) => next(req.session ? undefined : new SessionStoreError()));
  app.use(
    "/graphql",
    (_req, res, next) => {
      res.setHeader("Cache-Control", "no-store");
      next();
    },
    express.json({ limit: config.bodyLimit }),
    // The web's operations go on as their trusted documents; in production a browser sends only those, integrators any.
    trusted.middleware({ browsersOnlyTrusted: config.production && trusted.size > 0 }),
    // From here on the request runs in its own freshness record (the body is read: no stream event leaves it).
    (_req, _res, next) => withFreshness(next),
    expressMiddleware(apollo, { context: ({ req, res }) => requestContext(deps, req, res) }),
  );
  app.use(externalLoginRoutes(deps));
  app.use(fileRoutes(deps));
  app.use(orderUploadRoutes(deps));
  app.use(sliderUploadRoutes(deps));
  app.use(partnerUploadRoutes(deps));
  app.use(resourceUploadRoutes(deps));
  app.use(importUploadRoutes(deps));
  app.use(marketingUploadRoutes(deps));
  app.use(errorHandler(logger, metrics));

  return {
    app,
    cache,
    /** Starts the listener of `/metrics` (METRICS_PORT, METRICS_HOST), apart from the portal's port. */
    serveMetrics: (port: number, host: string) => metrics.serve(port, host, logger),
    /** Shutting down: /readyz answers 503 from now on (requests in flight still finish). */
    drain() {
      state.draining = true;
    },
    async close() {
      loop.close();
      await apollo.stop();
      await legacy.close();
      await sessions.close();
      await cache.close();
    },
  };
}

class SessionStoreError extends Error {}

/** Errors outside GraphQL: the session store down → 503 (fast, recovers by itself); anything else → 500, no detail. */
function errorHandler(logger: Logger, metrics: Metrics): ErrorRequestHandler {
  const logGate = oncePer(1000);
  return (error, _req, res, _next) => {
    const sessionStore = error instanceof SessionStoreError || isRedisError(error) || errorCode(error) === ERROR_CODES.SESSION_STORE_UNAVAILABLE;
    if (sessionStore) metrics.sessionStoreErrors.inc();
    const status = sessionStore ? 503 : typeof error?.status === "number" && error.status < 500 ? error.status : 500;
    // A store outage fails every request: its log says so once a second, not once a request.
    if (status >= 500 && (!sessionStore || logGate.open()))
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "request failed");
    if (res.headersSent) return;
    const code = sessionStore ? ERROR_CODES.SESSION_STORE_UNAVAILABLE : status === 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
    const message = sessionStore ? COMMON_MESSAGES.SESSION_STORE_UNAVAILABLE : COMMON_MESSAGES.generic;
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  };
}

function isRedisError(error: unknown): boolean {
  const name = error instanceof Error ? error.constructor.name : "";
  return (
    /Redis|Client(Closed|Offline)|Socket|Reconnect|ConnectionTimeout/i.test(name) ||
    /redis|socket|offline queue|client is closed|ECONNRESET|ECONNREFUSED|EPIPE/i.test(String((error as Error)?.message))
  );
}

/** Times each GraphQL operation by name (the metrics). */
function operationTimer(metrics: Metrics): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName }) {
          metrics.operation(operationName, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

/**
 * An answer that holds data served stale (the catalogue unavailable, see ReferenceCache) says so:
 * `extensions.staleData: true`, which the web turns into a "data may be out of date" notice.
 */
function staleMark(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind === "single" && servedStale())
            response.body.singleResult.extensions = { ...response.body.singleResult.extensions, staleData: true };
        },
      };
    },
  };
}

/**
 * Counts events by kind and hands the counts to `report` at most once per `ms` (on the first event after that time),
 * so that a flood is one log line a second, not one a request.
 */
function summaryPer(ms: number, report: (counts: Record<string, number>) => void) {
  const gate = oncePer(ms);
  let counts: Record<string, number> = {};
  return {
    add(kind: string) {
      counts[kind] = (counts[kind] ?? 0) + 1;
      if (!gate.open()) return;
      report(counts);
      counts = {};
    },
  };
}

/** A gate that opens at most once per `ms`. */
function oncePer(ms: number) {
  let last = 0;
  return {
    open() {
      const now = Date.now();
      if (now - last < ms) return false;
      last = now;
      return true;
    },
  };
}
