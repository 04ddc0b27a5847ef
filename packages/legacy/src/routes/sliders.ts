import { randomBytes } from "node:crypto";
import { open, rm, stat } from "node:fs/promises";
import { basename } from "node:path";
import { Router, type Request, type RequestHandler } from "express";
import { MulterError } from "multer";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { dayField, idField, textField } from "../http/fields.js";
import type { Market } from "../market.js";
import type { RouteDeps } from "./deps.js";

/** A slider image's limit (the portal's own is the same: 5 MB). */
export const MAX_SLIDER_IMAGE_BYTES = 5 * 1024 * 1024;
/** Where slider images are stored in a market's folder (the seed's are there too). */
const FOLDER = "sliders/";
/** The portal area of a slider's link and its section type: national (1) or local (2) sections only. */
const TARGET_TYPES: Record<string, number> = { nacional: 1, local: 2 };

const stamp = (column: string) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS ${column}`;
/** A Slider as `sliders` answers it (README, "Shapes"). */
const COLUMNS = `id, name, file, url, status, priority, ${stamp("start_date")}, ${stamp("end_date")}`;

/** The image types a slider takes, by their first bytes: the extension the stored file gets and the MIME type. */
const IMAGE_TYPES: Array<{ ext: string; mime: string; matches: (head: Buffer) => boolean }> = [
  { ext: "png", mime: "image/png", matches: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: "jpg", mime: "image/jpeg", matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  { ext: "webp", mime: "image/webp", matches: (h) => h.toString("latin1", 0, 4) === "RIFF" && h.toString("latin1", 8, 12) === "WEBP" },
];

async function imageTypeOf(path: string) {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    return bytesRead < 12 ? undefined : IMAGE_TYPES.find((type) => type.matches(head));
  } finally {
    await handle.close();
  }
}

/** One statement at a time changes a market's positions: creations, deletions and moves wait for each other. */
const lockPositions = (tx: Db, market: Market) => tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`sliders:${market}`]);

/**
 * Area `admin sliders`: the home's banners for administrators (admin flag; restricted administrators too). The list is
 * the home's `sliders`; here they are created and changed, moved in the carousel's order and deleted, and their images
 * uploaded. Positions (`priority`) run 1, 2, 3… in the market: a new slider comes last, a deletion closes the gap, a
 * move swaps a slider with its neighbour.
 */
export function slidersRoutes({ db, guards, storage, upload }: RouteDeps): Router {
  const router = Router();
  const { requireAdmin } = guards;

  const slidersOf = (market: Market, ids: number[]) =>
    db.query(`SELECT ${COLUMNS} FROM sliders WHERE market = $1 AND id = ANY($2::int[]) ORDER BY array_position($2::int[], id)`, [market, ids]);

  /** `file`: an image stored for sliders in the market's folder; refusal `file` otherwise. */
  const storedImage = async (req: Request): Promise<string> => {
    const file = textField(req, "file");
    if (!/^sliders\/(?!\.)[\w.-]{1,200}$/.test(file) || file.includes("..")) throw new Refusal("file");
    const info = await stat(storage.pathOf(req.market, file)).catch(() => undefined);
    if (!info?.isFile()) throw new Refusal("file");
    return file;
  };

  /** `url`: empty (no link) or the portal path of a national or local section of the market; refusal `url` otherwise. */
  const target = async (req: Request): Promise<string | null> => {
    const url = textField(req, "url");
    if (!url) return null;
    const match = /^\/(nacional|local)\/([^/?#\s]+)$/.exec(url);
    const [section] = match
      ? await db.query("SELECT id FROM sections WHERE market = $1 AND type = $2 AND url = $3", [req.market, TARGET_TYPES[match[1]], match[2]])
      : [];
    if (!section) throw new Refusal("url");
    return url;
  };

  /**
   * Creates (`id` -1, last in the order) or changes a slider of the market (its position kept). `name` and `file`
   * required; `url` optional; `start_date`, `end_date` optional days (from the start of the first to the end of the
   * last); `status` 1 (default) or 0. Answers the saved Slider.
   */
  router.post("/slider/save", requireAdmin, async (req, res) => {
    const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const name = textField(req, "name");
    if (!name) throw new Refusal("name");
    const file = await storedImage(req);
    const url = await target(req);
    const start = dayField(req, "start_date");
    const end = dayField(req, "end_date");
    if (start && end && end < start) throw new Refusal("end_date");
    const statusText = textField(req, "status");
    if (statusText !== "" && statusText !== "0" && statusText !== "1") throw new Refusal("status");
    const values = [name, file, url, statusText === "0" ? 0 : 1, start ? `${start} 00:00:00` : null, end ? `${end} 23:59:59` : null, req.market];
    const savedId = await db.transaction(async (tx) => {
      if (id === -1) {
        await lockPositions(tx, req.market);
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO sliders (name, file, url, status, start_date, end_date, market, priority)
           VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT coalesce(max(priority), 0) + 1 FROM sliders WHERE market = $7)) RETURNING id`,
          values,
        );
        return created.id;
      }
      const [updated] = await tx.query<{ id: number }>(
        "UPDATE sliders SET name = $1, file = $2, url = $3, status = $4, start_date = $5, end_date = $6 WHERE market = $7 AND id = $8 RETURNING id",
        [...values, id],
      );
      if (!updated) throw new Refusal("not_found");
      return updated.id;
    });
    ok(res, (await slidersOf(req.market, [savedId]))[0]);
  });

  /** Deletes a slider of the market; the ones after it move up a place. Refusal `not_found` when it is gone already. */
  router.post("/slider/delete", requireAdmin, async (req, res) => {
    const id = idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    await db.transaction(async (tx) => {
      await lockPositions(tx, req.market);
      const [deleted] = await tx.query<{ priority: number }>("DELETE FROM sliders WHERE market = $1 AND id = $2 RETURNING priority", [
        req.market,
        id,
      ]);
      if (!deleted) throw new Refusal("not_found");
      await tx.query("UPDATE sliders SET priority = priority - 1 WHERE market = $1 AND priority > $2", [req.market, deleted.priority]);
    });
    ok(res, true);
  });

  /**
   * Moves a slider one place `up` (towards the first) or `down`, swapping it with its neighbour, all in one
   * transaction. `priority` is the position the caller saw: when the slider is no longer there (the move was done
   * already, e.g. a retried call, or someone else moved it) nothing changes, and neither does it for the first slider
   * moving up or the last moving down (a position never goes below 1). Answers the sliders that moved, the one asked
   * for first, then its neighbour (`[]`: nothing moved).
   */
  router.post("/slider/move", requireAdmin, async (req, res) => {
    const id = idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const direction = textField(req, "direction");
    if (direction !== "up" && direction !== "down") throw new Refusal("direction");
    const seen = idField(req, "priority");
    if (seen === undefined) throw new Refusal("priority");
    const moved = await db.transaction(async (tx) => {
      await lockPositions(tx, req.market);
      const rows = await tx.query<{ id: number; priority: number }>("SELECT id, priority FROM sliders WHERE market = $1 ORDER BY priority, id", [
        req.market,
      ]);
      const index = rows.findIndex((row) => row.id === id);
      if (index < 0) throw new Refusal("not_found");
      const other = index + (direction === "up" ? -1 : 1);
      if (rows[index].priority !== seen || other < 0 || other >= rows.length) return [];
      // Positions 1…n in the current order (older data may have gaps or ties), the two neighbours swapped.
      const order = rows.map((row) => row.id);
      [order[index], order[other]] = [order[other], order[index]];
      const current = new Map(rows.map((row) => [row.id, row.priority]));
      for (const [position, sliderId] of order.entries()) {
        if (current.get(sliderId) !== position + 1)
          await tx.query("UPDATE sliders SET priority = $1 WHERE market = $2 AND id = $3", [position + 1, req.market, sliderId]);
      }
      return [id, rows[other].id];
    });
    ok(res, moved.length === 0 ? [] : await slidersOf(req.market, moved));
  });

  /** Multer's refusals (too large, more than one file, a field it does not expect) are the caller's: refusal `file`. */
  const oneFile: RequestHandler = (req, res, next) =>
    upload.single("file")(req, res, (error: unknown) => (error instanceof MulterError ? next(new Refusal("file")) : next(error)));

  /**
   * Stores a slider image (multipart `file`: JPEG, PNG or WebP by its first bytes, at most 5 MB) as
   * `sliders/<random>-<name>.<ext>` in the market's folder; answers `{ path, name, size, mime }`, `path` being what
   * `slider/save` takes as `file`. Refusal `file` otherwise.
   */
  router.post("/slider/upload", requireAdmin, oneFile, async (req, res) => {
    const file = req.file;
    if (!file) throw new Refusal("file");
    const type = file.size > 0 && file.size <= MAX_SLIDER_IMAGE_BYTES ? await imageTypeOf(file.path) : undefined;
    if (!type) {
      await rm(file.path, { force: true });
      throw new Refusal("file");
    }
    const stem =
      basename(file.originalname)
        .replace(/\.[^.]{1,10}$/, "")
        .replace(/[^\w.-]+/g, "_")
        .replace(/^[._-]+/, "")
        .slice(-80) || "image";
    const path = `${FOLDER}${randomBytes(8).toString("hex")}-${stem}.${type.ext}`;
    await storage.keep(req.market, file.path, path);
    ok(res, { path, name: basename(file.originalname), size: file.size, mime: type.mime });
  });

  return router;
}
