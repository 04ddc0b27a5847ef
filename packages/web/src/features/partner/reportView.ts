import { COMMON_MESSAGES, PARTNER_LIMITS, PARTNER_MESSAGES, isArchiveName, parseReportMonth, reportMonthFolder } from "@portal/schema";
import { postUpload } from "../../ui/upload";

export const REPORTS_PATH = "/partner/reports";
export const REPORT_ADD_PATH = "/partner/reports/add";
/** A month's screen: /partner/reports/MM/YYYY (spec 1 §2). */
export const monthPath = (month: string) => `${REPORTS_PATH}/${month}`;

/** A month "MM/YYYY" in the user's language ("marzo de 2026"). */
export function monthName(month: string, locale: string): string {
  const parsed = parseReportMonth(month);
  return parsed ? new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }).format(new Date(parsed.year, parsed.month - 1, 1)) : month;
}

/** An upload refused before sending it, by the BFF, or lost on the way: the message key to show. */
export class ReportUploadError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** The browser's own check of a chosen file (for the user's comfort: the BFF reads the bytes). */
export function archiveProblem(file: Pick<File, "name" | "size">): string | null {
  if (file.size === 0) return PARTNER_MESSAGES.fileMissing;
  if (!isArchiveName(file.name)) return PARTNER_MESSAGES.archiveType;
  if (file.size > PARTNER_LIMITS.maxArchiveBytes) return PARTNER_MESSAGES.archiveTooLarge;
  return null;
}

export function pdfProblem(file: Pick<File, "name" | "size">): string | null {
  if (file.size === 0) return PARTNER_MESSAGES.fileMissing;
  if (!/\.pdf$/i.test(file.name)) return PARTNER_MESSAGES.pdfType;
  if (file.size > PARTNER_LIMITS.maxPdfBytes) return PARTNER_MESSAGES.pdfTooLarge;
  return null;
}

/**
 * Sends a file to one of the BFF's partner upload routes (streamed and checked there; never straight to the
 * catalogue), reporting the percentage sent. Resolves with how many reports the answer names (`size`); throws a
 * ReportUploadError with the message key to show.
 */
export async function sendReportFile(kind: "archive" | "pdf", month: string, file: File, onProgress: (percent: number) => void): Promise<number> {
  const url = `/uploads/partner/${kind === "archive" ? "reports" : "report"}/${reportMonthFolder(month)}`;
  const { ok, status, answer, refusal } = await postUpload(url, file, {
    onProgress: (loaded, total) => onProgress(Math.round((loaded * 100) / total)),
  }).catch(() => {
    throw new ReportUploadError(COMMON_MESSAGES.network);
  });
  if (ok && typeof answer?.size === "number") return answer.size;
  throw new ReportUploadError(refusal ?? `error.${status === 401 ? "UNAUTHENTICATED" : "UPSTREAM_UNAVAILABLE"}`);
}
