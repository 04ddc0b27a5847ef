import { isMarket, type Market } from "@portal/schema";
import { INVALIDATION_CHANNEL } from "./common/cache-bus.js";

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
  /** Prefix of the rate limits' Redis keys (the BFF processes of one portal share it; each test stack has its own). */
  rateLimitPrefix: string;
  sessionSecret: string;
  sessionTtlSeconds: number;
  /** How long the answer of the catalogue's session check (user/data) is reused for a session; 0: every request asks. */
  sessionCheckSeconds: number;
  cookieSecure: boolean;
  introspection: boolean;
  /** Folder of the built web app, served in production. */
  webDist?: string;
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
  const legacyUrls: Record<Market, string> = {
    ES: withSlash(env.LEGACY_URL_ES ?? "http://127.0.0.1:4010/es/api/"),
    PT: withSlash(env.LEGACY_URL_PT ?? "http://127.0.0.1:4010/pt/api/"),
  };
  const sessionSecret = env.SESSION_SECRET ?? (production ? "" : "dev-only-session-secret-change-me");
  if (!sessionSecret) throw new Error("SESSION_SECRET is required in production");
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
    sessionSecret,
    sessionTtlSeconds: Number(env.SESSION_TTL ?? 8 * 3600),
    sessionCheckSeconds: Number(env.SESSION_CHECK_SECONDS ?? 30),
    cookieSecure: env.COOKIE_SECURE === "true",
    introspection: !production || env.GRAPHQL_INTROSPECTION === "true",
    webDist: env.WEB_DIST || undefined,
    bodyLimit: env.BODY_LIMIT ?? "100kb",
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    batchLoaders: env.DATALOADER_BATCH !== "false",
    cacheFileMetadata: env.FILE_METADATA_CACHE !== "false",
  };
}
