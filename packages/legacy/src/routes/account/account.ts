import { Router, type Request } from "express";
import type { Db } from "../../db/db.js";
import { Refusal, ok } from "../../http/answer.js";
import { textField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import type { Market } from "../../market.js";
import { findUserById } from "../../models/users.js";
import type { RouteDeps } from "../deps.js";
import { phoneOf, readPersonForm, writeUser, type PersonRow } from "./people.js";

/** The user type a franchisee's new people get: manager. */
const MANAGER = 3;

/**
 * The managers (type 3) linked to at least one of `franchiseeId`'s restaurants, each with the ids of those restaurants
 * of the franchisee they are linked to; one person when `id` is given. Other franchisees, consultants, administrators
 * and partners are never a franchisee's to see or change (their passwords included).
 */
async function peopleOf(db: Db, market: Market, franchiseeId: number, id?: number): Promise<PersonRow[]> {
  return db.query<PersonRow>(
    `SELECT u.id, u.name, u.email, u.phone, u.type, u.active,
            array_agg(ur.restaurant_id ORDER BY ur.restaurant_id) AS restaurants
       FROM users u JOIN user_restaurants ur ON ur.user_id = u.id
      WHERE u.market = $1 AND u.id <> $2 AND u.admin = 0 AND u.type = ${MANAGER}
        AND ur.restaurant_id IN (SELECT restaurant_id FROM user_restaurants WHERE user_id = $2)
        ${id === undefined ? "" : "AND u.id = $3"}
      GROUP BY u.id ORDER BY u.name, u.id`,
    id === undefined ? [market, franchiseeId] : [market, franchiseeId, id],
  );
}

/**
 * Area `account`: the signed-in user's own profile and notification choices, and a franchisee's people (the people
 * administration of full administrators is `admin/users`).
 */
export function accountRoutes({ db, sessions, guards }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  /** The user's own name and phone (the e-mail is the username: not changed here). Answers the User. */
  router.post("/user/update", requireSession, async (req, res) => {
    const name = textField(req, "name");
    if (!name) throw new Refusal("name");
    const phone = phoneOf(req);
    const { userId } = sessionOf(req);
    await db.query("UPDATE users SET name = $1, phone = $2 WHERE market = $3 AND id = $4", [name, phone, req.market, userId]);
    ok(res, await findUserById(db, req.market, userId));
  });

  /** The user's notification choices: `new_files` 1 or 0 (mails about new files). Answers `{ newFiles }`. */
  router.post("/user/notifications", requireSession, async (req, res) => {
    const newFiles = textField(req, "new_files");
    if (newFiles !== "1" && newFiles !== "0") throw new Refusal("new_files");
    const { userId } = sessionOf(req);
    const [row] = await db.query<{ notifications: { newFiles: boolean } }>(
      "UPDATE users SET notifications = jsonb_set(notifications, '{newFiles}', to_jsonb($1::boolean)) WHERE market = $2 AND id = $3 RETURNING notifications",
      [newFiles === "1", req.market, userId],
    );
    ok(res, { newFiles: Boolean(row?.notifications.newFiles) });
  });

  /** Franchisees only (type 1): refusal `franchisee` for anyone else. */
  const franchisee = async (req: Request): Promise<number> => {
    const { userId } = sessionOf(req);
    const [user] = await db.query<{ type: number }>("SELECT type FROM users WHERE market = $1 AND id = $2", [req.market, userId]);
    if (user?.type !== 1) throw new Refusal("franchisee");
    return userId;
  };

  /** A franchisee's people: the managers linked to one of their restaurants (restaurants listed: theirs only). */
  router.get("/users/mine", requireSession, async (req, res) => {
    ok(res, await peopleOf(db, req.market, await franchisee(req)));
  });

  /**
   * A franchisee creates (`id` -1: a manager, type 3) or changes one of their people: the person form (see
   * `readPersonForm`) with `restaurants` all the franchisee's (at least one). The person's links to restaurants that
   * are not the franchisee's are kept. Answers the person.
   */
  router.post("/user/save", requireSession, async (req, res) => {
    const owner = await franchisee(req);
    const form = await readPersonForm(req);
    const own = new Set(
      (await db.query<{ restaurant_id: number }>("SELECT restaurant_id FROM user_restaurants WHERE user_id = $1", [owner])).map(
        (r) => r.restaurant_id,
      ),
    );
    if (form.restaurants.length === 0 || form.restaurants.some((r) => !own.has(r))) throw new Refusal("restaurants");
    if (form.id !== -1 && (await peopleOf(db, req.market, owner, form.id)).length === 0) throw new Refusal("not_found");
    const saved = await writeUser(db, req.market, form, { type: MANAGER, admin: 0, replaceRestaurants: [...own] });
    if (form.active === 0) await sessions.destroyForUser(saved);
    ok(res, (await peopleOf(db, req.market, owner, saved))[0]);
  });

  return router;
}
