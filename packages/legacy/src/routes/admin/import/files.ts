import { rm } from "node:fs/promises";
import { basename } from "node:path";
import type { Request } from "express";
import type { Db } from "../../../db/db.js";
import { Refusal } from "../../../http/answer.js";
import { textField } from "../../../http/fields.js";
import type { Market } from "../../../market.js";
import { langOf, marketLanguages } from "../../../models/languages.js";
import { coverOf, MARKETING_COVER, MAX_MARKETING_COVER_BYTES } from "../../../models/marketing.js";
import { fileTypeOf, JPEG, PDF } from "../../../storage/file-types.js";
import type { FileStorage } from "../../../storage/files.js";
import { DESCRIBED, DESCRIPTION_MAX, FILENAME_MAX } from "./rows.js";

/** The social-media PDF: where it is stored in the market's files (served from `/{market}/static/rrss/social-media.pdf`). */
export const RRSS_PATH = "rrss/social-media.pdf";
const MAX_PDF_BYTES = 20 * 1024 * 1024;

/**
 * A top-level section's description (`section`: competence, consume, sales or pmix; refusal `section`; `description`
 * up to 2000, refusal `description`), with the name of the Excel file sent with it, if any (its content is imported by
 * `import/{section}`). Answers `{ section, description, filename }`.
 */
export async function updateDescription(db: Db, req: Request) {
  const file = req.file;
  if (file) await rm(file.path, { force: true });
  const section = textField(req, "section");
  if (!DESCRIBED.includes(section)) throw new Refusal("section");
  const description = textField(req, "description");
  if (description.length > DESCRIPTION_MAX) throw new Refusal("description");
  const filename = file ? basename(file.originalname).slice(0, FILENAME_MAX) : null;
  // `lang` (optional): the language the text is in; the market's first (or none) is `description`, another goes to
  // `translations` (refusal `lang` for a language the market does not have).
  const lang = await langOf(db, req, "all");
  const [first] = await marketLanguages(db, req.market);
  if (lang && lang !== first) {
    const [translated] = await db.query(
      `INSERT INTO diagnostic_descriptions (market, section, translations, filename, updated_at) VALUES ($1, $2, jsonb_build_object($3::text, $4::text), $5, now())
       ON CONFLICT (market, section) DO UPDATE SET translations = diagnostic_descriptions.translations || EXCLUDED.translations,
         filename = coalesce(EXCLUDED.filename, diagnostic_descriptions.filename), updated_at = now()
       RETURNING section, description, translations, filename`,
      [req.market, section, lang, description, filename],
    );
    return translated;
  }
  const [saved] = await db.query(
    `INSERT INTO diagnostic_descriptions (market, section, description, filename, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (market, section) DO UPDATE SET description = EXCLUDED.description,
       filename = coalesce(EXCLUDED.filename, diagnostic_descriptions.filename), updated_at = now()
     RETURNING section, description, translations, filename`,
    [req.market, section, description, filename],
  );
  return saved;
}

/**
 * Keeps an uploaded file at `path` in the market's files when it is of `type` (by its first bytes, `minBytes` of them
 * at least) and at most `maxBytes`; refusal `file` otherwise (the upload is removed).
 */
async function keepChecked(
  storage: FileStorage,
  market: Market,
  file: Express.Multer.File | undefined,
  check: { type: typeof PDF; minBytes: number; maxBytes: number },
  path: string,
): Promise<Express.Multer.File> {
  if (!file) throw new Refusal("file");
  const fits = file.size > 0 && file.size <= check.maxBytes && (await fileTypeOf(file.path, [check.type], check.minBytes)) !== undefined;
  if (!fits) {
    await rm(file.path, { force: true });
    throw new Refusal("file");
  }
  await storage.keep(market, file.path, path);
  return file;
}

/** Stores the social-media PDF (a PDF by its first bytes, at most 20 MB). Answers `{ path, name, size, mime }`. */
export async function storeSocialMedia(storage: FileStorage, req: Request) {
  const file = await keepChecked(storage, req.market, req.file, { type: PDF, minBytes: 5, maxBytes: MAX_PDF_BYTES }, RRSS_PATH);
  return { path: RRSS_PATH, name: basename(file.originalname), size: file.size, mime: "application/pdf" };
}

/** Stores the marketing plan's cover photo (a JPEG by its first bytes, at most 5 MB). Answers `{ path, size, image_date }`. */
export async function storeMarketingCover(storage: FileStorage, req: Request) {
  const file = await keepChecked(storage, req.market, req.file, { type: JPEG, minBytes: 3, maxBytes: MAX_MARKETING_COVER_BYTES }, MARKETING_COVER);
  return { path: MARKETING_COVER, size: file.size, image_date: (await coverOf(storage, req.market)).image_date };
}
