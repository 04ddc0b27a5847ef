import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { Router, type Request, type Response } from "express";
import type { GraphQLError } from "graphql";
import { COMMON_MESSAGES, ERROR_CODES, canVisit, cleanFileName } from "@portal/schema";
import { errorCode } from "../common/errors.js";
import { requestContext, type Context, type ContextDeps } from "../graphql/context.js";

/** The header a portal upload carries: a cross-site form cannot send it, so no other site can upload as the user. */
export const UPLOAD_HEADER = "x-portal-upload";
/** Bytes enough for file-type to recognise every accepted type. */
const SNIFF_BYTES = 4100;

/** A file received and checked, as it goes on to the catalogue: its cleaned name with the extension of its type. */
export interface CheckedFile {
  name: string;
  mime: string;
  bytes: Buffer;
}

export interface UploadRoute {
  /** The route, e.g. `/uploads/order/:kind`. */
  path: string;
  /** The screen whose users may upload: the route access table decides (e.g. "/" for the restaurant portal). */
  screen: string;
  maxBytes: number;
  /** The types (MIME) this request may send, read from the file's bytes; null: no such upload (404). */
  types: (req: Request) => readonly string[] | null;
  /** The message keys of the refusals: too large, no file, a type not accepted, a name with nothing left. */
  messages: { tooLarge: string; missing: string; type: string; name: string };
  /** A name with a path in it (`../x.png`) is refused instead of being cut to its last part. */
  refusePaths?: boolean;
  /** A refusal of `store` on a field keeps its own message key (e.g. an archive's), instead of `messages.type`. */
  storeMessages?: boolean;
  /** Sends the file to the catalogue, which stores it; its stored path and size. */
  store: (ctx: Context, file: CheckedFile, req: Request) => Promise<{ path: string; size: number }>;
}

/** An upload refused: the GraphQL error shape (on `file`), so the browser reads it like any other. */
function refuse(res: Response, status: number, key: string, code: string = ERROR_CODES.BAD_USER_INPUT) {
  if (res.headersSent) return;
  res.setHeader("Cache-Control", "no-store");
  if (status === 413) res.setHeader("Connection", "close");
  res.status(status).json({ errors: [{ message: key, extensions: { code, fields: { file: key } } }] });
}

interface Received {
  /** The name as the browser sent it (its path parts kept, so that a name with one can be refused). */
  name: string;
  bytes: Buffer;
  tooLarge: boolean;
}

/** Reads the one file of a multipart body, stopping at the limit (what is past it is never kept). */
function receive(req: Request, maxBytes: number, onTooLarge: () => void): Promise<Received | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // File names are read as UTF-8 (busboy's default, latin1, garbles "Campaña").
      parser = busboy({ headers: req.headers, preservePath: true, defParamCharset: "utf8", limits: { files: 1, fields: 0, fileSize: maxBytes } });
    } catch (error) {
      return reject(error);
    }
    let received: Received | null = null;
    parser.on("file", (_field, stream, info) => {
      const chunks: Buffer[] = [];
      const file: Received = { name: info.filename ?? "", bytes: Buffer.alloc(0), tooLarge: false };
      received = file;
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        file.tooLarge = true;
        chunks.length = 0;
        req.unpipe(parser);
        onTooLarge();
        resolve(file);
      });
      stream.on("end", () => {
        file.bytes = Buffer.concat(chunks);
      });
    });
    parser.on("close", () => resolve(received));
    parser.on("error", reject);
    req.pipe(parser);
  });
}

/** The HTTP status of a failed catalogue call. */
const STATUS_OF: Record<string, number> = {
  [ERROR_CODES.UNAUTHENTICATED]: 401,
  [ERROR_CODES.BAD_USER_INPUT]: 400,
  [ERROR_CODES.FORBIDDEN]: 403,
};

/**
 * A streamed upload route of the portal: one file (multipart field `file`) from a signed-in user who may open
 * `screen`, sent with the portal's upload header. The size limit is enforced while the body streams in (413 at once
 * past it); the type is read from the file's first bytes (not its name nor its declared type: 415 otherwise); the name
 * is cleaned and given the extension of its type (400 when nothing is left). The file then goes to the catalogue; the
 * answer is `{ path, name, size, mime, url }`, `path` being what a mutation then names.
 */
export function uploadRoute(deps: ContextDeps, route: UploadRoute): Router {
  const router = Router();
  const { messages } = route;
  router.post(route.path, async (req, res) => {
    const types = route.types(req);
    if (!types) return refuse(res, 404, messages.type);
    if (req.get(UPLOAD_HEADER) !== "1") return refuse(res, 403, COMMON_MESSAGES.FORBIDDEN, ERROR_CODES.FORBIDDEN);
    const ctx = await requestContext(deps, req, res);
    const principal = ctx.session.principal;
    if (!principal) return refuse(res, 401, COMMON_MESSAGES.UNAUTHENTICATED, ERROR_CODES.UNAUTHENTICATED);
    if (!canVisit(route.screen, principal, ctx.market)) return refuse(res, 403, COMMON_MESSAGES.FORBIDDEN, ERROR_CODES.FORBIDDEN);
    if (Number(req.get("content-length") ?? 0) > route.maxBytes + 64 * 1024) return refuse(res, 413, messages.tooLarge);

    let file: Received | null;
    try {
      file = await receive(req, route.maxBytes, () => refuse(res, 413, messages.tooLarge));
    } catch {
      return refuse(res, 400, messages.missing);
    }
    if (file?.tooLarge) return;
    if (!file || file.bytes.length === 0) return refuse(res, 400, messages.missing);
    const type = await fileTypeFromBuffer(file.bytes.subarray(0, SNIFF_BYTES));
    if (!type || !types.includes(type.mime)) return refuse(res, 415, messages.type);
    const cleaned = route.refusePaths && /[/\\]/.test(file.name) ? "" : cleanFileName(file.name);
    if (!cleaned) return refuse(res, 400, messages.name);
    const name = `${cleaned.replace(/\.[^.]{1,10}$/, "")}.${type.ext}`;
    try {
      const stored = await route.store(ctx, { name, mime: type.mime, bytes: file.bytes }, req);
      res.setHeader("Cache-Control", "no-store");
      res.json({ path: stored.path, name, size: stored.size, mime: type.mime, url: `/files/static/${stored.path}` });
    } catch (error) {
      const code = errorCode(error) ?? ERROR_CODES.UPSTREAM_UNAVAILABLE;
      const own = route.storeMessages ? Object.values(((error as GraphQLError).extensions?.fields ?? {}) as Record<string, string>)[0] : undefined;
      refuse(res, STATUS_OF[code] ?? 503, code === ERROR_CODES.BAD_USER_INPUT ? (own ?? messages.type) : `error.${code}`, code);
    }
  });
  return router;
}
