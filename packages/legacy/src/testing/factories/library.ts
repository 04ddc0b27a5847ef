import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { Db } from "../../db/db.js";
import type { Market } from "../../market.js";
import type { FileStorage } from "../../storage/files.js";
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

/**
 * Gives a resource a stored file named `name` (what a download and a zip call it) holding `content`: the row's file
 * fields, and the bytes in the market's files when the factories have the catalogue's `storage`.
 */
export async function attachResourceFile(
  db: Db,
  storage: FileStorage | undefined,
  fields: { resource: { id: number; market: Market }; name: string; content: Uint8Array; mime?: string },
): Promise<{ path: string }> {
  const { resource } = fields;
  const path = `resources/test-file-${unique()}.bin`;
  if (storage) {
    const full = storage.pathOf(resource.market, path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, fields.content);
  }
  await db.query("UPDATE resources SET file = $2, file_name = $3, file_size = $4, file_mime = $5 WHERE id = $1", [
    resource.id,
    path,
    fields.name,
    fields.content.length,
    fields.mime ?? "application/pdf",
  ]);
  return { path };
}

/** What `touchResource` changes: its name, its status, its last change ("YYYY-MM-DD HH:mm:ss", or seconds from now). */
export interface ResourceTouch {
  name?: string;
  status?: 0 | 1 | 2;
  updated?: string | { secondsFromNow: number };
}

/**
 * Changes a resource's row directly, as an edit at the catalogue made behind the BFF's back (nothing invalidates its
 * caches): the fields given. Answers their previous values (`updated` as a timestamp), to put them back with.
 */
export async function touchResource(db: Db, fields: ResourceTouch & { resource: { id: number } }): Promise<ResourceTouch> {
  const { resource, ...changes } = fields;
  const [before] = await db.query<Required<ResourceTouch>>("SELECT name, status, update_date::text AS updated FROM resources WHERE id = $1", [
    resource.id,
  ]);
  if (!before) throw new Error(`touchResource: no resource ${resource.id}`);
  const params: unknown[] = [resource.id];
  /** `column = expression`, the expression's `?` the next parameter, `value`. */
  const set = (column: string, value: unknown, expression = "?") => `${column} = ${expression.replace("?", `$${params.push(value)}`)}`;
  const { name, status, updated } = changes;
  const sets = [
    ...(name === undefined ? [] : [set("name", name)]),
    ...(status === undefined ? [] : [set("status", status)]),
    ...(updated === undefined
      ? []
      : [
          typeof updated === "string"
            ? set("update_date", updated, "?::timestamp")
            : set("update_date", updated.secondsFromNow, "now() + make_interval(secs => ?::float8)"),
        ]),
  ];
  if (sets.length) await db.query(`UPDATE resources SET ${sets.join(", ")} WHERE id = $1`, params);
  return Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof ResourceTouch]])) as ResourceTouch;
}
