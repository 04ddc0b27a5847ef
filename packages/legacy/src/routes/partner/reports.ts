import { rm } from "node:fs/promises";
import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { Refusal } from "../../http/answer.js";
import { restaurantIdsBySite } from "../../models/restaurants.js";
import { fileTypeOf, PDF } from "../../storage/file-types.js";
import type { FileStorage } from "../../storage/files.js";

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

export interface Month {
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

export const MONTH_LABEL = "to_char(p.report_date, 'MM/YYYY')";
/** A report of a month as the partner's calls answer it (README, "Shapes"). */
export const REPORT_COLUMNS = `p.id, ${MONTH_LABEL} AS date, p.report_filename, to_char(p.created_date, 'YYYY-MM-DD HH24:MI:SS') AS created_date,
  to_char(p.report_date, 'YYYY-MM-DD') AS report_date, r.id AS restaurant_id, r.site AS restaurant_site, r.name AS restaurant_name,
  '${REPORTS_FOLDER}' || to_char(p.report_date, 'MM-YYYY') || '/' || p.report_filename AS url`;
/** A restaurant's report as the channels screen lists it: id, url (storage path), month_formatted (MM/YYYY). */
export const RESTAURANT_REPORT_COLUMNS = `p.id, '${REPORTS_FOLDER}' || to_char(p.report_date, 'MM-YYYY') || '/' || p.report_filename AS url,
  ${MONTH_LABEL} AS month_formatted, r.id AS restaurant_id, r.site AS restaurant_site`;
export const FROM = "partner_reports p JOIN restaurants r ON r.id = p.restaurant_id";

/**
 * Checks the uploaded PDFs (each a PDF by its first bytes, a `REPORT_NAME` naming a restaurant of the market, names
 * unique), then stores them and their rows in one transaction: all or nothing. `replace`: a name the month has
 * already is replaced (one PDF added); otherwise the month must have none (a whole month's upload).
 */
export async function storeReports(
  db: Db,
  storage: FileStorage,
  req: Request,
  { month, files, replace }: { month: Month; files: Express.Multer.File[]; replace: boolean },
): Promise<void> {
  const removeTemps = () => Promise.all(files.map((file) => rm(file.path, { force: true })));
  try {
    if (files.length === 0) throw new Refusal("file");
    const sites = await restaurantIdsBySite(db, req.market);
    const names = new Set<string>();
    const rows: Array<{ name: string; restaurant: number; file: Express.Multer.File }> = [];
    for (const file of files) {
      const name = file.originalname;
      const match = REPORT_NAME.exec(name);
      if (!match || file.size === 0 || !(await fileTypeOf(file.path, [PDF], 5))) throw new Refusal("file");
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
}
