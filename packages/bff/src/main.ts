import { loadConfig } from "./config.js";
import { createApp } from "./app.js";

const config = loadConfig();
const bff = await createApp(config);
const server = bff.app.listen(config.port, config.host, () => {
  console.log(`portal BFF on http://localhost:${config.port} (markets: ${[...config.marketHosts].map(([h, m]) => `${h}=${m}`).join(", ")})`);
});
// Prometheus scrapes /metrics on its own port (METRICS_PORT; loopback unless METRICS_HOST says), never the portal's.
const metricsServer = config.metricsPort > 0 ? bff.serveMetrics(config.metricsPort, config.metricsHost) : undefined;
// An idle keep-alive connection stays open longer than a proxy's or browser's own idle limit (nginx, load balancers:
// 60 s): the BFF never closes one at the instant its client reuses it (a reset request). Node's 5 s default also made
// a busy process, late on its timers, reset connections its clients had just used again.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// No bound on a whole request's time (Node's default, 300 s, would cut a large upload from a slow phone): a request's
// catalogue calls have their deadline, and a body that stops arriving is cut by its idle timeout (UPLOAD_IDLE_TIMEOUT_MS).
server.requestTimeout = 0;

/**
 * Graceful shutdown on SIGTERM (a rolling deploy) or SIGINT: /readyz turns 503 and every answer closes its connection;
 * after SHUTDOWN_DELAY_MS (time for a load balancer to see it) no new connection is accepted and idle ones close;
 * requests in flight finish, and those still running after SHUTDOWN_TIMEOUT_MS are cut; only then Apollo, Redis and
 * the catalogue's pool close, and the process exits 0. The BFF owns the signals (Apollo's own handler is off).
 */
async function shutdown() {
  bff.drain();
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  metricsServer?.close();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection whose request was already running when the shutdown began closes once that request ends.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
  await closed;
  clearInterval(sweep);
  clearTimeout(cut);
  await bff.close();
  process.exit(0);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void shutdown());
