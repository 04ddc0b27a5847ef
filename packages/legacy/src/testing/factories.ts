import { hashPassword, sha256Hex } from "../auth/passwords.js";
import type { Db } from "../db/db.js";
import { DEMO_PASSWORD } from "../db/seed/data/users.js";
import type { Market } from "../market.js";

/**
 * Test data of a test's own, written through the catalogue's database layer: a test that changes a user, a restaurant
 * or a resource (password, favourite, legal terms, status...) builds its own instead of changing the demo seed, so the
 * seed stays what every other test (and the README's demo accounts) reads. Each call makes a unique row.
 */

let sequence = 0;
/** Unique within a test run, across test files running side by side in workers (the pid tells them apart). */
const unique = () => `${process.pid.toString(36)}${(++sequence).toString(36)}`;

/** The catalogue's user types (README: 1 franchisee … 6 partner). */
export const USER_TYPES = { FRANCHISEE: 1, ADMINISTRATOR: 2, MANAGER: 3, RESTRICTED_ADMINISTRATOR: 4, CONSULTANT: 5, PARTNER: 6 } as const;
export type UserTypeName = keyof typeof USER_TYPES;

export interface CreatedRestaurant {
  id: number;
  market: Market;
  site: string;
  name: string;
}

/** A restaurant of the market, active, with a site no seed uses (`ES9xxx`-style, six characters like the real ones). */
export async function createRestaurant(
  db: Db,
  fields: { market: Market; name?: string; city?: string; active?: boolean; mcauto?: boolean },
): Promise<CreatedRestaurant> {
  const market = fields.market;
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM restaurants WHERE market = $1 AND site LIKE $2", [
    market,
    `${market}9%`,
  ]);
  const site = `${market}9${String(n + 1).padStart(3, "0")}`;
  const name = fields.name ?? `Test ${site}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO restaurants (market, site, name, city, active, mcauto) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [market, site, name, fields.city ?? "Test", fields.active === false ? "0" : "1", fields.mcauto ? 1 : 0],
  );
  return { id: row.id, market, site, name };
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

/**
 * A user of the market who signs in with `password` (the demo password unless given). `restaurants`: a number of new
 * restaurants to create and link, or the sites of existing ones; the first is the favourite unless `favorite: null`.
 */
export async function createUser(
  db: Db,
  fields: {
    market: Market;
    type?: UserTypeName;
    restaurants?: number | string[];
    favorite?: string | null;
    legalAccepted?: boolean;
    active?: boolean;
    password?: string;
    name?: string;
  },
): Promise<CreatedUser> {
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
      `INSERT INTO users (market, name, email, password_hash, type, admin, active, legal, favorite)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        market,
        name,
        email,
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

export interface CreatedResource {
  id: number;
  market: Market;
  name: string;
  url: string;
}

/**
 * A resource of the market in the section whose slug is `section` (its main category), without a file. Active unless
 * `status` says otherwise (0 inactive, 1 active, 2 draft).
 */
export async function createResource(
  db: Db,
  fields: { market: Market; section: string; language?: string; name?: string; status?: 0 | 1 | 2; tags?: string; description?: string },
): Promise<CreatedResource> {
  const market = fields.market;
  const name = fields.name ?? `Test resource ${unique()}`;
  const url = `test-resource-${unique()}`;
  return db.transaction(async (tx) => {
    const [section] = await tx.query<{ id: number }>("SELECT id FROM sections WHERE market = $1 AND url = $2", [market, fields.section]);
    if (!section) throw new Error(`createResource: no section ${fields.section} in ${market}`);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO resources (market, lang, name, description, url, status, tags) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [market, fields.language ?? (market === "ES" ? "CAST" : "PT"), name, fields.description ?? "", url, fields.status ?? 1, fields.tags ?? ""],
    );
    await tx.query("INSERT INTO resource_sections (resource_id, section_id, pos) VALUES ($1, $2, 0)", [row.id, section.id]);
    return { id: row.id, market, name, url };
  });
}

/** `count` results of `make`, one after the other (the site numbering reads the previous rows). */
async function sequential<T>(count: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let i = 0; i < count; i++) made.push(await make());
  return made;
}

/** The factories bound to one catalogue's database, as a test holds them. */
export function factories(db: Db) {
  return {
    createUser: (fields: Parameters<typeof createUser>[1]) => createUser(db, fields),
    createRestaurant: (fields: Parameters<typeof createRestaurant>[1]) => createRestaurant(db, fields),
    createResource: (fields: Parameters<typeof createResource>[1]) => createResource(db, fields),
  };
}
export type Factories = ReturnType<typeof factories>;

/**
 * An SQL condition on a resource aliased `r`: its category (its first section) and that category's parents are all
 * active. The portal lists no resource of an inactive category but to administrators (home and search included).
 */
export const CATEGORY_SHOWN_SQL = `NOT EXISTS (
  WITH RECURSIVE up AS (
    SELECT s.id, s.parent_id, s.status FROM resource_sections rs JOIN sections s ON s.id = rs.section_id
     WHERE rs.resource_id = r.id AND rs.pos = 0
    UNION ALL SELECT p.id, p.parent_id, p.status FROM sections p JOIN up ON p.id = up.parent_id)
  SELECT 1 FROM up WHERE up.status <> 1)`;
