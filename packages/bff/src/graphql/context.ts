import type { Request, Response } from "express";
import type {} from "pino-http"; // its Request has `id` and `log`
import type { Logger } from "pino";
import { ERROR_CODES, languageFor, type Language, type Market } from "@portal/schema";
import { errorCode } from "../common/errors.js";
import type { Config } from "../config.js";
import type { LegacyClient } from "../legacy/client.js";
import { Upstream } from "../legacy/upstream.js";
import { marketOfHost } from "../market.js";
import { PortalSession } from "../session/portal-session.js";
import type { ReferenceCache } from "../common/reference-cache.js";
import { createLoaders, type Loaders } from "./loaders.js";
import type { LoginThrottle } from "../security/login-throttle.js";
import { LoginClient } from "../security/login-client.js";
import type { UserChanges } from "../session/user-changes.js";
import type { LastVisits } from "../session/last-visits.js";

/** What every resolver gets. Built in one place (here); resolvers never touch req or res. */
export interface Context {
  market: Market;
  /** Interface language of the request: the session's, else the market's default. */
  language: Language;
  session: PortalSession;
  upstream: Upstream;
  cache: ReferenceCache;
  loaders: Loaders;
  config: Config;
  /** Origin the browser used (for links that must come back to the portal). */
  origin: string;
  /** The client's address (the proxy's client when behind one: `trust proxy`), for the login's rate limits. */
  clientIp: string;
  /** The client of a login attempt: its address and whether this browser signed in to the account before. */
  loginClient: LoginClient;
  throttle: LoginThrottle;
  /** Marks of users changed by someone else, followed on their next request (see UserChanges). */
  userChanges: UserChanges;
  /** Each user's previous sign-in, read when they sign in (see LastVisits). */
  lastVisits: LastVisits;
  logger: Logger;
}

export interface ContextDeps {
  config: Config;
  legacy: LegacyClient;
  cache: ReferenceCache;
  throttle: LoginThrottle;
  userChanges: UserChanges;
  lastVisits: LastVisits;
  logger: Logger;
}

export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

export function buildContext(deps: ContextDeps, req: Request, res: Response): Context {
  const market = marketOfHost(req.get("host"), deps.config);
  const session = new PortalSession(req, res, market, deps.config.sessionMaxLifetimeSeconds * 1000);
  const requestId = typeof req.id === "string" ? req.id : undefined;
  const upstream = new Upstream(deps.legacy, market, session, requestId, deps.config.requestDeadlineMs);
  const partial = {
    market,
    language: languageFor(market, session.language),
    session,
    upstream,
    cache: deps.cache,
    config: deps.config,
    origin: requestOrigin(req),
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    loginClient: new LoginClient(req, res, deps.config),
    throttle: deps.throttle,
    userChanges: deps.userChanges,
    lastVisits: deps.lastVisits,
    // pino-http's child logger of the request (its id on every line), else the app's.
    logger: req.log ?? deps.logger,
  };
  return { ...partial, loaders: createLoaders(partial) };
}

/**
 * The context of a signed-in request (GraphQL, files, uploads, the page's boot data): first, a change made to the user
 * by someone else since their session last checked is followed (see `followUserChanges`).
 */
export async function requestContext(deps: ContextDeps, req: Request, res: Response): Promise<Context> {
  const ctx = buildContext(deps, req, res);
  await followUserChanges(ctx, req);
  return ctx;
}

/**
 * A change made to the signed-in user by someone else (their type, restaurants or active flag: see UserChanges) since
 * their session last checked is followed now, before anything else of the request: the session is checked at the
 * catalogue again and its role follows the answer; a user switched off (the catalogue refuses the check) is signed
 * out, so the request goes on signed out. Costs no Redis round trip of its own: the session store reads the mark with
 * the session (SafeRedisStore); only in-memory sessions or a principal changed since ask again.
 */
async function followUserChanges(ctx: Context, req: Request): Promise<void> {
  const principal = ctx.session.principal;
  if (!principal) return;
  const changedAt = await ctx.userChanges.changedAt(ctx.market, principal.userId, req);
  if (changedAt === undefined || changedAt < ctx.session.verifiedAt) return;
  ctx.session.forgetUser();
  try {
    const user = await ctx.loaders.session.currentUser();
    ctx.session.principal = { userId: user.id, type: user.type, admin: user.admin };
  } catch (error) {
    if (errorCode(error) !== ERROR_CODES.UNAUTHENTICATED) throw error; // the session is gone: the request goes on signed out
  }
}
