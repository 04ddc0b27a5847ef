import { hashPassword, sha256Hex } from "../../auth/passwords.js";
import type { Db } from "../../db/db.js";
import { DEMO_PASSWORD } from "../../db/seed/data/users.js";
import { retryOnUniqueViolation } from "../../db/unique.js";
import type { Market } from "../../market.js";
import { sequential, unique } from "./unique.js";

/** The catalogue's user types (README: 1 franchisee … 6 partner). */
export const USER_TYPES = { FRANCHISEE: 1, ADMINISTRATOR: 2, MANAGER: 3, RESTRICTED_ADMINISTRATOR: 4, CONSULTANT: 5, PARTNER: 6 } as const;
export type UserTypeName = keyof typeof USER_TYPES;

export interface CreatedRestaurant {
  id: number;
  market: Market;
  site: string;
  name: string;
}

/** The fields a test may give a restaurant; the others get the catalogue's defaults. */
export interface RestaurantFields {
  market: Market;
  name?: string;
  city?: string;
  active?: boolean;
  mcauto?: boolean;
  /** A province id of the market (ES: the INE number, e.g. 28 Madrid; PT: the district + 100); none by default. */
  province?: number;
  /** Habitants around it: `{ "1km": n, "3km": n }`. */
  habitants?: Record<string, number>;
  /** 1–6 (README's regions); none (-1) by default. */
  region?: number;
  /** 1–4 (mode); 2 InStore by default. */
  type?: number;
  address?: string;
  email?: string;
  /** Its billing data (an order item billed to it needs them); empty by default. */
  fiscal?: { razon: string; cif: string; fiscal_address: string };
}

/**
 * A restaurant of the market, active, with a site no seed uses: the market's code, `9` and three digits (`ES9001`),
 * six characters like the real ones, the next free one (safe when tests create restaurants at once).
 */
export function createRestaurant(db: Db, fields: RestaurantFields): Promise<CreatedRestaurant> {
  const market = fields.market;
  const insert = async () => {
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM restaurants WHERE market = $1 AND site LIKE $2", [
      market,
      `${market}9%`,
    ]);
    const site = `${market}9${String(n + 1).padStart(3, "0")}`;
    const name = fields.name ?? `Test ${site}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO restaurants (market, site, name, city, active, mcauto, province_id, habitants, region, type, address, email, razon, cif, fiscal_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        market,
        site,
        name,
        fields.city ?? "Test",
        fields.active === false ? "0" : "1",
        fields.mcauto ? 1 : 0,
        fields.province ?? null,
        JSON.stringify(fields.habitants ?? {}),
        fields.region ?? -1,
        fields.type ?? 2,
        fields.address ?? "",
        fields.email ?? "",
        fields.fiscal?.razon ?? "",
        fields.fiscal?.cif ?? "",
        fields.fiscal?.fiscal_address ?? "",
      ],
    );
    return { id: row.id, market, site, name };
  };
  return retryOnUniqueViolation(insert, 10);
}

export interface CreatedUser {
  id: number;
  market: Market;
  email: string;
  name: string;
  /** The password to sign in with (the form's, before the client hashes it). */
  password: string;
  restaurants: CreatedRestaurant[];
}

/** The fields a test may give a user. */
export interface UserFields {
  market: Market;
  type?: UserTypeName;
  /** A number of new restaurants to create and link (2 by default), or the sites of existing ones. */
  restaurants?: number | string[];
  /** The favourite's site: the first restaurant's unless given; null for none. */
  favorite?: string | null;
  legalAccepted?: boolean;
  active?: boolean;
  password?: string;
  name?: string;
  phone?: string;
}

/**
 * A user of the market who signs in with `password` (the demo password unless given), with an e-mail of the market's
 * corporate domain no one else has (`test-<unique>@demo.es`).
 */
export async function createUser(db: Db, fields: UserFields): Promise<CreatedUser> {
  const market = fields.market;
  const type = fields.type ?? "FRANCHISEE";
  const password = fields.password ?? DEMO_PASSWORD;
  const email = `test-${unique()}@${market === "ES" ? "demo.es" : "demo.pt"}`;
  const name = fields.name ?? `Test ${type.toLowerCase()} ${unique()}`;
  const wanted = fields.restaurants ?? 2;
  const restaurants =
    typeof wanted === "number"
      ? await sequential(wanted, () => createRestaurant(db, { market }))
      : await db.query<CreatedRestaurant>(
          "SELECT id, market, site, name FROM restaurants WHERE market = $1 AND site = ANY($2::text[]) ORDER BY site",
          [market, wanted],
        );
  const favoriteSite = fields.favorite === undefined ? restaurants[0]?.site : fields.favorite;
  const favorite = restaurants.find((r) => r.site === favoriteSite)?.id ?? null;
  const admin = type === "ADMINISTRATOR" || type === "RESTRICTED_ADMINISTRATOR" ? 1 : 0;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO users (market, name, email, phone, password_hash, type, admin, active, legal, favorite)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        market,
        name,
        email,
        fields.phone ?? "",
        await hashPassword(sha256Hex(password)),
        USER_TYPES[type],
        admin,
        fields.active === false ? 0 : 1,
        fields.legalAccepted === false ? 0 : 1,
        favorite,
      ],
    );
    for (const restaurant of restaurants) {
      await tx.query("INSERT INTO user_restaurants (market, user_id, restaurant_id) VALUES ($1, $2, $3)", [market, row.id, restaurant.id]);
    }
    return { id: row.id, market, email, name, password, restaurants };
  });
}

/** Unlinks a restaurant from a user at the catalogue, as an administrator does (the user may have the portal open). */
export async function unlinkRestaurant(db: Db, fields: { user: { id: number }; restaurant: { id: number } }): Promise<void> {
  await db.query("DELETE FROM user_restaurants WHERE user_id = $1 AND restaurant_id = $2", [fields.user.id, fields.restaurant.id]);
}

/** Records a restaurant's last change (`by` whom, `at` "YYYY-MM-DD HH:mm:ss"), as another administrator's save leaves it. */
export async function setRestaurantLastChange(db: Db, fields: { restaurant: { id: number }; by: string; at: string }): Promise<void> {
  await db.query("UPDATE restaurants SET log_user = $2, log_date = $3 WHERE id = $1", [fields.restaurant.id, fields.by, fields.at]);
}
