import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Message keys of the partner reports, translated in the browser. */
export const PARTNER_MESSAGES = {
  /** A month that is not the current one or one of the 5 before it (or not a month). */
  month: "partner.error.month",
  /** A month that already has reports (delete them first, or add PDFs one by one). */
  monthTaken: "partner.error.month_taken",
  /** An archive that is not a zip or rar (its name, or its first bytes). */
  archiveType: "partner.error.archive_type",
  /** An archive past PARTNER_LIMITS.maxArchiveBytes. */
  archiveTooLarge: "partner.error.archive_too_large",
  /** An archive that cannot be read (damaged, encrypted, split). */
  archiveBroken: "partner.error.archive_broken",
  /** An archive bomb: too many entries, too much unpacked, an entry compressed too well. */
  archiveBomb: "partner.error.archive_bomb",
  /** An entry in a folder, with `..`, or an absolute name. */
  archivePath: "partner.error.archive_path",
  /** An entry that is not a PDF (its name or its first bytes). */
  archiveNotPdf: "partner.error.archive_not_pdf",
  /** An archive without a PDF. */
  archiveEmpty: "partner.error.archive_empty",
  /** A PDF whose name does not start with a restaurant's site code (`ES0101_…pdf`). */
  fileName: "partner.error.file_name",
  /** A site code no restaurant of the market has. */
  site: "partner.error.site",
  /** Two PDFs with the same name. */
  duplicate: "partner.error.duplicate",
  /** A file that is not a PDF (its name or its first bytes). */
  pdfType: "partner.error.pdf_type",
  /** A PDF past PARTNER_LIMITS.maxPdfBytes. */
  pdfTooLarge: "partner.error.pdf_too_large",
  /** An upload without a file. */
  fileMissing: "partner.error.file_missing",
} as const;
export type PartnerMessageKey = (typeof PARTNER_MESSAGES)[keyof typeof PARTNER_MESSAGES];

/** Reasons the catalogue refuses the partner calls with (packages/legacy/src/routes/partner/). */
export const PARTNER_REFUSALS = {
  PARTNER: "partner",
  DATE: "date",
  DATE_TAKEN: "date_taken",
  FILE: "file",
  SITE: "site",
  DUPLICATE: "duplicate",
  RESTAURANT: "restaurant",
  USER: "user",
} as const;
export type PartnerRefusal = (typeof PARTNER_REFUSALS)[keyof typeof PARTNER_REFUSALS];

/** The form's refusals point at their field; `partner`, `restaurant` and `user` are access refusals. */
export const PARTNER_REFUSAL_MESSAGES: RefusalMap<PartnerRefusal, PartnerMessageKey | CommonMessageKey> = {
  partner: { key: COMMON_MESSAGES.FORBIDDEN },
  date: { key: PARTNER_MESSAGES.month, field: "month" },
  date_taken: { key: PARTNER_MESSAGES.monthTaken, field: "month" },
  file: { key: PARTNER_MESSAGES.archiveNotPdf, field: "file" },
  site: { key: PARTNER_MESSAGES.site, field: "file" },
  duplicate: { key: PARTNER_MESSAGES.duplicate, field: "file" },
  restaurant: { key: COMMON_MESSAGES.FORBIDDEN },
  user: { key: COMMON_MESSAGES.FORBIDDEN },
};
