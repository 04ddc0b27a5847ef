import { ADMIN_MESSAGES, IMPORT_FILES, IMPORT_REFUSAL_MESSAGES, isImportSection } from "@portal/schema";
import { Router } from "express";
import { badUserInput, readRefusals } from "../../../common/errors.js";
import type { ContextDeps } from "../../../graphql/context.js";
import { uploadRoute } from "../../../http/uploads.js";
import { adminImportCalls } from "../../../legacy/admin/import.js";
import { UnreadableWorkbook, readSheet } from "./import.excel.js";

/** The route of the import's workbooks: `/uploads/admin/import/{section}` (competence, sales_week, sales, pmix, consume). */
export const IMPORT_UPLOAD_PATH = "/uploads/admin/import/:section";
/** The route of the social-media PDF. */
export const SOCIAL_MEDIA_UPLOAD_PATH = "/uploads/admin/social-media";

const MESSAGES = { tooLarge: ADMIN_MESSAGES.importFileTooLarge, missing: ADMIN_MESSAGES.importFileMissing, name: ADMIN_MESSAGES.importFileName };

/**
 * The import's uploads, for administrators of ES (whoever may open /admin/import), streamed as `http/uploads.ts` says:
 * - POST /uploads/admin/import/{section}: one Excel workbook, .xlsx by its bytes (a zip with a workbook; the binary
 *   .xls cannot be read on the server and is refused with ADMIN_MESSAGES.importFileType, which asks to save it as
 *   .xlsx), at most 5 MB. It is read here (exceljs: the first worksheet, row 1 the titles) and its rows kept by the
 *   catalogue; `path` (`import/<id>`) is what `importDiagnosticSection` takes as `upload` (the answer's `url` names
 *   no file here). A workbook that cannot be
 *   read is refused like one of another type.
 * - POST /uploads/admin/social-media: the social-media PDF (by its bytes, at most 20 MB), stored by the catalogue
 *   as `rrss/social-media.pdf` (the channels screen's); nothing else to do.
 */
export function importUploadRoutes(deps: ContextDeps): Router {
  const router = Router();
  router.use(
    uploadRoute(deps, {
      path: IMPORT_UPLOAD_PATH,
      screen: "/admin/import",
      maxBytes: IMPORT_FILES.excel.maxBytes,
      types: (req) => (isImportSection(String(req.params.section)) ? IMPORT_FILES.excel.types : null),
      messages: { ...MESSAGES, type: ADMIN_MESSAGES.importFileType },
      refusePaths: true,
      store: async (ctx, file, req) => {
        const section = String(req.params.section);
        if (!isImportSection(section)) throw badUserInput({ file: ADMIN_MESSAGES.importFileType });
        let rows;
        try {
          rows = await readSheet(await file.bytes(), section);
        } catch (error) {
          if (error instanceof UnreadableWorkbook) throw badUserInput({ file: ADMIN_MESSAGES.importFileType });
          throw error;
        }
        const kept = await readRefusals(adminImportCalls.keep(ctx.upstream, section, file.name, rows), IMPORT_REFUSAL_MESSAGES);
        return { path: `import/${kept.id}`, size: file.size };
      },
    }),
  );
  router.use(
    uploadRoute(deps, {
      path: SOCIAL_MEDIA_UPLOAD_PATH,
      screen: "/admin/import",
      maxBytes: IMPORT_FILES.pdf.maxBytes,
      types: () => IMPORT_FILES.pdf.types,
      messages: { ...MESSAGES, type: ADMIN_MESSAGES.importPdfType },
      refusePaths: true,
      store: (ctx, file) => readRefusals(adminImportCalls.socialMedia(ctx.upstream, file), IMPORT_REFUSAL_MESSAGES),
    }),
  );
  return router;
}
