import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import { parse } from "cookie";
import type { Config } from "../config.js";
import type { LoginAttempt } from "./login-throttle.js";

/**
 * A browser that has signed in to an account before is known to it (OWASP's "device cookies"): the login's limits
 * per account, which a stranger can set off from anywhere, never hold it back (see `LoginThrottle`).
 *
 * The cookie holds this browser's random id and, for each account signed in from it (the last DEVICE_ACCOUNTS), a tag:
 * an HMAC of the id and the account under the session secret. Nobody can make a tag without the secret, and a tag
 * names no account. Every secret of SESSION_SECRET verifies (rotation), the first makes the new ones.
 */
export const DEVICE_COOKIE_DAYS = 180;
export const DEVICE_ACCOUNTS = 8;

export const deviceCookieName = (secure: boolean) => (secure ? "__Host-portal.device" : "portal.device");

const ID = /^[\w-]{22}$/;
const TAG_LENGTH = 22; // base64url characters: 132 bits of HMAC-SHA256

/** The normalised account name of a login (the limits' key and the tags' subject). */
export const accountOf = (username: string) => username.trim().toLowerCase();

function tag(secret: string, id: string, account: string): string {
  return createHmac("sha256", secret).update(`portal-device|${id}|${account}`).digest("base64url").slice(0, TAG_LENGTH);
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The id and tags of a device cookie's value, or nothing when it is malformed. */
function read(value: string | undefined): { id: string; tags: string[] } | undefined {
  const [id, ...tags] = (value ?? "").split(".");
  return ID.test(id) ? { id, tags: tags.filter((t) => t.length === TAG_LENGTH).slice(-DEVICE_ACCOUNTS) } : undefined;
}

/**
 * The client of a login, as its rate limits see it: the address (express's `req.ip`, through the trusted proxies
 * only) and, when this browser signed in to the account before, its device id. Built from the request in the
 * context: resolvers never touch req or res.
 */
export class LoginClient {
  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly config: Pick<Config, "sessionSecrets" | "cookieSecure">,
  ) {}

  private get cookieValue(): string | undefined {
    return parse(this.req.headers.cookie ?? "")[deviceCookieName(this.config.cookieSecure)];
  }

  /** A login attempt at `username` from this client. */
  attempt(username: string): LoginAttempt {
    const account = accountOf(username);
    const ip = this.req.ip ?? this.req.socket.remoteAddress ?? "unknown";
    const cookie = read(this.cookieValue);
    const known = cookie && this.config.sessionSecrets.some((secret) => cookie.tags.some((t) => same(t, tag(secret, cookie.id, account))));
    return { account, ip, device: known ? cookie.id : undefined };
  }

  /**
   * After a sign-in to `username`: this browser is known to the account from now on (its tag made with the newest
   * secret). A Secure cookie goes over TLS only, like the session's (express-session's `proxy`: X-Forwarded-Proto).
   */
  remember(username: string) {
    const forwarded = String(this.req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      .trim();
    if (this.config.cookieSecure && !this.req.secure && forwarded !== "https") return;
    const account = accountOf(username);
    const cookie = read(this.cookieValue);
    const id = cookie?.id ?? randomBytes(16).toString("base64url");
    const others = (cookie?.tags ?? []).filter((t) => !this.config.sessionSecrets.some((secret) => same(t, tag(secret, id, account))));
    const tags = [...others, tag(this.config.sessionSecrets[0], id, account)].slice(-DEVICE_ACCOUNTS);
    this.res.cookie(deviceCookieName(this.config.cookieSecure), [id, ...tags].join("."), {
      httpOnly: true,
      secure: this.config.cookieSecure,
      sameSite: "strict",
      path: "/",
      maxAge: DEVICE_COOKIE_DAYS * 24 * 3600 * 1000,
    });
  }
}
