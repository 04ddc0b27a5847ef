// Load with autocannon in a child process (own process group, bounded in time).
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT, onCleanup, sleep } from "./util.mjs";

/**
 * { url, method, headers, body, connections, duration } → { rps, p50, p99, mean, non2xx, errors, ... }.
 * A short warm-up of `warmup` seconds runs first and is not reported.
 */
export async function runLoad({ url, method = "GET", headers = {}, body, connections = 10, duration = 5, warmup = 1, overallRate }) {
  if (warmup > 0) await once({ url, method, headers, body, connections, duration: warmup, overallRate });
  return once({ url, method, headers, body, connections, duration, overallRate });
}

function once({ url, method, headers, body, connections, duration, overallRate }) {
  const options = { url, method, headers, body, connections, duration, timeout: 10, ...(overallRate ? { overallRate } : {}) };
  return runWorker("bench/load-worker.mjs", options, (duration + 30) * 1000);
}

/**
 * Runs a worker script (`node <script> <options as JSON>`) in its own process group, killed after `limitMs` or at
 * cleanup, and resolves with the JSON it prints.
 */
export function runWorker(script, options, limitMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, script), JSON.stringify(options)], {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (err += c));
    const kill = () => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    };
    const unregister = onCleanup(kill);
    const timer = setTimeout(kill, limitMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      unregister();
      if (code !== 0) return reject(new Error(`${script} exited ${code}: ${err.slice(-500)}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`${script}: output unreadable: ${out.slice(0, 200)} ${err.slice(-300)}`));
      }
    });
  });
}

export { sleep };
