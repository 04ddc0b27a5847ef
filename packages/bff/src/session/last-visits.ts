import type { RedisClientType } from "redis";
import type { Market } from "@portal/schema";
import { withTimeout } from "../common/timeout.js";

/**
 * When each user last signed in, in every BFF process (Redis; memory without it): a sign-in records its time and
 * reads the one before, which the session keeps (`previousVisitAt`) so that the library can mark what was added or
 * changed since ("new for you"). A store that does not answer costs the badge, never the sign-in.
 */
export class LastVisits {
  private readonly memory = new Map<string, number>();

  constructor(private readonly options: { redis?: RedisClientType; prefix: string; ttlSeconds: number; timeoutMs: number; now?: () => number }) {}

  /** Records a sign-in now; answers the previous one (epoch ms), undefined for a first (or when the store fails). */
  async swap(market: Market, userId: string): Promise<number | undefined> {
    const key = `${this.options.prefix}:${market}:${userId}`;
    const now = (this.options.now ?? Date.now)();
    const { redis, ttlSeconds, timeoutMs } = this.options;
    if (!redis) {
      const previous = this.memory.get(key);
      this.memory.set(key, now);
      return previous;
    }
    const previous = await withTimeout(redis.set(key, String(now), { GET: true, expiration: { type: "EX", value: ttlSeconds } }), timeoutMs).catch(
      () => null,
    );
    return previous ? Number(previous) : undefined;
  }
}
