// Starts and stops the stack on loopback: the legacy catalogue in-process (on PostgreSQL, or embedded
// PGlite in memory, every /api/ call counted through its onRequest hook) and BFFs as child processes,
// each in its own process group.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { ROOT, importTs, log, onCleanup, sleep, withTimeout } from "./util.mjs";
import { request } from "./client.mjs";

/** Every catalogue call since the last reset: { market, method, path }. */
export const upstream = {
  calls: [],
  reset() {
    this.calls = [];
  },
};

/**
 * The legacy catalogue in this process, every /api/ call counted. Its database: PostgreSQL when the machine has one
 * (a database of its own, dropped at the end: the chain's catalogue has its own database server, which answers a
 * screen's calls side by side), else embedded PGlite in memory (one query at a time). BENCH_CATALOGUE=pglite|postgres
 * chooses; `legacy.database` names the one used.
 */
export async function startLegacyCatalogue() {
  const { STORAGES } = await importTs(path.join(ROOT, "packages/legacy/src/testing/storages.ts")); // TypeScript source
  const wanted = process.env.BENCH_CATALOGUE ?? ((await reachable(5432)) ? "postgres" : "pglite");
  const storage = STORAGES.find((s) => s.name === wanted);
  if (!storage) throw new Error(`BENCH_CATALOGUE=${wanted}: no such storage (pglite, postgres; postgres needs LEGACY_TEST_PG_URL or 127.0.0.1:5432)`);
  const legacy = await withTimeout(
    storage.start({ onRequest: (call) => upstream.calls.push(call) }),
    180_000,
    `starting the legacy catalogue on ${storage.name}`,
  );
  onCleanup(() => legacy.close());
  return { ...legacy, database: storage.name === "postgres" ? "PostgreSQL" : "PGlite in memory" };
}

function reachable(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });
}

export function redisUrl() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const ping = spawnSync("redis-cli", ["-h", "127.0.0.1", "-p", "6379", "ping"], { encoding: "utf8", timeout: 3000 });
  return ping.stdout?.trim() === "PONG" ? "redis://127.0.0.1:6379" : null;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // src/test/ (the tests' helpers, the budget preparations) is not built (tsconfig.build.json)
    if (entry.isDirectory()) newest = entry.name === "test" ? newest : Math.max(newest, newestMtime(full));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The built BFF, started exactly as production starts it (`packages/bff/bin/start`: node with the BFF's
 * runtime flags on dist/main.js), gives realistic figures; it is rebuilt when a source file is newer than
 * the build (or BENCH_BUILD=1). If the build fails, the BFF runs from source with tsx.
 * Returns { kind, file, args }: spawn `file` with [...nodeArgs, ...args].
 */
export function bffCommand() {
  const main = path.join(ROOT, "packages/bff/dist/main.js");
  const schemaDist = path.join(ROOT, "packages/schema/dist/index.js");
  const stale =
    !existsSync(main) ||
    !existsSync(schemaDist) ||
    newestMtime(path.join(ROOT, "packages/bff/src")) > statSync(main).mtimeMs ||
    newestMtime(path.join(ROOT, "packages/schema/src")) > statSync(schemaDist).mtimeMs;
  if (process.env.BENCH_BUILD !== "0" && (stale || process.env.BENCH_BUILD === "1")) {
    log("building @portal/schema and @portal/bff (sources newer than dist)...");
    const build = spawnSync("sh", ["-c", "pnpm --filter @portal/schema build && pnpm --filter @portal/bff build"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 180_000,
    });
    if (build.status !== 0) {
      log("build failed; running the BFF from source with tsx (figures less realistic)");
      log((build.stdout + build.stderr).split("\n").filter(Boolean).slice(-8).join("\n"));
      return {
        kind: "tsx (build failed)",
        file: process.execPath,
        args: [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "--conditions=@portal/source", path.join(ROOT, "packages/bff/src/main.ts")],
      };
    }
  }
  const start = path.join(ROOT, "packages/bff/bin/start");
  const flags = /^exec "\$\{NODE:-node\}" (.*?) ?"\$@"/m.exec(readFileSync(start, "utf8"))?.[1] ?? "";
  return { kind: `built (packages/bff/bin/start: node ${flags ? `${flags} ` : ""}dist/main.js)`, file: start, args: [] };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let command;
const SESSION_SECRET = randomBytes(24).toString("hex");

/**
 * A BFF child process against the catalogue at `legacyUrl`. Returns { url, metricsUrl, pid, label, stop() }.
 * `nodeArgs` go before the script (e.g. --cpu-prof); `env` adds or overrides variables.
 */
export const WEB_DIST = path.join(ROOT, "packages/web/dist");

/**
 * `webDist`: serve the built web app (only the BFF Lighthouse loads needs it; a web build in progress empties the folder).
 * `onOutput(text)`: every chunk of the child's stdout and stderr (`output()` keeps only the last 64 kB).
 */
export async function startBff({ legacyUrl, label = "bff", env = {}, nodeArgs = [], webDist = null, onOutput }) {
  command ??= bffCommand();
  const port = await freePort();
  const metricsPort = await freePort();
  const redis = redisUrl();
  const childEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE: process.execPath, // the node that bin/start runs
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    // /metrics on a listener of its own (9464 by default in production: one port per BFF here).
    METRICS_PORT: String(metricsPort),
    LEGACY_URL_ES: `${legacyUrl}/es/api/`,
    LEGACY_URL_PT: `${legacyUrl}/pt/api/`,
    SESSION_SECRET,
    // Plain HTTP on 127.0.0.1: a Secure cookie would never be sent back.
    COOKIE_SECURE: "false",
    // The load tests drive one session at thousands of operations a second: no per-session budget (its cost, a
    // Redis call per operation, is then not in the figures).
    QUERY_BUDGET_PER_MINUTE: "0",
    LOG_LEVEL: "warn",
    ...(redis ? { REDIS_URL: redis } : {}),
    ...(webDist && existsSync(path.join(webDist, "index.html")) ? { WEB_DIST: webDist } : {}),
    ...env,
  };
  const child = spawn(command.file, [...nodeArgs, ...command.args], {
    cwd: ROOT,
    env: childEnv,
    detached: true, // own process group: stop() signals the whole group
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-64000);
    onOutput?.(String(chunk));
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
    const done = await Promise.race([exited, sleep(5000).then(() => null)]);
    if (!done) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
      await exited;
    }
  };
  const unregister = onCleanup(stop);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited during start (${child.exitCode}):\n${output}`);
    try {
      const res = await request(`${url}/healthz`, { timeoutMs: 1000 });
      if (res.status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${label} did not answer /healthz within 60 s:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    pid: child.pid,
    label,
    kind: command.kind,
    sessions: redis ? "redis" : "memory",
    /** Serves the web app (pages with their boot data). */
    webDist: Boolean(childEnv.WEB_DIST),
    output: () => output,
    async stop() {
      unregister();
      await stop();
    },
  };
}

/** Resident memory of a process in MB (VmRSS from /proc/<pid>/status). */
export function rssMb(pid) {
  let status = "";
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {}
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) / 1024 : null;
}
