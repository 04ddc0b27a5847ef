import { pipeline } from "node:stream/promises";
import { create as createDisposition, parse as parseDisposition } from "content-disposition";
import { Router, type Request, type Response } from "express";
import {
  FILE_FAILURE_ATTRIBUTE,
  FILE_FAILURE_STATUS,
  FILE_FAILURES,
  LOGIN_PATH,
  fileFailureOf,
  loginFor,
  fileUnavailablePath,
  type FileFailure,
} from "@portal/schema";
import { errorCode } from "../common/errors.js";
import { requestContext, type Context, type ContextDeps } from "../graphql/context.js";
import type { LegacyFile } from "../legacy/client.js";
import { resolveShortLink } from "../modules/library/library.links.js";
import { downloadableFile } from "../modules/library/library.service.js";
import { collectionFiles } from "../modules/collections/collections.service.js";
import { streamZip } from "../modules/collections/collections.zip.js";

/**
 * The catalogue's static files the portal shows as they are (thumbnails, banners, videos, the files users upload for
 * orders, under unguessable paths, the monthly report PDFs, `reports/MM-YYYY/<file>`, and the channels screen's
 * social-networks and paid-media PDFs, `rrss/social-media.pdf` and `rrss/paid-media.pdf`); resource files are not.
 */
const PUBLIC_STATIC = /^(marketing\/cover\.jpg$|rrss\/(social|paid)-media\.pdf$|thumbs\/|sliders\/|videos\/|ordering\/uploads\/|reports\/)/;
/** A monthly report PDF: `reports/MM-YYYY/<site>…pdf`, named after its restaurant's site code. */
const REPORT = /^reports\//;

/**
 * A restaurant's monthly report is read by its own people (the restaurants of their session), the partners who upload
 * them and the administrators; to anyone else it does not exist.
 */
async function mayReadReport(ctx: Context, path: string): Promise<boolean> {
  const user = await ctx.loaders.session.currentUser();
  if (user.admin || user.type === "PARTNER") return true;
  const name = path.slice(path.lastIndexOf("/") + 1);
  return user.restaurants.some((restaurant) => name.startsWith(restaurant.site));
}

/** Characters no file name of the catalogue holds: control characters and backslashes. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE_PATH = /[\u0000-\u001f\u007f\\]/;

/**
 * Plain HTTP where GraphQL is the wrong tool:
 *  - /files/resource/:id  a resource's file, streamed from the catalogue as an attachment (counted there);
 *  - /files/preview/:id   the same file inline, for the detail's preview (not counted);
 *    both only for a resource the lists show the caller with its download (`downloadableFile`);
 *  - /files/collection/:id a collection as one zip, streamed file by file: only the files the caller may download
 *                         (`collectionFiles`); the header X-Zip-Size-Estimate gives the bytes to expect (progress);
 *  - /files/static/*      thumbnails, banners and video files, streamed with a private cache;
 *  - /r/:id, /r/:id/:userId  short links, answered with a server-side redirect.
 * Files need a signed-in session. A file that cannot be served is answered for whoever asked (`failed`): the
 * portal's translated page for a browser that opened its URL, a small page naming the failure for the portal's
 * hidden download frame, JSON for any other client.
 */
export function fileRoutes(deps: ContextDeps): Router {
  const router = Router();
  /** A file route of a signed-in session; anyone else is answered UNAUTHENTICATED, the way the caller needs it. */
  const signedIn =
    (serve: (ctx: Context, req: Request, res: Response) => Promise<unknown>) =>
    async (req: Request, res: Response): Promise<unknown> => {
      const ctx = await requestContext(deps, req, res);
      return ctx.session.signedIn ? serve(ctx, req, res) : failed(req, res, "UNAUTHENTICATED");
    };
  // The portal downloads in a hidden frame of its own pages (features/library/cards/downloadFrame.ts): files may be
  // framed by the portal itself, never by another site.
  router.use("/files", (_req, res, next) => {
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    next();
  });

  router.get(
    "/files/resource/:id",
    signedIn((ctx, req, res) =>
      send(
        req,
        res,
        async () => ((await downloadableFile(ctx, String(req.params.id))) ? ctx.upstream.download(`resource/download/${req.params.id}`) : null),
        "attachment",
        deps,
      ),
    ),
  );

  router.get(
    "/files/preview/:id",
    signedIn((ctx, req, res) =>
      send(
        req,
        res,
        async () => {
          const file = await downloadableFile(ctx, String(req.params.id));
          return file ? ctx.upstream.staticFile(file.path) : null;
        },
        "inline",
        deps,
      ),
    ),
  );

  router.get(
    "/files/collection/:id",
    signedIn(async (ctx, req, res) => {
      let found: Awaited<ReturnType<typeof collectionFiles>>;
      try {
        found = await collectionFiles(ctx, String(req.params.id));
      } catch (error) {
        return failed(req, res, fileFailureOf(errorCode(error)));
      }
      if (!found || found.files.length === 0) return failed(req, res, "NOT_FOUND");
      const estimate = found.files.reduce((sum, { file }) => sum + (file.size ?? 0) + 2 * Buffer.byteLength(file.name) + 92, 22);
      res.status(200);
      res.setHeader("Content-Type", "application/zip");
      res.setHeader("Content-Disposition", createDisposition(`${attachmentName(found.name)}.zip`));
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("X-Zip-Size-Estimate", String(estimate));
      return streamZip(ctx, res, found.files, deps.logger);
    }),
  );

  router.get(
    /^\/files\/static\/(.+)$/,
    signedIn(async (ctx, req, res) => {
      const path = String((req.params as Record<string, string>)[0]);
      if (!PUBLIC_STATIC.test(path) || UNSAFE_PATH.test(path) || path.split("/").some((part) => part === ".." || part === ""))
        return failed(req, res, "NOT_FOUND");
      if (REPORT.test(path) && !(await mayReadReport(ctx, path))) return failed(req, res, "NOT_FOUND");
      return send(req, res, () => ctx.upstream.staticFile(path, req.get("range")), "inline", deps);
    }),
  );

  router.get(["/r/:id", "/r/:id/:userId"], async (req, res) => {
    const ctx = await requestContext(deps, req, res);
    // Signed out, the link is not resolved (its target would name an unreleased resource): sign in, then come back.
    if (!ctx.session.signedIn) return res.redirect(302, loginFor(req.path));
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

async function send(req: Request, res: Response, load: () => Promise<LegacyFile | null>, disposition: "attachment" | "inline", deps: ContextDeps) {
  let file: LegacyFile | null;
  try {
    file = await load();
  } catch (error) {
    return failed(req, res, fileFailureOf(errorCode(error)));
  }
  if (!file) return failed(req, res, "NOT_FOUND");
  res.status(file.status);
  for (const [name, value] of Object.entries(file.headers)) res.setHeader(name, value);
  if (disposition === "attachment") res.setHeader("Content-Disposition", attachment(file.headers["content-disposition"]));
  else res.removeHeader("Content-Disposition");
  res.setHeader("Cache-Control", disposition === "inline" ? "private, max-age=3600" : "private, no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  try {
    await pipeline(file.body, res);
  } catch (error) {
    deps.logger.warn({ err: String(error) }, "file stream broke");
    res.destroy();
  }
}

/**
 * The download's Content-Disposition, written by the portal: the catalogue's file name, cleaned of what could
 * misname or misplace the file on the user's disk (path separators, control characters, characters that
 * systems refuse, leading dots), with an ASCII fallback beside the UTF-8 name.
 */
export function attachment(upstream: string | undefined): string {
  let name: string;
  try {
    name = upstream ? (parseDisposition(upstream).parameters.filename ?? "") : "";
  } catch {
    name = "";
  }
  return createDisposition(attachmentName(name));
}

/** A file name cleaned for the user's disk (`attachment`'s rule); "download" when nothing is left. */
export function attachmentName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are among what it removes
    .replace(/[\u0000-\u001f\u007f"*/:<>?\\|]+/g, "_")
    .replace(/^[.\s_]+/, "")
    .trim()
    .slice(0, 180);
  return cleaned || "download";
}

/**
 * A file that cannot be served, answered for whoever asked:
 *  - the portal's hidden download frame (`Sec-Fetch-Dest: iframe`): a small page naming the failure, which the
 *    portal reads to say why where the user is;
 *  - a browser that opened the URL (a document that accepts HTML): the portal's translated page for it, or /login
 *    when signed out;
 *  - any other client: the failure's status and JSON.
 */
function failed(req: Request, res: Response, failure: FileFailure) {
  const status = FILE_FAILURE_STATUS[failure];
  res.setHeader("Cache-Control", "no-store");
  const dest = req.get("sec-fetch-dest");
  if (dest === "iframe") return res.status(status).type("html").send(`<!doctype html><html ${FILE_FAILURE_ATTRIBUTE}="${failure}"></html>`);
  if (dest === "document" || (!dest && req.accepts(["json", "html"]) === "html"))
    return res.redirect(303, failure === "UNAUTHENTICATED" ? LOGIN_PATH : fileUnavailablePath(failure));
  return res.status(status).json({ errors: [{ message: FILE_FAILURES[failure], extensions: { code: failure } }] });
}
