import type { Request } from "express";
import type { Db } from "../../../db/db.js";
import { retryOnUniqueViolation } from "../../../db/unique.js";
import { Refusal } from "../../../http/answer.js";
import { idField, textField } from "../../../http/fields.js";
import type { Market } from "../../../market.js";
import { langOf, marketLanguages } from "../../../models/languages.js";
import { SECTION_NAME_SQL } from "../../../models/sections.js";
// The portal's one url rule (spec 1 §5), shared with the BFF and the web; the file imports nothing.
import { sectionUrl, sectionUrlBase } from "../../../../../schema/src/admin/section-url.js";

/** Levels run from 0 (top) to 2: a section at level 2 has no sub-sections. */
const MAX_LEVEL = 2;

/** What the save needs of each section of the market: the tree and the urls in use. */
export interface TreeRow {
  id: number;
  type: number;
  url: string;
  parent_id: number;
  level: number;
}

export async function treeOf(db: Db, market: Market): Promise<TreeRow[]> {
  return db.query<TreeRow>("SELECT id, type, url, coalesce(parent_id, -1) AS parent_id, level FROM sections WHERE market = $1 ORDER BY id", [market]);
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

/** The section form of `section/save`, read and checked. */
interface SectionForm {
  /** -1: a new section. */
  id: number;
  /** The language the name is in. */
  lang: string;
  name: string;
  type: number;
  parentId: number | null;
  pos: number;
  status: 0 | 1;
}

/** `id` (-1 new), `lang`, `name` (giving a url), `type` 1–5, `parent_id`, `pos`, `status`; refusals name the field. */
export async function readSectionForm(db: Db, req: Request): Promise<SectionForm> {
  const id = textField(req, "id") === "-1" ? -1 : idField(req, "id");
  if (id === undefined) throw new Refusal("id");
  const lang = (await langOf(db, req, "default")) as string;
  const name = textField(req, "name");
  if (!sectionUrlBase(name)) throw new Refusal("name");
  const typeText = textField(req, "type");
  if (!/^[1-5]$/.test(typeText)) throw new Refusal("type");
  const parentId = parentField(req);
  const pos = positionField(req);
  return { id, lang, name, type: Number(typeText), parentId, pos, status: textField(req, "status") === "0" ? 0 : 1 };
}

/**
 * The level a section takes under its parent (0 at the top): the parent must be of its type, not at the last level,
 * neither the section nor one below it, and leave room for the section's own sub-sections; refusal `parent`.
 */
function levelUnder(tree: TreeRow[], form: SectionForm, below: Array<{ row: TreeRow; depth: number }>): number {
  if (form.parentId === null) return 0;
  const parent = tree.find((s) => s.id === form.parentId);
  const height = Math.max(0, ...below.map((d) => d.depth));
  const fits =
    parent &&
    parent.type === form.type &&
    parent.level < MAX_LEVEL &&
    parent.id !== form.id &&
    !below.some((d) => d.row.id === parent.id) &&
    parent.level + 1 + height <= MAX_LEVEL;
  if (!fits) throw new Refusal("parent");
  return parent.level + 1;
}

/** The url of the saved section: kept while its name in the form's language stays the same, else derived again. */
async function urlOf(tx: Db, tree: TreeRow[], form: SectionForm, current: TreeRow | undefined): Promise<string> {
  const [named] = current
    ? await tx.query<{ name: string }>(
        `SELECT ${SECTION_NAME_SQL} AS name FROM sections s LEFT JOIN section_names n ON n.section_id = s.id AND n.lang = $2 WHERE s.id = $1`,
        [current.id, form.lang],
      )
    : [];
  if (current && named?.name === form.name) return current.url;
  return sectionUrl(
    form.name,
    tree.filter((s) => s.id !== form.id).map((s) => s.url),
  );
}

/** A new section, named in every language of the market. */
async function insertSection(tx: Db, market: Market, form: SectionForm, url: string, level: number): Promise<number> {
  const [created] = await tx.query<{ id: number }>(
    "INSERT INTO sections (market, type, url, parent_id, status, level, pos) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    [market, form.type, url, form.parentId, form.status, level, form.pos],
  );
  for (const language of await marketLanguages(tx, market))
    await tx.query("INSERT INTO section_names (section_id, market, lang, name) VALUES ($1, $2, $3, $4)", [created.id, market, language, form.name]);
  return created.id;
}

/** A changed section: its name in the form's language, and the levels of its sub-sections when it moved. */
async function updateSection(
  tx: Db,
  market: Market,
  form: SectionForm,
  id: number,
  { url, level, below }: { url: string; level: number; below: Array<{ row: TreeRow; depth: number }> },
): Promise<void> {
  await tx.query("UPDATE sections SET type = $1, url = $2, parent_id = $3, status = $4, level = $5, pos = $6 WHERE market = $7 AND id = $8", [
    form.type,
    url,
    form.parentId,
    form.status,
    level,
    form.pos,
    market,
    id,
  ]);
  await tx.query(
    `INSERT INTO section_names (section_id, market, lang, name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (section_id, lang) DO UPDATE SET name = EXCLUDED.name`,
    [id, market, form.lang, form.name],
  );
  for (const { row, depth } of below)
    if (row.level !== level + depth) await tx.query("UPDATE sections SET level = $1 WHERE id = $2", [level + depth, row.id]);
}

/**
 * Writes a checked form in one transaction (refusals `not_found`, `parent`, `type_children`: a section with
 * sub-sections keeps its type). Two saves of one name at once: the second meets the unique url and derives it again.
 * Answers the section's id.
 */
export function saveSection(db: Db, market: Market, form: SectionForm): Promise<number> {
  const save = () =>
    db.transaction(async (tx) => {
      const tree = await treeOf(tx, market);
      const current = form.id === -1 ? undefined : tree.find((s) => s.id === form.id);
      if (form.id !== -1 && !current) throw new Refusal("not_found");
      const below = current ? descendants(tree, current.id) : [];
      const level = levelUnder(tree, form, below);
      if (current && current.type !== form.type && below.length > 0) throw new Refusal("type_children");
      const url = await urlOf(tx, tree, form, current);
      if (!current) return insertSection(tx, market, form, url, level);
      await updateSection(tx, market, form, current.id, { url, level, below });
      return current.id;
    });
  return retryOnUniqueViolation(save);
}
