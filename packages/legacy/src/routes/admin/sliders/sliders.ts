import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { basename } from "node:path";
import { Router } from "express";
import { Refusal, ok } from "../../../http/answer.js";
import { idField, textField } from "../../../http/fields.js";
import { singleFile } from "../../../http/upload.js";
import type { Market } from "../../../market.js";
import { SLIDER_COLUMNS } from "../../../models/home.js";
import { fileTypeOf, JPEG, PNG, WEBP } from "../../../storage/file-types.js";
import type { RouteDeps } from "../../deps.js";
import { deleteSlider, moveSlider } from "./positions.js";
import { readSliderForm, saveSlider } from "./save.js";

/** A slider image's limit (the portal's own is the same: 5 MB). */
export const MAX_SLIDER_IMAGE_BYTES = 5 * 1024 * 1024;
/** Where slider images are stored in a market's folder (the seed's are there too). */
const FOLDER = "sliders/";
/** The image types a slider takes, by their first bytes. */
const IMAGE_TYPES = [PNG, JPEG, WEBP];

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
    db.query(`SELECT ${SLIDER_COLUMNS} FROM sliders WHERE market = $1 AND id = ANY($2::int[]) ORDER BY array_position($2::int[], id)`, [market, ids]);

  /**
   * Creates (`id` -1, last in the order) or changes a slider of the market (its position kept). `name` and `file`
   * required; `url` optional; `start_date`, `end_date` optional days (from the start of the first to the end of the
   * last); `status` 1 (default) or 0. Answers the saved Slider.
   */
  router.post("/slider/save", requireAdmin, async (req, res) => {
    const savedId = await saveSlider(db, req.market, await readSliderForm(db, storage, req));
    ok(res, (await slidersOf(req.market, [savedId]))[0]);
  });

  /** Deletes a slider of the market; the ones after it move up a place. Refusal `not_found` when it is gone already. */
  router.post("/slider/delete", requireAdmin, async (req, res) => {
    const id = idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    await deleteSlider(db, req.market, id);
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
    const moved = await moveSlider(db, req.market, { id, direction, seen });
    ok(res, moved.length === 0 ? [] : await slidersOf(req.market, moved));
  });

  /**
   * Stores a slider image (multipart `file`: JPEG, PNG or WebP by its first bytes, at most 5 MB) as
   * `sliders/<random>-<name>.<ext>` in the market's folder; answers `{ path, name, size, mime }`, `path` being what
   * `slider/save` takes as `file`. Refusal `file` otherwise.
   */
  router.post("/slider/upload", requireAdmin, singleFile(upload), async (req, res) => {
    const file = req.file;
    if (!file) throw new Refusal("file");
    const type = file.size > 0 && file.size <= MAX_SLIDER_IMAGE_BYTES ? await fileTypeOf(file.path, IMAGE_TYPES) : undefined;
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
