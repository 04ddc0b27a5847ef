import { stat } from "node:fs/promises";
import { Router, type Request, type RequestHandler, type Response } from "express";
import { Refusal, ok } from "../../../http/answer.js";
import { rawField, textField } from "../../../http/fields.js";
import { sessionOf } from "../../../http/session.js";
import { singleFile } from "../../../http/upload.js";
import { restaurantIdsBySite } from "../../../models/restaurants.js";
import type { RouteDeps } from "../../deps.js";
import { applyImport } from "./apply.js";
import { RRSS_PATH, storeMarketingCover, storeSocialMedia, updateDescription } from "./files.js";
import { DESCRIBED, DESCRIPTION_MAX, FILENAME_MAX, isSection, MAX_ROWS, refusedRows, SECTIONS } from "./rows.js";

/** A moment as "YYYY-MM-DD HH:mm:ss" in the catalogue's local time. */
const localStamp = (date: Date) => {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
};

/** A JSON form field; refusal `<name>` when it is missing or not valid JSON. */
function jsonField(req: Request, name: string): unknown {
  try {
    return JSON.parse(rawField(req, name)) as unknown;
  } catch {
    throw new Refusal(name);
  }
}

/**
 * `rows` of a workbook as the BFF read it: JSON [{ row, cells }], at most MAX_ROWS + 1 (one past the limit of an
 * import, so that the check can tell the file is too long), each cell empty, a number or a text up to 1000; refusal
 * `rows` otherwise.
 */
function pendingRows(req: Request): unknown[] {
  const rows = jsonField(req, "rows");
  const valid =
    Array.isArray(rows) &&
    rows.length <= MAX_ROWS + 1 &&
    rows.every((r: unknown) => {
      const row = r as { row?: unknown; cells?: unknown };
      return (
        !!r &&
        typeof r === "object" &&
        Number.isInteger(row.row) &&
        Array.isArray(row.cells) &&
        row.cells.length <= 50 &&
        row.cells.every((c) => c === null || typeof c === "number" || (typeof c === "string" && c.length <= 1000))
      );
    });
  if (!valid) throw new Refusal("rows");
  return rows;
}

/**
 * Area `admin import` (`/admin/import`, spec 1 §2, §3, §5; designed here except `restaurant/rrss/update` and
 * `diagnostic/descriptions/update`, spec 2 §7): the Excel sections that feed every restaurant's diagnostic, their
 * descriptions, the social-media PDF and the marketing plan's cover photo. Administrators of the ES market only
 * (refusal `admin`, then `market`).
 */
export function importRoutes({ db, guards, storage, upload }: RouteDeps): Router {
  const router = Router();
  const esOnly: RequestHandler = (req, _res, next) => (req.market === "ES" ? next() : next(new Refusal("market")));
  const admin = [guards.requireAdmin, esOnly];

  /** The market's restaurant sites, for the BFF's check of an import's rows: ["ES001", ...]. */
  router.get("/import/sites", ...admin, async (req, res) => {
    ok(res, [...(await restaurantIdsBySite(db, req.market)).keys()].sort());
  });

  /**
   * The import page's state: every section in SECTIONS order with its last file and description
   * (`{ section, description, filename, updated_at }`, null before any), and the social-media PDF
   * (`{ path, size, updated_at }`, null when there is none).
   */
  router.get("/import/status", ...admin, async (req, res) => {
    const stored = await db.query<{ section: string; description: string; translations: object; filename: string | null; updated_at: string }>(
      "SELECT section, description, translations, filename, to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at FROM diagnostic_descriptions WHERE market = $1",
      [req.market],
    );
    const pdf = await stat(storage.pathOf(req.market, RRSS_PATH)).catch(() => undefined);
    ok(res, {
      sections: SECTIONS.map(
        (section) =>
          stored.find((row) => row.section === section) ?? { section, description: "", translations: {}, filename: null, updated_at: null },
      ),
      social_media: pdf?.isFile() ? { path: RRSS_PATH, size: pdf.size, updated_at: localStamp(pdf.mtime) } : null,
    });
  });

  /**
   * Keeps a workbook the BFF read, waiting to be applied: section (refusal `section`), filename (refusal `filename`
   * when empty or longer than 200), rows (JSON [{ row, cells }], at most 5001: one past the limit of an import, so
   * that the check can tell the file is too long; refusal `rows`). Answers
   * `{ id, section, filename, rows }` (rows: how many). Pending uploads older than a day go.
   */
  router.post("/import/upload", ...admin, async (req, res) => {
    const section = textField(req, "section");
    if (!isSection(section)) throw new Refusal("section");
    const filename = textField(req, "filename");
    if (!filename || filename.length > FILENAME_MAX) throw new Refusal("filename");
    const rows = pendingRows(req);
    await db.query("DELETE FROM import_uploads WHERE created_at < now() - interval '1 day'");
    const [saved] = await db.query<{ id: number }>(
      "INSERT INTO import_uploads (market, section, filename, rows, user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id",
      [req.market, section, filename, JSON.stringify(rows), sessionOf(req).userId],
    );
    ok(res, { id: saved.id, section, filename, rows: rows.length });
  });

  /** A pending upload: `{ id, section, filename, rows: [{ row, cells }] }`; refusal `not_found` when gone (applied or old). */
  router.get("/import/upload/:id", ...admin, async (req, res) => {
    const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : 0;
    const [found] = await db.query("SELECT id, section, filename, rows FROM import_uploads WHERE market = $1 AND id = $2", [req.market, id]);
    if (!found) throw new Refusal("not_found");
    ok(res, found);
  });

  /**
   * Applies a section's checked rows (`import/competence`, `import/sales_week`, `import/sales`, `import/pmix`,
   * `import/consume`): rows (JSON, each with its sheet `row` number and the section's fields, README "Shapes"),
   * description (top-level sections only: competence, sales, pmix, consume; absent: unchanged; refusal
   * `description` past 2000), filename (the workbook's name, kept as the section's), upload (the pending upload the
   * rows came from: removed). The catalogue checks every row again: any refused row refuses the whole import,
   * answering `{ status: false, data: { error: "rows", rows: [{ row, field }] } }`, and nothing changes. Otherwise
   * everything is applied in one transaction (each restaurant of the file gets exactly the file's data for the
   * section: applying it again changes nothing). Answers `{ section, rows, restaurants }`.
   */
  router.post("/import/:section", ...admin, async (req: Request, res: Response) => {
    const section = String(req.params.section);
    if (!isSection(section)) throw new Refusal("section");
    const rows = jsonField(req, "rows");
    const described = DESCRIBED.includes(section);
    const descriptionGiven = req.body && typeof req.body === "object" && "description" in (req.body as object);
    const description = textField(req, "description");
    if (descriptionGiven && (!described || description.length > DESCRIPTION_MAX)) throw new Refusal("description");
    const filename = textField(req, "filename").slice(0, FILENAME_MAX);
    const uploadText = textField(req, "upload");
    const uploadId = /^\d{1,9}$/.test(uploadText) ? Number(uploadText) : null;
    const sites = await restaurantIdsBySite(db, req.market);
    const refused = refusedRows(section, rows, sites);
    if (refused.length > 0) {
      res.json({ status: false, data: { error: "rows", rows: refused } });
      return;
    }
    const checked = rows as Array<Record<string, unknown>>;
    const restaurants = await applyImport(db, req.market, section, checked, sites, {
      description: descriptionGiven ? description : undefined,
      filename,
      uploadId,
    });
    ok(res, { section, rows: checked.length, restaurants });
  });

  /**
   * Sets a top-level section's description (spec 2 §7, multipart): section (competence, consume, sales or pmix;
   * refusal `section`), description (up to 2000; refusal `description`), file (optional: an Excel file whose name is
   * kept as the section's; its content is imported by `import/{section}`). Answers `{ section, description, filename }`.
   */
  router.post("/diagnostic/descriptions/update", ...admin, singleFile(upload), async (req, res) => {
    ok(res, await updateDescription(db, req));
  });

  /**
   * Stores the social-media PDF (spec 2 §7, multipart `file`: a PDF by its first bytes, at most 20 MB; refusal `file`
   * otherwise) at `rrss/social-media.pdf` in the market's files, replacing the previous one (the channels screen shows
   * it from `/{market}/static/rrss/social-media.pdf`). Answers `{ path, name, size, mime }`.
   */
  router.post("/restaurant/rrss/update", ...admin, singleFile(upload), async (req, res) => {
    ok(res, await storeSocialMedia(storage, req));
  });

  /**
   * Replaces the marketing plan's cover photo (multipart `file`, a JPEG by its first bytes, at most 5 MB), stored as
   * `marketing/cover.jpg` and served at `/es/static/marketing/cover.jpg`. Answers `{ path, size, image_date }`.
   */
  router.post("/restaurant/marketing/update", ...admin, singleFile(upload), async (req, res) => {
    ok(res, await storeMarketingCover(storage, req));
  });

  return router;
}
