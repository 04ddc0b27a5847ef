import type { Db } from "../../db/db.js";
import type { Market } from "../../market.js";
import { firstLanguage, unique } from "./unique.js";

export interface CreatedResource {
  id: number;
  market: Market;
  name: string;
  url: string;
}

/** The fields a test may give a resource. */
export interface ResourceFields {
  market: Market;
  /** The slug of its main category (its first section). */
  section: string;
  language?: string;
  name?: string;
  /** 0 inactive, 1 active (default), 2 draft. */
  status?: 0 | 1 | 2;
  tags?: string;
  description?: string;
  reference?: string;
  /** A resource type's code (`poster`, `banner`…); none by default. */
  type?: string;
}

/** A resource of the market in the section whose slug is `section` (its main category), without a file. */
export async function createResource(db: Db, fields: ResourceFields): Promise<CreatedResource> {
  const market = fields.market;
  const name = fields.name ?? `Test resource ${unique()}`;
  const url = `test-resource-${unique()}`;
  return db.transaction(async (tx) => {
    const [section] = await tx.query<{ id: number }>("SELECT id FROM sections WHERE market = $1 AND url = $2", [market, fields.section]);
    if (!section) throw new Error(`createResource: no section ${fields.section} in ${market}`);
    const [type] = fields.type
      ? await tx.query<{ id: number }>("SELECT id FROM resource_types WHERE market = $1 AND code = $2", [market, fields.type])
      : [];
    if (fields.type && !type) throw new Error(`createResource: no resource type ${fields.type} in ${market}`);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO resources (market, lang, name, description, url, status, tags, reference, type_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        market,
        fields.language ?? firstLanguage(market),
        name,
        fields.description ?? "",
        url,
        fields.status ?? 1,
        fields.tags ?? "",
        fields.reference ?? null,
        type?.id ?? null,
      ],
    );
    await tx.query("INSERT INTO resource_sections (resource_id, section_id, pos) VALUES ($1, $2, 0)", [row.id, section.id]);
    return { id: row.id, market, name, url };
  });
}

/**
 * A download of a resource (`via` "download", the default) or an open of its short link (`via` "link"), by `user`
 * (the sharer of the link; none by default), at `date` ("YYYY-MM-DD HH:mm:ss"; now by default).
 */
export async function createResourceHit(
  db: Db,
  fields: { resource: { id: number; market: Market }; via?: "download" | "link"; user?: { id: number } | null; date?: string },
): Promise<{ id: number }> {
  const table = fields.via === "link" ? "short_link_hits" : "resource_downloads";
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ${table} (market, resource_id, user_id, date) VALUES ($1, $2, $3, coalesce($4::timestamp, date_trunc('second', localtimestamp))) RETURNING id`,
    [fields.resource.market, fields.resource.id, fields.user?.id ?? null, fields.date ?? null],
  );
  return row;
}
