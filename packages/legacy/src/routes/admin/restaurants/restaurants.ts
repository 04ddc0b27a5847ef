import { Router } from "express";
import type { Db } from "../../../db/db.js";
import { Refusal, ok } from "../../../http/answer.js";
import { sessionOf } from "../../../http/session.js";
import type { Market } from "../../../market.js";
import { RESTAURANT_COLUMNS, type Restaurant } from "../../../models/restaurants.js";
import type { RouteDeps } from "../../deps.js";
import { readRestaurantForm, saveRestaurant } from "./save.js";

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
    const form = await readRestaurantForm(db, req);
    const savedId = await saveRestaurant(db, req.market, sessionOf(req).userId, form);
    ok(res, (await adminRestaurants(db, req.market, savedId))[0]);
  });

  return router;
}
