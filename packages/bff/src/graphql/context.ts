import type { Request, Response } from "express";
import type {} from "pino-http"; // its Request has `id` and `log`
import type { Logger } from "pino";
import { languageFor, type Language, type Market } from "@portal/schema";
import type { Config } from "../config.js";
import type { LegacyClient } from "../legacy/client.js";
import { Upstream } from "../legacy/upstream.js";
import { marketOfHost } from "../market.js";
import { PortalSession } from "../session/portal-session.js";
import type { ReferenceCache } from "../common/reference-cache.js";
import { createLoaders, type Loaders } from "./loaders.js";
import type { LoginThrottle } from "../security/login-throttle.js";

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
  throttle: LoginThrottle;
  logger: Logger;
}

export interface ContextDeps {
  config: Config;
  legacy: LegacyClient;
  cache: ReferenceCache;
  throttle: LoginThrottle;
  logger: Logger;
}

export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

export function buildContext(deps: ContextDeps, req: Request, res: Response): Context {
  const market = marketOfHost(req.get("host"), deps.config);
  const session = new PortalSession(req, res, market, deps.config.sessionMaxLifetimeSeconds * 1000);
  const requestId = typeof req.id === "string" ? req.id : undefined;
  const upstream = new Upstream(deps.legacy, market, session, requestId, Date.now() + deps.config.requestDeadlineMs);
  const partial = {
    market,
    language: languageFor(market, session.language),
    session,
    upstream,
    cache: deps.cache,
    config: deps.config,
    origin: requestOrigin(req),
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    throttle: deps.throttle,
    // pino-http's child logger of the request (its id on every line), else the app's.
    logger: req.log ?? deps.logger,
  };
  return { ...partial, loaders: createLoaders(partial) };
}
