import { Router, type Request, type Response } from "express";
import { checkCredentials } from "../../auth/credentials.js";
import { clientPassword, hashPassword } from "../../auth/passwords.js";
import { applyReminder, checkReminder, sendReminder } from "../../auth/reminders.js";
import { redeemTicket } from "../../auth/tickets.js";
import { Refusal, ok } from "../../http/answer.js";
import { idField, textField } from "../../http/fields.js";
import { clearSessionCookie, SESSION_COOKIE, sessionOf, setSessionCookie } from "../../http/session.js";
import { readCookie } from "../../http/cookies.js";
import { restaurantsOfUser, userHasRestaurant } from "../../models/restaurants.js";
import { findUserById, findUserByUsername, type User } from "../../models/users.js";
import type { RouteDeps } from "../deps.js";

/** Area `session`: login, legal terms, session check, logout, password reminder, favourite, reference lists. */
export function sessionRoutes({ db, sessions, guards }: RouteDeps): Router {
  const router = Router();
  const { requireSession, allowPendingSession, optionalSession } = guards;

  /** Opens a session for the user (pending while legal terms are not accepted) and answers the User. */
  const startSession = async (req: Request, res: Response, user: User) => {
    const session = await sessions.create(req.market, user.id, user.legal !== 1);
    setSessionCookie(res, req.market, session.id);
    ok(res, { ...user, exp: session.exp });
  };

  const currentUser = async (req: Request): Promise<User> => {
    const session = sessionOf(req);
    const user = await findUserById(db, req.market, session.userId);
    if (!user || user.active !== 1) {
      await sessions.destroy(req.market, session.id);
      throw new Refusal("session", 403);
    }
    return { ...user, exp: session.exp };
  };

  router.post("/login", async (req, res) => {
    const check = await checkCredentials(db, req.market, textField(req, "username"), clientPassword(textField(req, "password")));
    if ("error" in check) throw new Refusal(check.error);
    await startSession(req, res, check.user);
  });

  router.post("/login/external", async (req, res) => {
    const userId = await redeemTicket(db, req.market, textField(req, "ticket"));
    if (userId === undefined) throw new Refusal("ticket");
    const user = await findUserById(db, req.market, userId);
    if (!user) throw new Refusal("ticket");
    if (user.active !== 1) throw new Refusal("inactive");
    await startSession(req, res, user);
  });

  router.post("/legal/accept", allowPendingSession, async (req, res) => {
    const session = sessionOf(req);
    await db.query("UPDATE users SET legal = 1 WHERE id = $1 AND market = $2", [session.userId, req.market]);
    await sessions.complete(session.id);
    ok(res, await currentUser(req));
  });

  router.get("/user/data", requireSession, async (req, res) => {
    const user = await currentUser(req);
    ok(res, { ...user, restaurants: await restaurantsOfUser(db, req.market, user.id) });
  });

  router.get("/logout", optionalSession, async (req, res) => {
    const id = req.legacySession?.id ?? readCookie(req.headers.cookie, SESSION_COOKIE);
    if (id) await sessions.destroy(req.market, id);
    clearSessionCookie(res, req.market);
    ok(res, true);
  });

  router.post("/user/remember", async (req, res) => {
    const user = await findUserByUsername(db, req.market, textField(req, "username"));
    if (user) await sendReminder(db, req.market, user);
    ok(res, true);
  });

  router.post("/user/password", async (req, res) => {
    const check = await checkReminder(db, req.market, textField(req, "id"), textField(req, "time"));
    if ("error" in check) throw new Refusal(check.error);
    const password = clientPassword(textField(req, "password"));
    const repeat = clientPassword(textField(req, "repeat"));
    if (password !== repeat) throw new Refusal("mismatch");
    if (!password) throw new Refusal("password");
    await applyReminder(db, req.market, check.userId, await hashPassword(password));
    await sessions.destroyForUser(check.userId);
    ok(res, true);
  });

  router.post("/user/favorite", requireSession, async (req, res) => {
    const { userId } = sessionOf(req);
    const restaurantId = idField(req, "restaurant_id");
    if (restaurantId === undefined || !(await userHasRestaurant(db, req.market, userId, restaurantId))) {
      throw new Refusal("restaurant");
    }
    await db.query("UPDATE users SET favorite = $1 WHERE id = $2 AND market = $3", [restaurantId, userId, req.market]);
    ok(res, true);
  });

  router.get("/user/restaurants", requireSession, async (req, res) => {
    ok(res, await restaurantsOfUser(db, req.market, sessionOf(req).userId));
  });

  router.get("/provinces", requireSession, async (req, res) => {
    const rows = await db.query("SELECT id, code, name, habitants FROM provinces WHERE market = $1 AND code <> '00' ORDER BY code", [req.market]);
    ok(res, rows);
  });

  router.get("/languages", async (req, res) => {
    ok(res, await db.query("SELECT id, name, fullname FROM languages WHERE market = $1 ORDER BY pos", [req.market]));
  });

  return router;
}
