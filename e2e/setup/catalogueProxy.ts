/**
 * A proxy between the BFF and the in-process catalogue whose answers a journey may break for a while, as an ordinary
 * fault would: a catalogue that answers 500, or that is slow, on the paths a pattern matches. Nothing of it is in the
 * product: the BFF only sees a catalogue at another address. Set through the control server (`POST /catalogue-fault`).
 */
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A fault while it lasts: `fail` answers 500 at once; `slow` holds each matching call `delayMs` before passing it on. */
export interface CatalogueFault {
  /** A regular expression, matched against the path after the market's API base (e.g. `^user/data$`, `^restaurant/`). */
  match: string;
  mode: "fail" | "slow";
  /** How long the fault lasts from now. */
  seconds: number;
  /** `slow`: how long each matching call waits. */
  delayMs?: number;
}

interface ActiveFault {
  pattern: RegExp;
  mode: CatalogueFault["mode"];
  until: number;
  delayMs: number;
}

export interface CatalogueProxy {
  url: string;
  /** Adds a fault (checked as given: a bad pattern or mode throws). */
  add: (fault: CatalogueFault) => void;
  /** Ends every fault now. */
  clear: () => void;
  close: () => Promise<void>;
}

const API_PATH = /^\/(?:es|pt)\/api\/([^?]*)/;

/** Starts the proxy on a free port of 127.0.0.1, passing everything on to `target` (the catalogue's origin). */
export function startCatalogueProxy(target: string): Promise<CatalogueProxy> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  let faults: ActiveFault[] = [];

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  };

  const server: Server = createServer((req, res) => {
    const path = API_PATH.exec(req.url ?? "")?.[1];
    const now = Date.now();
    faults = faults.filter((f) => f.until > now);
    const fault = path === undefined ? undefined : faults.find((f) => f.pattern.test(path));
    if (!fault) return pass(req, res);
    if (fault.mode === "fail") {
      req.resume();
      return void res.writeHead(500, { "content-type": "text/plain" }).end("catalogue fault (e2e)");
    }
    req.pause();
    setTimeout(() => pass(req, res), fault.delayMs);
  });

  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () =>
      done({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        add: ({ match, mode, seconds, delayMs = 0 }) => {
          if (mode !== "fail" && mode !== "slow") throw new Error("mode: fail or slow");
          if (!(seconds > 0)) throw new Error("seconds: more than 0");
          faults.push({ pattern: new RegExp(match), mode, until: Date.now() + seconds * 1000, delayMs });
        },
        clear: () => {
          faults = [];
        },
        close: () =>
          new Promise<void>((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
            agent.destroy();
          }),
      }),
    ),
  );
}
