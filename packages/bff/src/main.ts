import { loadConfig } from "./config.js";
import { createApp } from "./app.js";

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);

const config = loadConfig();
const bff = await createApp(config);
const server = bff.app.listen(config.port, config.host, () => {
  console.log(`portal BFF on http://localhost:${config.port} (markets: ${[...config.marketHosts].map(([h, m]) => `${h}=${m}`).join(", ")})`);
});
// An idle keep-alive connection stays open longer than a proxy's or browser's own idle limit (nginx, load balancers:
// 60 s): the BFF never closes one at the instant its client reuses it (a reset request). Node's 5 s default also made
// a busy process, late on its timers, reset connections its clients had just used again.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

/**
 * Graceful shutdown: /readyz turns 503 (the load balancer stops sending), no new connection is accepted, idle ones
 * close, requests in flight finish (cut after SHUTDOWN_TIMEOUT_MS), and only then Redis and the catalogue's pool
 * close.
 */
async function shutdown() {
  bff.drain();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_TIMEOUT_MS);
  await closed;
  clearTimeout(cut);
  await bff.close();
  process.exit(0);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void shutdown());
