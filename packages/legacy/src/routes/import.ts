import { open, rm, stat } from "node:fs/promises";
import { basename } from "node:path";
import { Router, type Request, type RequestHandler, type Response } from "express";
import { MulterError } from "multer";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { rawField, textField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import { refreshDiagnosticProgress } from "../models/diagnostic.js";
import type { Market } from "../market.js";
import type { RouteDeps } from "./deps.js";

/** The five Excel sections (spec 1 §3) and the top-level ones, which carry a description (spec 2 §2.1). */
const SECTIONS = ["competence", "sales_week", "sales", "pmix", "consume"] as const;
type Section = (typeof SECTIONS)[number];
const DESCRIBED: readonly string[] = ["competence", "sales", "pmix", "consume"];
/** Rows a workbook may hold; a description's and a file name's length. */
const MAX_ROWS = 5000;
const DESCRIPTION_MAX = 2000;
const FILENAME_MAX = 200;
/** The social-media PDF: where it is stored in the market's files (served from `/{market}/static/rrss/social-media.pdf`). */
const RRSS_PATH = "rrss/social-media.pdf";
const MAX_PDF_BYTES = 20 * 1024 * 1024;
const NATIONAL = "nacional";
const INTENSITY_KEYS = ["type0", "type1", "type2", "type3", "type4", "type5"] as const;

/** A moment as "YYYY-MM-DD HH:mm:ss" in the catalogue's local time. */
const localStamp = (date: Date) => {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
};

const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

/** A JSON form field; refusal `<name>` when it is missing or not valid JSON. */
function jsonField(req: Request, name: string): unknown {
  try {
    return JSON.parse(rawField(req, name)) as unknown;
  } catch {
    throw new Refusal(name);
  }
}

/** A row the import refuses: its number in the sheet and the field. */
interface RowRefusal {
  row: number;
  field: string;
}

type Value = string | number | null;
const text = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());
/** A number within [min, max] or null (missing); undefined when it is neither. */
function numberOrNull(value: unknown, min: number, max: number): number | null | undefined {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "number" && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/**
 * The catalogue's own check of one checked row (the BFF checked it with the shared rules first): the fields it
 * refuses. `sites`: the market's restaurant sites (upper case) to their ids.
 */
function rowProblems(section: Section, row: Record<string, unknown>, sites: Map<string, number>): string[] {
  const problems: string[] = [];
  const site = text(row.site).toUpperCase();
  const national = section === "consume" && site === NATIONAL.toUpperCase();
  if (!national && !sites.has(site)) problems.push("site");
  const percent = (field: string) => numberOrNull(row[field], -100, 1000) === undefined && problems.push(field);
  switch (section) {
    case "competence": {
      if (!Number.isInteger(row.category) || (row.category as number) < 0 || (row.category as number) > 5) problems.push("category");
      const brand = text(row.brand);
      if (brand.length > 60) problems.push("brand");
      const intensity = numberOrNull(row.intensity, 1, 3);
      if (intensity === undefined || (intensity !== null && !Number.isInteger(intensity))) problems.push("intensity");
      if (!brand && (intensity === null || intensity === undefined)) problems.push("brand");
      break;
    }
    case "sales_week":
    case "sales":
      if (!text(row.slot) || text(row.slot).length > 40) problems.push("slot");
      percent("sales");
      percent("gc");
      break;
    case "pmix":
      if (!text(row.type) || text(row.type).length > 40) problems.push("type");
      percent("value");
      if (text(row.description).length > 255) problems.push("description");
      break;
    case "consume": {
      const values = row.values;
      if (!Array.isArray(values) || values.length !== 7 || values.some((v) => numberOrNull(v, 0, 100) === undefined)) problems.push("values");
      break;
    }
  }
  return problems;
}

/** The key two rows of a file may not share (the same competitor, slot, product type or consumption site twice). */
function rowKey(section: Section, row: Record<string, unknown>): string | null {
  const site = text(row.site).toUpperCase();
  if (section === "competence") return text(row.brand) ? `${site}|${String(row.category)}|${text(row.brand).toUpperCase()}` : null;
  if (section === "pmix") return `${site}|${text(row.type).toUpperCase()}`;
  if (section === "consume") return site;
  return `${site}|${text(row.slot).toLowerCase()}`;
}

/** Every refused row of a section's rows, in order; an empty list or more than MAX_ROWS is refused on row 1. */
function refusedRows(section: Section, rows: unknown, sites: Map<string, number>): RowRefusal[] {
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > MAX_ROWS) return [{ row: 1, field: "rows" }];
  const refused: RowRefusal[] = [];
  const seen = new Set<string>();
  const intensities = new Map<string, unknown>();
  rows.forEach((item: unknown, index) => {
    const row = (item && typeof item === "object" && !Array.isArray(item) ? item : {}) as Record<string, unknown>;
    const number = Number.isInteger(row.row) && (row.row as number) > 0 ? (row.row as number) : index + 2;
    const problems = rowProblems(section, row, sites);
    const key = rowKey(section, row);
    if (problems.length === 0 && key !== null) {
      if (seen.has(key)) problems.push(section === "consume" ? "site" : section === "pmix" ? "type" : section === "competence" ? "brand" : "slot");
      seen.add(key);
    }
    if (problems.length === 0 && section === "competence" && row.intensity != null) {
      const category = `${text(row.site).toUpperCase()}|${String(row.category)}`;
      if (intensities.has(category) && intensities.get(category) !== row.intensity) problems.push("intensity");
      intensities.set(category, row.intensity);
    }
    for (const field of problems) refused.push({ row: number, field });
  });
  return refused;
}

/** The rows of a checked section, grouped by the restaurant they belong to, in file order. */
function bySite(rows: Array<Record<string, unknown>>, sites: Map<string, number>) {
  const groups = new Map<number, Array<Record<string, unknown>>>();
  for (const row of rows) {
    const id = sites.get(text(row.site).toUpperCase());
    if (id === undefined) continue;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return groups;
}

/** The catalogue's brand (not a restaurant's custom one) of that name and category, created when new. */
async function catalogueBrand(tx: Db, market: Market, name: string, type: number): Promise<number> {
  const [existing] = await tx.query<{ id: number }>(
    "SELECT id FROM competitor_brands WHERE market = $1 AND type = $2 AND upper(name) = upper($3) AND restaurant_id IS NULL",
    [market, type, name],
  );
  if (existing) return existing.id;
  const [created] = await tx.query<{ id: number }>("INSERT INTO competitor_brands (market, name, type, custom) VALUES ($1, $2, $3, 0) RETURNING id", [
    market,
    name,
    type,
  ]);
  return created.id;
}

/**
 * Applies a section's rows: each restaurant named in the file gets exactly what the file says for that section
 * (its previous data of the section replaced; restaurants not in the file keep theirs), so applying a file twice
 * leaves the same state.
 */
async function apply(tx: Db, market: Market, section: Section, rows: Array<Record<string, unknown>>, sites: Map<string, number>): Promise<number[]> {
  const groups = bySite(rows, sites);
  for (const [restaurantId, own] of groups) {
    switch (section) {
      case "competence": {
        const brandIds: number[] = [];
        for (const row of own) {
          if (text(row.brand)) brandIds.push(await catalogueBrand(tx, market, text(row.brand).toUpperCase(), row.category as number));
        }
        await tx.query("DELETE FROM restaurant_competitors WHERE restaurant_id = $1 AND NOT (brand_id = ANY($2::int[]))", [restaurantId, brandIds]);
        await tx.query("DELETE FROM competitor_comparisons WHERE restaurant_id = $1 AND position > 0 AND NOT (brand_id = ANY($2::int[]))", [
          restaurantId,
          brandIds,
        ]);
        await tx.query(
          `INSERT INTO restaurant_competitors (market, restaurant_id, brand_id) SELECT $1, $2, unnest($3::int[])
           ON CONFLICT (restaurant_id, brand_id) DO NOTHING`,
          [market, restaurantId, brandIds],
        );
        const intensity = INTENSITY_KEYS.map(
          (_key, type) => (own.find((row) => row.category === type && row.intensity != null)?.intensity as number) ?? null,
        );
        await tx.query(
          `INSERT INTO restaurant_competence_intensity (restaurant_id, market, ${INTENSITY_KEYS.join(", ")}, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
           ON CONFLICT (restaurant_id) DO UPDATE SET ${INTENSITY_KEYS.map((key) => `${key} = EXCLUDED.${key}`).join(", ")}, updated_at = now()`,
          [restaurantId, market, ...intensity],
        );
        await refreshDiagnosticProgress(tx, market, restaurantId);
        break;
      }
      case "sales_week":
      case "sales": {
        const period = section === "sales_week" ? "week" : "weekend";
        await tx.query("DELETE FROM diagnostic_moments WHERE restaurant_id = $1 AND period = $2", [restaurantId, period]);
        for (const [position, row] of own.entries()) {
          await tx.query(
            "INSERT INTO diagnostic_moments (restaurant_id, market, period, position, name, sales, gcs) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            [restaurantId, market, period, position + 1, text(row.slot), row.sales ?? null, row.gc ?? null],
          );
        }
        break;
      }
      case "pmix":
        await tx.query("DELETE FROM diagnostic_pmix WHERE restaurant_id = $1", [restaurantId]);
        for (const row of own) {
          await tx.query("INSERT INTO diagnostic_pmix (restaurant_id, market, type, description, value) VALUES ($1, $2, $3, $4, $5)", [
            restaurantId,
            market,
            text(row.type).toUpperCase(),
            text(row.description) || null,
            row.value ?? null,
          ]);
        }
        break;
      case "consume":
        await tx.query("DELETE FROM diagnostic_consumption WHERE restaurant_id = $1", [restaurantId]);
        for (const [index, value] of (own[0].values as Value[]).entries()) {
          if (value !== null)
            await tx.query("INSERT INTO diagnostic_consumption (restaurant_id, market, position, value) VALUES ($1, $2, $3, $4)", [
              restaurantId,
              market,
              index + 1,
              value,
            ]);
        }
        break;
    }
  }
  if (section === "consume") {
    const national = rows.find((row) => text(row.site).toLowerCase() === NATIONAL);
    if (national) {
      await tx.query("DELETE FROM diagnostic_consumption_national WHERE market = $1", [market]);
      for (const [index, value] of (national.values as Value[]).entries()) {
        if (value !== null)
          await tx.query("INSERT INTO diagnostic_consumption_national (market, position, value) VALUES ($1, $2, $3)", [market, index + 1, value]);
      }
    }
  }
  return [...groups.keys()];
}

/**
 * Area `import` (admin `/admin/import`, spec 1 §2, §3, §5; designed here except `restaurant/rrss/update` and
 * `diagnostic/descriptions/update`, spec 2 §7): the Excel sections that feed every restaurant's diagnostic, their
 * descriptions and the social-media PDF. Administrators of the ES market only (refusal `admin`, then `market`).
 */
export function importRoutes({ db, guards, storage, upload }: RouteDeps): Router {
  const router = Router();
  const esOnly: RequestHandler = (req, _res, next) => (req.market === "ES" ? next() : next(new Refusal("market")));
  const admin = [guards.requireAdmin, esOnly];

  /** The market's restaurant sites (upper case) to their ids. */
  const sitesOf = async (market: Market) =>
    new Map(
      (await db.query<{ id: number; site: string }>("SELECT id, site FROM restaurants WHERE market = $1", [market])).map((r) => [
        r.site.toUpperCase(),
        r.id,
      ]),
    );

  /** One multipart file field (`name`); Multer's refusals (too large, a second file) are refusal `file`. */
  const oneFile =
    (name: string): RequestHandler =>
    (req, res, next) =>
      upload.single(name)(req, res, (error: unknown) => (error instanceof MulterError ? next(new Refusal("file")) : next(error)));

  /** The market's restaurant sites, for the BFF's check of an import's rows: ["ES001", ...]. */
  router.get("/import/sites", ...admin, async (req, res) => {
    ok(res, [...(await sitesOf(req.market)).keys()].sort());
  });

  /**
   * The import page's state: every section in SECTIONS order with its last file and description
   * (`{ section, description, filename, updated_at }`, null before any), and the social-media PDF
   * (`{ path, size, updated_at }`, null when there is none).
   */
  router.get("/import/status", ...admin, async (req, res) => {
    const stored = await db.query<{ section: string; description: string; filename: string | null; updated_at: string }>(
      "SELECT section, description, filename, to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at FROM diagnostic_descriptions WHERE market = $1",
      [req.market],
    );
    const pdf = await stat(storage.pathOf(req.market, RRSS_PATH)).catch(() => undefined);
    ok(res, {
      sections: SECTIONS.map(
        (section) => stored.find((row) => row.section === section) ?? { section, description: "", filename: null, updated_at: null },
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
    const sites = await sitesOf(req.market);
    const refused = refusedRows(section, rows, sites);
    if (refused.length > 0) {
      res.json({ status: false, data: { error: "rows", rows: refused } });
      return;
    }
    const checked = rows as Array<Record<string, unknown>>;
    const restaurants = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`import:${req.market}:${section}`]);
      const touched = await apply(tx, req.market, section, checked, sites);
      await tx.query(
        `INSERT INTO diagnostic_descriptions (market, section, description, filename, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (market, section) DO UPDATE SET
           description = CASE WHEN $5 THEN EXCLUDED.description ELSE diagnostic_descriptions.description END,
           filename = coalesce(EXCLUDED.filename, diagnostic_descriptions.filename), updated_at = now()`,
        [req.market, section, descriptionGiven ? description : "", filename || null, descriptionGiven],
      );
      if (uploadId !== null) await tx.query("DELETE FROM import_uploads WHERE market = $1 AND id = $2", [req.market, uploadId]);
      return touched.length;
    });
    ok(res, { section, rows: checked.length, restaurants });
  });

  /**
   * Sets a top-level section's description (spec 2 §7, multipart): section (competence, consume, sales or pmix;
   * refusal `section`), description (up to 2000; refusal `description`), file (optional: an Excel file whose name is
   * kept as the section's; its content is imported by `import/{section}`). Answers `{ section, description, filename }`.
   */
  router.post("/diagnostic/descriptions/update", ...admin, oneFile("file"), async (req, res) => {
    const file = req.file;
    if (file) await rm(file.path, { force: true });
    const section = textField(req, "section");
    if (!DESCRIBED.includes(section)) throw new Refusal("section");
    const description = textField(req, "description");
    if (description.length > DESCRIPTION_MAX) throw new Refusal("description");
    const filename = file ? basename(file.originalname).slice(0, FILENAME_MAX) : null;
    const [saved] = await db.query(
      `INSERT INTO diagnostic_descriptions (market, section, description, filename, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (market, section) DO UPDATE SET description = EXCLUDED.description,
         filename = coalesce(EXCLUDED.filename, diagnostic_descriptions.filename), updated_at = now()
       RETURNING section, description, filename`,
      [req.market, section, description, filename],
    );
    ok(res, saved);
  });

  /**
   * Stores the social-media PDF (spec 2 §7, multipart `file`: a PDF by its first bytes, at most 20 MB; refusal `file`
   * otherwise) at `rrss/social-media.pdf` in the market's files, replacing the previous one (the channels screen shows
   * it from `/{market}/static/rrss/social-media.pdf`). Answers `{ path, name, size, mime }`.
   */
  router.post("/restaurant/rrss/update", ...admin, oneFile("file"), async (req, res) => {
    const file = req.file;
    if (!file) throw new Refusal("file");
    let pdf = false;
    if (file.size > 0 && file.size <= MAX_PDF_BYTES) {
      const handle = await open(file.path, "r");
      try {
        const head = Buffer.alloc(5);
        const { bytesRead } = await handle.read(head, 0, 5, 0);
        pdf = bytesRead === 5 && head.toString("latin1") === "%PDF-";
      } finally {
        await handle.close();
      }
    }
    if (!pdf) {
      await rm(file.path, { force: true });
      throw new Refusal("file");
    }
    await storage.keep(req.market, file.path, RRSS_PATH);
    ok(res, { path: RRSS_PATH, name: basename(file.originalname), size: file.size, mime: "application/pdf" });
  });

  return router;
}
