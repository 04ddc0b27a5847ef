import { randomBytes } from "node:crypto";
import { Router, type Request } from "express";
import { clientPassword, hashPassword, sha256Hex } from "../auth/passwords.js";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { idField, rawField, textField } from "../http/fields.js";
import { sessionOf, setSessionCookie } from "../http/session.js";
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

/** The person form shared by the franchisee's and the administrator's user forms, read and checked. */
interface PersonForm {
  /** -1: a new user. */
  id: number;
  name: string;
  email: string;
  phone: string;
  /** The client's SHA-256 hex of the new password; undefined keeps it (a new user without one gets a random one). */
  password?: string;
  active: 0 | 1;
  restaurants: number[];
}

/**
 * `id` (-1: new), `name` (required), `email` (corporate for the market), `phone` (empty or digits), `password`
 * (SHA-256 hex, optional), `active` (1/0), `restaurants` (comma list of ids). Refusals name the field.
 */
async function readPersonForm(req: Request): Promise<PersonForm> {
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
  const restaurants = textField(req, "restaurants").split(",").filter(Boolean).map(Number);
  if (restaurants.some((r) => !Number.isSafeInteger(r) || r <= 0)) throw new Refusal("restaurants");
  return { id, name, email, phone, password, active: textField(req, "active") === "0" ? 0 : 1, restaurants };
}

/**
 * Writes a person form in one transaction: the e-mail unique in the market (refusal `exists`), a new user created
 * with `type` and `admin`, an existing one changed (its type too), its links to `replaceRestaurants` ("all", or
 * those ids) replaced by the form's. Answers the user's id.
 */
function writeUser(
  db: Db,
  market: Market,
  form: PersonForm,
  { type, admin, replaceRestaurants }: { type: number; admin: number; replaceRestaurants: number[] | "all" },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.query<{ id: number }>("SELECT id FROM users WHERE market = $1 AND lower(email) = $2 AND id <> $3", [
      market,
      form.email,
      form.id,
    ]);
    if (taken) throw new Refusal("exists");
    let userId = form.id;
    if (form.id === -1) {
      const hash = await hashPassword(form.password ?? sha256Hex(randomBytes(16).toString("hex")));
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO users (market, name, email, phone, password_hash, type, admin, active, legal)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0) RETURNING id`,
        [market, form.name, form.email, form.phone, hash, type, admin, form.active],
      );
      userId = created.id;
    } else {
      await tx.query("UPDATE users SET name = $1, email = $2, phone = $3, active = $4, type = $5, admin = $6 WHERE market = $7 AND id = $8", [
        form.name,
        form.email,
        form.phone,
        form.active,
        type,
        admin,
        market,
        form.id,
      ]);
      if (form.password) await tx.query("UPDATE users SET password_hash = $1 WHERE id = $2", [await hashPassword(form.password), form.id]);
      if (replaceRestaurants === "all") await tx.query("DELETE FROM user_restaurants WHERE user_id = $1", [form.id]);
      else await tx.query("DELETE FROM user_restaurants WHERE user_id = $1 AND restaurant_id = ANY($2::int[])", [form.id, replaceRestaurants]);
    }
    for (const restaurant of form.restaurants)
      await tx.query("INSERT INTO user_restaurants (market, user_id, restaurant_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [
        market,
        userId,
        restaurant,
      ]);
    return userId;
  });
}

/**
 * Area `account`: the signed-in user's own profile and notification choices, a franchisee's people, and the people
 * administration of full administrators (every user of the market, log in as).
 */
export function accountRoutes({ db, sessions, guards }: RouteDeps): Router {
  const router = Router();
  const { requireSession, requireFullAdmin } = guards;

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
