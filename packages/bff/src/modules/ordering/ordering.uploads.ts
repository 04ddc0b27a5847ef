import { ORDER_UPLOAD_KINDS, ORDERING_LIMITS, ORDERING_MESSAGES, ORDERING_REFUSAL_MESSAGES, type OrderUploadKind } from "@portal/schema";
import type { Router } from "express";
import { readRefusals } from "../../common/errors.js";
import type { ContextDeps } from "../../graphql/context.js";
import { uploadRoute } from "../../http/uploads.js";
import { orderingCalls } from "../../legacy/ordering.js";

const isKind = (kind: string): kind is OrderUploadKind => Object.hasOwn(ORDER_UPLOAD_KINDS, kind);

/**
 * POST /uploads/order/{custom|comment}: one file for an order, from a signed-in user of the restaurant portal, streamed
 * as `http/uploads.ts` says (its types by kind: ORDER_UPLOAD_KINDS; ORDERING_LIMITS.maxUploadBytes). `path` of the
 * answer is what an order item (`customFile`) or a chat message (`images`) refers to.
 */
export function orderUploadRoutes(deps: ContextDeps): Router {
  return uploadRoute(deps, {
    path: "/uploads/order/:kind",
    screen: "/",
    maxBytes: ORDERING_LIMITS.maxUploadBytes,
    types: (req) => {
      const kind = String(req.params.kind);
      return isKind(kind) ? ORDER_UPLOAD_KINDS[kind] : null;
    },
    messages: {
      tooLarge: ORDERING_MESSAGES.uploadTooLarge,
      missing: ORDERING_MESSAGES.uploadMissing,
      type: ORDERING_MESSAGES.uploadType,
      name: ORDERING_MESSAGES.uploadName,
    },
    store: (ctx, file, req) =>
      readRefusals(orderingCalls.upload(ctx.upstream, String(req.params.kind) as OrderUploadKind, file), ORDERING_REFUSAL_MESSAGES),
  });
}
