import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisClientType } from "redis";
import { sessionStoreUnavailable, tooManyRequests } from "../common/errors.js";
import { withTimeout } from "../common/timeout.js";

/**
 * Guessing passwords is slowed down (rate-limiter-flexible, in Redis so that every BFF process shares the counts; in
 * memory without Redis). A client is a browser known to the account (it signed in to it before: `LoginClient`'s
 * device cookie) or else its address:
 *  - per account and client: FREE_FAILURES wrong passwords in a row are answered; then each further one blocks the
 *    next attempt for a growing time (1 s, 2 s, 4 s… up to MAX_BLOCK_SECONDS). A success clears the count.
 *  - per address: IP_FAILURES wrong passwords an hour, then an hour's block (many accounts tried from one place).
 *  - per account, whatever the address: ACCOUNT_FREE_FAILURES wrong passwords a day from clients it does not know,
 *    then each further one blocks them all for a growing time, capped at ACCOUNT_MAX_BLOCK_SECONDS (guesses spread
 *    over many addresses, or sent with a forged X-Forwarded-For, reach an account a few times an hour at most).
 * A known browser is held back only by its own count (per account and device), so a stranger guessing from
 * elsewhere cannot lock the user out of the browsers they use; a browser new to the account waits at most
 * ACCOUNT_MAX_BLOCK_SECONDS between attempts while the guessing goes on. A blocked attempt never reaches the
 * catalogue: it answers TOO_MANY_REQUESTS with `retryAfter` (seconds), which the HTTP answer repeats as `Retry-After`.
 */
export const LOGIN_LIMITS = {
  FREE_FAILURES: 5,
  MAX_BLOCK_SECONDS: 15 * 60,
  IP_FAILURES: 100,
  /** The window of the counts per client and per address. */
  WINDOW_SECONDS: 60 * 60,
  ACCOUNT_FREE_FAILURES: 10,
  ACCOUNT_MAX_BLOCK_SECONDS: 5 * 60,
  ACCOUNT_WINDOW_SECONDS: 24 * 60 * 60,
} as const;

/** One attempt: the account (normalised), the client's address and, when it signed in to the account before, its device. */
export interface LoginAttempt {
  account: string;
  ip: string;
  device?: string;
}

type Make = (keyPrefix: string, points: number, duration: number) => RateLimiterAbstract;

/** Wrong passwords counted per key; past `free` of them, each blocks the key's next attempt twice as long, up to `capSeconds`. */
class BackOff {
  private readonly failures: RateLimiterAbstract;
  private readonly blocks: RateLimiterAbstract;

  constructor(
    make: Make,
    name: string,
    private readonly free: number,
    private readonly capSeconds: number,
    windowSeconds: number,
  ) {
    this.failures = make(`${name}-fail`, 10_000, windowSeconds);
    this.blocks = make(`${name}-block`, 1, capSeconds);
  }

  /** How long the key must still wait, in ms (0: it may try). */
  async wait(key: string): Promise<number> {
    const block = await this.blocks.get(key);
    return block && block.consumedPoints > 1 ? block.msBeforeNext : 0;
  }

  async failed(key: string): Promise<void> {
    const over = (await this.failures.consume(key)).consumedPoints - this.free;
    if (over > 0) await this.blocks.block(key, Math.min(2 ** (over - 1), this.capSeconds));
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.blocks.delete(key)]);
  }
}

export class LoginThrottle {
  /** Per account and client (device or address). */
  private readonly byClient: BackOff;
  /** Per account, from the clients it does not know. */
  private readonly byAccount: BackOff;
  /** Wrong passwords per address. */
  private readonly byIp: RateLimiterAbstract;

  private readonly timeoutMs: number;

  constructor(options: { redis?: RedisClientType; prefix: string; timeoutMs?: number }) {
    this.timeoutMs = options.timeoutMs ?? 500;
    const make: Make = (keyPrefix, points, duration) =>
      options.redis
        ? new RateLimiterRedis({ storeClient: options.redis, useRedisPackage: true, keyPrefix: `${options.prefix}:${keyPrefix}`, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    const { FREE_FAILURES, MAX_BLOCK_SECONDS, WINDOW_SECONDS, ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_BLOCK_SECONDS, ACCOUNT_WINDOW_SECONDS } =
      LOGIN_LIMITS;
    this.byClient = new BackOff(make, "login", FREE_FAILURES, MAX_BLOCK_SECONDS, WINDOW_SECONDS);
    this.byAccount = new BackOff(make, "login-account", ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_BLOCK_SECONDS, ACCOUNT_WINDOW_SECONDS);
    this.byIp = make("login-ip", LOGIN_LIMITS.IP_FAILURES, WINDOW_SECONDS);
  }

  /** Before an attempt: throws TOO_MANY_REQUESTS while one of the limits that apply to it holds it back. */
  async check(attempt: LoginAttempt): Promise<void> {
    const ipWait = async () => {
      const address = await this.byIp.get(attempt.ip);
      return address && address.consumedPoints >= LOGIN_LIMITS.IP_FAILURES ? address.msBeforeNext : 0;
    };
    const waits = this.store([this.byClient.wait(clientKey(attempt)), ...(attempt.device ? [] : [ipWait(), this.byAccount.wait(attempt.account)])]);
    const wait = Math.max(...(await waits));
    if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000));
  }

  /** A wrong password: counted for the client and, from a client the account does not know, the address and the account. */
  async failed(attempt: LoginAttempt): Promise<void> {
    await this.store<unknown>([
      this.byClient.failed(clientKey(attempt)),
      ...(attempt.device ? [] : [this.byIp.consume(attempt.ip).catch(rejectedOrThrow), this.byAccount.failed(attempt.account)]),
    ]);
  }

  /**
   * A success: the client's wrong passwords are forgotten. The account's count is not: a stranger's guesses go on
   * counting while the user signs in.
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.store([this.byClient.clear(clientKey(attempt))]);
  }

  /** The counts live with the sessions: without them the login cannot be allowed (it would not stay signed in anyway). */
  private store<T>(operations: Promise<T>[]): Promise<T[]> {
    return withTimeout(Promise.all(operations), this.timeoutMs).catch((error: unknown) => {
      throw error instanceof RateLimiterRes ? error : sessionStoreUnavailable();
    });
  }
}

const clientKey = ({ account, ip, device }: LoginAttempt) => (device ? `${account}|device:${device}` : `${account}|${ip}`);

/** A limiter rejects with a RateLimiterRes when its points are spent (counted all the same), with an Error when its store fails. */
function rejectedOrThrow(reason: unknown): RateLimiterRes {
  if (reason instanceof RateLimiterRes) return reason;
  throw reason;
}
