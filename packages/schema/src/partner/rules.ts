import { object, string } from "yup";
import { COMMON_MESSAGES } from "../common/errors.js";
import { PARTNER_MESSAGES } from "./errors.js";

/*
 * The partners' monthly reports (spec 1 §2 "Partner routes", "Partner report list"; §3 "Partner report"; §9): a month
 * is `MM/YYYY` (stored under `reports/MM-YYYY/`), a whole month arrives as a zip or rar archive of PDFs for one of the
 * last 6 months that has none yet, each PDF named after its restaurant's site code.
 */

/** Limits of a month's upload: the archive as sent, and what it may hold once unpacked (archive bombs refused). */
export const PARTNER_LIMITS = {
  /** A whole month may be uploaded for the current month or one of the 5 before it (spec 1 §9). */
  months: 6,
  /** The archive as sent. */
  maxArchiveBytes: 50 * 1024 * 1024,
  /** Entries in an archive (folders included). */
  maxEntries: 300,
  /** One PDF, unpacked or added on its own. */
  maxPdfBytes: 20 * 1024 * 1024,
  /** Everything an archive unpacks to. */
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** Unpacked size over packed size of one entry: a PDF hardly compresses more (a bomb does). */
  maxRatio: 100,
  /** The archive types, by extension (their first bytes are checked on the server). */
  archiveExtensions: ["zip", "rar"],
  /** Where the catalogue stores a month's PDFs. */
  folder: "reports/",
} as const;

/**
 * A report's file name: the restaurant's site code first (two letters, four digits), then optionally `_`, `-` or `.`
 * and more letters, digits, `_`, `-`, `.`, ending in `.pdf` (`ES0101_informe-marzo.pdf`, `PT0203.pdf`).
 */
export const REPORT_FILE_NAME = /^([a-z]{2}\d{4})([_.-][a-z0-9_.-]{0,150})?\.pdf$/i;

/** The site code a report's file name names (upper case), or null when the name is not a report's. */
export function reportSite(fileName: string): string | null {
  const match = REPORT_FILE_NAME.exec(fileName);
  return match ? match[1]!.toUpperCase() : null;
}

/** "MM/YYYY" (a real month), or null. */
export function parseReportMonth(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, year] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && year >= 2000 && year <= 2999 ? { month, year } : null;
}

const label = (date: Date) => `${String(date.getMonth() + 1).padStart(2, "0")}/${date.getFullYear()}`;

/** The months an archive may be uploaded for, "MM/YYYY", newest first: the current month and the 5 before it. */
export function reportUploadMonths(now: Date = new Date()): string[] {
  return Array.from({ length: PARTNER_LIMITS.months }, (_, back) => label(new Date(now.getFullYear(), now.getMonth() - back, 1)));
}

/** A month's key for sorting ("YYYY-MM"), from "MM/YYYY". */
export const reportMonthKey = (month: string) => `${month.slice(3)}-${month.slice(0, 2)}`;

/** The route segment and storage folder of a month: "MM/YYYY" → "MM-YYYY". */
export const reportMonthFolder = (month: string) => month.replace("/", "-");

/** A month from its route (/partner/reports/MM/YYYY) or folder (MM-YYYY) form, as "MM/YYYY"; null when not a month. */
export function reportMonthFromRoute(text: string): string | null {
  const month = text.trim().replace("-", "/");
  return parseReportMonth(month) ? month : null;
}

/** Where the catalogue stores a report: `reports/MM-YYYY/<file>`. */
export const reportPath = (month: string, fileName: string) => `${PARTNER_LIMITS.folder}${reportMonthFolder(month)}/${fileName}`;

/** True when the name ends in .zip or .rar (any case). */
export const isArchiveName = (name: string) => new RegExp(`\\.(${PARTNER_LIMITS.archiveExtensions.join("|")})$`, "i").test(name.trim());

/**
 * The add form (spec 1 §2): a month among `months` (the last 6, `reportUploadMonths`) that is not `taken` (the months
 * that have reports), and a zip or rar file (its name; the bytes are checked by the BFF).
 */
export function reportUploadRules({ months = reportUploadMonths(), taken = [] }: { months?: readonly string[]; taken?: readonly string[] } = {}) {
  return object({
    month: string()
      .trim()
      .required(COMMON_MESSAGES.required)
      .test("recent", PARTNER_MESSAGES.month, (value) => !value || months.includes(value))
      .test("free", PARTNER_MESSAGES.monthTaken, (value) => !value || !taken.includes(value)),
    fileName: string()
      .trim()
      .required(COMMON_MESSAGES.required)
      .test("archive", PARTNER_MESSAGES.archiveType, (value) => !value || isArchiveName(value)),
  });
}

/** One PDF added to a month: a real month and a report's file name (its site code first). */
export const reportPdfRules = object({
  month: string()
    .trim()
    .required(COMMON_MESSAGES.required)
    .test("month", PARTNER_MESSAGES.month, (value) => !value || parseReportMonth(value) !== null),
  fileName: string()
    .trim()
    .required(COMMON_MESSAGES.required)
    .test("pdf", PARTNER_MESSAGES.pdfType, (value) => !value || /\.pdf$/i.test(value))
    .test("name", PARTNER_MESSAGES.fileName, (value) => !value || !/\.pdf$/i.test(value) || reportSite(value) !== null),
});
