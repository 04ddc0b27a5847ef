import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";

/** A request id a client may send (`X-Request-Id`): short and plain, else the portal makes one. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * One log line per request (pino-http): its id (the client's `X-Request-Id` when well-formed, else a new one; sent
 * back in the answer and passed to every catalogue call), method, path (never the query string: it may hold a
 * token), status, duration and, for GraphQL, the operation's name. `req.log` is the request's logger: every line
 * of the request carries its id.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const sent = req.headers["x-request-id"];
      const id = typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customProps: (req) => {
      const operation = (req as IncomingMessage & { body?: { operationName?: unknown } }).body?.operationName;
      return typeof operation === "string" ? { operation } : {};
    },
    // Error level is for faults of ours. A 503 (refused at capacity, the session store down) is expected under load and
    // would be one line a request: the metrics count them and the app logs a summary once a second.
    customLogLevel: (_req, res, error) => (res.statusCode === 503 ? "silent" : error || res.statusCode >= 500 ? "error" : "info"),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split("?")[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Health probes every few seconds would drown the rest.
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
  });
}
