import { randomBytes } from "node:crypto";
import type { Request } from "express";
import { clientPassword, hashPassword, sha256Hex } from "../../auth/passwords.js";
import type { Db } from "../../db/db.js";
import { Refusal } from "../../http/answer.js";
import { idField, rawField, textField } from "../../http/fields.js";
import type { Market } from "../../market.js";

/** The corporate e-mail domains of each market (a user's e-mail must be one of them). */
const CORPORATE_DOMAINS: Record<Market, string[]> = { ES: ["demo.es"], PT: ["demo.pt"] };
/** A person of a franchisee's restaurants, with only those of the franchisee's restaurants they are linked to. */
export interface PersonRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  type: number;
  active: number;
  restaurants: number[];
}

/** The `phone` field as stored: empty, or digits once spaces are removed; refusal `phone` otherwise. */
export function phoneOf(req: Request): string {
  const phone = textField(req, "phone").replace(/\s+/g, "");
  if (phone && !/^\d+$/.test(phone)) throw new Refusal("phone");
  return phone;
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
export async function readPersonForm(req: Request): Promise<PersonForm> {
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
export function writeUser(
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
