import type { RequestHandler } from "express";
import multer, { MulterError } from "multer";
import type { FileStorage } from "../storage/files.js";
import { Refusal } from "./answer.js";

/** Upload limit of one file (the catalogue stores marketing pieces: PDFs, images, zips). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * Multipart parser for upload routes: files land in the storage's temporary folder; the route then
 * moves them with `storage.keep(...)`. Use `singleFile(upload)` (or `upload.single("file")`) as a route middleware.
 */
export function createUpload(storage: FileStorage): multer.Multer {
  return multer({ dest: storage.tmpDir, limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
}

/**
 * One multipart file field (`field`) as a route middleware: Multer's refusals (too large, more files than allowed, a
 * field it does not expect) are the caller's, refusal `file`.
 */
export function singleFile(upload: multer.Multer, field = "file"): RequestHandler {
  return (req, res, next) =>
    upload.single(field)(req, res, (error: unknown) => (error instanceof MulterError ? next(new Refusal("file")) : next(error)));
}
