import {
  ADMIN_MESSAGES,
  COMMON_MESSAGES,
  IMPORT_COLUMNS,
  IMPORT_FILES,
  MARKETING_MESSAGES,
  isCoverSize,
  isExcelName,
  isLegacyExcelName,
  isPdfName,
  isPhotoName,
  type ImportSection,
} from "@portal/schema";
import { UploadError, postUpload } from "../../../ui/upload";

/** The BFF's upload routes of the page (streamed, checked, then kept by the catalogue). */
export const IMPORT_UPLOAD_URL = (section: ImportSection) => `/uploads/admin/import/${section}`;
export const SOCIAL_MEDIA_UPLOAD_URL = "/uploads/admin/social-media";
/** The marketing plan's cover photo (the marketing area's route). */
export const COVER_UPLOAD_URL = "/uploads/admin/marketing-cover";

/** Where each section's example image is (the web's public folder). */
export const exampleImage = (section: ImportSection) => `/import-examples/${section}.svg`;

/** A column's letter in the sheet (A for the first). */
export const columnLetter = (index: number) => String.fromCharCode(65 + index);

/** A refused field's column in the sheet ("B"), or null for the row as a whole. */
export function columnOf(section: ImportSection, field: string): string | null {
  const index = IMPORT_COLUMNS[section].findIndex((column) => column.field === field);
  return index < 0 ? null : columnLetter(index);
}

export { UploadError };

/** The cover's refusals (the marketing area's keys) as this page's messages. */
const COVER_KEYS: Record<string, string> = {
  [MARKETING_MESSAGES.coverType]: ADMIN_MESSAGES.importPhotoType,
  [MARKETING_MESSAGES.coverTooLarge]: ADMIN_MESSAGES.importPhotoTooLarge,
  [MARKETING_MESSAGES.coverMissing]: ADMIN_MESSAGES.importFileMissing,
  [MARKETING_MESSAGES.coverName]: ADMIN_MESSAGES.importFileName,
};

/** The browser's own check of a chosen workbook (the BFF reads its bytes): the message key of what is wrong, or null. */
export function excelProblem(file: Pick<File, "name" | "size">): string | null {
  if (!isExcelName(file.name)) return ADMIN_MESSAGES.importExcelName;
  if (isLegacyExcelName(file.name)) return ADMIN_MESSAGES.importFileType;
  if (file.size === 0) return ADMIN_MESSAGES.importFileMissing;
  if (file.size > IMPORT_FILES.excel.maxBytes) return ADMIN_MESSAGES.importFileTooLarge;
  return null;
}

export function pdfProblem(file: Pick<File, "name" | "size">): string | null {
  if (!isPdfName(file.name)) return ADMIN_MESSAGES.importPdfName;
  if (file.size === 0) return ADMIN_MESSAGES.importFileMissing;
  if (file.size > IMPORT_FILES.pdf.maxBytes) return ADMIN_MESSAGES.importFileTooLarge;
  return null;
}

/** The marketing photo: a .jpg/.jpeg name, at most 5 MB, and a cover of 1000×500 px (read by the browser). */
export async function photoProblem(file: File): Promise<string | null> {
  if (!isPhotoName(file.name)) return ADMIN_MESSAGES.importPhotoName;
  if (file.size === 0) return ADMIN_MESSAGES.importFileMissing;
  if (file.size > IMPORT_FILES.photo.maxBytes) return ADMIN_MESSAGES.importPhotoTooLarge;
  const size = await imageSize(file).catch(() => null);
  if (!size) return ADMIN_MESSAGES.importPhotoType;
  return isCoverSize(size.width, size.height) ? null : ADMIN_MESSAGES.importCoverSize;
}

function imageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("not an image"));
    };
    image.src = url;
  });
}

/** What an upload route answers. */
export interface Uploaded {
  path: string;
  url: string;
}

/**
 * Sends one file to a BFF upload route, telling `onProgress` the share sent (0 to 100). Throws an UploadError with the
 * message key to show (the BFF's refusal, or the network's).
 */
export async function uploadFile(url: string, file: File, onProgress: (percent: number) => void): Promise<Uploaded> {
  const { status, answer, refusal } = await postUpload(url, file, { onProgress: (loaded, total) => onProgress(Math.round((loaded / total) * 100)) });
  if (status === 200 && answer?.path && answer.url) return { path: answer.path, url: answer.url };
  const key = refusal ?? COMMON_MESSAGES.generic;
  throw new UploadError(COVER_KEYS[key] ?? key);
}

/** A size in bytes as the page shows it (kB below a megabyte). */
export const showSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
