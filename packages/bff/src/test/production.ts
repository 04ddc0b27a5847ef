import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { freePort } from "./redis-server.js";

const BFF_DIR = fileURLToPath(new URL("../..", import.meta.url));
/** A production session secret for the tests' processes (≥ 32 bytes, none of the known examples). */
export const PRODUCTION_SECRET = "a-production-test-secret-of-at-least-32-bytes";

/** One line of the process's log (pino's JSON), as written. */
export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/**
 * The BFF as production runs it: `bin/start` (node with its heap limit, `dist/main.js`) with NODE_ENV=production, on
 * a free port of 127.0.0.1, in a process of its own, against the catalogue and Redis `env` names (no Redis: sessions
 * in memory). Library defaults differ under NODE_ENV=test (Apollo's signal handling did): faults are tested here.
 * The build is brought up to date before the suite (src/test/global-setup.ts). Resolves once /readyz answers 200.
 */
export async function startProductionBff(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn("bin/start", [], {
    cwd: BFF_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      SESSION_SECRET: PRODUCTION_SECRET,
      COOKIE_SECURE: "false",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      LEGACY_TIMEOUT_MS: "2000",
      CACHE_INVALIDATION_CHANNEL: `portal:cache:test:${randomUUID()}`,
      RATE_LIMIT_PREFIX: `portal:rl:test:${randomUUID()}`,
      USER_CHANGES_PREFIX: `portal:user-changed:test:${randomUUID()}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const logs: LogLine[] = [];
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on("line", (line) => {
      output.push(line);
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // the start-up line and anything else not JSON: kept in `output` only
      }
    });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const status = await fetch(`${url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      process.kill(-child.pid!, "SIGKILL");
      throw new Error(`the production BFF did not become ready (last /readyz: ${status}):\n${output.join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    logs,
    output,
    exited,
    /** Sends `signal` to the process (SIGTERM: a rolling deploy's stop). */
    signal(signal: NodeJS.Signals) {
      child.kill(signal);
    },
    /** Ends the process and everything it started, now. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(-child.pid!, "SIGKILL");
        await exited;
      }
    },
  };
}

export type ProductionBff = Awaited<ReturnType<typeof startProductionBff>>;
