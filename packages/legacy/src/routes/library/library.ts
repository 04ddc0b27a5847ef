import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { Router, type Request } from "express";
import { Refusal, ok } from "../../http/answer.js";
import { idField, rawField, textField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import type { Market } from "../../market.js";
import { langOf } from "../../models/languages.js";
import { findResources, resourceCategory } from "../../models/resources.js";
import { findUserById } from "../../models/users.js";
import { SECTION_NAME_SQL, type Section } from "../../models/sections.js";
import type { RouteDeps } from "../deps.js";
import { requestCustomResource, requestOpening } from "./requests.js";

export { MARKETING_MAIL } from "./requests.js";

/** The portal route of each section type (1..5). */
export const AREA_PATHS: Record<number, string> = { 1: "/nacional", 2: "/local", 3: "/comunicacion", 4: "/toolkits", 5: "/practices" };

/** `status`: a comma list of 0, 1, 2 (default "1"); refusal `status` otherwise. */
function statusesOf(req: Request): number[] {
  const text = textField(req, "status");
  if (!text) return [1];
  const parts = text.split(",").map((part) => part.trim());
  if (!parts.every((part) => /^[012]$/.test(part))) throw new Refusal("status");
  return [...new Set(parts.map(Number))];
}

const positiveId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** `attachment; filename="..."` with an ASCII fallback and RFC 5987 `filename*` when the name is not ASCII. */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === name ? `attachment; filename="${name}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Area `library`: sections, resource types, resources (lists, search, newest, detail), their files
 * (batch, download), short links, custom resource requests and the opening communication form.
 * Static files are served by the app under `/{market}/static/`.
 */
export function libraryRoutes({ db, guards, storage }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  /** Every section of the market, names in `lang`, in tree order (type, then depth first by position), with its slug path. */
  const sectionsOf = async (market: Market, lang: string): Promise<Section[]> => {
    const rows = await db.query<Omit<Section, "path">>(
      `SELECT s.id, ${SECTION_NAME_SQL} AS name,
              s.type, s.url, coalesce(s.parent_id, -1) AS parent_id, s.status, s.level, s.pos
         FROM sections s LEFT JOIN section_names n ON n.section_id = s.id AND n.lang = $2
        WHERE s.market = $1
        ORDER BY s.type, s.pos, s.id`,
      [market, lang],
    );
    const children = new Map<number, typeof rows>();
    for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
    const ordered: Section[] = [];
    const walk = (parent: number, path: string) => {
      for (const row of children.get(parent) ?? []) {
        const own = path ? `${path}/${row.url}` : row.url;
        ordered.push({ ...row, path: own });
        walk(row.id, own);
      }
    };
    walk(-1, "");
    return ordered.sort((a, b) => a.type - b.type);
  };

  router.post("/sections", requireSession, async (req, res) => {
    ok(res, await sectionsOf(req.market, (await langOf(db, req, "default")) as string));
  });

  router.get("/section/type/:type", requireSession, async (req, res) => {
    const type = Number(String(req.params.type));
    if (!/^[1-5]$/.test(String(req.params.type))) throw new Refusal("type");
    const active = (await sectionsOf(req.market, (await langOf(db, req, "default")) as string)).filter((s) => s.type === type && s.status === 1);
    type Node = Section & { childs: Node[] };
    const nodes = new Map<number, Node>(active.map((s) => [s.id, { ...s, childs: [] }]));
    const roots: Node[] = [];
    for (const node of nodes.values()) {
      if (node.parent_id === -1) roots.push(node);
      else nodes.get(node.parent_id)?.childs.push(node);
    }
    ok(res, roots);
  });

  router.post("/resource/types", requireSession, async (req, res) => {
    const lang = await langOf(db, req, "default");
    ok(
      res,
      await db.query(
        `SELECT t.id, coalesce(n.name, t.code) AS name, t.customizable
           FROM resource_types t LEFT JOIN resource_type_names n ON n.type_id = t.id AND n.lang = $2
          WHERE t.market = $1 ORDER BY t.pos, t.id`,
        [req.market, lang],
      ),
    );
  });

  router.post("/resources", requireSession, async (req, res) => {
    const lang = await langOf(db, req, "all");
    const statuses = statusesOf(req);
    const sectionId = idField(req, "section_id");
    if (sectionId !== undefined) {
      const found = await db.query("SELECT 1 FROM sections WHERE id = $1 AND market = $2", [sectionId, req.market]);
      if (found.length === 0) throw new Refusal("section");
      return ok(res, await findResources(db, req.market, { sectionId, lang, statuses }));
    }
    if (textField(req, "section_id")) throw new Refusal("section");
    const type = textField(req, "type");
    if (!type) throw new Refusal("section");
    if (!/^[1-5]$/.test(type)) throw new Refusal("type");
    ok(res, await findResources(db, req.market, { sectionType: Number(type), lang, statuses }));
  });

  router.post("/resources/newest", requireSession, async (req, res) => {
    const lang = await langOf(db, req, "all");
    const asked = Number(textField(req, "limit"));
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 10) : 10;
    const skipped = Number(textField(req, "offset"));
    const offset = Number.isInteger(skipped) && skipped > 0 ? skipped : 0;
    ok(res, await findResources(db, req.market, { lang, statuses: [1], limit, offset }));
  });

  router.post("/resources/search", requireSession, async (req, res) => {
    const text = textField(req, "s");
    const lang = await langOf(db, req, "all");
    const statuses = statusesOf(req);
    ok(res, text ? await findResources(db, req.market, { search: text, lang, statuses }) : []);
  });

  router.get("/resource/:id", requireSession, async (req, res) => {
    const id = positiveId(String(req.params.id));
    const [row] = id === undefined ? [] : await findResources(db, req.market, { id });
    if (!row) throw new Refusal("not_found", 404);
    ok(res, row);
  });

  router.post("/resource/files", requireSession, async (req, res) => {
    let ids: unknown;
    try {
      ids = JSON.parse(rawField(req, "ids"));
    } catch {
      throw new Refusal("ids");
    }
    if (!Array.isArray(ids) || ids.length > 1000) throw new Refusal("ids");
    const numbers = ids.map((id) => (typeof id === "number" ? id : typeof id === "string" && /^\d+$/.test(id) ? Number(id) : NaN));
    if (!numbers.every((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)) throw new Refusal("ids");
    if (numbers.length === 0) return ok(res, []);
    ok(
      res,
      await db.query(
        `SELECT id AS resource_id, file, file_name AS name, file_size AS size, file_mime AS mime
           FROM resources WHERE market = $1 AND id = ANY($2::int[]) AND file IS NOT NULL ORDER BY id`,
        [req.market, [...new Set(numbers)]],
      ),
    );
  });

  router.get("/resource/download/:id", requireSession, async (req, res) => {
    const id = positiveId(String(req.params.id));
    const rows =
      id === undefined
        ? []
        : await db.query<{ file: string | null; file_name: string | null; file_mime: string | null }>(
            "SELECT file, file_name, file_mime FROM resources WHERE market = $1 AND id = $2",
            [req.market, id],
          );
    const row = rows[0];
    if (!row?.file) throw new Refusal("not_found", 404);
    const path = storage.pathOf(req.market, row.file);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new Refusal("not_found", 404);
    await db.query("INSERT INTO resource_downloads (market, resource_id, user_id, date) VALUES ($1, $2, $3, localtimestamp(0))", [
      req.market,
      id,
      sessionOf(req).userId,
    ]);
    res.status(200);
    res.setHeader("Content-Type", row.file_mime ?? "application/octet-stream");
    res.setHeader("Content-Length", String(info.size));
    res.setHeader("Content-Disposition", contentDisposition(row.file_name ?? row.file.split("/").pop() ?? "file"));
    res.setHeader("Last-Modified", info.mtime.toUTCString());
    await pipeline(createReadStream(path), res);
  });

  router.get(["/link/:id", "/link/:id/:userId"], async (req, res) => {
    const id = positiveId(String(req.params.id));
    const userParam = (req.params as { userId?: string }).userId;
    const sharedBy = userParam === undefined ? undefined : positiveId(userParam);
    if (id === undefined || (userParam !== undefined && sharedBy === undefined)) throw new Refusal("not_found");
    const category = await resourceCategory(db, req.market, id);
    if (!category) throw new Refusal("not_found");
    const user = sharedBy === undefined ? undefined : await findUserById(db, req.market, sharedBy);
    await db.query("INSERT INTO short_link_hits (market, resource_id, user_id, date) VALUES ($1, $2, $3, localtimestamp(0))", [
      req.market,
      id,
      user?.id ?? null,
    ]);
    const area = AREA_PATHS[category.type];
    ok(res, { url: category.type >= 4 ? area : `${area}/${category.section}/${category.url}` });
  });

  /** A request for a custom resource, kept and mailed to marketing. */
  router.post("/resource/custom/mail", requireSession, async (req, res) => {
    await requestCustomResource(db, req);
    ok(res, true);
  });

  /** An opening communication (the form as JSON in `data`), at least 15 days ahead, kept and mailed to marketing. */
  router.post("/restaurant/opening", requireSession, async (req, res) => {
    await requestOpening(db, req);
    ok(res, true);
  });

  return router;
}
