import { rm, stat } from "node:fs/promises";
import { basename } from "node:path";
import type { Request } from "express";
import type { Db } from "../../../db/db.js";
import { Refusal } from "../../../http/answer.js";
import { textField } from "../../../http/fields.js";
import type { Market } from "../../../market.js";
import { fileTypeOf, GIF, JPEG, MP4, PDF, PNG, WEBP, ZIP, type FileType } from "../../../storage/file-types.js";
import type { FileStorage } from "../../../storage/files.js";
// The portal's file-name rule (spec 1 §5), shared with the BFF and the web; the file imports nothing.
import { resourceFileStem } from "../../../../../schema/src/admin/resource-url.js";
import type { AdminResourceRow } from "./rows.js";

/** A resource's file (the portal's limit is the same: 50 MB) and thumbnail (2 MB) limits. */
export const MAX_RESOURCE_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_RESOURCE_THUMB_BYTES = 2 * 1024 * 1024;
/** Where a resource's file and thumbnail are stored in the market's folder (the seed's are there too). */
const FOLDERS = { file: "resources/", thumb: "thumbs/" } as const;
type Kind = keyof typeof FOLDERS;

/** The types a resource's file or thumbnail may be, by their first bytes. */
const TYPES: Record<Kind, FileType[]> = { thumb: [JPEG, PNG, WEBP], file: [PDF, JPEG, PNG, WEBP, GIF, MP4, ZIP] };
const LIMITS: Record<Kind, number> = { file: MAX_RESOURCE_FILE_BYTES, thumb: MAX_RESOURCE_THUMB_BYTES };
/** A file shorter than this is no file of a known type. */
const MIN_HEAD = 8;

const typeOf = (path: string, kind: Kind) => fileTypeOf(path, TYPES[kind], MIN_HEAD);

/** `kind`: file or thumb; refusal `kind` otherwise. */
export function kindField(req: Request): Kind {
  const kind = textField(req, "kind");
  if (kind !== "file" && kind !== "thumb") throw new Refusal("kind");
  return kind;
}

/** Where a resource's file or thumbnail is stored, without the extension: named after its slug and language. */
const stemOf = (resource: AdminResourceRow, kind: Kind) => `${FOLDERS[kind]}${resourceFileStem(resource.url, resource.lang.id)}`;

/** An uploaded file or thumbnail and its type. */
interface Upload {
  file: Express.Multer.File;
  type: FileType;
}

/** The uploaded file or thumbnail with its type, known by its first bytes, within the kind's limit; refusal `file` otherwise. */
export async function uploadedFile(file: Express.Multer.File | undefined, kind: Kind): Promise<Upload> {
  if (!file) throw new Refusal("file");
  const type = file.size > 0 && file.size <= LIMITS[kind] ? await typeOf(file.path, kind) : undefined;
  if (!type) throw new Refusal("file");
  return { file, type };
}

/**
 * Stores an uploaded file or thumbnail of `resource` of type `type` as `<stem>.<ext>`, or `<stem>-<id>.<ext>` when
 * another resource names that file. Answers the stored path.
 */
export async function storeResourceFile(
  db: Db,
  storage: FileStorage,
  market: Market,
  resource: AdminResourceRow,
  kind: Kind,
  upload: Upload,
): Promise<string> {
  const stem = stemOf(resource, kind);
  const [other] = await db.query("SELECT 1 FROM resources WHERE market = $1 AND id <> $2 AND (file = $3 OR thumb = $3) LIMIT 1", [
    market,
    resource.id,
    `${stem}.${upload.type.ext}`,
  ]);
  const path = other ? `${stem}-${resource.id}.${upload.type.ext}` : `${stem}.${upload.type.ext}`;
  await storage.keep(market, upload.file.path, path);
  return path;
}

/** Removes a stored file no resource of the market names any more (best effort). */
export async function removeUnused(db: Db, storage: FileStorage, market: Market, path: string | null): Promise<void> {
  if (!path) return;
  const [used] = await db.query("SELECT 1 FROM resources WHERE market = $1 AND (file = $2 OR thumb = $2) LIMIT 1", [market, path]);
  if (!used) await rm(storage.pathOf(market, path), { force: true }).catch(() => undefined);
}

/**
 * Names `path`, a stored file or thumbnail of `resource` (as `storeResourceFile` named it), on the record: a file with
 * its name, size and type read from the stored file; the update date is now. The file it named before goes when no
 * resource names it any more. Refusal `path` when it is not a stored file of that resource and kind.
 */
export async function attachResourceFile(
  db: Db,
  storage: FileStorage,
  market: Market,
  resource: AdminResourceRow,
  kind: Kind,
  path: string,
): Promise<void> {
  const escaped = stemOf(resource, kind).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!new RegExp(`^${escaped}(-${resource.id})?\\.[a-z0-9]{2,4}$`).test(path)) throw new Refusal("path");
  const info = await stat(storage.pathOf(market, path)).catch(() => undefined);
  const type = info?.isFile() ? await typeOf(storage.pathOf(market, path), kind) : undefined;
  if (!info || !type) throw new Refusal("path");
  const before = kind === "file" ? resource.file : resource.thumb;
  if (kind === "file") {
    await db.query(
      "UPDATE resources SET file = $1, file_name = $2, file_size = $3, file_mime = $4, update_date = localtimestamp(0) WHERE market = $5 AND id = $6",
      [path, basename(path), info.size, type.mime, market, resource.id],
    );
  } else {
    await db.query("UPDATE resources SET thumb = $1, update_date = localtimestamp(0) WHERE market = $2 AND id = $3", [path, market, resource.id]);
  }
  if (before && before !== path) await removeUnused(db, storage, market, before);
}
