import { Router, type Request } from "express";
import { Refusal, ok } from "../http/answer.js";
import { idField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import { userHasRestaurant } from "../models/restaurants.js";
import type { RouteDeps } from "./deps.js";

const stamp = (column: string, alias = column) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS ${alias}`;

/** Area `home`: sliders, videos, and for a restaurant of the user its diagnostic progress and local actions. */
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
    ok(
      res,
      await db.query(
        `SELECT id, name, file, url, status, priority, ${stamp("start_date")}, ${stamp("end_date")}
           FROM sliders WHERE market = $1 ORDER BY priority, id`,
        [req.market],
      ),
    );
  });

  router.get("/videos", requireSession, async (req, res) => {
    ok(
      res,
      await db.query(`SELECT id, url, status, ${stamp("start_date")}, ${stamp("end_date")} FROM videos WHERE market = $1 ORDER BY id`, [req.market]),
    );
  });

  router.post("/diagnostic/alerts", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    const [row] = await db.query<{ competence: number; comparation: number; clusters: number; dafo: number }>(
      "SELECT competence, comparation, clusters, dafo FROM diagnostic_progress WHERE restaurant_id = $1 AND market = $2",
      [id, req.market],
    );
    ok(res, row ?? { competence: 0, comparation: 0, clusters: 0, dafo: 0 });
  });

  router.post("/actions", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    ok(
      res,
      await db.query(
        `SELECT id, name, to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS "end", type
           FROM marketing_actions WHERE market = $1 AND restaurant_id = $2 AND type = 2 ORDER BY start_date, id`,
        [req.market, id],
      ),
    );
  });

  return router;
}
