import { MARKETING_LIMITS, MARKETING_MESSAGES, MARKETING_REFUSAL_MESSAGES } from "@portal/schema";
import type { Router } from "express";
import { readRefusals } from "../../common/errors.js";
import type { ContextDeps } from "../../graphql/context.js";
import { uploadRoute } from "../../http/uploads.js";
import { marketingCalls } from "../../legacy/marketing.js";

/** The route of the marketing plan's cover photo (the admin import page, /admin/import). */
export const MARKETING_COVER_UPLOAD_PATH = "/uploads/admin/marketing-cover";

/**
 * POST /uploads/admin/marketing-cover: the plan's cover photo (cover 1000×500), from an administrator of ES (whoever
 * may open /admin/import), streamed as `http/uploads.ts` says: 5 MB, JPEG only by its bytes, a name with a path in it
 * refused. The catalogue keeps it as `marketing/cover.jpg`; the plan's `coverUrl` changes with it.
 */
export function marketingUploadRoutes(deps: ContextDeps): Router {
  return uploadRoute(deps, {
    path: MARKETING_COVER_UPLOAD_PATH,
    screen: "/admin/import",
    maxBytes: MARKETING_LIMITS.coverMaxBytes,
    types: () => MARKETING_LIMITS.coverTypes,
    messages: {
      tooLarge: MARKETING_MESSAGES.coverTooLarge,
      missing: MARKETING_MESSAGES.coverMissing,
      type: MARKETING_MESSAGES.coverType,
      name: MARKETING_MESSAGES.coverName,
    },
    refusePaths: true,
    store: (ctx, file) => readRefusals(marketingCalls.uploadCover(ctx.upstream, file), MARKETING_REFUSAL_MESSAGES),
  });
}
