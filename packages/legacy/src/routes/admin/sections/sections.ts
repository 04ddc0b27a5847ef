import { Router } from "express";
import type { Db } from "../../../db/db.js";
import { Refusal, ok } from "../../../http/answer.js";
import { idField } from "../../../http/fields.js";
import type { Market } from "../../../market.js";
import { SECTION_NAME_SQL, type Section } from "../../../models/sections.js";
import type { RouteDeps } from "../../deps.js";
import { readSectionForm, saveSection, treeOf } from "./save.js";

/** Section `id` of the market with its name in `lang` and its path of urls from the top; undefined when there is none. */
async function sectionOf(db: Db, market: Market, lang: string, id: number): Promise<Section | undefined> {
  const [row] = await db.query<Omit<Section, "path">>(
    `SELECT s.id, ${SECTION_NAME_SQL} AS name, s.type, s.url, coalesce(s.parent_id, -1) AS parent_id, s.status, s.level, s.pos
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
    const form = await readSectionForm(db, req);
    ok(res, await sectionOf(db, req.market, form.lang, await saveSection(db, req.market, form)));
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
