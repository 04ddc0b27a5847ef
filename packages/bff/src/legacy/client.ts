import { Pool, RetryAgent, type Dispatcher, type FormData, type RetryHandler } from "undici";
import CircuitBreaker from "opossum";
import type { Logger } from "pino";
import type { Market } from "@portal/schema";
import { errorCode, unauthenticated, upstreamNotAsked, upstreamRejected, upstreamUnavailable } from "../common/errors.js";
import { ERROR_CODES } from "@portal/schema";
import { encodeForm, type FormValue } from "./form.js";

export const LEGACY_COOKIE = "ci_session";

export interface LegacyCallOptions {
  /** Form fields of a POST. */
  form?: Record<string, FormValue>;
  /** The multipart body of an upload (a POST; undici writes its boundary). */
  multipart?: FormData;
  /** Value of the catalogue's session cookie, when the call needs a session. */
  cookie?: string;
  /** The portal request's id, sent along (`X-Request-Id`) so that both logs tell of one request. */
  requestId?: string;
  /** When the portal request must have its answer (epoch ms): the call, queueing included, ends by then. */
  deadline?: number;
}

export interface LegacyAnswer<T> {
  data: T;
  /** A new session cookie value the catalogue set, if any. */
  setCookie?: string;
}

export interface CallResult {
  market: Market;
  path: string;
  /** `ok`, or the lower-cased code of the error it became (`upstream_unavailable`, `upstream_rejected`…). */
  outcome: string;
  seconds: number;
}

export interface UpstreamCall {
  market: Market;
  method: "GET" | "POST";
  path: string;
  /** The form fields of a POST, as given to the call (what tests read of a call's payload). */
  form?: Record<string, FormValue>;
}

interface Endpoint {
  origin: string;
  pool: Pool;
  /** The pool, retrying a GET whose connection failed (see `retryGetOnConnectionError`). */
  retrying: Dispatcher;
  basePath: string;
  /** Static files sit beside the API: /es/api/ → /es/static/ */
  staticPath: string;
}

/** A file answered by the catalogue, to stream on to the browser (200, or 206 for a byte range). */
export interface LegacyFile {
  status: 200 | 206;
  body: NodeJS.ReadableStream;
  headers: Record<string, string>;
}

/** Connection errors after which a GET is sent again: the catalogue never answered it. */
const CONNECTION_ERRORS = ["ECONNRESET", "ECONNREFUSED", "EPIPE", "ENETUNREACH", "EHOSTUNREACH", "UND_ERR_SOCKET"];
const GET_RETRIES = 2;
const RETRY_BASE_MS = 50;

/**
 * undici's RetryAgent policy: a GET (idempotent) whose connection failed is sent again, at most twice, after a random
 * wait of up to 50 ms then 100 ms ("full jitter": many requests that failed together do not come back together). A
 * POST is never sent twice, an answer (any status) is never retried, and the request's deadline still ends it all.
 */
const retryGetOnConnectionError: RetryHandler.RetryCallback = (error, { state, opts }, next) => {
  const { code, statusCode } = error as Error & { code?: string; statusCode?: number };
  const retry = opts.method === "GET" && statusCode === undefined && CONNECTION_ERRORS.includes(code ?? "") && state.counter <= GET_RETRIES;
  if (!retry) return next(error);
  setTimeout(() => next(null), Math.random() * RETRY_BASE_MS * 2 ** (state.counter - 1));
};

const PASSED_FILE_HEADERS = ["content-type", "content-length", "content-disposition", "content-range", "accept-ranges", "last-modified", "etag"];

/**
 * The one place that speaks HTTP to the legacy catalogue: an undici Pool per market (keep-alive,
 * bounded connect/headers/body timeouts), form encoding, the catalogue's cookie and the mapping of
 * its answers to the API's typed errors:
 *   403 → UNAUTHENTICATED · status:false → UPSTREAM_REJECTED · network error, timeout, 5xx → UPSTREAM_UNAVAILABLE
 */
export class LegacyClient {
  private readonly endpoints: Record<Market, Endpoint>;

  private readonly timeoutMs: number;
  private readonly onCall?: (call: UpstreamCall) => void;
  private readonly onResult?: (result: CallResult) => void;
  private readonly maxPending: number;
  /** Calls of each market waiting for a connection or running (files until their body has streamed through). */
  private readonly pending: Record<Market, number> = { ES: 0, PT: 0 };
  private readonly maxFiles: number;
  /** Files of each market being fetched or streamed. */
  private readonly files: Record<Market, number> = { ES: 0, PT: 0 };
  /**
   * One circuit breaker per market (opossum): when most recent calls found the catalogue unavailable, the next ones
   * fail at once (UPSTREAM_UNAVAILABLE, no connection tried, no user waiting for a timeout); after resetTimeout one
   * call tests it again (half-open) and a success closes it.
   */
  private readonly breakers = {} as Record<Market, CircuitBreaker<[() => Promise<unknown>], unknown>>;
  private readonly logger?: Logger;

  constructor(options: {
    urls: Record<Market, string>;
    timeoutMs: number;
    /** Observes every upstream call (tests and the benchmark count them). */
    onCall?: (call: UpstreamCall) => void;
    /** Observes how each call ended and how long it took (the metrics). */
    onResult?: (result: CallResult) => void;
    /** Calls a market may have waiting or running at once; past it, more are refused at once (LEGACY_MAX_PENDING). */
    maxPending?: number;
    /** Files a market may have being fetched or streamed at once (LEGACY_MAX_FILES), within maxPending; past it, refused at once. */
    maxFiles?: number;
    /** The breaker's settings (tests shorten them). */
    breaker?: { resetTimeoutMs?: number; volumeThreshold?: number };
    /** Observes a market's breaker opening or closing (the metrics and the log). */
    onBreaker?: (market: Market, state: "open" | "half-open" | "closed") => void;
    logger?: Logger;
  }) {
    const { urls, timeoutMs } = options;
    this.timeoutMs = timeoutMs;
    this.onCall = options.onCall;
    this.onResult = options.onResult;
    this.maxPending = options.maxPending ?? 256;
    this.maxFiles = options.maxFiles ?? 8;
    for (const market of ["ES", "PT"] as const) {
      // Only an answer the catalogue failed to give counts (timeouts, refused connections, 5xx): a refusal or a 403 is
      // an answer, and a call the BFF never sent (its queue full, no time left) says nothing of the catalogue's health.
      const breaker = new CircuitBreaker((run: () => Promise<unknown>) => run(), {
        timeout: false, // the calls have their own (LEGACY_TIMEOUT_MS)
        errorThresholdPercentage: 50,
        volumeThreshold: options.breaker?.volumeThreshold ?? 10,
        rollingCountTimeout: 10_000,
        resetTimeout: options.breaker?.resetTimeoutMs ?? 5_000,
        errorFilter: (error: unknown) => errorCode(error) !== ERROR_CODES.UPSTREAM_UNAVAILABLE,
      });
      breaker.on("open", () => options.onBreaker?.(market, "open"));
      breaker.on("halfOpen", () => options.onBreaker?.(market, "half-open"));
      breaker.on("close", () => options.onBreaker?.(market, "closed"));
      this.breakers[market] = breaker;
    }
    this.logger = options.logger;
    const endpoint = (url: string): Endpoint => {
      const parsed = new URL(url);
      const pool = new Pool(parsed.origin, {
        connections: 32,
        pipelining: 1,
        keepAliveTimeout: 10_000,
        connect: { timeout: Math.min(timeoutMs, 5_000) },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      return {
        origin: parsed.origin,
        pool,
        retrying: new RetryAgent(pool, { retry: retryGetOnConnectionError, methods: ["GET"], statusCodes: [] }),
        basePath: parsed.pathname.endsWith("/") ? parsed.pathname : `${parsed.pathname}/`,
        staticPath: (parsed.pathname.endsWith("/") ? parsed.pathname : `${parsed.pathname}/`).replace(/api\/$/, "static/"),
      };
    };
    this.endpoints = { ES: endpoint(urls.ES), PT: endpoint(urls.PT) };
  }

  async call<T>(market: Market, method: "GET" | "POST", path: string, options: LegacyCallOptions = {}): Promise<LegacyAnswer<T>> {
    // The BFF's own refusals (queue full, no time left) happen before the breaker: they never count against the catalogue.
    return this.observed(market, path, () =>
      this.queued(market, path, options.deadline, () => this.guarded(market, () => this.send<T>(market, method, path, options))),
    );
  }

  /** Catalogue calls of `market` waiting or running now (the load shedding refuses new requests past a share of the bound). */
  pendingCalls(market: Market): number {
    return this.pending[market];
  }

  /**
   * A bounded queue per market: a call past maxPending is refused at once rather than left to wait its turn, and so
   * is a call whose request has no time left. Neither was sent (`upstreamNotAsked`).
   */
  private async queued<R>(market: Market, path: string, deadline: number | undefined, run: () => Promise<R>, untilBodyEnds = false): Promise<R> {
    if (this.pending[market] >= this.maxPending) throw this.unavailable(market, path, "queue full", false);
    if (deadline !== undefined && deadline <= Date.now()) throw this.unavailable(market, path, "the request's deadline has passed", false);
    return this.counted(this.pending, market, untilBodyEnds, run);
  }

  /** Counts `run` in `counter[market]` while it runs and, for a file (`untilBodyEnds`), until its body has streamed through or broke. */
  private async counted<R>(counter: Record<Market, number>, market: Market, untilBodyEnds: boolean, run: () => Promise<R>): Promise<R> {
    counter[market] += 1;
    let result: R;
    try {
      result = await run();
    } catch (error) {
      counter[market] -= 1;
      throw error;
    }
    const body = untilBodyEnds ? (result as LegacyFile | null)?.body : undefined;
    if (body) body.once("close", () => (counter[market] -= 1));
    else counter[market] -= 1;
    return result;
  }

  /** `run` through the market's breaker: refused at once while it is open. */
  private async guarded<R>(market: Market, run: () => Promise<R>): Promise<R> {
    try {
      return (await this.breakers[market].fire(run)) as R;
    } catch (error) {
      if ((error as { code?: string }).code === "EOPENBREAKER") throw upstreamNotAsked();
      throw error;
    }
  }

  /** Runs a call, telling `onResult` its outcome (the error's code, or ok) and duration. */
  private async observed<R>(market: Market, path: string, run: () => Promise<R>): Promise<R> {
    if (!this.onResult) return run();
    const started = performance.now();
    let outcome = "ok";
    try {
      return await run();
    } catch (error) {
      outcome = String((error as { extensions?: { code?: unknown } }).extensions?.code ?? "error").toLowerCase();
      throw error;
    } finally {
      this.onResult({ market, path, outcome, seconds: (performance.now() - started) / 1000 });
    }
  }

  private async send<T>(market: Market, method: "GET" | "POST", path: string, options: LegacyCallOptions): Promise<LegacyAnswer<T>> {
    const { origin, pool, retrying, basePath } = this.endpoints[market];
    this.onCall?.({ market, method, path, form: options.form });
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.cookie) headers.cookie = `${LEGACY_COOKIE}=${options.cookie}`;
    if (options.requestId) headers["x-request-id"] = options.requestId;
    let body: string | FormData | undefined;
    if (options.multipart) body = options.multipart;
    else if (method === "POST") {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = encodeForm(options.form ?? {});
    }
    const remaining = options.deadline === undefined ? undefined : Math.max(1, options.deadline - Date.now());
    let response;
    try {
      response = await (method === "GET" ? retrying : pool).request({
        origin,
        method,
        path: basePath + path,
        headers,
        body,
        // The request's deadline covers the wait for a connection too, not only the catalogue's answer.
        signal: remaining === undefined ? undefined : AbortSignal.timeout(remaining),
      });
    } catch (error) {
      throw this.unavailable(market, path, error);
    }
    const { statusCode } = response;
    const setCookie = readSessionCookie(response.headers["set-cookie"]);
    let payload: unknown;
    try {
      payload = statusCode === 200 ? await response.body.json() : (await response.body.dump(), undefined);
    } catch (error) {
      throw this.unavailable(market, path, error);
    }
    if (statusCode === 403) throw unauthenticated();
    if (statusCode === 404) throw upstreamRejected("not_found"); // an unknown id is the caller's problem, not an outage
    if (statusCode !== 200 || !isEnvelope(payload)) throw this.unavailable(market, path, `HTTP ${statusCode}`);
    if (payload.status !== true) throw upstreamRejected(errorOf(payload.data));
    return { data: payload.data as T, setCookie };
  }

  /**
   * Streams a file: an API download (`resource/download/{id}`, with the session cookie) or a static
   * file. null when the catalogue has no such file (404); the usual errors otherwise.
   *
   * Files take the road of every other call: the market's breaker, the request's deadline (for the catalogue's
   * headers: the body then streams at the client's pace, bounded by the body timeout) and the market's bounded queue,
   * in which a file holds its place until its body has gone through. They also have a share of their own
   * (`maxFiles`): a burst of thumbnails or downloads never holds every connection while GraphQL calls wait.
   */
  async file(
    market: Market,
    path: string,
    options: { cookie?: string; static?: boolean; range?: string; requestId?: string; deadline?: number } = {},
  ): Promise<LegacyFile | null> {
    if (this.files[market] >= this.maxFiles) throw this.unavailable(market, path, "file share full", false);
    return this.counted(this.files, market, true, () =>
      this.observed(market, path, () =>
        this.queued(market, path, options.deadline, () => this.guarded(market, () => this.fetchFile(market, path, options)), true),
      ),
    );
  }

  private async fetchFile(
    market: Market,
    path: string,
    options: { cookie?: string; static?: boolean; range?: string; requestId?: string; deadline?: number },
  ): Promise<LegacyFile | null> {
    const { pool, basePath, staticPath } = this.endpoints[market];
    this.onCall?.({ market, method: "GET", path: options.static ? `static/${path}` : path });
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = `${LEGACY_COOKIE}=${options.cookie}`;
    if (options.requestId) headers["x-request-id"] = options.requestId;
    if (options.range && /^bytes=[\d,\s-]+$/.test(options.range)) headers.range = options.range;
    // The deadline bounds the wait for a connection and for the catalogue's headers, not the body's streaming.
    const abort = new AbortController();
    const timer = options.deadline === undefined ? undefined : setTimeout(() => abort.abort(), Math.max(1, options.deadline - Date.now()));
    let response;
    try {
      response = await pool.request({
        method: "GET",
        // A static file's path is a file name (spaces, accents…): sent encoded, segment by segment.
        path: options.static ? staticPath + path.split("/").map(encodeURIComponent).join("/") : basePath + path,
        headers,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        signal: abort.signal,
      });
    } catch (error) {
      throw this.unavailable(market, path, error);
    } finally {
      clearTimeout(timer);
    }
    const { statusCode } = response;
    if (statusCode !== 200 && statusCode !== 206) await response.body.dump();
    if (statusCode === 404 || statusCode === 416) return null;
    if (statusCode === 403) throw unauthenticated();
    if (statusCode !== 200 && statusCode !== 206) throw this.unavailable(market, path, `HTTP ${statusCode}`);
    const passed: Record<string, string> = {};
    for (const name of PASSED_FILE_HEADERS) {
      const value = response.headers[name];
      if (typeof value === "string") passed[name] = value;
    }
    return { status: statusCode, body: response.body, headers: passed };
  }

  /**
   * Timeouts, refused or reset connections, broken bodies, 5xx: all the same to a client; the log keeps the cause.
   * `asked` false: the BFF did not send the call (its queue full, no time left).
   */
  private unavailable(market: Market, path: string, cause: unknown, asked = true) {
    this.logger?.warn({ market, path, cause: cause instanceof Error ? cause.message : cause }, "catalogue unavailable");
    return asked ? upstreamUnavailable() : upstreamNotAsked();
  }

  /**
   * Ends the pools at once: at shutdown every portal request has been answered or cut already, so a catalogue call
   * still running has nobody waiting for it (a graceful close would wait for it, up to the catalogue's timeout).
   */
  async close(): Promise<void> {
    for (const breaker of Object.values(this.breakers)) breaker.shutdown();
    await Promise.all(Object.values(this.endpoints).map(({ pool }) => pool.destroy()));
  }
}

function isEnvelope(value: unknown): value is { status: unknown; data: unknown } {
  return typeof value === "object" && value !== null && "status" in value;
}

function errorOf(data: unknown): string {
  if (typeof data === "object" && data !== null && "error" in data) return String((data as { error: unknown }).error);
  return typeof data === "string" ? data : "rejected";
}

function readSessionCookie(header: string | string[] | undefined): string | undefined {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  for (const line of lines) {
    const match = new RegExp(`^${LEGACY_COOKIE}=([^;]*)`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}
