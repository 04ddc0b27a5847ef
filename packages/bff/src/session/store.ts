import session, { MemoryStore, type Store } from "express-session";
import { SafeRedisStore } from "./safe-redis-store.js";
import { withTimeout } from "../common/timeout.js";
import { createClient, type RedisClientType } from "redis";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Config } from "../config.js";
import "./types.js";

/**
 * The session cookie's name: `__Host-` prefixed when it is Secure (the browser then keeps it to this host, on `/`,
 * sent over TLS only: no subdomain or plain-HTTP page can set or shadow it).
 */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-portal.sid" : "portal.sid");

export interface SessionStore {
  middleware: RequestHandler;
  /** Resolves when the store answers (used by /readyz). */
  ping(): Promise<void>;
  /** The Redis client of the sessions (the login's rate limits share it); none with in-memory sessions. */
  redis?: RedisClientType;
  close(): Promise<void>;
}

/**
 * Sessions: express-session with a Redis store when REDIS_URL is set, in memory otherwise.
 * With Redis down, commands fail at once (no offline queue) so requests answer 503 fast; the client
 * reconnects by itself and requests recover when Redis returns.
 */
export function createSessionStore(config: Config, logger: Logger): SessionStore {
  let store: Store;
  let ping: () => Promise<void>;
  let close: () => Promise<void>;
  let redis: RedisClientType | undefined;
  if (config.redisUrl) {
    const client: RedisClientType = (redis = createClient({
      url: config.redisUrl,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    }));
    let lastError = "";
    client.on("error", (error: Error) => {
      if (error.message !== lastError) logger.warn({ err: error.message }, "redis error");
      lastError = error.message;
    });
    client.on("ready", () => {
      if (lastError) logger.info("redis ready again");
      lastError = "";
    });
    client.connect().catch(() => undefined); // reconnectStrategy keeps trying; requests fail fast meanwhile
    // No per-request EXPIRE: the session slides by being saved (see `slide` below).
    store = new SafeRedisStore(client, {
      prefix: "portal:sess:",
      ttlSeconds: config.sessionTtlSeconds,
      timeoutMs: config.sessionStoreTimeoutMs,
      userChangesPrefix: config.userChangesPrefix,
      onDropped: (sid) => logger.warn({ sid: sid.slice(0, 6) }, "session change dropped after repeated concurrent writes"),
    });
    ping = async () => {
      if (!client.isReady) throw new Error("redis not ready");
      await withTimeout(client.ping(), config.sessionStoreTimeoutMs);
    };
    close = async () => {
      if (client.isOpen) await client.close().catch(() => client.destroy());
    };
  } else {
    store = new MemoryStore();
    ping = async () => undefined;
    close = async () => undefined;
  }
  const load = session({
    name: sessionCookieName(config.cookieSecure),
    // The first secret signs; the others still verify (rotation: put the new one first, drop the old one later).
    secret: config.sessionSecrets,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.cookieSecure,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: config.cookieSecure,
      maxAge: config.sessionTtlSeconds * 1000,
    },
  });
  const slideMs = Math.min(SLIDE_MS, (config.sessionTtlSeconds * 1000) / 10);
  /**
   * A session lasts SESSION_TTL from its last use, to the minute: a session in use is saved (new store
   * TTL, new cookie expiry) once per SLIDE_MS instead of touching the store and re-signing the cookie
   * on every request.
   */
  const slide: RequestHandler = (req, _res, next) => {
    const session = req.session;
    if (session?.market) {
      const slot = Math.floor(Date.now() / slideMs);
      if (session.slot !== slot) session.slot = slot;
    }
    next();
  };
  const middleware: RequestHandler = (req, res, next) => load(req, res, (error?: unknown) => (error ? next(error) : slide(req, res, next)));
  return { middleware, ping, close, redis };
}

/** How often a session in use is saved to slide its expiry. */
const SLIDE_MS = 60_000;
