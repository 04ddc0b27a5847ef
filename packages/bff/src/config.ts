import { join } from "node:path";
import { isMarket, type Market } from "@portal/schema";
import { INVALIDATION_CHANNEL } from "./common/cache-bus.js";
import { trustedProxiesOf } from "./security/trusted-proxies.js";

/** Everything the BFF reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** hostname (no port) → market */
  marketHosts: Map<string, Market>;
  defaultMarket: Market;
  /** API base of each market's catalogue, e.g. http://127.0.0.1:4010/es/api/ */
  legacyUrls: Record<Market, string>;
  /** Browser-facing external sign-in page per market (PT only by default). */
  externalSignInUrls: Partial<Record<Market, string>>;
  legacyTimeoutMs: number;
  redisUrl?: string;
  /** Redis channel on which the BFF processes of one portal tell each other which cache entries a write made stale. */
  cacheInvalidationChannel: string;
  /** Query cost a session may spend per minute (`security/query-budget.ts`); 0: no budget. */
  queryBudgetPerMinute: number;
  /** How long a session-store (Redis) operation may take before the request answers 503 (SESSION_STORE_TIMEOUT_MS). */
  sessionStoreTimeoutMs: number;
  /** GraphQL requests a process runs at once; more are refused at once with 503 SERVER_BUSY (MAX_IN_FLIGHT; 0: no bound). */
  maxInFlight: number;
  /**
   * The event loop's mean delay (ms, over the last 100 ms) past which new GraphQL requests are refused at the door with
   * 503 SERVER_BUSY: the CPU is saturated (EVENT_LOOP_SHED_MS; 0: never).
   */
  eventLoopShedMs: number;
  /** A request's catalogue calls, queueing included, end this long after it arrived (REQUEST_DEADLINE_MS). */
  requestDeadlineMs: number;
  /** Catalogue calls a market may have waiting or running at once (LEGACY_MAX_PENDING). */
  legacyMaxPending: number;
  /** Files (downloads, thumbnails, previews) a market may have being fetched or streamed at once, within LEGACY_MAX_PENDING (LEGACY_MAX_FILES). */
  legacyMaxFiles: number;
  /**
   * Catalogue calls of a market waiting or running at which new GraphQL requests are refused at the door with 503
   * SERVER_BUSY, so that those taken find room for their calls (LEGACY_SHED_AT; default three quarters of
   * LEGACY_MAX_PENDING; 0: never).
   */
  legacyShedAt: number;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long /readyz answers 503 before the BFF stops accepting connections (SHUTDOWN_DELAY_MS; 0 behind Kubernetes' preStop pause). */
  shutdownDelayMs: number;
  /** How long an upload's body may stop arriving before the upload is refused (UPLOAD_IDLE_TIMEOUT_MS). */
  uploadIdleTimeoutMs: number;
  /** Folder where uploads are spooled while they arrive (UPLOAD_DIR; the system's temporary folder by default). */
  uploadDir?: string;
  /** How long shared catalogue data (sections, types, sliders, videos, newest) is reused (REFERENCE_TTL_MS). */
  referenceTtlMs: number;
  /** How long the last good copy of that data may be served, marked stale, while the catalogue is unavailable (STALE_FOR_MS). */
  staleForMs: number;
  /** How long a market's open circuit breaker refuses calls before testing the catalogue again (BREAKER_RESET_MS). */
  breakerResetMs: number;
  /** Prefix of the rate limits' Redis keys (the BFF processes of one portal share it; each test stack has its own). */
  rateLimitPrefix: string;
  /** Redis key prefix of the marks of users changed by someone else (USER_CHANGES_PREFIX; tests use their own). */
  userChangesPrefix: string;
  /** Redis key prefix of each user's last sign-in (LastVisits: the library's "new for you"). */
  lastVisitPrefix: string;
  /** SESSION_SECRET, comma-separated: the first signs session cookies, the others still verify (rotation). */
  sessionSecrets: string[];
  sessionTtlSeconds: number;
  /** A session ends this long after its sign-in, however active (SESSION_MAX_LIFETIME, seconds; 8 h). */
  sessionMaxLifetimeSeconds: number;
  /** How long the answer of the catalogue's session check (user/data) is reused for a session; 0: every request asks. */
  sessionCheckSeconds: number;
  cookieSecure: boolean;
  /**
   * The reverse proxies before the BFF, by their own addresses (TRUST_PROXY: addresses, CIDR subnets, `loopback`…;
   * default `loopback` when cookies are Secure, else none): the client's address (the login's rate limits, the logs)
   * and protocol are read from X-Forwarded-For/-Proto only on their connections (`security/trusted-proxies.ts`).
   */
  trustProxy: string[];
  introspection: boolean;
  /**
   * The port of `/metrics`, a listener apart from the portal's (METRICS_PORT; 9464 in production, none elsewhere
   * unless set; 0: none).
   */
  metricsPort: number;
  /** Where that listener binds (METRICS_HOST; loopback by default: 0.0.0.0 only where a network policy guards it). */
  metricsHost: string;
  /** Folder of the built web app, served in production. */
  webDist?: string;
  /**
   * The web's operations as trusted documents, `{ "<sha256>": "<text>" }` (TRUSTED_DOCUMENTS; else the web build's
   * `.vite/trusted-documents.json` when WEB_DIST is set): run by hash, parsed and validated once at start
   * (src/graphql/trusted-documents.ts). `required`: named explicitly, so a missing file stops the start.
   */
  trustedDocuments?: { path: string; required: boolean };
  bodyLimit: string;
  logLevel: string;
  /** DataLoaders batch per request (default). `DATALOADER_BATCH=false` is only for the benchmark's unbatched comparison. */
  batchLoaders: boolean;
  /** File metadata is cached across requests (default). `FILE_METADATA_CACHE=false` is only for the benchmark's batching comparison. */
  cacheFileMetadata: boolean;
}

export function parseMarketHosts(value: string): Map<string, Market> {
  const map = new Map<string, Market>();
  for (const pair of value.split(",")) {
    const [host, market] = pair.split("=").map((part) => part.trim());
    if (!host || !isMarket(market)) throw new Error(`MARKET_HOSTS: bad entry "${pair}" (want host=ES|PT)`);
    map.set(host.toLowerCase(), market);
  }
  return map;
}

function market(value: string | undefined, fallback: Market): Market {
  if (value === undefined || value === "") return fallback;
  if (!isMarket(value)) throw new Error(`DEFAULT_MARKET must be ES or PT, not "${value}"`);
  return value;
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

/** The external sign-in page of the stand-in catalogue lives beside its API: /pt/api/ → /pt/sso/login */
function signInPageFor(apiBase: string): string {
  return apiBase.replace(/api\/?$/, "sso/login");
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === "production";
  const cookieSecure = env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : production;
  const legacyUrls: Record<Market, string> = {
    ES: withSlash(env.LEGACY_URL_ES ?? "http://127.0.0.1:4010/es/api/"),
    PT: withSlash(env.LEGACY_URL_PT ?? "http://127.0.0.1:4010/pt/api/"),
  };
  const sessionSecrets = sessionSecretsOf(env.SESSION_SECRET, production);
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? "0.0.0.0",
    production,
    marketHosts: parseMarketHosts(env.MARKET_HOSTS ?? "es.localhost=ES,pt.localhost=PT"),
    defaultMarket: market(env.DEFAULT_MARKET, "ES"),
    legacyUrls,
    externalSignInUrls: { PT: env.EXTERNAL_SIGNIN_URL_PT ?? signInPageFor(legacyUrls.PT) },
    legacyTimeoutMs: Number(env.LEGACY_TIMEOUT_MS ?? 10_000),
    redisUrl: env.REDIS_URL || undefined,
    cacheInvalidationChannel: env.CACHE_INVALIDATION_CHANNEL || INVALIDATION_CHANNEL,
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || "portal:rl",
    userChangesPrefix: env.USER_CHANGES_PREFIX || "portal:user-changed",
    lastVisitPrefix: env.LAST_VISIT_PREFIX || "portal:last-visit",
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
    shutdownDelayMs: Number(env.SHUTDOWN_DELAY_MS ?? 0),
    uploadIdleTimeoutMs: Number(env.UPLOAD_IDLE_TIMEOUT_MS ?? 30_000),
    uploadDir: env.UPLOAD_DIR || undefined,
    referenceTtlMs: Number(env.REFERENCE_TTL_MS ?? 5 * 60_000),
    staleForMs: Number(env.STALE_FOR_MS ?? 24 * 3_600_000),
    breakerResetMs: Number(env.BREAKER_RESET_MS ?? 5_000),
    requestDeadlineMs: Number(env.REQUEST_DEADLINE_MS ?? 8_000),
    maxInFlight: Number(env.MAX_IN_FLIGHT ?? 200),
    eventLoopShedMs: Number(env.EVENT_LOOP_SHED_MS ?? 50),
    legacyMaxPending: Number(env.LEGACY_MAX_PENDING ?? 256),
    legacyMaxFiles: Number(env.LEGACY_MAX_FILES ?? 8),
    legacyShedAt: Number(env.LEGACY_SHED_AT ?? Math.floor(Number(env.LEGACY_MAX_PENDING ?? 256) * 0.75)),
    sessionStoreTimeoutMs: Number(env.SESSION_STORE_TIMEOUT_MS ?? 500),
    queryBudgetPerMinute: Number(env.QUERY_BUDGET_PER_MINUTE ?? 6000),
    sessionSecrets,
    sessionTtlSeconds: Number(env.SESSION_TTL ?? 8 * 3600),
    sessionMaxLifetimeSeconds: Number(env.SESSION_MAX_LIFETIME ?? 8 * 3600),
    sessionCheckSeconds: Number(env.SESSION_CHECK_SECONDS ?? 30),
    // Secure by default in production (behind TLS); COOKIE_SECURE=false for a production build on plain HTTP (pnpm start).
    cookieSecure,
    trustProxy: trustedProxiesOf(env.TRUST_PROXY, cookieSecure),
    introspection: !production || env.GRAPHQL_INTROSPECTION === "true",
    metricsPort: Number(env.METRICS_PORT || (production ? 9464 : 0)),
    metricsHost: env.METRICS_HOST || "127.0.0.1",
    webDist: env.WEB_DIST || undefined,
    trustedDocuments: env.TRUSTED_DOCUMENTS
      ? { path: env.TRUSTED_DOCUMENTS, required: true }
      : env.WEB_DIST
        ? { path: join(env.WEB_DIST, ".vite", "trusted-documents.json"), required: false }
        : undefined,
    bodyLimit: env.BODY_LIMIT ?? "100kb",
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    batchLoaders: env.DATALOADER_BATCH !== "false",
    cacheFileMetadata: env.FILE_METADATA_CACHE !== "false",
  };
}

/** Secrets that are known, hence no secret: the development default and the examples that were ever written down. */
const KNOWN_SECRETS = new Set(["dev-only-session-secret-change-me", "change-me-in-real-deployments", "changeme", "secret", "test-secret"]);
/** The least length of a production secret, in bytes (e.g. `openssl rand -hex 32` gives 64). */
export const MIN_SECRET_BYTES = 32;

/**
 * The session secrets from SESSION_SECRET (comma-separated, the newest first). In production it is required, and
 * every secret has at least MIN_SECRET_BYTES and is none of the known ones; elsewhere a development default stands in.
 */
export function sessionSecretsOf(raw: string | undefined, production: boolean): string[] {
  const secrets = (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!production) return secrets.length ? secrets : ["dev-only-session-secret-change-me"];
  if (!secrets.length) throw new Error("SESSION_SECRET is required in production");
  for (const secret of secrets) {
    if (KNOWN_SECRETS.has(secret)) throw new Error("SESSION_SECRET is a known example value: generate one (openssl rand -hex 32)");
    if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) throw new Error(`SESSION_SECRET: each secret needs at least ${MIN_SECRET_BYTES} bytes`);
  }
  return secrets;
}
