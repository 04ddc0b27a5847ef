import { randomUUID } from "node:crypto";
import { createClient } from "redis";
import type { Logger } from "pino";
import type { InvalidationBus } from "./reference-cache.js";

/** The Redis channel of cache invalidations (tests give each stack its own). */
export const INVALIDATION_CHANNEL = "portal:cache:invalidate";

/**
 * Invalidations over Redis pub/sub: a publisher and a subscriber connection, each reconnecting by itself.
 * A message is `{ from, prefix }`; a process ignores its own (it dropped the entries already). With Redis
 * down an invalidation reaches only its own process and the others' entries live out their TTL (logged).
 */
export function redisInvalidationBus(url: string, logger: Logger, channel = INVALIDATION_CHANNEL): InvalidationBus {
  const from = randomUUID();
  const options = {
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  };
  const publisher = createClient(options);
  const subscriber = createClient(options);
  for (const client of [publisher, subscriber]) client.on("error", () => undefined); // the session store logs Redis's state
  publisher.connect().catch(() => undefined); // reconnectStrategy keeps trying
  subscriber.connect().catch(() => undefined);
  return {
    publish(prefix) {
      publisher.publish(channel, JSON.stringify({ from, prefix })).catch((error: Error) => {
        logger.warn({ err: error.message, prefix }, "cache invalidation not published: other processes keep their entries until they expire");
      });
    },
    subscribe(drop) {
      const listener = (message: string) => {
        const { from: sender, prefix } = JSON.parse(message) as { from: string; prefix: unknown };
        if (sender !== from && typeof prefix === "string") drop(prefix);
      };
      // Subscribes on the first connection; the client itself subscribes again after a reconnection.
      return new Promise<void>((resolve) => {
        const subscribe = () =>
          subscriber.subscribe(channel, listener).then(resolve, (error: Error) => {
            logger.warn({ err: error.message }, "cache invalidations not subscribed; trying on the next connection");
            subscriber.once("ready", subscribe);
          });
        if (subscriber.isReady) void subscribe();
        else subscriber.once("ready", subscribe);
      });
    },
    async close() {
      await Promise.all([publisher, subscriber].map((client) => (client.isOpen ? client.close().catch(() => client.destroy()) : undefined)));
    },
  };
}
