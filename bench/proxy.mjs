// A delay proxy on loopback (node:net) that makes a link look like a real-world one: every chunk
// is held `oneWayMs` in each direction (so a request/response round trip costs ≥ 2 × oneWayMs),
// and the first bytes of a new connection wait one extra round trip, as a TCP handshake would.
import net from "node:net";
import { onCleanup } from "./util.mjs";

/**
 * Node's timers fire a millisecond or so after their due time (and Date.now() counts whole milliseconds): a chunk held by
 * a timer alone took 20.7 ms for 20, a round trip 41.4 ms for 40. The timer is set for that much earlier, and the last
 * stretch is waited in turns of the event loop (other sockets and timers run in between), to the performance.now() due.
 */
const TIMER_LATE_MS = 2;

/** Runs `fn` at `at` (performance.now() time); returns its cancel. */
function at(time, fn) {
  let handle = null;
  let immediate = false;
  const check = () => {
    const left = time - performance.now();
    if (left <= 0) return fn();
    immediate = left <= TIMER_LATE_MS;
    handle = immediate ? setImmediate(check) : setTimeout(check, left - TIMER_LATE_MS);
  };
  check();
  return () => (immediate ? clearImmediate(handle) : clearTimeout(handle));
}

/** A FIFO that releases each chunk `delayMs` after it arrived, in order. */
function delayedPipe(src, dst, delayMs, firstExtraMs = 0) {
  const queue = [];
  let cancel = null;
  let ended = false;
  let first = true;
  const pump = () => {
    cancel = null;
    const now = performance.now();
    while (queue.length && queue[0].at <= now) {
      const item = queue.shift();
      if (item.end) {
        dst.end();
        return;
      }
      if (!dst.destroyed) dst.write(item.chunk);
    }
    if (queue.length) cancel = at(queue[0].at, pump);
  };
  const push = (item) => {
    const last = queue.length ? queue[queue.length - 1].at : 0;
    let due = performance.now() + delayMs;
    if (first && firstExtraMs) due += firstExtraMs;
    first = false;
    queue.push({ ...item, at: Math.max(due, last) });
    if (!cancel) cancel = at(queue[0].at, pump);
  };
  src.on("data", (chunk) => push({ chunk }));
  src.on("end", () => {
    if (!ended) {
      ended = true;
      push({ end: true });
    }
  });
  return () => {
    cancel?.();
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
