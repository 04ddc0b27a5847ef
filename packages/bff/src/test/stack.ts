import { randomUUID } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { startLegacy } from "@portal/legacy";
import { loadConfig, type Config } from "../config.js";
import { createApp, type AppOptions } from "../app.js";
import type { UpstreamCall } from "../legacy/client.js";
import type { ReferenceCache } from "../common/reference-cache.js";

export type LegacyServer = Awaited<ReturnType<typeof startLegacy>>;

export interface Stack {
  /** Base URL of the BFF, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Base URL of its metrics listener (`/metrics`), on a port of its own. */
  metricsUrl: string;
  legacy: LegacyServer;
  config: Config;
  /** Every catalogue call the BFF made since the last reset. */
  calls: UpstreamCall[];
  /** The BFF's reference-data cache (tests clear it to count cold calls). */
  cache: ReferenceCache;
  close(): Promise<void>;
}

/** The BFF alone on a random port, against whatever catalogue and Redis the environment names. */
export async function startBff(env: Record<string, string>, options: Pick<AppOptions, "logger"> = {}) {
  // Each BFF of the tests hears only its own cache invalidations, unless a test shares a channel on purpose.
  const config = loadConfig({
    NODE_ENV: "test",
    LEGACY_TIMEOUT_MS: "2000",
    // The tests' machine runs many processes at once: the event loop's delay there says little of this BFF's load (the
    // shedding on it is tested on the production start, src/test/production-faults.test.ts).
    EVENT_LOOP_SHED_MS: "0",
    CACHE_INVALIDATION_CHANNEL: `portal:cache:test:${randomUUID()}`,
    RATE_LIMIT_PREFIX: `portal:rl:test:${randomUUID()}`,
    USER_CHANGES_PREFIX: `portal:user-changed:test:${randomUUID()}`,
    LAST_VISIT_PREFIX: `portal:last-visit:test:${randomUUID()}`,
    ...env,
  });
  const calls: UpstreamCall[] = [];
  const bff = await createApp(config, { ...options, onUpstreamCall: (call) => calls.push(call) });
  const server: Server = await new Promise((resolve) => {
    const s = bff.app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const metricsServer = bff.serveMetrics(0, "127.0.0.1");
  await once(metricsServer, "listening");
  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`,
    config,
    calls,
    cache: bff.cache,
    async close() {
      server.closeAllConnections();
      metricsServer.close();
      await new Promise((resolve) => server.close(resolve));
      await bff.close();
    },
  };
}

export interface StackOptions {
  /** Redis of the sessions: the machine's (REDIS_URL or 127.0.0.1:6379) by default, `null` for in-memory sessions. */
  redisUrl?: string | null;
  /** More of the BFF's environment (NODE_ENV, WEB_DIST, SESSION_CHECK_SECONDS...). */
  env?: Record<string, string>;
  legacyTtlSeconds?: number;
}

/**
 * The real thing on random ports: the legacy catalogue on a fresh in-memory database and the BFF
 * against it, with the machine's Redis unless `redisUrl: null`.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const legacy = await startLegacy({ port: 0, dataDir: "memory", quiet: true, sessionTtlSeconds: options.legacyTtlSeconds });
  const redisUrl = options.redisUrl === undefined ? (process.env.REDIS_URL ?? "redis://127.0.0.1:6379") : options.redisUrl;
  const bff = await startBff({
    LEGACY_URL_ES: `${legacy.url}/es/api/`,
    LEGACY_URL_PT: `${legacy.url}/pt/api/`,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  });
  return {
    ...bff,
    legacy,
    async close() {
      await bff.close();
      await legacy.close();
    },
  };
}

/**
 * Resolves once the BFF at `url` answers /readyz with 200: its Redis client connects after the server listens, and
 * until it has, requests that touch the session fail fast (503) by design.
 */
export async function untilReady(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs} ms (last /readyz: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A second BFF process on the same catalogue (`legacyUrl`) and Redis, hearing the cache invalidations of `channel` as
 * replicas do; resolves once it is ready.
 */
export async function startReplica(legacyUrl: string, channel: string): ReturnType<typeof startBff> {
  const replica = await startBff({
    LEGACY_URL_ES: `${legacyUrl}/es/api/`,
    LEGACY_URL_PT: `${legacyUrl}/pt/api/`,
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    CACHE_INVALIDATION_CHANNEL: channel,
  });
  await untilReady(replica.url);
  return replica;
}
