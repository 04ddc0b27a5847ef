import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisClientType } from "redis";
import { sessionStoreUnavailable, tooManyRequests } from "../common/errors.js";
import { withTimeout } from "../common/timeout.js";

/**
 * Guessing passwords is slowed down (rate-limiter-flexible, in Redis so that every BFF process shares the counts; in
 * memory without Redis):
 *  - per account and address: FREE_FAILURES wrong passwords in a row are answered; then each further one blocks the
 *    next attempt for a growing time (1 s, 2 s, 4 s… up to MAX_BLOCK_SECONDS). A success clears the count.
 *  - per address: IP_FAILURES wrong passwords an hour, then an hour's block (many accounts tried from one place).
 * A blocked attempt never reaches the catalogue: it answers TOO_MANY_REQUESTS with `retryAfter` (seconds), which
 * the HTTP answer repeats as `Retry-After`.
 */
export const LOGIN_LIMITS = {
  FREE_FAILURES: 5,
  MAX_BLOCK_SECONDS: 15 * 60,
  IP_FAILURES: 100,
  /** The window of both counts. */
  WINDOW_SECONDS: 60 * 60,
} as const;

export class LoginThrottle {
  /** Wrong passwords in a row, per account and address. */
  private readonly failures: RateLimiterAbstract;
  /** The current block of an account and address (its growing back-off). */
  private readonly blocks: RateLimiterAbstract;
  /** Wrong passwords per address. */
  private readonly byIp: RateLimiterAbstract;

  private readonly timeoutMs: number;

  constructor(options: { redis?: RedisClientType; prefix: string; timeoutMs?: number }) {
    this.timeoutMs = options.timeoutMs ?? 500;
    const make = (keyPrefix: string, points: number, duration: number) =>
      options.redis
        ? new RateLimiterRedis({ storeClient: options.redis, useRedisPackage: true, keyPrefix: `${options.prefix}:${keyPrefix}`, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.failures = make("login-fail", 10_000, LOGIN_LIMITS.WINDOW_SECONDS);
    this.blocks = make("login-block", 1, LOGIN_LIMITS.MAX_BLOCK_SECONDS);
    this.byIp = make("login-ip", LOGIN_LIMITS.IP_FAILURES, LOGIN_LIMITS.WINDOW_SECONDS);
  }

  /** Before an attempt: throws TOO_MANY_REQUESTS while the account (from this address) or the address is blocked. */
  async check(ip: string, username: string): Promise<void> {
    const [block, address] = await withTimeout(Promise.all([this.blocks.get(accountKey(ip, username)), this.byIp.get(ip)]), this.timeoutMs).catch(
      storeDown,
    );
    const waits = [
      block && block.consumedPoints > 1 ? block.msBeforeNext : 0,
      address && address.consumedPoints >= LOGIN_LIMITS.IP_FAILURES ? address.msBeforeNext : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000));
  }

  /** A wrong password: counted for the account and the address; past the free ones, the account's next attempt waits. */
  async failed(ip: string, username: string): Promise<void> {
    const key = accountKey(ip, username);
    const [count] = await withTimeout(Promise.all([this.failures.consume(key), this.byIp.consume(ip).catch(rejectedOrThrow)]), this.timeoutMs).catch(
      storeDown,
    );
    const over = count.consumedPoints - LOGIN_LIMITS.FREE_FAILURES;
    if (over > 0) await this.blocks.block(key, Math.min(2 ** (over - 1), LOGIN_LIMITS.MAX_BLOCK_SECONDS));
  }

  /** A success: the account's wrong passwords from this address are forgotten. */
  async succeeded(ip: string, username: string): Promise<void> {
    const key = accountKey(ip, username);
    await withTimeout(Promise.all([this.failures.delete(key), this.blocks.delete(key)]), this.timeoutMs).catch(storeDown);
  }
}

const accountKey = (ip: string, username: string) => `${username.trim().toLowerCase()}|${ip}`;

/** The counts live with the sessions: without them the login cannot be allowed (it would not stay signed in anyway). */
function storeDown(error: unknown): never {
  throw error instanceof RateLimiterRes ? error : sessionStoreUnavailable();
}

/** A limiter rejects with a RateLimiterRes when its points are spent (counted all the same), with an Error when its store fails. */
function rejectedOrThrow(reason: unknown): RateLimiterRes {
  if (reason instanceof RateLimiterRes) return reason;
  throw reason;
}
