import { Router, type Request } from "express";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { idField, textField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import type { Market } from "../market.js";
import { RESTAURANT_COLUMNS, type Restaurant } from "../models/restaurants.js";
import type { RouteDeps } from "./deps.js";

/** Region: 1 Nor Oeste, 2 Centro, 3 Este, 4 Levante, 5 Sur, 6 operator-owned (-1, none, is only the column's default). */
const REGIONS = [1, 2, 3, 4, 5, 6];
/** Type (mode): 1 Mall, 2 InStore, 3 Free-Standing, 4 Easy. */
const TYPES = [1, 2, 3, 4];
const DELIVERIES = ["none", "Uber", "Glovo"];

/** A Restaurant of the admin table: the README's shape and its province's name (null without one). */
export type AdminRestaurant = Restaurant & { province_name: string | null };

/** The market's restaurants by site, or the one with `id`. */
function adminRestaurants(db: Db, market: Market, id?: number): Promise<AdminRestaurant[]> {
  return db.query<AdminRestaurant>(
    `SELECT ${RESTAURANT_COLUMNS}, p.name AS province_name
       FROM restaurants r LEFT JOIN provinces p ON p.id = r.province_id
      WHERE r.market = $1 ${id === undefined ? "" : "AND r.id = $2"}
      ORDER BY r.site, r.id`,
    id === undefined ? [market] : [market, id],
  );
}

/** A required text field of the form: refusal `<name>` when blank. */
function requiredText(req: Request, name: string): string {
  const value = textField(req, name);
  if (!value) throw new Refusal(name);
  return value;
}

/** A code field among `codes`: refusal `<name>` otherwise. */
function codeField(req: Request, name: string, codes: number[]): number {
  const text = textField(req, name);
  const value = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!codes.includes(value)) throw new Refusal(name);
  return value;
}

/** A unique violation of the database (two saves of one site at once): the site is another restaurant's. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "23505";

/**
 * Area `admin restaurants`: the restaurants of the market for full administrators (admin flag, not a restricted
 * administrator). There is no delete: restaurants carry orders, users and history; an administrator switches one off
 * (`active` 0) instead.
 */
export function restaurantsRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireFullAdmin } = guards;

  /** Every restaurant of the market, by site. */
  router.get("/admin/restaurants", requireFullAdmin, async (req, res) => {
    ok(res, await adminRestaurants(db, req.market));
  });

  /** One restaurant of the market; refusal `not_found`. */
  router.get("/admin/restaurant/:id", requireFullAdmin, async (req, res) => {
    const id = String(req.params.id);
    const [restaurant] = /^\d{1,9}$/.test(id) ? await adminRestaurants(db, req.market, Number(id)) : [];
    if (!restaurant) throw new Refusal("not_found");
    ok(res, restaurant);
  });

  /**
   * Creates (`id` -1) or changes a restaurant of the market (see the README's table for the fields). Site, name,
   * province, region, type and address are required; the site is unique in the market. `mop_service` is ES only
   * (PT restaurants keep null); `mop_status` is never changed here. The last modification is the saving
   * administrator's name and now. Answers the saved restaurant as `admin/restaurant/{id}` does.
   */
  router.post("/admin/restaurant/save", requireFullAdmin, async (req, res) => {
    const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const site = requiredText(req, "site");
    const name = requiredText(req, "name");
    const provinceId = idField(req, "province_id");
    const [province] =
      provinceId === undefined
        ? []
        : await db.query("SELECT id FROM provinces WHERE market = $1 AND id = $2 AND code <> '00'", [req.market, provinceId]);
    if (!province) throw new Refusal("province");
    const region = codeField(req, "region", REGIONS);
    const type = codeField(req, "type", TYPES);
    const address = requiredText(req, "address");
    const delivery = textField(req, "delivery") || "none";
    if (!DELIVERIES.includes(delivery)) throw new Refusal("delivery");
    const mopText = textField(req, "mop_service");
    if (mopText !== "" && mopText !== "0" && mopText !== "1") throw new Refusal("mop_service");
    const active = textField(req, "active") === "0" ? "0" : "1";

    const { userId } = sessionOf(req);
    const savedId = await db
      .transaction(async (tx) => {
        const [current] =
          id === -1
            ? []
            : await tx.query<{ mop_service: number | null }>("SELECT mop_service FROM restaurants WHERE market = $1 AND id = $2", [req.market, id]);
        if (id !== -1 && !current) throw new Refusal("not_found");
        const [taken] = await tx.query("SELECT id FROM restaurants WHERE market = $1 AND upper(site) = upper($2) AND id <> $3", [
          req.market,
          site,
          id,
        ]);
        if (taken) throw new Refusal("site_exists");
        // ES only; left out of the form, a restaurant keeps its value (a new one starts without the service).
        const mopService = req.market !== "ES" ? null : mopText === "" ? (current?.mop_service ?? 0) : Number(mopText);
        const [admin] = await tx.query<{ name: string }>("SELECT name FROM users WHERE market = $1 AND id = $2", [req.market, userId]);
        const values = [
          site,
          name,
          provinceId,
          textField(req, "cif"),
          textField(req, "razon"),
          textField(req, "fiscal_address"),
          region,
          type,
          textField(req, "email"),
          address,
          textField(req, "city"),
          textField(req, "cp"),
          textField(req, "latitud"),
          textField(req, "longitud"),
          active,
          mopService,
          delivery,
          admin?.name ?? "",
          req.market,
        ];
        if (id === -1) {
          const [created] = await tx.query<{ id: number }>(
            `INSERT INTO restaurants (site, name, province_id, cif, razon, fiscal_address, region, type, email, address, city, cp,
                                      latitud, longitud, active, mop_service, delivery, log_user, log_date, market)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, date_trunc('second', now()), $19) RETURNING id`,
            values,
          );
          return created.id;
        }
        await tx.query(
          `UPDATE restaurants SET site = $1, name = $2, province_id = $3, cif = $4, razon = $5, fiscal_address = $6, region = $7,
                  type = $8, email = $9, address = $10, city = $11, cp = $12, latitud = $13, longitud = $14, active = $15,
                  mop_service = $16, delivery = $17, log_user = $18, log_date = date_trunc('second', now())
            WHERE market = $19 AND id = $20`,
          [...values, id],
        );
        return id;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new Refusal("site_exists") : error;
      });
    ok(res, (await adminRestaurants(db, req.market, savedId))[0]);
  });

  return router;
}
