import { Router } from "express";
import { Refusal, ok } from "../../../http/answer.js";
import { dayField, idField, textField } from "../../../http/fields.js";
import { VIDEO_COLUMNS } from "../../../models/home.js";
import type { RouteDeps } from "../../deps.js";

/**
 * Area `admin videos`: the home's videos for administrators (admin flag; restricted administrators too). The list is
 * the home's `videos`; here they are created, changed and deleted.
 */
export function videosRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireAdmin } = guards;

  /**
   * Creates (`id` -1) or changes a video. `start_date` and `end_date` are days (YYYY-MM-DD, optional): the video shows
   * from the start of the first to the end of the last. Answers the saved Video.
   */
  router.post("/video/update", requireAdmin, async (req, res) => {
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

  /** Deletes a video of the market. Refusal `not_found` when there is none with that id (already deleted). */
  router.post("/video/delete", requireAdmin, async (req, res) => {
    const id = idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const deleted = await db.query("DELETE FROM videos WHERE market = $1 AND id = $2 RETURNING id", [req.market, id]);
    if (deleted.length === 0) throw new Refusal("not_found");
    ok(res, true);
  });

  return router;
}
