import multer from "multer";
import type { FileStorage } from "../storage/files.js";

/** Upload limit of one file (the catalogue stores marketing pieces: PDFs, images, zips). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * Multipart parser for upload routes: files land in the storage's temporary folder; the route then
 * moves them with `storage.keep(...)`. Use `upload.single("file")` as a route middleware.
 */
export function createUpload(storage: FileStorage): multer.Multer {
  return multer({ dest: storage.tmpDir, limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
}
