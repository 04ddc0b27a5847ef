import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { Router, type Request, type Response } from "express";
import {
  COMMON_MESSAGES,
  ERROR_CODES,
  ORDER_UPLOAD_KINDS,
  ORDERING_LIMITS,
  ORDERING_MESSAGES,
  ORDERING_REFUSAL_MESSAGES,
  canVisit,
  cleanFileName,
  type OrderUploadKind,
} from "@portal/schema";
import { errorCode, readRefusals } from "../../common/errors.js";
import { requestContext, type ContextDeps } from "../../graphql/context.js";
import { orderingCalls } from "../../legacy/ordering.js";
import { staticUrl } from "./ordering.types.js";

/** The header a portal upload carries: a cross-site form cannot send it, so no other site can upload as the user. */
export const UPLOAD_HEADER = "x-portal-upload";
/** Bytes enough for file-type to recognise every accepted type. */
const SNIFF_BYTES = 4100;

const isKind = (kind: string): kind is OrderUploadKind => Object.hasOwn(ORDER_UPLOAD_KINDS, kind);

/** An upload refused: the GraphQL error shape (BAD_USER_INPUT on `file`), so the browser reads it like any other. */
function refuse(res: Response, status: number, key: string, code: string = ERROR_CODES.BAD_USER_INPUT) {
  res.setHeader("Cache-Control", "no-store");
  if (status === 413) res.setHeader("Connection", "close");
  res.status(status).json({ errors: [{ message: key, extensions: { code, fields: { file: key } } }] });
}

interface Received {
  name: string;
  bytes: Buffer;
  tooLarge: boolean;
}

/** Reads the one file of a multipart body, stopping at the limit (what is past it is never kept). */
function receive(req: Request, onTooLarge: () => void): Promise<Received | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 0, fileSize: ORDERING_LIMITS.maxUploadBytes } });
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

/**
 * POST /uploads/order/{custom|comment}: one file (multipart field `file`) for an order, from a signed-in user of the
 * restaurant portal. The size limit is enforced while the body streams in (413 at once past it), the type is read
 * from the file's first bytes (not its name nor its declared type), the name is cleaned and given the extension of
 * that type. The file then goes to the catalogue, which stores it; the answer is `{ path, name, size, mime, url }`,
 * `path` being what an order item (`customFile`) or a chat message (`images`) refers to.
 */
export function orderUploadRoutes(deps: ContextDeps): Router {
  const router = Router();
  router.post("/uploads/order/:kind", async (req, res) => {
    const kind = String(req.params.kind);
    if (!isKind(kind)) return refuse(res, 404, ORDERING_MESSAGES.uploadType);
    if (req.get(UPLOAD_HEADER) !== "1") return refuse(res, 403, COMMON_MESSAGES.FORBIDDEN, ERROR_CODES.FORBIDDEN);
    const ctx = await requestContext(deps, req, res);
    const principal = ctx.session.principal;
    if (!principal) return refuse(res, 401, COMMON_MESSAGES.UNAUTHENTICATED, ERROR_CODES.UNAUTHENTICATED);
    if (!canVisit("/", principal, ctx.market)) return refuse(res, 403, COMMON_MESSAGES.FORBIDDEN, ERROR_CODES.FORBIDDEN);
    if (Number(req.get("content-length") ?? 0) > ORDERING_LIMITS.maxUploadBytes + 64 * 1024)
      return refuse(res, 413, ORDERING_MESSAGES.uploadTooLarge);

    let file: Received | null;
    try {
      file = await receive(req, () => refuse(res, 413, ORDERING_MESSAGES.uploadTooLarge));
    } catch {
      return refuse(res, 400, ORDERING_MESSAGES.uploadMissing);
    }
    if (file?.tooLarge) return;
    if (!file || file.bytes.length === 0) return refuse(res, 400, ORDERING_MESSAGES.uploadMissing);
    const type = await fileTypeFromBuffer(file.bytes.subarray(0, SNIFF_BYTES));
    if (!type || !(ORDER_UPLOAD_KINDS[kind] as readonly string[]).includes(type.mime)) return refuse(res, 415, ORDERING_MESSAGES.uploadType);
    const cleaned = cleanFileName(file.name);
    if (!cleaned) return refuse(res, 400, ORDERING_MESSAGES.uploadName);
    const name = `${cleaned.replace(/\.[^.]{1,10}$/, "")}.${type.ext}`;
    try {
      const stored = await readRefusals(
        orderingCalls.upload(ctx.upstream, kind, { name, mime: type.mime, bytes: file.bytes }),
        ORDERING_REFUSAL_MESSAGES,
      );
      res.setHeader("Cache-Control", "no-store");
      res.json({ path: stored.path, name, size: stored.size, mime: type.mime, url: staticUrl(stored.path) });
    } catch (error) {
      const code = errorCode(error) ?? ERROR_CODES.UPSTREAM_UNAVAILABLE;
      const status = code === ERROR_CODES.UNAUTHENTICATED ? 401 : code === ERROR_CODES.BAD_USER_INPUT ? 400 : 503;
      refuse(res, status, `error.${code}`, code);
    }
  });
  return router;
}
