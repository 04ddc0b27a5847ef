import { ADMIN_MESSAGES, RESOURCE_FILE, RESOURCE_THUMBNAIL, type ResourceUploadKind } from "@portal/schema";
import { Router } from "express";
import type { ContextDeps } from "../../../graphql/context.js";
import { uploadRoute } from "../../../http/uploads.js";
import { storeResourceUpload } from "./resources.service.js";

/** The routes of a resource's file and thumbnail: `/uploads/admin/resource/{id}/file` and `/uploads/admin/resource/{id}/thumb`. */
export const RESOURCE_UPLOAD_PATH = "/uploads/admin/resource";

const LIMITS: Record<ResourceUploadKind, { maxBytes: number; types: readonly string[]; tooLarge: string; type: string }> = {
  file: {
    maxBytes: RESOURCE_FILE.maxBytes,
    types: RESOURCE_FILE.types,
    tooLarge: ADMIN_MESSAGES.resourceUploadTooLarge,
    type: ADMIN_MESSAGES.resourceUploadType,
  },
  thumb: {
    maxBytes: RESOURCE_THUMBNAIL.maxBytes,
    types: RESOURCE_THUMBNAIL.types,
    tooLarge: ADMIN_MESSAGES.resourceThumbTooLarge,
    type: ADMIN_MESSAGES.resourceThumbType,
  },
};

/**
 * POST /uploads/admin/resource/{id}/file and …/thumb: the file or the thumbnail of a saved resource, from an
 * administrator (restricted ones too: whoever may open /admin/resources), streamed as `http/uploads.ts` says: the size
 * limit while it streams (50 MB for a file, 2 MB for a thumbnail), the type by its bytes (a file: PDF, image, MP4 or
 * zip; a thumbnail: JPEG, PNG or WebP), a name with a path in it (`../x.pdf`) refused. The catalogue stores it under the
 * resource's slug and language and the record is updated at once (the upload queue's "update after each upload"),
 * the library's and the home's caches dropped in every BFF process. An id that is no number answers 404.
 */
export function resourceUploadRoutes(deps: ContextDeps): Router {
  const router = Router();
  for (const kind of ["file", "thumb"] as const) {
    const limits = LIMITS[kind];
    router.use(
      uploadRoute(deps, {
        path: `${RESOURCE_UPLOAD_PATH}/:id/${kind}`,
        screen: "/admin/resources",
        maxBytes: limits.maxBytes,
        types: (req) => (/^\d{1,9}$/.test(String(req.params.id)) ? limits.types : null),
        messages: {
          tooLarge: limits.tooLarge,
          missing: ADMIN_MESSAGES.resourceUploadMissing,
          type: limits.type,
          name: ADMIN_MESSAGES.resourceUploadName,
        },
        refusePaths: true,
        store: (ctx, file, req) => storeResourceUpload(ctx, String(req.params.id), kind, file),
      }),
    );
  }
  return router;
}
