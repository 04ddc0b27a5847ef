import { open, rm } from "node:fs/promises";
import { Router, type Request, type RequestHandler } from "express";
import multer, { MulterError } from "multer";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { idField, textField } from "../http/fields.js";
import type { Market } from "../market.js";
import { userHasRestaurant } from "../models/restaurants.js";
import type { RouteDeps } from "./deps.js";

/** A report PDF's limit. */
export const MAX_REPORT_BYTES = 20 * 1024 * 1024;
/** The most PDFs one month's upload takes. */
export const MAX_REPORTS_PER_UPLOAD = 300;
/** How many months back (the current one included) a month's upload may be for (spec 1 §9: the last 6). */
export const REPORT_MONTHS = 6;
/** Where a month's PDFs are stored in the market's folder: `reports/MM-YYYY/<file>`. */
export const REPORTS_FOLDER = "reports/";

/**
 * A report's file name: it starts with the site code of its restaurant (two letters, four digits), then optionally a
 * separator (`_`, `-`, `.`) and more letters, digits, `_`, `-`, `.`; it ends in `.pdf` (any case). E.g.
 * `ES0101_informe-marzo.pdf`, `PT0203.pdf`. No folder, no spaces.
 */
export const REPORT_NAME = /^([a-z]{2}\d{4})([_.-][a-z0-9_.-]{0,150})?\.pdf$/i;

interface Month {
  /** "YYYY-MM-01" */
  day: string;
  /** "MM-YYYY": the storage folder. */
  folder: string;
  /** "MM/YYYY": how calls name it. */
  label: string;
}

/** "MM/YYYY" or "MM-YYYY" (a real month from 2000), or undefined. */
export function parseMonth(text: string): Month | undefined {
  const match = /^(\d{2})[/-](\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [month, year] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12 || year < 2000 || year > 2999) return undefined;
  const mm = match[1];
  return { day: `${year}-${mm}-01`, folder: `${mm}-${year}`, label: `${mm}/${year}` };
}

/** The months an archive may be uploaded for: the current one and the 5 before it ("YYYY-MM-01", newest first). */
export function uploadMonths(now = new Date()): string[] {
  return Array.from({ length: REPORT_MONTHS }, (_, back) => {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-01`;
  });
}

const isPdf = async (path: string) => {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await handle.read(head, 0, 5, 0);
    return bytesRead === 5 && head.toString("latin1") === "%PDF-";
  } finally {
    await handle.close();
  }
};

const MONTH_LABEL = "to_char(p.report_date, 'MM/YYYY')";
/** A report of a month as the partner's calls answer it (README, "Shapes"). */
const REPORT_COLUMNS = `p.id, ${MONTH_LABEL} AS date, p.report_filename, to_char(p.created_date, 'YYYY-MM-DD HH24:MI:SS') AS created_date,
  to_char(p.report_date, 'YYYY-MM-DD') AS report_date, r.id AS restaurant_id, r.site AS restaurant_site, r.name AS restaurant_name,
  '${REPORTS_FOLDER}' || to_char(p.report_date, 'MM-YYYY') || '/' || p.report_filename AS url`;
/** A restaurant's report as the channels screen lists it: id, url (storage path), month_formatted (MM/YYYY). */
const RESTAURANT_REPORT_COLUMNS = `p.id, '${REPORTS_FOLDER}' || to_char(p.report_date, 'MM-YYYY') || '/' || p.report_filename AS url,
  ${MONTH_LABEL} AS month_formatted, r.id AS restaurant_id, r.site AS restaurant_site`;
const FROM = "partner_reports p JOIN restaurants r ON r.id = p.restaurant_id";

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

  /** The market's restaurant ids by site code (upper case). */
  const sitesOf = async (market: Market) =>
    new Map(
      (await db.query<{ id: number; site: string }>("SELECT id, site FROM restaurants WHERE market = $1", [market])).map((r) => [
        r.site.toUpperCase(),
        r.id,
      ]),
    );

  const monthReports = (market: Market, day: string) =>
    db.query(`SELECT ${REPORT_COLUMNS} FROM ${FROM} WHERE p.market = $1 AND p.report_date = $2 ORDER BY p.report_filename`, [market, day]);

  /**
   * Checks the uploaded PDFs (each a PDF by its first bytes, a `REPORT_NAME` naming a restaurant of the market, names
   * unique), then stores them and their rows in one transaction: all or nothing. `replace`: a name the month has
   * already is replaced (one PDF added); otherwise the month must have none (a whole month's upload).
   */
  const store = async (req: Request, month: Month, files: Express.Multer.File[], replace: boolean) => {
    const removeTemps = () => Promise.all(files.map((file) => rm(file.path, { force: true })));
    try {
      if (files.length === 0) throw new Refusal("file");
      const sites = await sitesOf(req.market);
      const names = new Set<string>();
      const rows: Array<{ name: string; restaurant: number; file: Express.Multer.File }> = [];
      for (const file of files) {
        const name = file.originalname;
        const match = REPORT_NAME.exec(name);
        if (!match || file.size === 0 || !(await isPdf(file.path))) throw new Refusal("file");
        const restaurant = sites.get(match[1].toUpperCase());
        if (restaurant === undefined) throw new Refusal("site");
        if (names.has(name.toLowerCase())) throw new Refusal("duplicate");
        names.add(name.toLowerCase());
        rows.push({ name, restaurant, file });
      }
      const kept: string[] = [];
      try {
        await db.transaction(async (tx: Db) => {
          // One month's writes at a time: two uploads of a free month cannot both pass the emptiness check.
          await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`reports:${req.market}:${month.day}`]);
          if (!replace) {
            const [taken] = await tx.query("SELECT 1 FROM partner_reports WHERE market = $1 AND report_date = $2 LIMIT 1", [req.market, month.day]);
            if (taken) throw new Refusal("date_taken");
          }
          for (const row of rows) {
            await tx.query(
              `INSERT INTO partner_reports (market, restaurant_id, report_date, report_filename, user_id) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (market, report_date, report_filename)
               DO UPDATE SET restaurant_id = EXCLUDED.restaurant_id, user_id = EXCLUDED.user_id, created_date = now()`,
              [req.market, row.restaurant, month.day, row.name, req.legacySession!.userId],
            );
          }
          for (const row of rows) {
            const path = `${REPORTS_FOLDER}${month.folder}/${row.name}`;
            await storage.keep(req.market, row.file.path, path);
            kept.push(path);
          }
        });
      } catch (error) {
        // A new month's files go with its rows (a replaced file of an existing month cannot be given back: its row stays).
        if (!replace) await Promise.all(kept.map((path) => rm(storage.pathOf(req.market, path), { force: true })));
        throw error;
      }
    } finally {
      await removeTemps();
    }
  };

  /** Multer's refusals (too large, too many files, an unexpected field) are the caller's: refusal `file`. */
  const files =
    (single: boolean): RequestHandler =>
    (req, res, next) =>
      (single ? upload.single("file") : upload.array("files", MAX_REPORTS_PER_UPLOAD))(req, res, (error: unknown) =>
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
  router.post("/partner/report/upload", requirePartner, files(false), async (req, res) => {
    const month = parseMonth(textField(req, "date"));
    if (!month || !uploadMonths().includes(month.day)) {
      await Promise.all(uploaded(req).map((file) => rm(file.path, { force: true })));
      throw new Refusal("date");
    }
    await store(req, month, uploaded(req), false);
    ok(res, await monthReports(req.market, month.day));
  });

  /**
   * One PDF added to a month (multipart: `date` MM/YYYY, not a future month; `file`); a PDF of the same name there is
   * replaced (safe to retry). Refusals as `partner/report/upload` but `date_taken`. Answers the month's reports.
   */
  router.post("/partner/report/add", requirePartner, files(true), async (req, res) => {
    const month = parseMonth(textField(req, "date"));
    if (!month || month.day > uploadMonths()[0]) {
      await Promise.all(uploaded(req).map((file) => rm(file.path, { force: true })));
      throw new Refusal("date");
    }
    await store(req, month, uploaded(req), true);
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
