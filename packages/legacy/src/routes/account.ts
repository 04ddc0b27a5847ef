import { randomBytes } from "node:crypto";
import { Router, type Request } from "express";
import { clientPassword, hashPassword, sha256Hex } from "../auth/passwords.js";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { idField, rawField, textField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import type { Market } from "../market.js";
import { findUserById } from "../models/users.js";
import type { RouteDeps } from "./deps.js";

/** The corporate e-mail domains of each market (a user's e-mail must be one of them). */
const CORPORATE_DOMAINS: Record<Market, string[]> = { ES: ["demo.es"], PT: ["demo.pt"] };
/** The user type a franchisee's new people get: manager. */
const MANAGER = 3;

/** A person of a franchisee's restaurants, with only those of the franchisee's restaurants they are linked to. */
interface PersonRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  type: number;
  active: number;
  restaurants: number[];
}

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

/** The `phone` field as stored: empty, or digits once spaces are removed; refusal `phone` otherwise. */
function phoneOf(req: Request): string {
  const phone = textField(req, "phone").replace(/\s+/g, "");
  if (phone && !/^\d+$/.test(phone)) throw new Refusal("phone");
  return phone;
}

/** Area `account`: the signed-in user's own profile and notification choices. */
export function accountRoutes({ db, guards }: RouteDeps): Router {
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
   * A franchisee creates (`id` -1: a manager, type 3) or changes one of their people: `name`, `email` (corporate,
   * unique in the market), `phone`, `password` (SHA-256 hex, optional: a new person without one gets a random one and
   * uses the password reminder), `active` (1/0), `restaurants` (comma list, at least one, all the franchisee's). The
   * person's links to restaurants that are not the franchisee's are kept. Answers the person.
   */
  router.post("/user/save", requireSession, async (req, res) => {
    const owner = await franchisee(req);
    const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const name = textField(req, "name");
    if (!name) throw new Refusal("name");
    const email = textField(req, "email").toLowerCase();
    if (!CORPORATE_DOMAINS[req.market].includes(email.split("@")[1] ?? "") || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new Refusal("email");
    const phone = phoneOf(req);
    const given = rawField(req, "password");
    const password = given ? clientPassword(given) : undefined;
    if (given && !password) throw new Refusal("password");
    const wanted = textField(req, "restaurants").split(",").filter(Boolean).map(Number);
    const own = new Set(
      (await db.query<{ restaurant_id: number }>("SELECT restaurant_id FROM user_restaurants WHERE user_id = $1", [owner])).map(
        (r) => r.restaurant_id,
      ),
    );
    if (wanted.length === 0 || wanted.some((r) => !own.has(r))) throw new Refusal("restaurants");
    const active = textField(req, "active") === "0" ? 0 : 1;
    if (id !== -1 && (await peopleOf(db, req.market, owner, id)).length === 0) throw new Refusal("not_found");

    const saved = await db.transaction(async (tx) => {
      const [taken] = await tx.query<{ id: number }>("SELECT id FROM users WHERE market = $1 AND lower(email) = $2 AND id <> $3", [
        req.market,
        email,
        id,
      ]);
      if (taken) throw new Refusal("exists");
      let personId = id;
      if (id === -1) {
        const hash = await hashPassword(password ?? sha256Hex(randomBytes(16).toString("hex")));
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO users (market, name, email, phone, password_hash, type, admin, active, legal)
           VALUES ($1, $2, $3, $4, $5, $6, 0, $7, 0) RETURNING id`,
          [req.market, name, email, phone, hash, MANAGER, active],
        );
        personId = created.id;
      } else {
        await tx.query("UPDATE users SET name = $1, email = $2, phone = $3, active = $4 WHERE market = $5 AND id = $6", [
          name,
          email,
          phone,
          active,
          req.market,
          id,
        ]);
        if (password) await tx.query("UPDATE users SET password_hash = $1 WHERE id = $2", [await hashPassword(password), id]);
        await tx.query("DELETE FROM user_restaurants WHERE user_id = $1 AND restaurant_id = ANY($2::int[])", [id, [...own]]);
      }
      for (const restaurant of wanted)
        await tx.query("INSERT INTO user_restaurants (market, user_id, restaurant_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [
          req.market,
          personId,
          restaurant,
        ]);
      return personId;
    });
    ok(res, (await peopleOf(db, req.market, owner, saved))[0]);
  });

  return router;
}
