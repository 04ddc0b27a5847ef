import { pipeline } from "node:stream/promises";
import { Router, type Response } from "express";
import { COMMON_MESSAGES, ERROR_CODES } from "@portal/schema";
import { errorCode } from "../common/errors.js";
import { buildContext, type ContextDeps } from "../graphql/context.js";
import type { LegacyFile } from "../legacy/client.js";
import { resolveShortLink } from "../modules/library/library.links.js";

/**
 * Plain HTTP where GraphQL is the wrong tool:
 *  - /files/resource/:id  a resource's file, streamed from the catalogue as an attachment (counted there);
 *  - /files/static/*      thumbnails, banners and video files, streamed with a private cache;
 *  - /r/:id, /r/:id/:userId  short links, answered with a server-side redirect.
 * Files need a signed-in session; a signed-out browser is sent to /login.
 */
export function fileRoutes(deps: ContextDeps): Router {
  const router = Router();

  router.get("/files/resource/:id", async (req, res) => {
    const ctx = buildContext(deps, req, res);
    if (!ctx.session.signedIn) return res.redirect(303, "/login");
    if (!/^\d+$/.test(req.params.id)) return notFound(res);
    await send(res, () => ctx.upstream.download(`resource/download/${req.params.id}`), "attachment", deps);
  });

  router.get(/^\/files\/static\/(.+)$/, async (req, res) => {
    const ctx = buildContext(deps, req, res);
    if (!ctx.session.signedIn) return res.status(401).end();
    const path = String((req.params as Record<string, string>)[0]);
    if (path.split("/").some((part) => part === ".." || part === "")) return notFound(res);
    await send(res, () => ctx.upstream.staticFile(path, req.get("range")), "inline", deps);
  });

  router.get(["/r/:id", "/r/:id/:userId"], async (req, res) => {
    const ctx = buildContext(deps, req, res);
    try {
      const { id, userId } = req.params as { id: string; userId?: string };
      const target = await resolveShortLink(ctx, id, userId);
      res.redirect(302, target ?? "/");
    } catch (error) {
      deps.logger.warn({ code: errorCode(error) }, "short link failed");
      res.redirect(302, "/");
    }
  });

  return router;
}

async function send(res: Response, load: () => Promise<LegacyFile | null>, disposition: "attachment" | "inline", deps: ContextDeps) {
  let file: LegacyFile | null;
  try {
    file = await load();
  } catch (error) {
    const code = errorCode(error);
    if (code === ERROR_CODES.UNAUTHENTICATED) return res.redirect(303, "/login");
    return res
      .status(code === ERROR_CODES.UPSTREAM_UNAVAILABLE ? 503 : 502)
      .json({ errors: [{ message: COMMON_MESSAGES.UPSTREAM_UNAVAILABLE, extensions: { code } }] });
  }
  if (!file) return notFound(res);
  res.status(file.status);
  for (const [name, value] of Object.entries(file.headers)) res.setHeader(name, value);
  if (disposition === "attachment" && !/^attachment/i.test(file.headers["content-disposition"] ?? "")) {
    res.setHeader("Content-Disposition", "attachment");
  }
  res.setHeader("Cache-Control", disposition === "inline" ? "private, max-age=3600" : "private, no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  try {
    await pipeline(file.body, res);
  } catch (error) {
    deps.logger.warn({ err: String(error) }, "file stream broke");
    res.destroy();
  }
}

function notFound(res: Response) {
  return res.status(404).json({ errors: [{ message: "error.not_found", extensions: { code: "NOT_FOUND" } }] });
}
