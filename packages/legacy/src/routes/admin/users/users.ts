import { Router } from "express";
import type { Db } from "../../../db/db.js";
import { Refusal, ok } from "../../../http/answer.js";
import { idField, textField } from "../../../http/fields.js";
import { sessionOf, setSessionCookie } from "../../../http/session.js";
import type { Market } from "../../../market.js";
import { findUserById } from "../../../models/users.js";
import { readPersonForm, writeUser, type PersonRow } from "../../account/people.js";
import type { RouteDeps } from "../../deps.js";

/** A user of the admin table: every field but the password, with the ids of all their restaurants. */
interface AdminUserRow extends PersonRow {
  admin: number;
}

/** Every user of the market (or the one with `id`), by name. */
function adminUsers(db: Db, market: Market, id?: number): Promise<AdminUserRow[]> {
  return db.query<AdminUserRow>(
    `SELECT u.id, u.name, u.email, u.phone, u.type, u.admin, u.active,
            coalesce(array_agg(ur.restaurant_id ORDER BY ur.restaurant_id) FILTER (WHERE ur.restaurant_id IS NOT NULL), '{}') AS restaurants
       FROM users u LEFT JOIN user_restaurants ur ON ur.user_id = u.id
      WHERE u.market = $1 ${id === undefined ? "" : "AND u.id = $2"}
      GROUP BY u.id ORDER BY u.name, u.id`,
    id === undefined ? [market] : [market, id],
  );
}

/**
 * Area `admin users`: the people administration of full administrators (admin flag, not a restricted administrator):
 * every user of the market, create and change any of them with the account area's person form, and "log in as".
 */
export function usersRoutes({ db, sessions, guards }: RouteDeps): Router {
  const router = Router();
  const { requireFullAdmin } = guards;

  /** Every user of the market, for the admin table (full administrators). */
  router.get("/admin/users", requireFullAdmin, async (req, res) => {
    ok(res, await adminUsers(db, req.market));
  });

  /** One user of the market with all their restaurants; refusal `not_found`. */
  router.get("/admin/user/:id", requireFullAdmin, async (req, res) => {
    const [user] = /^\d{1,9}$/.test(String(req.params.id)) ? await adminUsers(db, req.market, Number(req.params.id)) : [];
    if (!user) throw new Refusal("not_found");
    ok(res, user);
  });

  /**
   * A full administrator creates (`id` -1) or changes any user of the market: the person form plus `type` (1, 2, 3
   * or 5; a restricted administrator or a partner keeps their own type) and `restaurants` any of the market's (none
   * is allowed). Type 2 (and 4) carry the admin flag. An administrator never changes their own type or switches
   * themself off (refusal `self`). Switching a user off ends their sessions. Answers the user.
   */
  router.post("/admin/user/save", requireFullAdmin, async (req, res) => {
    const form = await readPersonForm(req);
    const { userId: adminId } = sessionOf(req);
    const [current] = form.id === -1 ? [] : await adminUsers(db, req.market, form.id);
    if (form.id !== -1 && !current) throw new Refusal("not_found");
    const type = Number(textField(req, "type"));
    if (![1, 2, 3, 5].includes(type) && type !== current?.type) throw new Refusal("type");
    if (form.id === adminId && (type !== current?.type || form.active === 0)) throw new Refusal("self");
    const known = await db.query<{ id: number }>("SELECT id FROM restaurants WHERE market = $1 AND id = ANY($2::int[])", [
      req.market,
      form.restaurants,
    ]);
    if (known.length !== new Set(form.restaurants).size) throw new Refusal("restaurants");
    const saved = await writeUser(db, req.market, form, { type, admin: type === 2 || type === 4 ? 1 : 0, replaceRestaurants: "all" });
    if (form.active === 0) await sessions.destroyForUser(saved);
    ok(res, (await adminUsers(db, req.market, saved))[0]);
  });

  /**
   * A full administrator signs in as a user of the market ("log in as"): `user_id` active, not an administrator, not
   * themself, with the legal terms accepted. Opens a session of that user which remembers the administrator (every
   * call on it is recorded in `borrowed_actions` with both identities, this one first) and answers the User like
   * `login`, with the session cookie. Refusals: `not_found`, `inactive`, `admin`, `self`, `legal`.
   */
  router.post("/admin/user/login_as", requireFullAdmin, async (req, res) => {
    const { userId: adminId } = sessionOf(req);
    const targetId = idField(req, "user_id");
    const user = targetId === undefined ? undefined : await findUserById(db, req.market, targetId);
    if (!user) throw new Refusal("not_found");
    if (user.id === adminId) throw new Refusal("self");
    if (user.active !== 1) throw new Refusal("inactive");
    if (user.admin === 1) throw new Refusal("admin");
    if (user.legal !== 1) throw new Refusal("legal");
    const session = await sessions.create(req.market, user.id, false, adminId);
    await db.query(
      "INSERT INTO borrowed_actions (market, session_id, user_id, admin_id, method, path) VALUES ($1, $2, $3, $4, 'POST', 'admin/user/login_as')",
      [req.market, session.id, user.id, adminId],
    );
    setSessionCookie(res, req.market, session.id);
    ok(res, { ...user, exp: session.exp });
  });

  /** What was done as a user by administrators ("log in as"), newest first (the last 100). */
  router.get("/admin/user/:id/borrowed", requireFullAdmin, async (req, res) => {
    const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : 0;
    ok(
      res,
      await db.query(
        `SELECT b.id, b.admin_id, a.name AS admin_name, b.method, b.path, to_char(b.created_at, 'YYYY-MM-DD HH24:MI:SS') AS date
           FROM borrowed_actions b JOIN users a ON a.id = b.admin_id
          WHERE b.market = $1 AND b.user_id = $2 ORDER BY b.id DESC LIMIT 100`,
        [req.market, id],
      ),
    );
  });

  return router;
}
