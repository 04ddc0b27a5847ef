import { rm } from "node:fs/promises";
import { basename } from "node:path";
import { Router, type Request } from "express";
import { Refusal, ok } from "../../../http/answer.js";
import { idField, textField } from "../../../http/fields.js";
import { singleFile } from "../../../http/upload.js";
import type { RouteDeps } from "../../deps.js";
import { attachResourceFile, kindField, removeUnused, storeResourceFile, uploadedFile } from "./files.js";
import { readPageQuery, resourceOf, resourcePage } from "./rows.js";
import { readResourceForm, saveResource } from "./save.js";

export { MAX_RESOURCE_FILE_BYTES, MAX_RESOURCE_THUMB_BYTES } from "./files.js";

/** `ids`: a comma list of positive ids (at most 1000); refusal `ids` otherwise. */
function idsField(req: Request): number[] {
  const parts = textField(req, "ids")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 1000 || !parts.every((part) => /^\d{1,9}$/.test(part) && Number(part) > 0)) throw new Refusal("ids");
  return [...new Set(parts.map(Number))];
}

/**
 * Area `admin resources`: the library's resources for administrators (admin flag; restricted administrators too): the
 * table (searched, sorted and cut on the server), one resource for the form, create and change (a new one is a draft),
 * the bulk status of selected resources, delete, and the file and thumbnail: stored first (`resource/upload`), then
 * named on the record (`resource/attach`).
 */
export function resourcesRoutes({ db, guards, storage, upload }: RouteDeps): Router {
  const router = Router();
  const { requireAdmin } = guards;

  /**
   * The table: `page` (from 1), `size` (1 to 1000, or `all`; default 10), `search` (every word in the name, reference,
   * tags or url, case and accents ignored), `sort` (update_date, name, reference, status, lang, category; default
   * update_date), `direction` (asc or desc; default desc). Answers `{ items, total, page, size, page_count }`; a page
   * past the last answers the last.
   */
  router.post("/admin/resources", requireAdmin, async (req, res) => {
    ok(res, await resourcePage(db, req.market, readPageQuery(req)));
  });

  /** One resource of the market, whatever its status, as the table lists it. Refusal `not_found` (HTTP 404). */
  router.get("/admin/resource/:id", requireAdmin, async (req, res) => {
    const text = String(req.params.id);
    const row = /^\d{1,9}$/.test(text) && Number(text) > 0 ? await resourceOf(db, req.market, Number(text)) : undefined;
    if (!row) throw new Refusal("not_found", 404);
    ok(res, row);
  });

  /**
   * Creates (`id` -1; a draft, status 2, flagged new) or changes a resource (`status` 0, 1 or 2 then). `name` required,
   * giving a url; `category` 3, 4 or 5, the one of its first section's area (types 1–3: 3, else the type); `sections`
   * a comma list of the market's section ids of one type, the first being its main category; `type_id` a piece type of
   * the market (required for category 3); `lang` a language of the market (required for category 3, else the market's
   * first); `budget` 1 only for a first section of type 1 or 2; `tags` pipe-delimited (trimmed, each once, at most 50
   * of 60 characters); `description`, `reference` texts. The url is derived from the name (`_1`, `_2` until unique)
   * and kept while the name stays. `create_key` (optional): a create sent again with the same key answers the resource
   * it made. Answers the saved AdminResource.
   */
  router.post("/admin/resource/save", requireAdmin, async (req, res) => {
    const savedId = await saveResource(db, req.market, await readResourceForm(db, req));
    ok(res, await resourceOf(db, req.market, savedId));
  });

  /**
   * Sets the status of the selected resources of the market: `ids` (comma list), `status` 0 (inactive) or 1 (active).
   * Answers `[{ id, status }]` of those changed or already so (ids of no resource of the market are left out).
   * Refusals `ids`, `status`.
   */
  router.post("/admin/resources/status", requireAdmin, async (req, res) => {
    const ids = idsField(req);
    const statusText = textField(req, "status");
    if (statusText !== "0" && statusText !== "1") throw new Refusal("status");
    const rows = await db.query<{ id: number; status: number }>(
      "UPDATE resources SET status = $1 WHERE market = $2 AND id = ANY($3::int[]) RETURNING id, status",
      [Number(statusText), req.market, ids],
    );
    ok(
      res,
      rows.sort((a, b) => a.id - b.id),
    );
  });

  /** Deletes a resource of the market (its sections, downloads and link hits go with it; its files too). Refusal `not_found`. */
  router.post("/admin/resource/delete", requireAdmin, async (req, res) => {
    const id = idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const [deleted] = await db.query<{ file: string | null; thumb: string | null }>(
      "DELETE FROM resources WHERE market = $1 AND id = $2 RETURNING file, thumb",
      [req.market, id],
    );
    if (!deleted) throw new Refusal("not_found");
    for (const path of [deleted.file, deleted.thumb]) await removeUnused(db, storage, req.market, path);
    ok(res, true);
  });

  /**
   * Stores a resource's file or thumbnail (multipart: `id`, `kind` file or thumb, `file`) in the market's folder, named
   * after the resource's slug and language (`resources/<slug>[_cat].<ext>`, `thumbs/<slug>[_cat].<ext>`; with `-<id>`
   * when another resource names that file), replacing what was stored there. A file: PDF, JPEG, PNG, WebP, GIF, MP4 or
   * zip by its first bytes, at most 50 MB; a thumbnail: JPEG, PNG or WebP, at most 2 MB. Answers `{ path, name, size,
   * mime }` (`name`: the uploaded file's name), what `resource/attach` then names. Refusals `id`, `kind`, `file`,
   * `not_found`. The record is not changed: `resource/attach` does.
   */
  router.post("/admin/resource/upload", requireAdmin, singleFile(upload), async (req, res) => {
    const file = req.file;
    try {
      const id = idField(req, "id");
      if (id === undefined) throw new Refusal("id");
      const kind = kindField(req);
      const uploaded = await uploadedFile(file, kind);
      const resource = await resourceOf(db, req.market, id);
      if (!resource) throw new Refusal("not_found");
      const path = await storeResourceFile(db, storage, req.market, resource, kind, uploaded);
      ok(res, { path, name: basename(uploaded.file.originalname), size: uploaded.file.size, mime: uploaded.type.mime });
    } catch (error) {
      if (file) await rm(file.path, { force: true });
      throw error;
    }
  });

  /**
   * Names a stored file or thumbnail on the resource (`id`, `kind`, `path` as `resource/upload` answered it): its file
   * (with its name, the stored file's, which a download gets, and its size and type, read from the stored file) or its
   * thumbnail; the update date is now. A file it named before and no resource names any more is removed. Safe to send
   * again. Answers the AdminResource. Refusals `id`, `kind`, `path` (not a stored file of that resource and kind),
   * `not_found`.
   */
  router.post("/admin/resource/attach", requireAdmin, async (req, res) => {
    const id = idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const kind = kindField(req);
    const resource = await resourceOf(db, req.market, id);
    if (!resource) throw new Refusal("not_found");
    await attachResourceFile(db, storage, req.market, resource, kind, textField(req, "path"));
    ok(res, await resourceOf(db, req.market, id));
  });

  return router;
}
