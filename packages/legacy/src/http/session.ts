import type { RequestHandler, Request, Response } from "express";
import type { Session, SessionStore } from "../auth/sessions.js";
import { marketSlug, type Market } from "../market.js";
import type { Db } from "../db/db.js";
import { Refusal, sessionRefusal } from "./answer.js";
import { readCookie } from "./cookies.js";
import "./request.js";

export const SESSION_COOKIE = "ci_session";

/** The session of a request that passed `requireSession` or `allowPendingSession`. */
export function sessionOf(req: Request): Session {
  if (!req.legacySession) throw new Error("route mounted without a session middleware");
  return req.legacySession;
}

export function setSessionCookie(res: Response, market: Market, id: string): void {
  res.cookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: "lax", path: `/${marketSlug(market)}/api` });
}

export function clearSessionCookie(res: Response, market: Market): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: `/${marketSlug(market)}/api` });
}

/** The middlewares that read `ci_session`; each slides the session's expiry. */
export function sessionMiddlewares(store: SessionStore, db: Db) {
  /**
   * The request's live session, its expiry slid. A call on a session an administrator opened as its user ("log in
   * as") is recorded with both identities before it runs.
   */
  const load = async (req: Request): Promise<Session | undefined> => {
    const id = readCookie(req.headers.cookie, SESSION_COOKIE);
    const session = id ? await store.touch(req.market, id) : undefined;
    if (session?.actingAdminId !== undefined) {
      await db.query("INSERT INTO borrowed_actions (market, session_id, user_id, admin_id, method, path) VALUES ($1, $2, $3, $4, $5, $6)", [
        req.market,
        session.id,
        session.userId,
        session.actingAdminId,
        req.method,
        req.path.replace(/^\/+/, ""),
      ]);
    }
    return session;
  };

  /** A complete session (legal terms accepted); otherwise 403 `session`. */
  const requireSession: RequestHandler = async (req, _res, next) => {
    const session = await load(req);
    if (!session || session.pending) throw sessionRefusal();
    req.legacySession = session;
    next();
  };

  /** Any live session, also a pending one: only for `legal/accept` (and `logout`). */
  const allowPendingSession: RequestHandler = async (req, _res, next) => {
    const session = await load(req);
    if (!session) throw sessionRefusal();
    req.legacySession = session;
    next();
  };

  /** Attaches the session when there is one; never refuses. */
  const optionalSession: RequestHandler = async (req, _res, next) => {
    req.legacySession = await load(req);
    next();
  };

  /** A guard for a complete session whose user passes `allowed`; refusal `admin` (HTTP 200) for anyone else signed in. */
  const adminGuard =
    (allowed: (user: { admin: number; type: number }) => boolean): RequestHandler =>
    async (req, _res, next) => {
      const session = await load(req);
      if (!session || session.pending) throw sessionRefusal();
      const [user] = await db.query<{ admin: number; type: number }>("SELECT admin, type FROM users WHERE market = $1 AND id = $2", [
        req.market,
        session.userId,
      ]);
      if (!user || !allowed({ admin: Number(user.admin), type: Number(user.type) })) throw new Refusal("admin");
      req.legacySession = session;
      next();
    };

  /** An administrator (admin flag 1). */
  const requireAdmin = adminGuard((user) => user.admin === 1);
  /** An administrator of everything: admin flag 1 and not a restricted administrator (type 4), for the people's calls. */
  const requireFullAdmin = adminGuard((user) => user.admin === 1 && user.type !== 4 && user.type !== 6);

  return { requireSession, requireAdmin, requireFullAdmin, allowPendingSession, optionalSession };
}

export type SessionMiddlewares = ReturnType<typeof sessionMiddlewares>;
