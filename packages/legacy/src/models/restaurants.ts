import type { Db } from "../db/db.js";
import type { Market } from "../market.js";

/** The Restaurant shape of the README. */
export interface Restaurant {
  id: number;
  site: string;
  name: string;
  province_id: number | null;
  cif: string;
  razon: string;
  fiscal_address: string;
  region: number;
  type: number;
  email: string;
  address: string;
  city: string;
  cp: string;
  latitud: string;
  longitud: string;
  active: "0" | "1";
  mop_service: number | null;
  mop_status: number | null;
  etof: number;
  mcauto: number;
  /** 0/1 (spec 1 §3 Restaurant). */
  selected: number;
  /** 0/1 (spec 1 §3 Restaurant). */
  available: number;
  delivery: "none" | "Uber" | "Glovo";
  habitants: Record<string, number>;
  log_user: string;
  log_date: string;
}

/** The select list of a Restaurant over the alias `r`. */
export const RESTAURANT_COLUMNS = `r.id, r.site, r.name, r.province_id, r.cif, r.razon, r.fiscal_address, r.region,
  r.type, r.email, r.address, r.city, r.cp, r.latitud, r.longitud, r.active, r.mop_service, r.mop_status, r.etof,
  r.mcauto, r.selected, r.available, r.delivery, r.habitants, r.log_user, to_char(r.log_date, 'YYYY-MM-DD HH24:MI:SS') AS log_date`;

/** The restaurants linked to a user, by site code. */
export function restaurantsOfUser(db: Db, market: Market, userId: number): Promise<Restaurant[]> {
  return db.query<Restaurant>(
    `SELECT ${RESTAURANT_COLUMNS} FROM restaurants r
       JOIN user_restaurants ur ON ur.restaurant_id = r.id
      WHERE ur.user_id = $1 AND r.market = $2
      ORDER BY r.site`,
    [userId, market],
  );
}

export async function userHasRestaurant(db: Db, market: Market, userId: number, restaurantId: number): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM user_restaurants WHERE market = $1 AND user_id = $2 AND restaurant_id = $3", [
    market,
    userId,
    restaurantId,
  ]);
  return rows.length > 0;
}

/** The market's restaurant ids by site code (upper case). */
export async function restaurantIdsBySite(db: Db, market: Market): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; site: string }>("SELECT id, site FROM restaurants WHERE market = $1", [market]);
  return new Map(rows.map((r) => [r.site.toUpperCase(), r.id]));
}
