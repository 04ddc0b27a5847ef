import { ADMIN_MESSAGES, SLIDER_IMAGE, SLIDER_REFUSAL_MESSAGES } from "@portal/schema";
import type { Router } from "express";
import { readRefusals } from "../../../common/errors.js";
import type { ContextDeps } from "../../../graphql/context.js";
import { uploadRoute } from "../../../http/uploads.js";
import { adminSliderCalls } from "../../../legacy/admin/sliders.js";

/** The route of the slider images. */
export const SLIDER_UPLOAD_PATH = "/uploads/admin/slider";

/**
 * POST /uploads/admin/slider: one image for a slider, from an administrator (restricted ones too: whoever may open
 * /admin/sliders), streamed as `http/uploads.ts` says: 5 MB, JPEG, PNG or WebP by its bytes, a name with a path in it
 * (`../x.png`) refused. `path` of the answer is what `saveSlider` takes as `file`.
 */
export function sliderUploadRoutes(deps: ContextDeps): Router {
  return uploadRoute(deps, {
    path: SLIDER_UPLOAD_PATH,
    screen: "/admin/sliders",
    maxBytes: SLIDER_IMAGE.maxBytes,
    types: () => SLIDER_IMAGE.types,
    messages: {
      tooLarge: ADMIN_MESSAGES.sliderImageTooLarge,
      missing: ADMIN_MESSAGES.sliderImageMissing,
      type: ADMIN_MESSAGES.sliderImageType,
      name: ADMIN_MESSAGES.sliderImageName,
    },
    refusePaths: true,
    store: (ctx, file) => readRefusals(adminSliderCalls.upload(ctx.upstream, file), SLIDER_REFUSAL_MESSAGES),
  });
}
