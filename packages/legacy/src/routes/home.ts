import { Router, type Request } from "express";
import { Refusal, ok } from "../http/answer.js";
import { dayField, idField, textField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import { diagnosticChecks } from "../models/diagnostic.js";
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

  const VIDEO_COLUMNS = `id, url, status, ${stamp("start_date")}, ${stamp("end_date")}`;

  /**
   * Admin: creates (`id` -1) or changes a video. `start_date` and `end_date` are days (YYYY-MM-DD, optional): the
   * video shows from the start of the first to the end of the last. Answers the saved Video.
   */
  router.post("/video/update", guards.requireAdmin, async (req, res) => {
    const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const url = textField(req, "url");
    if (!url) throw new Refusal("url");
    const start = dayField(req, "start_date");
    const end = dayField(req, "end_date");
    if (start && end && end < start) throw new Refusal("end_date");
    const status = textField(req, "status") === "0" ? 0 : 1;
    const values = [url, status, start ? `${start} 00:00:00` : null, end ? `${end} 23:59:59` : null, req.market];
    const [video] =
      id === -1
        ? await db.query(
            `INSERT INTO videos (url, status, start_date, end_date, market) VALUES ($1, $2, $3, $4, $5) RETURNING ${VIDEO_COLUMNS}`,
            values,
          )
        : await db.query(
            `UPDATE videos SET url = $1, status = $2, start_date = $3, end_date = $4 WHERE market = $5 AND id = $6 RETURNING ${VIDEO_COLUMNS}`,
            [...values, id],
          );
    if (!video) throw new Refusal("not_found");
    ok(res, video);
  });

  /** Admin: deletes a video of the market. Refusal `not_found` when there is none with that id (already deleted). */
  router.post("/video/delete", guards.requireAdmin, async (req, res) => {
    const id = idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const deleted = await db.query("DELETE FROM videos WHERE market = $1 AND id = $2 RETURNING id", [req.market, id]);
    if (deleted.length === 0) throw new Refusal("not_found");
    ok(res, true);
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
