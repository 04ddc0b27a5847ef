// A delay proxy on loopback (node:net) that makes a link look like a real-world one: every chunk
// is held `oneWayMs` in each direction (so a request/response round trip costs ≥ 2 × oneWayMs),
// and the first bytes of a new connection wait one extra round trip, as a TCP handshake would.
import net from "node:net";
import { onCleanup } from "./util.mjs";

/** A FIFO that releases each chunk `delayMs` after it arrived, in order. */
function delayedPipe(src, dst, delayMs, firstExtraMs = 0) {
  const queue = [];
  let timer = null;
  let ended = false;
  let first = true;
  const pump = () => {
    timer = null;
    const now = Date.now();
    while (queue.length && queue[0].at <= now) {
      const item = queue.shift();
      if (item.end) {
        dst.end();
        return;
      }
      if (!dst.destroyed) dst.write(item.chunk);
    }
    if (queue.length) timer = setTimeout(pump, Math.max(0, queue[0].at - now));
  };
  const push = (item) => {
    const last = queue.length ? queue[queue.length - 1].at : 0;
    let at = Date.now() + delayMs;
    if (first && firstExtraMs) at += firstExtraMs;
    first = false;
    queue.push({ ...item, at: Math.max(at, last) });
    if (!timer) timer = setTimeout(pump, Math.max(0, queue[0].at - Date.now()));
  };
  src.on("data", (chunk) => push({ chunk }));
  src.on("end", () => {
    if (!ended) {
      ended = true;
      push({ end: true });
    }
  });
  return () => {
    if (timer) clearTimeout(timer);
    queue.length = 0;
  };
}

/**
 * Listens on a free loopback port and forwards to `target` ("http://127.0.0.1:1234" or a port).
 * Returns { port, url, connections(), close() }.
 */
export async function startDelayProxy(target, { oneWayMs = 20, handshake = true } = {}) {
  const targetPort = typeof target === "number" ? target : Number(new URL(target).port);
  const sockets = new Set();
  let connections = 0;
  const server = net.createServer((client) => {
    connections++;
    client.setNoDelay(true);
    const upstream = net.connect({ host: "127.0.0.1", port: targetPort });
    upstream.setNoDelay(true);
    sockets.add(client);
    sockets.add(upstream);
    // the client's first bytes could only leave after the handshake's round trip
    const stopUp = delayedPipe(client, upstream, oneWayMs, handshake ? 2 * oneWayMs : 0);
    const stopDown = delayedPipe(upstream, client, oneWayMs);
    const finish = () => {
      stopUp();
      stopDown();
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", finish);
    upstream.on("error", finish);
    // a closed side lets its queued bytes (and its end) reach the other side first
    const later = () => setTimeout(finish, 3 * oneWayMs + 50).unref();
    client.on("close", later);
    upstream.on("close", later);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  const close = () =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  const unregister = onCleanup(close);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    async close() {
      unregister();
      await close();
    },
  };
}
