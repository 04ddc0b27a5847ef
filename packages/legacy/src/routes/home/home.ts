import { Router, type Request } from "express";
import { Refusal, ok } from "../../http/answer.js";
import { idField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import { diagnosticChecks } from "../../models/diagnostic.js";
import { SLIDER_COLUMNS, VIDEO_COLUMNS } from "../../models/home.js";
import { userHasRestaurant } from "../../models/restaurants.js";
import type { RouteDeps } from "../deps.js";

/** Area `home`: sliders and videos (changed in `admin/sliders`, `admin/videos`), and for a restaurant of the user its diagnostic progress and local actions. */
export function homeRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  /** The `restaurant_id` of the call, when it is one of the session user's restaurants; refusal `restaurant` otherwise. */
  const ownRestaurant = async (req: Request): Promise<number> => {
    const id = idField(req, "restaurant_id");
    if (id === undefined || !(await userHasRestaurant(db, req.market, sessionOf(req).userId, id))) throw new Refusal("restaurant");
    return id;
  };

  router.get("/sliders", requireSession, async (req, res) => {
    ok(res, await db.query(`SELECT ${SLIDER_COLUMNS} FROM sliders WHERE market = $1 ORDER BY priority, id`, [req.market]));
  });

  router.get("/videos", requireSession, async (req, res) => {
    ok(res, await db.query(`SELECT ${VIDEO_COLUMNS} FROM videos WHERE market = $1 ORDER BY id`, [req.market]));
  });

  router.post("/diagnostic/alerts", requireSession, async (req, res) => {
    // Answered from what the diagnostic stores (src/models/diagnostic.ts), not from a summary row.
    ok(res, await diagnosticChecks(db, req.market, await ownRestaurant(req)));
  });

  /** The restaurant's local actions of its marketing plans (area `marketing`) not over yet: running or to come, by start. */
  router.post("/actions", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    ok(
      res,
      await db.query(
        `SELECT id, name, to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS "end", type
           FROM marketing_actions WHERE market = $1 AND restaurant_id = $2 AND type = 2 AND end_date >= current_date
          ORDER BY start_date, id`,
        [req.market, id],
      ),
    );
  });

  return router;
}
