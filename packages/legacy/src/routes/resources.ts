import { open, rm, stat } from "node:fs/promises";
import { basename } from "node:path";
import { Router, type Request, type RequestHandler } from "express";
import { MulterError } from "multer";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { idField, rawField, textField } from "../http/fields.js";
import type { Market } from "../market.js";
import { marketLanguages } from "../models/languages.js";
import { searchPattern } from "../models/resources.js";
// The portal's url, tag and file-name rules (spec 1 §4, §5), shared with the BFF and the web; the file imports nothing.
import { normalizeTags, resourceFileStem, resourceUrl, resourceUrlBase } from "../../../schema/src/admin/resource-url.js";
import type { RouteDeps } from "./deps.js";

/** A resource's file (the portal's limit is the same: 50 MB) and thumbnail (2 MB) limits. */
export const MAX_RESOURCE_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_RESOURCE_THUMB_BYTES = 2 * 1024 * 1024;
/** Where a resource's file and thumbnail are stored in the market's folder (the seed's are there too). */
const FOLDERS = { file: "resources/", thumb: "thumbs/" } as const;
type Kind = keyof typeof FOLDERS;

const MAX_TAGS = 50;
const MAX_TAG = 60;
const MAX_NAME = 200;

/** The types a resource's file or thumbnail may be, by their first bytes: the extension the stored file gets and its MIME type. */
interface StoredType {
  ext: string;
  mime: string;
  matches: (head: Buffer) => boolean;
}
const PNG: StoredType = {
  ext: "png",
  mime: "image/png",
  matches: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};
const JPEG: StoredType = { ext: "jpg", mime: "image/jpeg", matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff };
const WEBP: StoredType = {
  ext: "webp",
  mime: "image/webp",
  matches: (h) => h.toString("latin1", 0, 4) === "RIFF" && h.toString("latin1", 8, 12) === "WEBP",
};
const TYPES: Record<Kind, StoredType[]> = {
  thumb: [JPEG, PNG, WEBP],
  file: [
    { ext: "pdf", mime: "application/pdf", matches: (h) => h.toString("latin1", 0, 5) === "%PDF-" },
    JPEG,
    PNG,
    WEBP,
    { ext: "gif", mime: "image/gif", matches: (h) => h.toString("latin1", 0, 4) === "GIF8" },
    { ext: "mp4", mime: "video/mp4", matches: (h) => h.toString("latin1", 4, 8) === "ftyp" },
    { ext: "zip", mime: "application/zip", matches: (h) => h[0] === 0x50 && h[1] === 0x4b && h[2] === 0x03 && h[3] === 0x04 },
  ],
};
const LIMITS: Record<Kind, number> = { file: MAX_RESOURCE_FILE_BYTES, thumb: MAX_RESOURCE_THUMB_BYTES };

async function typeOf(path: string, kind: Kind): Promise<StoredType | undefined> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    return bytesRead < 8 ? undefined : TYPES[kind].find((type) => type.matches(head));
  } finally {
    await handle.close();
  }
}

/** The sort columns of the admin table. */
const SORTS: Record<string, string> = {
  update_date: "r.update_date",
  name: "lower(r.name)",
  reference: "lower(coalesce(r.reference, ''))",
  status: "r.status",
  lang: "r.lang",
  category: "r.category",
};

const ACCENTED = "ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÇçÑñ";
const PLAIN = "AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn";
/** What the table's search looks in: name, reference, tags and url, lowercase without accents. */
const SEARCH_TEXT = `lower(translate(r.name || ' ' || coalesce(r.reference, '') || ' ' || r.tags || ' ' || r.url, '${ACCENTED}', '${PLAIN}'))`;

/** The main section's name of a resource `r` (its first section), in the resource's language, else any. */
const SECTION_NAME = `(SELECT coalesce(n.name, (SELECT o.name FROM section_names o WHERE o.section_id = s.id ORDER BY o.lang LIMIT 1), s.url)
    FROM resource_sections rs JOIN sections s ON s.id = rs.section_id
    LEFT JOIN section_names n ON n.section_id = s.id AND n.lang = r.lang
   WHERE rs.resource_id = r.id ORDER BY rs.pos, rs.section_id LIMIT 1)`;

/** An AdminResource (README "Admin resources"): the library's Resource plus its file's details and main section's name and type. */
const COLUMNS = `r.id, r.name, r.description, r.url, r.file, r.file_name, r.file_size, r.file_mime, r.thumb, r.reference, r.budget, r.status,
  to_char(r.update_date, 'YYYY-MM-DD HH24:MI:SS') AS update_date,
  json_build_object('id', l.id, 'name', l.name) AS lang,
  CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', coalesce(tn.name, t.code)) END AS type,
  coalesce((SELECT json_agg(rs.section_id ORDER BY rs.pos, rs.section_id) FROM resource_sections rs WHERE rs.resource_id = r.id), '[]'::json) AS sections,
  ${SECTION_NAME} AS section_name,
  (SELECT s.type FROM resource_sections rs JOIN sections s ON s.id = rs.section_id WHERE rs.resource_id = r.id ORDER BY rs.pos, rs.section_id LIMIT 1) AS section_type,
  r.tags, r.category, r.new_resource`;
const FROM = `FROM resources r
  JOIN languages l ON l.market = r.market AND l.id = r.lang
  LEFT JOIN resource_types t ON t.id = r.type_id
  LEFT JOIN resource_type_names tn ON tn.type_id = t.id AND tn.lang = r.lang`;

interface AdminResourceRow {
  id: number;
  url: string;
  file: string | null;
  thumb: string | null;
  lang: { id: string; name: string };
}

async function resourceOf(db: Db, market: Market, id: number): Promise<AdminResourceRow | undefined> {
  const [row] = await db.query<AdminResourceRow>(`SELECT ${COLUMNS} ${FROM} WHERE r.market = $1 AND r.id = $2`, [market, id]);
  return row;
}

/** `ids`: a comma list of positive ids (at most 1000); refusal `ids` otherwise. */
function idsField(req: Request): number[] {
  const parts = textField(req, "ids")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 1000 || !parts.every((part) => /^\d{1,9}$/.test(part) && Number(part) > 0)) throw new Refusal("ids");
  return [...new Set(parts.map(Number))];
}

/** A unique violation of the database: another save took the url (or the create key) meanwhile. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "23505";

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
    const sizeText = textField(req, "size") || "10";
    if (sizeText !== "all" && !(/^\d{1,4}$/.test(sizeText) && Number(sizeText) >= 1 && Number(sizeText) <= 1000)) throw new Refusal("size");
    const size = sizeText === "all" ? null : Number(sizeText);
    const pageText = textField(req, "page") || "1";
    if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1) throw new Refusal("page");
    const sort = SORTS[textField(req, "sort") || "update_date"];
    if (!sort) throw new Refusal("sort");
    const directionText = (textField(req, "direction") || "desc").toLowerCase();
    if (directionText !== "asc" && directionText !== "desc") throw new Refusal("direction");
    const direction = directionText.toUpperCase();

    const params: unknown[] = [req.market];
    const where = ["r.market = $1"];
    const words = textField(req, "search").split(/\s+/).filter(Boolean).slice(0, 10);
    for (const word of words) {
      params.push(searchPattern(word));
      where.push(`${SEARCH_TEXT} LIKE $${params.length} ESCAPE '\\'`);
    }
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM resources r WHERE ${where.join(" AND ")}`, params);
    const pageCount = size === null ? 1 : Math.max(1, Math.ceil(total / size));
    const page = Math.min(Number(pageText), pageCount);
    const cut = size === null ? "" : ` LIMIT ${size} OFFSET ${(page - 1) * size}`;
    const items = await db.query(
      `SELECT ${COLUMNS} ${FROM} WHERE ${where.join(" AND ")} ORDER BY ${sort} ${direction}, r.id ${direction}${cut}`,
      params,
    );
    ok(res, { items, total, page, size: size ?? "all", page_count: pageCount });
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
    const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const createKey = id === -1 ? textField(req, "create_key") : "";
    if (createKey && !/^[\w-]{8,64}$/.test(createKey)) throw new Refusal("id");
    const name = textField(req, "name");
    if (!resourceUrlBase(name) || name.length > MAX_NAME) throw new Refusal("name");
    const categoryText = textField(req, "category");
    if (!/^[345]$/.test(categoryText)) throw new Refusal("category");
    const category = Number(categoryText);
    const statusText = textField(req, "status");
    if (id !== -1 && !/^[012]$/.test(statusText)) throw new Refusal("status");
    if (id === -1 && statusText !== "" && !/^[012]$/.test(statusText)) throw new Refusal("status");
    const status = id === -1 ? 2 : Number(statusText);
    const sectionIds = [
      ...new Set(
        textField(req, "sections")
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ];
    if (sectionIds.length === 0 || !sectionIds.every((part) => /^\d{1,9}$/.test(part))) throw new Refusal("sections");
    const sections = await db.query<{ id: number; type: number }>("SELECT id, type FROM sections WHERE market = $1 AND id = ANY($2::int[])", [
      req.market,
      sectionIds.map(Number),
    ]);
    const typeOfSection = new Map(sections.map((s) => [s.id, s.type]));
    const mainType = typeOfSection.get(Number(sectionIds[0]));
    if (mainType === undefined || !sectionIds.every((part) => typeOfSection.get(Number(part)) === mainType)) throw new Refusal("sections");
    if ((mainType <= 3 ? 3 : mainType) !== category) throw new Refusal("category");
    const languages = await marketLanguages(db, req.market);
    const langText = textField(req, "lang").toUpperCase();
    if (langText && !languages.includes(langText)) throw new Refusal("lang");
    if (!langText && category === 3) throw new Refusal("lang");
    const lang = langText || languages[0];
    const typeText = textField(req, "type_id");
    if (!typeText && category === 3) throw new Refusal("type");
    let typeId: number | null = null;
    if (typeText) {
      const [type] = /^\d{1,9}$/.test(typeText)
        ? await db.query<{ id: number }>("SELECT id FROM resource_types WHERE market = $1 AND id = $2", [req.market, Number(typeText)])
        : [];
      if (!type) throw new Refusal("type");
      typeId = type.id;
    }
    const budgetText = textField(req, "budget");
    if (budgetText !== "" && budgetText !== "0" && budgetText !== "1") throw new Refusal("budget");
    const budget = budgetText === "1" ? 1 : 0;
    if (budget === 1 && mainType > 2) throw new Refusal("budget");
    const tags = normalizeTags(rawField(req, "tags").split("|"));
    if (tags.length > MAX_TAGS || tags.some((tag) => tag.length > MAX_TAG)) throw new Refusal("tags");
    const description = textField(req, "description") || null;
    const reference = textField(req, "reference") || null;

    const save = () =>
      db.transaction(async (tx) => {
        if (createKey) {
          const [made] = await tx.query<{ id: number }>("SELECT id FROM resources WHERE market = $1 AND create_key = $2", [req.market, createKey]);
          if (made) return made.id;
        }
        const [current] =
          id === -1
            ? []
            : await tx.query<{ id: number; name: string; url: string }>(
                "SELECT id, name, url FROM resources WHERE market = $1 AND id = $2 FOR UPDATE",
                [req.market, id],
              );
        if (id !== -1 && !current) throw new Refusal("not_found");
        let url = current?.url ?? "";
        if (!current || current.name !== name) {
          const base = resourceUrlBase(name);
          const taken = await tx.query<{ url: string }>(
            "SELECT url FROM resources WHERE market = $1 AND (url = $2 OR url LIKE $3 ESCAPE '\\') AND id <> $4",
            [req.market, base, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}\\_%`, current?.id ?? -1],
          );
          url = resourceUrl(
            name,
            taken.map((row) => row.url),
          );
        }
        const values = [name, description, url, reference, budget, status, typeId, tags.join("|"), category, lang];
        let savedId: number;
        if (!current) {
          const [created] = await tx.query<{ id: number }>(
            `INSERT INTO resources (name, description, url, reference, budget, status, type_id, tags, category, lang, market, create_key, new_resource, update_date)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, localtimestamp(0)) RETURNING id`,
            [...values, req.market, createKey || null],
          );
          savedId = created.id;
        } else {
          savedId = current.id;
          await tx.query(
            `UPDATE resources SET name = $1, description = $2, url = $3, reference = $4, budget = $5, status = $6, type_id = $7, tags = $8,
                    category = $9, lang = $10, update_date = localtimestamp(0)
              WHERE market = $11 AND id = $12`,
            [...values, req.market, savedId],
          );
          await tx.query("DELETE FROM resource_sections WHERE resource_id = $1", [savedId]);
        }
        for (const [pos, section] of sectionIds.entries())
          await tx.query("INSERT INTO resource_sections (resource_id, section_id, pos) VALUES ($1, $2, $3)", [savedId, Number(section), pos]);
        return savedId;
      });

    // Two saves of one name at once: the second meets the unique url and derives it again.
    let savedId: number | undefined;
    for (let attempt = 1; savedId === undefined; attempt++) {
      try {
        savedId = await save();
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
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
    for (const path of [deleted.file, deleted.thumb]) await removeUnused(req.market, path);
    ok(res, true);
  });

  /** Removes a stored file no resource of the market names any more (best effort). */
  const removeUnused = async (market: Market, path: string | null) => {
    if (!path) return;
    const [used] = await db.query("SELECT 1 FROM resources WHERE market = $1 AND (file = $2 OR thumb = $2) LIMIT 1", [market, path]);
    if (!used) await rm(storage.pathOf(market, path), { force: true }).catch(() => undefined);
  };

  const kindField = (req: Request): Kind => {
    const kind = textField(req, "kind");
    if (kind !== "file" && kind !== "thumb") throw new Refusal("kind");
    return kind;
  };

  /** Multer's refusals (too large, more than one file, a field it does not expect) are the caller's: refusal `file`. */
  const oneFile: RequestHandler = (req, res, next) =>
    upload.single("file")(req, res, (error: unknown) => (error instanceof MulterError ? next(new Refusal("file")) : next(error)));

  /**
   * Stores a resource's file or thumbnail (multipart: `id`, `kind` file or thumb, `file`) in the market's folder, named
   * after the resource's slug and language (`resources/<slug>[_cat].<ext>`, `thumbs/<slug>[_cat].<ext>`; with `-<id>`
   * when another resource names that file), replacing what was stored there. A file: PDF, JPEG, PNG, WebP, GIF, MP4 or
   * zip by its first bytes, at most 50 MB; a thumbnail: JPEG, PNG or WebP, at most 2 MB. Answers `{ path, name, size,
   * mime }` (`name`: the uploaded file's name), what `resource/attach` then names. Refusals `id`, `kind`, `file`,
   * `not_found`. The record is not changed: `resource/attach` does.
   */
  router.post("/admin/resource/upload", requireAdmin, oneFile, async (req, res) => {
    const file = req.file;
    try {
      const id = idField(req, "id");
      if (id === undefined) throw new Refusal("id");
      const kind = kindField(req);
      if (!file) throw new Refusal("file");
      const type = file.size > 0 && file.size <= LIMITS[kind] ? await typeOf(file.path, kind) : undefined;
      if (!type) throw new Refusal("file");
      const resource = await resourceOf(db, req.market, id);
      if (!resource) throw new Refusal("not_found");
      const stem = `${FOLDERS[kind]}${resourceFileStem(resource.url, resource.lang.id)}`;
      let path = `${stem}.${type.ext}`;
      const [other] = await db.query("SELECT 1 FROM resources WHERE market = $1 AND id <> $2 AND (file = $3 OR thumb = $3) LIMIT 1", [
        req.market,
        id,
        path,
      ]);
      if (other) path = `${stem}-${id}.${type.ext}`;
      await storage.keep(req.market, file.path, path);
      ok(res, { path, name: basename(file.originalname), size: file.size, mime: type.mime });
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
    const path = textField(req, "path");
    const resource = await resourceOf(db, req.market, id);
    if (!resource) throw new Refusal("not_found");
    const stem = `${FOLDERS[kind]}${resourceFileStem(resource.url, resource.lang.id)}`;
    const escaped = stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (!new RegExp(`^${escaped}(-${id})?\\.[a-z0-9]{2,4}$`).test(path)) throw new Refusal("path");
    const info = await stat(storage.pathOf(req.market, path)).catch(() => undefined);
    const type = info?.isFile() ? await typeOf(storage.pathOf(req.market, path), kind) : undefined;
    if (!info || !type) throw new Refusal("path");
    const before = kind === "file" ? resource.file : resource.thumb;
    if (kind === "file") {
      const name = basename(path);
      await db.query(
        "UPDATE resources SET file = $1, file_name = $2, file_size = $3, file_mime = $4, update_date = localtimestamp(0) WHERE market = $5 AND id = $6",
        [path, name, info.size, type.mime, req.market, id],
      );
    } else {
      await db.query("UPDATE resources SET thumb = $1, update_date = localtimestamp(0) WHERE market = $2 AND id = $3", [path, req.market, id]);
    }
    if (before && before !== path) await removeUnused(req.market, before);
    ok(res, await resourceOf(db, req.market, id));
  });

  return router;
}
