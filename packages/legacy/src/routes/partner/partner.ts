import { rm } from "node:fs/promises";
import { Router, type Request, type RequestHandler } from "express";
import multer, { MulterError } from "multer";
import { Refusal, ok } from "../../http/answer.js";
import { idField, textField } from "../../http/fields.js";
import { singleFile } from "../../http/upload.js";
import type { Market } from "../../market.js";
import { userHasRestaurant } from "../../models/restaurants.js";
import type { RouteDeps } from "../deps.js";
import {
  FROM,
  MAX_REPORT_BYTES,
  MAX_REPORTS_PER_UPLOAD,
  MONTH_LABEL,
  parseMonth,
  REPORT_COLUMNS,
  REPORTS_FOLDER,
  RESTAURANT_REPORT_COLUMNS,
  storeReports,
  uploadMonths,
} from "./reports.js";

/**
 * Area `partner`: the monthly reports (spec 1 §2 "Partner routes", §3 "Partner report"; spec 2 §7: `partner/report`,
 * `report/restaurant/{id}`, `report/user/{id}`). Partners (user type 6) upload one PDF per restaurant and month, a
 * whole month at once (the BFF unpacks the archive and sends the PDFs) or one by one, and delete them; restaurants see
 * theirs. Each PDF is stored at `reports/MM-YYYY/<file name>` in the market's folder and belongs to the restaurant whose
 * site code its name starts with (`REPORT_NAME`).
 */
export function partnerRoutes({ db, guards, storage }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;
  const upload = multer({ dest: storage.tmpDir, limits: { fileSize: MAX_REPORT_BYTES, files: MAX_REPORTS_PER_UPLOAD, fields: 10 } });

  const userOf = async (market: Market, id: number) =>
    (await db.query<{ type: number; admin: number }>("SELECT type, admin FROM users WHERE market = $1 AND id = $2", [market, id]))[0];

  /** A complete session of a partner (type 6); refusal `partner` for anyone else signed in. */
  const requirePartner: RequestHandler = async (req, res, next) => {
    await new Promise<void>((resolve, reject) => {
      Promise.resolve(requireSession(req, res, (error?: unknown) => (error ? reject(error) : resolve()))).catch(reject);
    });
    if (Number((await userOf(req.market, req.legacySession!.userId))?.type) !== 6) throw new Refusal("partner");
    next();
  };

  const monthOf = (req: Request, field = "date") => {
    const month = parseMonth(textField(req, field) || String(req.params[field] ?? ""));
    if (!month) throw new Refusal("date");
    return month;
  };

  const monthReports = (market: Market, day: string) =>
    db.query(`SELECT ${REPORT_COLUMNS} FROM ${FROM} WHERE p.market = $1 AND p.report_date = $2 ORDER BY p.report_filename`, [market, day]);

  /** The PDFs of a whole month's upload (`files`); Multer's refusals (too large, too many files, an unexpected field) are refusal `file`. */
  const allFiles: RequestHandler = (req, res, next) =>
    upload.array("files", MAX_REPORTS_PER_UPLOAD)(req, res, (error: unknown) =>
      error instanceof MulterError ? next(new Refusal("file")) : next(error),
    );
  const uploaded = (req: Request): Express.Multer.File[] => (req.file ? [req.file] : Array.isArray(req.files) ? req.files : []);

  /** The months with reports, newest first: `{ date: "MM/YYYY", report_date: "YYYY-MM-01", count }`. Partners. */
  router.get("/partner/report", requirePartner, async (req, res) => {
    const rows = await db.query<{ date: string; report_date: string; count: number }>(
      `SELECT ${MONTH_LABEL} AS date, to_char(p.report_date, 'YYYY-MM-DD') AS report_date, count(*)::int AS count
         FROM partner_reports p WHERE p.market = $1 GROUP BY p.report_date ORDER BY p.report_date DESC`,
      [req.market],
    );
    ok(res, rows);
  });

  /** A month's reports (`MM-YYYY`), by file name: id, date, report_filename, created_date, report_date, restaurant, url. */
  router.get("/partner/report/month/:date", requirePartner, async (req, res) => {
    ok(res, await monthReports(req.market, monthOf(req).day));
  });

  /**
   * A whole month's reports (multipart: `date` MM/YYYY among the last 6 months, `files` the PDFs): all stored or none.
   * Refusals: `date` (not a month among the last 6), `date_taken` (the month has reports: delete them first, or add
   * PDFs one by one), `file` (none, not a PDF, a name that is not `REPORT_NAME`), `site` (no restaurant of the market
   * with that site), `duplicate` (a name twice). Answers the month's reports.
   */
  router.post("/partner/report/upload", requirePartner, allFiles, async (req, res) => {
    const month = parseMonth(textField(req, "date"));
    if (!month || !uploadMonths().includes(month.day)) {
      await Promise.all(uploaded(req).map((file) => rm(file.path, { force: true })));
      throw new Refusal("date");
    }
    await storeReports(db, storage, req, { month, files: uploaded(req), replace: false });
    ok(res, await monthReports(req.market, month.day));
  });

  /**
   * One PDF added to a month (multipart: `date` MM/YYYY, not a future month; `file`); a PDF of the same name there is
   * replaced (safe to retry). Refusals as `partner/report/upload` but `date_taken`. Answers the month's reports.
   */
  router.post("/partner/report/add", requirePartner, singleFile(upload), async (req, res) => {
    const month = parseMonth(textField(req, "date"));
    if (!month || month.day > uploadMonths()[0]) {
      await Promise.all(uploaded(req).map((file) => rm(file.path, { force: true })));
      throw new Refusal("date");
    }
    await storeReports(db, storage, req, { month, files: uploaded(req), replace: true });
    ok(res, await monthReports(req.market, month.day));
  });

  /** Deletes one report (`id`) and its file. Refusal `not_found` when it is gone already. Answers true. */
  router.post("/partner/report/delete", requirePartner, async (req, res) => {
    const id = idField(req, "id");
    if (id === undefined) throw new Refusal("not_found");
    const [deleted] = await db.query<{ url: string }>(
      `DELETE FROM partner_reports p WHERE p.market = $1 AND p.id = $2
       RETURNING '${REPORTS_FOLDER}' || to_char(p.report_date, 'MM-YYYY') || '/' || p.report_filename AS url`,
      [req.market, id],
    );
    if (!deleted) throw new Refusal("not_found");
    await rm(storage.pathOf(req.market, deleted.url), { force: true });
    ok(res, true);
  });

  /** Deletes every report of a month (`date` MM/YYYY) and their files; answers how many (0: none left, safe to retry). */
  router.post("/partner/report/delete_month", requirePartner, async (req, res) => {
    const month = monthOf(req);
    const deleted = await db.query<{ url: string }>(
      `DELETE FROM partner_reports p WHERE p.market = $1 AND p.report_date = $2
       RETURNING '${REPORTS_FOLDER}' || to_char(p.report_date, 'MM-YYYY') || '/' || p.report_filename AS url`,
      [req.market, month.day],
    );
    await Promise.all(deleted.map((row) => rm(storage.pathOf(req.market, row.url), { force: true })));
    ok(res, deleted.length);
  });

  /**
   * Administrators: the market's active restaurants without a report for a month (`MM-YYYY`), by site:
   * `[{ id, site, name }]` (designed here: who is missing a partner report).
   */
  router.get("/admin/reports/missing/:date", guards.requireAdmin, async (req, res) => {
    const month = monthOf(req);
    ok(
      res,
      await db.query(
        `SELECT r.id, r.site, r.name FROM restaurants r
          WHERE r.market = $1 AND r.active = '1'
            AND NOT EXISTS (SELECT 1 FROM partner_reports p WHERE p.restaurant_id = r.id AND p.report_date = $2)
          ORDER BY r.site`,
        [req.market, month.day],
      ),
    );
  });

  /** May the session's user see the reports of `restaurantId`: theirs, or any for administrators and partners. */
  const canSee = async (req: Request, restaurantId: number) => {
    const userId = req.legacySession!.userId;
    const user = await userOf(req.market, userId);
    return Number(user?.admin) === 1 || Number(user?.type) === 6 || userHasRestaurant(db, req.market, userId, restaurantId);
  };

  /** A restaurant's monthly reports, newest first: `{ id, url, month_formatted, restaurant_id, restaurant_site }`. */
  router.get("/report/restaurant/:id", requireSession, async (req, res) => {
    const id = /^\d{1,9}$/.test(req.params.id as string) ? Number(req.params.id) : 0;
    const [restaurant] = id ? await db.query("SELECT id FROM restaurants WHERE market = $1 AND id = $2", [req.market, id]) : [];
    if (!restaurant) throw new Refusal("not_found");
    if (!(await canSee(req, id))) throw new Refusal("restaurant");
    ok(
      res,
      await db.query(`SELECT ${RESTAURANT_REPORT_COLUMNS} FROM ${FROM} WHERE p.restaurant_id = $1 ORDER BY p.report_date DESC, p.report_filename`, [
        id,
      ]),
    );
  });

  /** The reports of every restaurant of a user (the session's own, or any for administrators), newest first. */
  router.get("/report/user/:id", requireSession, async (req, res) => {
    const id = /^\d{1,9}$/.test(req.params.id as string) ? Number(req.params.id) : 0;
    const self = req.legacySession!.userId;
    if (id !== self && Number((await userOf(req.market, self))?.admin) !== 1) throw new Refusal("user");
    ok(
      res,
      await db.query(
        `SELECT ${RESTAURANT_REPORT_COLUMNS} FROM ${FROM} JOIN user_restaurants ur ON ur.restaurant_id = r.id
          WHERE ur.user_id = $1 AND p.market = $2 ORDER BY p.report_date DESC, r.site, p.report_filename`,
        [id, req.market],
      ),
    );
  });

  return router;
}
