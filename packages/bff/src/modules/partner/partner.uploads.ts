import {
  PARTNER_LIMITS,
  PARTNER_MESSAGES,
  PARTNER_REFUSAL_MESSAGES,
  reportMonthFromRoute,
  reportPath,
  reportPdfRules,
  reportUploadMonths,
  reportUploadRules,
  validate,
} from "@portal/schema";
import type { Request, Router } from "express";
import { Router as router } from "express";
import { badUserInput, readRefusals } from "../../common/errors.js";
import type { Context, ContextDeps } from "../../graphql/context.js";
import { uploadRoute, type CheckedFile } from "../../http/uploads.js";
import { partnerCalls } from "../../legacy/partner.js";
import { unpackReports } from "./partner.archive.js";
import { reportsChanged } from "./partner.service.js";

/** A month's archive: `POST /uploads/partner/reports/{MM-YYYY}`. */
export const ARCHIVE_UPLOAD_PATH = "/uploads/partner/reports/:month";
/** One PDF added to a month: `POST /uploads/partner/report/{MM-YYYY}`. */
export const PDF_UPLOAD_PATH = "/uploads/partner/report/:month";

const ZIP = "application/zip";
const RAR = "application/x-rar-compressed";

/** The month of the route ("MM/YYYY"); BAD_USER_INPUT (partner.error.month) otherwise. */
function monthOf(req: Request): string {
  const month = reportMonthFromRoute(String(req.params.month ?? ""));
  if (!month) throw badUserInput({ file: PARTNER_MESSAGES.month });
  return month;
}

/** The shared rule's first failure, on `file` (the upload answers one message); not `@ValidInput`: an upload route, not a GraphQL argument. */
function check<T>(result: { ok: true; value: T } | { ok: false; fields: Record<string, string> }): T {
  if (!result.ok) throw badUserInput({ file: Object.values(result.fields)[0]! });
  return result.value;
}

async function storeArchive(ctx: Context, file: CheckedFile, req: Request) {
  const month = monthOf(req);
  const taken = (await readRefusals(partnerCalls.months(ctx.upstream), PARTNER_REFUSAL_MESSAGES)).map((m) => m.month);
  check(validate(reportUploadRules({ months: reportUploadMonths(), taken }), { month, fileName: file.name }));
  const pdfs = await unpackReports(await file.bytes(), file.mime === ZIP ? "zip" : "rar");
  const stored = await reportsChanged(ctx, readRefusals(partnerCalls.uploadMonth(ctx.upstream, month, pdfs), PARTNER_REFUSAL_MESSAGES));
  return { path: reportPath(month, ""), size: stored.length };
}

async function storePdf(ctx: Context, file: CheckedFile, req: Request) {
  const month = monthOf(req);
  check(validate(reportPdfRules, { month, fileName: file.name }));
  await reportsChanged(ctx, readRefusals(partnerCalls.addPdf(ctx.upstream, month, file), PARTNER_REFUSAL_MESSAGES));
  return { path: reportPath(month, file.name), size: file.size };
}

/**
 * The partners' uploads (whoever may open /partner/reports: partners only), streamed as `http/uploads.ts` says, with the
 * size limit enforced while the body streams in and the type read from the first bytes:
 * - `POST /uploads/partner/reports/{MM-YYYY}`: a month's zip or rar (50 MB), for a month among the last 6 without reports;
 *   unpacked on the server (`partner.archive.ts`: bombs, folders, `../`, absolute names and non-PDF entries refused),
 *   then every PDF stored at once or none. The answer's `size` is how many reports the month has.
 * - `POST /uploads/partner/report/{MM-YYYY}`: one PDF (20 MB) named after its restaurant's site code, added to the month
 *   (the same name replaced: safe to retry).
 * A refusal answers its own message key (`partner.error.*`) on `file`.
 */
export function partnerUploadRoutes(deps: ContextDeps): Router {
  const routes = router();
  routes.use(
    uploadRoute(deps, {
      path: ARCHIVE_UPLOAD_PATH,
      screen: "/partner/reports",
      maxBytes: PARTNER_LIMITS.maxArchiveBytes,
      types: () => [ZIP, RAR],
      messages: {
        tooLarge: PARTNER_MESSAGES.archiveTooLarge,
        missing: PARTNER_MESSAGES.fileMissing,
        type: PARTNER_MESSAGES.archiveType,
        name: PARTNER_MESSAGES.archiveType,
      },
      storeMessages: true,
      store: storeArchive,
    }),
  );
  routes.use(
    uploadRoute(deps, {
      path: PDF_UPLOAD_PATH,
      screen: "/partner/reports",
      maxBytes: PARTNER_LIMITS.maxPdfBytes,
      types: () => ["application/pdf"],
      messages: {
        tooLarge: PARTNER_MESSAGES.pdfTooLarge,
        missing: PARTNER_MESSAGES.fileMissing,
        type: PARTNER_MESSAGES.pdfType,
        name: PARTNER_MESSAGES.fileName,
      },
      refusePaths: true,
      storeMessages: true,
      store: storePdf,
    }),
  );
  return routes;
}
