import { randomUUID } from "node:crypto";
import { createWriteStream, openAsBlob, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { Router, type Request, type Response } from "express";
import type { GraphQLError } from "graphql";
import { COMMON_MESSAGES, ERROR_CODES, canVisit, cleanFileName, staticFileUrl } from "@portal/schema";
import { errorCode } from "../common/errors.js";
import { requestContext, type Context, type ContextDeps } from "../graphql/context.js";

/** The header a portal upload carries: a cross-site form cannot send it, so no other site can upload as the user. */
export const UPLOAD_HEADER = "x-portal-upload";
/** Bytes enough for file-type to recognise every accepted type. */
const SNIFF_BYTES = 4100;

/**
 * A file received and checked, as it goes on to the catalogue: its cleaned name with the extension of its type, and its
 * bytes spooled on disk (`blob` streams them from there; the file is removed when the request ends).
 */
export interface CheckedFile {
  name: string;
  mime: string;
  size: number;
  blob: Blob;
  /** The whole file in memory, for what must read it all (a workbook, an archive); bounded by the route's limit. */
  bytes(): Promise<Buffer>;
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
  if (status === 413 || status === 408) res.setHeader("Connection", "close");
  res.status(status).json({ errors: [{ message: key, extensions: { code, fields: { file: key } } }] });
}

interface Received {
  /** The name as the browser sent it (its path parts kept, so that a name with one can be refused). */
  name: string;
  size: number;
  /** Its first bytes, enough to tell its type. */
  head: Buffer;
  /** `tooLarge`: past the limit (nothing more is read); `stalled`: the body stopped arriving, or the client left. */
  cut?: "tooLarge" | "stalled";
}

/**
 * Reads the one file of a multipart body onto disk (`spool`), stopping at the limit (what is past it is never kept) or
 * when the body stops arriving for `idleMs` (a slow client is never cut while its bytes keep coming; the catalogue's
 * deadline starts only once the file is here). Memory holds only the streams' buffers and the file's first bytes.
 * Resolves once the spooled file is closed.
 */
function receive(req: Request, options: { maxBytes: number; idleMs: number; spool: string }): Promise<Received | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // File names are read as UTF-8 (busboy's default, latin1, garbles "Campaña").
      parser = busboy({
        headers: req.headers,
        preservePath: true,
        defParamCharset: "utf8",
        limits: { files: 1, fields: 0, fileSize: options.maxBytes },
      });
    } catch (error) {
      return reject(error);
    }
    let received: Received | null = null;
    let out: WriteStream | undefined;
    let written: Promise<void> = Promise.resolve();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      outcome();
    };
    const cut = (why: NonNullable<Received["cut"]>) =>
      settle(() => {
        req.unpipe(parser);
        out?.destroy();
        // Closed whatever happened to its last writes (a write cut short errs; the file goes all the same).
        const closed = new Promise<void>((done) => (out && !out.closed ? out.once("close", () => done()) : done()));
        void closed.then(() => resolve({ ...(received ?? { name: "", size: 0, head: Buffer.alloc(0) }), cut: why }));
      });
    let idle = setTimeout(() => cut("stalled"), options.idleMs);
    req.on("data", () => {
      clearTimeout(idle);
      if (!settled) idle = setTimeout(() => cut("stalled"), options.idleMs);
    });
    req.on("close", () => {
      if (!req.complete) cut("stalled");
    });
    parser.on("file", (_field, stream, info) => {
      const file: Received = { name: info.filename ?? "", size: 0, head: Buffer.alloc(0) };
      received = file;
      stream.on("data", (chunk: Buffer) => {
        if (file.size < SNIFF_BYTES) file.head = Buffer.concat([file.head, chunk.subarray(0, SNIFF_BYTES - file.size)]);
        file.size += chunk.length;
      });
      stream.on("limit", () => cut("tooLarge"));
      out = createWriteStream(options.spool);
      written = pipeline(stream, out);
      written.catch(() => undefined); // a cut destroys it: the cut answers
    });
    parser.on("close", () => settle(() => written.then(() => resolve(received), reject)));
    parser.on("error", (error) => settle(() => reject(error)));
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

    const spool = join(deps.config.uploadDir ?? tmpdir(), `portal-upload-${randomUUID()}`);
    // The answer is sent only once the spooled file is gone: a client that reads the answer never finds it on disk.
    let answer: () => void;
    try {
      answer = await receiveAndStore(ctx, req, res, types, spool);
    } catch (error) {
      const code = errorCode(error) ?? ERROR_CODES.UPSTREAM_UNAVAILABLE;
      const own = route.storeMessages ? Object.values(((error as GraphQLError).extensions?.fields ?? {}) as Record<string, string>)[0] : undefined;
      answer = () => refuse(res, STATUS_OF[code] ?? 503, code === ERROR_CODES.BAD_USER_INPUT ? (own ?? messages.type) : `error.${code}`, code);
    } finally {
      await rm(spool, { force: true });
    }
    answer();
  });

  /** Receives the file into `spool`, checks it and stores it; what to answer. */
  async function receiveAndStore(ctx: Context, req: Request, res: Response, types: readonly string[], spool: string): Promise<() => void> {
    let file: Received | null;
    try {
      file = await receive(req, { maxBytes: route.maxBytes, idleMs: deps.config.uploadIdleTimeoutMs, spool });
    } catch {
      return () => refuse(res, 400, messages.missing);
    }
    if (file?.cut === "tooLarge") return () => refuse(res, 413, messages.tooLarge);
    if (file?.cut === "stalled") return () => refuse(res, 408, COMMON_MESSAGES.uploadStalled, ERROR_CODES.BAD_USER_INPUT);
    if (!file || file.size === 0) return () => refuse(res, 400, messages.missing);
    const type = await fileTypeFromBuffer(file.head);
    if (!type || !types.includes(type.mime)) return () => refuse(res, 415, messages.type);
    const cleaned = route.refusePaths && /[/\\]/.test(file.name) ? "" : cleanFileName(file.name);
    if (!cleaned) return () => refuse(res, 400, messages.name);
    const name = `${cleaned.replace(/\.[^.]{1,10}$/, "")}.${type.ext}`;
    const blob = await openAsBlob(spool, { type: type.mime });
    const checked: CheckedFile = { name, mime: type.mime, size: file.size, blob, bytes: async () => Buffer.from(await blob.arrayBuffer()) };
    // The catalogue's calls get the request's whole deadline from now: the time the file took to arrive is the client's.
    ctx.upstream.restartDeadline();
    const stored = await route.store(ctx, checked, req);
    return () => {
      res.setHeader("Cache-Control", "no-store");
      res.json({ path: stored.path, name, size: stored.size, mime: type.mime, url: staticFileUrl(stored.path) });
    };
  }

  return router;
}
