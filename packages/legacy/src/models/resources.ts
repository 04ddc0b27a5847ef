import type { Db } from "../db/db.js";
import type { Market } from "../market.js";

/** The Resource shape of the README (LegacyResource in the BFF). */
export interface ResourceRow {
  id: number;
  name: string;
  description: string | null;
  url: string;
  file: string | null;
  thumb: string | null;
  reference: string | null;
  budget: number;
  status: number;
  update_date: string;
  lang: { id: string; name: string };
  type: { id: number; name: string } | null;
  sections: number[];
  tags: string;
  category: number | null;
  new_resource: number;
}

export interface ResourceFilter {
  /** Only resources in this section or any section below it. */
  sectionId?: number;
  /** Only resources whose first section (main category) is of this type. */
  sectionType?: number;
  lang?: string | null;
  statuses?: number[];
  /** Name, description without HTML, tags or reference contain this text (case and accents ignored). */
  search?: string;
  id?: number;
  /** Only these resources. */
  ids?: number[];
  limit?: number;
  /** Rows skipped before the limit (paging the newest). */
  offset?: number;
}

const ACCENTED = "ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÇçÑñ";
const PLAIN = "AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn";

/** The searchable text of a resource row `r`, lowercase and without accents or HTML tags. */
const SEARCH_TEXT = `lower(translate(
  r.name || ' ' ||
  replace(replace(replace(replace(replace(regexp_replace(coalesce(r.description, ''), '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&') || ' ' ||
  r.tags || ' ' || coalesce(r.reference, ''), '${ACCENTED}', '${PLAIN}'))`;

/** A search text as the catalogue compares it: lowercase, without accents, LIKE wildcards escaped. */
export function searchPattern(text: string): string {
  const plain = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return `%${plain.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The resources of a market matching a filter, newest update first (then highest id). */
export async function findResources(db: Db, market: Market, filter: ResourceFilter = {}): Promise<ResourceRow[]> {
  const params: unknown[] = [market];
  const where = ["r.market = $1"];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let prefix = "";
  if (filter.id !== undefined) where.push(`r.id = ${param(filter.id)}`);
  if (filter.ids !== undefined) where.push(`r.id = ANY(${param(filter.ids)}::int[])`);
  if (filter.sectionId !== undefined) {
    prefix = `WITH RECURSIVE tree AS (
        SELECT id FROM sections WHERE id = ${param(filter.sectionId)} AND market = $1
        UNION ALL SELECT s.id FROM sections s JOIN tree ON s.parent_id = tree.id
      ) `;
    where.push("EXISTS (SELECT 1 FROM resource_sections rs WHERE rs.resource_id = r.id AND rs.section_id IN (SELECT id FROM tree))");
  }
  if (filter.sectionType !== undefined) {
    where.push(`(SELECT s.type FROM resource_sections rs JOIN sections s ON s.id = rs.section_id
                  WHERE rs.resource_id = r.id ORDER BY rs.pos, rs.section_id LIMIT 1) = ${param(filter.sectionType)}`);
  }
  if (filter.lang) where.push(`r.lang = ${param(filter.lang)}`);
  if (filter.statuses) where.push(`r.status = ANY(${param(filter.statuses)}::int[])`);
  if (filter.search !== undefined) where.push(`${SEARCH_TEXT} LIKE ${param(searchPattern(filter.search))} ESCAPE '\\'`);
  const limit = (filter.limit !== undefined ? ` LIMIT ${param(filter.limit)}` : "") + (filter.offset ? ` OFFSET ${param(filter.offset)}` : "");
  return db.query<ResourceRow>(
    `${prefix}SELECT r.id, r.name, r.description, r.url, r.file, r.thumb, r.reference, r.budget, r.status,
            to_char(r.update_date, 'YYYY-MM-DD HH24:MI:SS') AS update_date,
            json_build_object('id', l.id, 'name', l.name) AS lang,
            CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', coalesce(tn.name, t.code)) END AS type,
            coalesce((SELECT json_agg(rs.section_id ORDER BY rs.pos, rs.section_id) FROM resource_sections rs WHERE rs.resource_id = r.id), '[]'::json) AS sections,
            r.tags, r.category, r.new_resource
       FROM resources r
       JOIN languages l ON l.market = r.market AND l.id = r.lang
       LEFT JOIN resource_types t ON t.id = r.type_id
       LEFT JOIN resource_type_names tn ON tn.type_id = t.id AND tn.lang = r.lang
      WHERE ${where.join(" AND ")}
      ORDER BY r.update_date DESC, r.id DESC${limit}`,
    params,
  );
}

/** The first section of a resource (its category) with the resource's slug; undefined when unknown. */
export async function resourceCategory(db: Db, market: Market, id: number): Promise<{ url: string; type: number; section: string } | undefined> {
  const rows = await db.query<{ url: string; type: number; section: string }>(
    `SELECT r.url, s.type, s.url AS section
       FROM resources r JOIN resource_sections rs ON rs.resource_id = r.id JOIN sections s ON s.id = rs.section_id
      WHERE r.market = $1 AND r.id = $2
      ORDER BY rs.pos, rs.section_id LIMIT 1`,
    [market, id],
  );
  return rows[0];
}
