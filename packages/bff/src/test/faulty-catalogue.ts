import { createServer as createHttpServer, request as httpRequest } from "node:http";
import type { AddressInfo, Server } from "node:net";
import { startLegacy } from "@portal/legacy";

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

/**
 * The real catalogue behind a proxy that answers some of its paths with an HTTP status of the test's choice (a path
 * ending with a key of `faults`), holds some for a while (`delays`, ms), cuts the connection of the next calls of some
 * (`resets`: how many more to cut), and passes every other call on. `kill()` acts as a catalogue process killed: every
 * open connection is cut and every new one is dropped, until `revive()`.
 */
export async function faultyCatalogue() {
  const legacy = await startLegacy({ port: 0, dataDir: "memory", quiet: true });
  const target = new URL(legacy.url);
  const faults = new Map<string, number>();
  const delays = new Map<string, number>();
  /** Answers 200 with this JSON instead of the catalogue's, for paths ending with a key. */
  const bodies = new Map<string, unknown>();
  const resets = new Map<string, number>();
  let killed = false;
  /** The `X-Request-Id` of every call that came through, with its path. */
  const seen: Array<{ path: string; requestId: string | undefined }> = [];
  const proxy = createHttpServer(async (req, res) => {
    if (killed) return void req.socket.destroy();
    seen.push({ path: req.url ?? "", requestId: req.headers["x-request-id"] as string | undefined });
    const reset = [...resets].find(([suffix, left]) => left > 0 && req.url?.endsWith(suffix));
    if (reset) {
      resets.set(reset[0], reset[1] - 1);
      return void req.socket.destroy();
    }
    const body = [...bodies].find(([suffix]) => req.url?.endsWith(suffix));
    if (body) {
      req.resume();
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body[1]));
    }
    const delay = [...delays].find(([suffix]) => req.url?.endsWith(suffix))?.[1];
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (killed) return void req.socket.destroy();
    const status = [...faults].find(([suffix]) => req.url?.endsWith(suffix))?.[1];
    if (status) {
      req.resume();
      const error = status === 403 ? "session" : "server";
      return void res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ status: false, data: { error } }));
    }
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    // The test may have ended (the catalogue closed) while a call was held: that call just fails.
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  const port = await listen(proxy as unknown as Server);
  return {
    faults,
    delays,
    bodies,
    resets,
    seen,
    kill() {
      killed = true;
      proxy.closeAllConnections();
    },
    revive() {
      killed = false;
    },
    env: { LEGACY_URL_ES: `http://127.0.0.1:${port}/es/api/`, LEGACY_URL_PT: `http://127.0.0.1:${port}/pt/api/` },
    async close() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await legacy.close();
    },
  };
}

export type FaultyCatalogue = Awaited<ReturnType<typeof faultyCatalogue>>;
