import type { Request } from "express";
import type { Db } from "../../../db/db.js";
import { Refusal } from "../../../http/answer.js";
import { textField } from "../../../http/fields.js";
import type { Market } from "../../../market.js";
import { searchPattern } from "../../../models/resources.js";

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

/** What the routes read of an AdminResource (the answer carries every column of COLUMNS). */
export interface AdminResourceRow {
  id: number;
  url: string;
  file: string | null;
  thumb: string | null;
  lang: { id: string; name: string };
}

/** One resource of the market as the admin table lists it, whatever its status; undefined when there is none. */
export async function resourceOf(db: Db, market: Market, id: number): Promise<AdminResourceRow | undefined> {
  const [row] = await db.query<AdminResourceRow>(`SELECT ${COLUMNS} ${FROM} WHERE r.market = $1 AND r.id = $2`, [market, id]);
  return row;
}

/** A page of the admin table as asked: size null for `all`, the sort column and direction. */
interface PageQuery {
  size: number | null;
  page: number;
  sort: string;
  direction: "ASC" | "DESC";
  words: string[];
}

/**
 * The table's fields: `page` (from 1), `size` (1 to 1000, or `all`; default 10), `search` (every word in the name,
 * reference, tags or url), `sort` (a key of SORTS; default update_date), `direction` (asc or desc; default desc).
 * Refusals name the field.
 */
export function readPageQuery(req: Request): PageQuery {
  const sizeText = textField(req, "size") || "10";
  if (sizeText !== "all" && !(/^\d{1,4}$/.test(sizeText) && Number(sizeText) >= 1 && Number(sizeText) <= 1000)) throw new Refusal("size");
  const pageText = textField(req, "page") || "1";
  if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1) throw new Refusal("page");
  const sort = SORTS[textField(req, "sort") || "update_date"];
  if (!sort) throw new Refusal("sort");
  const direction = (textField(req, "direction") || "desc").toLowerCase();
  if (direction !== "asc" && direction !== "desc") throw new Refusal("direction");
  const words = textField(req, "search").split(/\s+/).filter(Boolean).slice(0, 10);
  return { size: sizeText === "all" ? null : Number(sizeText), page: Number(pageText), sort, direction: direction === "asc" ? "ASC" : "DESC", words };
}

/** The page of the market's resources: `{ items, total, page, size, page_count }`; a page past the last is the last. */
export async function resourcePage(db: Db, market: Market, { size, page: asked, sort, direction, words }: PageQuery) {
  const params: unknown[] = [market];
  const where = ["r.market = $1"];
  for (const word of words) {
    params.push(searchPattern(word));
    where.push(`${SEARCH_TEXT} LIKE $${params.length} ESCAPE '\\'`);
  }
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM resources r WHERE ${where.join(" AND ")}`, params);
  const pageCount = size === null ? 1 : Math.max(1, Math.ceil(total / size));
  const page = Math.min(asked, pageCount);
  const cut = size === null ? "" : ` LIMIT ${size} OFFSET ${(page - 1) * size}`;
  const items = await db.query(
    `SELECT ${COLUMNS} ${FROM} WHERE ${where.join(" AND ")} ORDER BY ${sort} ${direction}, r.id ${direction}${cut}`,
    params,
  );
  return { items, total, page, size: size ?? "all", page_count: pageCount };
}
