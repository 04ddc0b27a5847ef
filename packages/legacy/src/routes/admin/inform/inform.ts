import { Router, type Request } from "express";
import type { Db } from "../../../db/db.js";
import { Refusal, ok } from "../../../http/answer.js";
import { dayField, idField } from "../../../http/fields.js";
import type { Market } from "../../../market.js";
import type { RouteDeps } from "../../deps.js";

/** The longest range a report reads (a year and a day: a whole year, whatever its first day). */
const MAX_RANGE_DAYS = 366;

/** `start` and `end` (YYYY-MM-DD, both required, the end not before the start, at most MAX_RANGE_DAYS days). */
function rangeOf(req: Request): { start: string; end: string } {
  const start = dayField(req, "start");
  const end = dayField(req, "end");
  if (!start) throw new Refusal("start");
  if (!end || end < start) throw new Refusal("end");
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 >= MAX_RANGE_DAYS) throw new Refusal("range");
  return { start, end };
}

/** A row of the download report: a resource downloaded or opened through a short link in the range. */
interface ReportRow {
  resource_id: number;
  name: string;
  thumb: string | null;
  section: string | null;
  downloads: number;
  link_opens: number;
}

/**
 * Every resource of the market downloaded or opened through a short link between `start` and `end` (whole days,
 * the catalogue's local time), most downloaded first; its main section (first one) named in the resource's language.
 */
function reportRows(db: Db, market: Market, { start, end }: { start: string; end: string }): Promise<ReportRow[]> {
  return db.query<ReportRow>(
    `WITH d AS (SELECT resource_id, count(*)::int AS n FROM resource_downloads
                 WHERE market = $1 AND date >= $2::date AND date < $3::date + 1 GROUP BY resource_id),
          h AS (SELECT resource_id, count(*)::int AS n FROM short_link_hits
                 WHERE market = $1 AND date >= $2::date AND date < $3::date + 1 GROUP BY resource_id)
     SELECT r.id AS resource_id, r.name, r.thumb,
            (SELECT sn.name FROM resource_sections rs JOIN section_names sn ON sn.section_id = rs.section_id
              WHERE rs.resource_id = r.id ORDER BY rs.pos, (sn.lang = r.lang) DESC LIMIT 1) AS section,
            coalesce(d.n, 0) AS downloads, coalesce(h.n, 0) AS link_opens
       FROM resources r LEFT JOIN d ON d.resource_id = r.id LEFT JOIN h ON h.resource_id = r.id
      WHERE r.market = $1 AND (d.n IS NOT NULL OR h.n IS NOT NULL)
      ORDER BY downloads DESC, link_opens DESC, r.name, r.id`,
    [market, start, end],
  );
}

/**
 * Area `inform`: the administrators' download report (spec 1 §2 "Download report"), with the short-link opens the
 * catalogue records (`short_link_hits`), per resource and per sharing restaurant.
 */
export function informRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireAdmin } = guards;

  /** The report's rows between `start` and `end`, most downloaded first. Errors: `start`, `end`, `range`. */
  router.post("/report/downloads", requireAdmin, async (req, res) => {
    ok(res, await reportRows(db, req.market, rangeOf(req)));
  });

  /**
   * One resource between `start` and `end`: its downloads and short-link opens per day (every day of the range,
   * zeros included) and the short-link opens per sharing restaurant (the sharer's favourite restaurant; `null` site
   * for links shared by no known user or by a user without restaurant). Errors: `resource` (not one of the market's),
   * `start`, `end`, `range`.
   */
  router.post("/report/resource", requireAdmin, async (req, res) => {
    const range = rangeOf(req);
    const id = idField(req, "resource_id");
    const [resource] = id === undefined ? [] : await db.query("SELECT 1 FROM resources WHERE market = $1 AND id = $2", [req.market, id]);
    if (!resource) throw new Refusal("resource");
    const days = await db.query<{ date: string; downloads: number; link_opens: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date,
              (SELECT count(*)::int FROM resource_downloads d
                WHERE d.market = $1 AND d.resource_id = $2 AND d.date >= day AND d.date < day + interval '1 day') AS downloads,
              (SELECT count(*)::int FROM short_link_hits h
                WHERE h.market = $1 AND h.resource_id = $2 AND h.date >= day AND h.date < day + interval '1 day') AS link_opens
         FROM generate_series($3::date::timestamp, $4::date::timestamp, interval '1 day') AS day
        ORDER BY day`,
      [req.market, id, range.start, range.end],
    );
    const restaurants = await db.query<{ site: string | null; name: string | null; link_opens: number }>(
      `SELECT r.site, r.name, count(*)::int AS link_opens
         FROM short_link_hits h LEFT JOIN users u ON u.id = h.user_id LEFT JOIN restaurants r ON r.id = u.favorite
        WHERE h.market = $1 AND h.resource_id = $2 AND h.date >= $3::date AND h.date < $4::date + 1
        GROUP BY r.site, r.name ORDER BY link_opens DESC, r.site NULLS LAST`,
      [req.market, id, range.start, range.end],
    );
    ok(res, { days, restaurants });
  });

  return router;
}
