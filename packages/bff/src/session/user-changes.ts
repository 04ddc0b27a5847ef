import type { RedisClientType } from "redis";
import type { Market } from "@portal/schema";
import { sessionStoreUnavailable } from "../common/errors.js";
import { withTimeout } from "../common/timeout.js";

/** A user's change mark as the session store read it with the session (one round trip): `mark` null when none. */
interface Preloaded {
  market: Market;
  userId: string;
  mark: string | null;
}
const PRELOADED = Symbol("portal.userChange.preloaded");

/** Keeps on the request the mark the session store read with the session (see SafeRedisStore). */
export function preloadUserChange(req: object, preloaded: Preloaded): void {
  (req as { [PRELOADED]?: Preloaded })[PRELOADED] = preloaded;
}

/**
 * When a user was last changed by someone else (an administrator, their franchisee): their type, restaurants or
 * active flag. Every BFF process reads it (in Redis; in memory without Redis) on each request of that user's
 * sessions, so the change takes effect on the user's next request: their session is checked at the catalogue again
 * (a switched-off user is signed out, a new role or restaurant list is followed), not at their next sign-in.
 */
export class UserChanges {
  private readonly memory = new Map<string, number>();

  constructor(
    private readonly options: {
      redis?: RedisClientType;
      prefix: string;
      /** How long a mark is kept: no session lives longer, so an older mark concerns no live session. */
      ttlSeconds: number;
      timeoutMs: number;
      now?: () => number;
    },
  ) {}

  private key(market: Market, userId: string) {
    return `${this.options.prefix}:${market}:${userId}`;
  }

  /** The user was changed now. */
  async mark(market: Market, userId: string): Promise<void> {
    const at = (this.options.now ?? Date.now)();
    const { redis, ttlSeconds, timeoutMs } = this.options;
    if (!redis) {
      this.memory.set(this.key(market, userId), at);
      return;
    }
    await withTimeout(redis.set(this.key(market, userId), String(at), { expiration: { type: "EX", value: ttlSeconds } }), timeoutMs).catch(storeDown);
  }

  /**
   * When the user was last changed (epoch ms), or undefined: as read with the request's session when the store did
   * (`req`), else from Redis (or memory).
   */
  async changedAt(market: Market, userId: string, req?: object): Promise<number | undefined> {
    const preloaded = (req as { [PRELOADED]?: Preloaded } | undefined)?.[PRELOADED];
    const { redis, timeoutMs } = this.options;
    let value: string | null | undefined;
    if (preloaded && preloaded.market === market && preloaded.userId === userId) value = preloaded.mark;
    else if (!redis) return this.memory.get(this.key(market, userId));
    else value = await withTimeout(redis.get(this.key(market, userId)), timeoutMs).catch(storeDown);
    return value === null || value === undefined ? undefined : Number(value);
  }
}

/** Redis down or slow: the request fails fast with 503 SESSION_STORE_UNAVAILABLE, as every session read does then. */
function storeDown(): never {
  throw sessionStoreUnavailable();
}
