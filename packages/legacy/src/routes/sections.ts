import { Router, type Request } from "express";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { idField, textField } from "../http/fields.js";
import type { Market } from "../market.js";
import { langOf, marketLanguages } from "../models/languages.js";
// The portal's one url rule (spec 1 §5), shared with the BFF and the web; the file imports nothing.
import { sectionUrl, sectionUrlBase } from "../../../schema/src/admin/section-url.js";
import type { RouteDeps } from "./deps.js";

/** Levels run from 0 (top) to 2: a section at level 2 has no sub-sections. */
const MAX_LEVEL = 2;

/** A Section as the README shows it (and `sections` lists it). */
interface Section {
  id: number;
  name: string;
  type: number;
  url: string;
  parent_id: number;
  status: number;
  level: number;
  pos: number;
  path: string;
}

/** What the save needs of each section of the market: the tree and the urls in use. */
interface TreeRow {
  id: number;
  type: number;
  url: string;
  parent_id: number;
  level: number;
}

/** A section's name in `lang`, else in its first language, else its url (as `sections` names it). */
const NAME = `coalesce(n.name, (SELECT o.name FROM section_names o WHERE o.section_id = s.id ORDER BY o.lang LIMIT 1), s.url)`;

async function treeOf(db: Db, market: Market): Promise<TreeRow[]> {
  return db.query<TreeRow>("SELECT id, type, url, coalesce(parent_id, -1) AS parent_id, level FROM sections WHERE market = $1 ORDER BY id", [market]);
}

/** Section `id` of the market with its name in `lang` and its path of urls from the top; undefined when there is none. */
async function sectionOf(db: Db, market: Market, lang: string, id: number): Promise<Section | undefined> {
  const [row] = await db.query<Omit<Section, "path">>(
    `SELECT s.id, ${NAME} AS name, s.type, s.url, coalesce(s.parent_id, -1) AS parent_id, s.status, s.level, s.pos
       FROM sections s LEFT JOIN section_names n ON n.section_id = s.id AND n.lang = $3
      WHERE s.market = $1 AND s.id = $2`,
    [market, id, lang],
  );
  if (!row) return undefined;
  const byId = new Map((await treeOf(db, market)).map((s) => [s.id, s]));
  const urls: string[] = [];
  for (let at = byId.get(row.id); at; at = byId.get(at.parent_id)) urls.unshift(at.url);
  return { ...row, path: urls.join("/") };
}

/** The sections below `id`, each with how far below it is (1: a child, 2: a grandchild). */
function descendants(tree: TreeRow[], id: number): Array<{ row: TreeRow; depth: number }> {
  const found: Array<{ row: TreeRow; depth: number }> = [];
  const walk = (parent: number, depth: number) => {
    for (const row of tree.filter((s) => s.parent_id === parent)) {
      found.push({ row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(id, 1);
  return found;
}

/** `parent_id`: empty or -1 for none, else a positive id; refusal `parent` otherwise. */
function parentField(req: Request): number | null {
  const text = textField(req, "parent_id");
  if (text === "" || text === "-1") return null;
  const id = idField(req, "parent_id");
  if (id === undefined) throw new Refusal("parent");
  return id;
}

/** `pos`: an integer from 0 (0 when absent); refusal `pos` otherwise. */
function positionField(req: Request): number {
  const text = textField(req, "pos");
  if (text === "") return 0;
  if (!/^\d{1,9}$/.test(text)) throw new Refusal("pos");
  return Number(text);
}

/** A unique violation of the database: another save took the url meanwhile. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "23505";

/**
 * Area `admin sections`: creating, changing and deleting the sections of the market, for administrators (admin flag,
 * a restricted administrator too). The list is the library's `sections` call (every section, flat, with its path).
 */
export function sectionsRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireAdmin } = guards;

  /**
   * Creates (`id` -1) or changes a section of the market. The name is the section's in `lang` (a new section takes it
   * in every language of the market); the url is derived from it by the portal's rule and kept while the name stays
   * the same; the level follows the parent (its own plus one, or 0 at the top), and the sub-sections' levels follow a
   * move. Answers the saved Section as `sections` lists it, its name in `lang`.
   */
  router.post("/section/save", requireAdmin, async (req, res) => {
    const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    const lang = (await langOf(db, req, "default")) as string;
    const name = textField(req, "name");
    if (!sectionUrlBase(name)) throw new Refusal("name");
    const typeText = textField(req, "type");
    if (!/^[1-5]$/.test(typeText)) throw new Refusal("type");
    const type = Number(typeText);
    const parentId = parentField(req);
    const pos = positionField(req);
    const status = textField(req, "status") === "0" ? 0 : 1;

    const save = () =>
      db.transaction(async (tx) => {
        const tree = await treeOf(tx, req.market);
        const current = id === -1 ? undefined : tree.find((s) => s.id === id);
        if (id !== -1 && !current) throw new Refusal("not_found");
        const below = current ? descendants(tree, current.id) : [];
        const height = Math.max(0, ...below.map((d) => d.depth));
        const parent = parentId === null ? undefined : tree.find((s) => s.id === parentId);
        if (parentId !== null) {
          const fits =
            parent &&
            parent.type === type &&
            parent.level < MAX_LEVEL &&
            parent.id !== id &&
            !below.some((d) => d.row.id === parent.id) &&
            parent.level + 1 + height <= MAX_LEVEL;
          if (!fits) throw new Refusal("parent");
        }
        if (current && current.type !== type && below.length > 0) throw new Refusal("type_children");
        const level = parent ? parent.level + 1 : 0;

        // The url follows the name: kept while the section's name in this language stays the same.
        const [named] = current
          ? await tx.query<{ name: string }>(
              `SELECT ${NAME} AS name FROM sections s LEFT JOIN section_names n ON n.section_id = s.id AND n.lang = $2 WHERE s.id = $1`,
              [current.id, lang],
            )
          : [];
        const url =
          current && named?.name === name
            ? current.url
            : sectionUrl(
                name,
                tree.filter((s) => s.id !== id).map((s) => s.url),
              );

        let savedId: number;
        if (!current) {
          const [created] = await tx.query<{ id: number }>(
            "INSERT INTO sections (market, type, url, parent_id, status, level, pos) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
            [req.market, type, url, parentId, status, level, pos],
          );
          savedId = created.id;
          for (const language of await marketLanguages(tx, req.market))
            await tx.query("INSERT INTO section_names (section_id, market, lang, name) VALUES ($1, $2, $3, $4)", [
              savedId,
              req.market,
              language,
              name,
            ]);
        } else {
          savedId = current.id;
          await tx.query("UPDATE sections SET type = $1, url = $2, parent_id = $3, status = $4, level = $5, pos = $6 WHERE market = $7 AND id = $8", [
            type,
            url,
            parentId,
            status,
            level,
            pos,
            req.market,
            savedId,
          ]);
          await tx.query(
            `INSERT INTO section_names (section_id, market, lang, name) VALUES ($1, $2, $3, $4)
             ON CONFLICT (section_id, lang) DO UPDATE SET name = EXCLUDED.name`,
            [savedId, req.market, lang, name],
          );
          for (const { row, depth } of below)
            if (row.level !== level + depth) await tx.query("UPDATE sections SET level = $1 WHERE id = $2", [level + depth, row.id]);
        }
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
    ok(res, await sectionOf(db, req.market, lang, savedId));
  });

  /**
   * Deletes a section of the market that has neither sub-sections nor resources. Refusals: `id`, `not_found` (none of the
   * market with that id: already deleted), `has_children`, `has_resources`.
   */
  router.post("/section/delete", requireAdmin, async (req, res) => {
    const id = idField(req, "id");
    if (id === undefined) throw new Refusal("id");
    await db.transaction(async (tx) => {
      const [found] = await tx.query("SELECT id FROM sections WHERE market = $1 AND id = $2", [req.market, id]);
      if (!found) throw new Refusal("not_found");
      if ((await tx.query("SELECT 1 FROM sections WHERE parent_id = $1 LIMIT 1", [id])).length > 0) throw new Refusal("has_children");
      if ((await tx.query("SELECT 1 FROM resource_sections WHERE section_id = $1 LIMIT 1", [id])).length > 0) throw new Refusal("has_resources");
      await tx.query("DELETE FROM sections WHERE market = $1 AND id = $2", [req.market, id]);
    });
    ok(res, true);
  });

  return router;
}
