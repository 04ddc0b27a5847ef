// A CPU profile of the BFF under load (node --cpu-prof), summarised: top frames by self time and
// self time by package. Written under bench/results/tmp/ (ignored by git).
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { bffLogin, gqlHeaders } from "./client.mjs";
import { runLoad } from "./load.mjs";
import { startBff } from "./stack.mjs";
import { ROOT, log, round } from "./util.mjs";

function where(url) {
  if (!url) return "(native/V8)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return "node core";
  if (url.startsWith("wasm://")) return "wasm (undici's llhttp parser)";
  if (url.includes("/packages/"))
    return url
      .slice(url.indexOf("/packages/") + 1)
      .split("/")
      .slice(0, 2)
      .join("/");
  return url;
}

export function summariseProfile(file, top = 12) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const intervals = profile.timeDeltas ?? [];
  const totalMs = intervals.reduce((a, b) => a + b, 0) / 1000;
  const self = new Map();
  for (const d of intervals.length ? profile.samples.map((id, i) => [id, intervals[i]]) : []) {
    self.set(d[0], (self.get(d[0]) ?? 0) + d[1] / 1000);
  }
  const byFrame = new Map();
  const byPackage = new Map();
  let idle = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") {
      idle += ms;
      continue;
    }
    const short = url ? `${url.replace(/^file:\/\//, "").replace(ROOT, "")}:${lineNumber + 1}` : "";
    const key = `${functionName || "(anonymous)"} ${short}`.trim();
    byFrame.set(key, (byFrame.get(key) ?? 0) + ms);
    const pkg = functionName === "(garbage collector)" ? "(garbage collector)" : functionName === "(program)" ? "(program)" : where(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  }
  const busy = totalMs - idle;
  const list = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: round(ms, 1), pctOfBusy: round((100 * ms) / busy, 1) }));
  return { totalMs: round(totalMs, 0), busyMs: round(busy, 0), topFrames: list(byFrame), byPackage: list(byPackage) };
}

export async function profileBff({ legacy, operation, variables, duration }) {
  const dir = path.join(ROOT, "bench/results/tmp", `cpu-prof-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const bff = await startBff({ legacyUrl: legacy.url, label: "bff (cpu profile)", nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`] });
  let stopped = false;
  try {
    const cookie = await bffLogin(bff.url);
    const body = JSON.stringify({ query: operation.text, variables });
    const r = await runLoad({
      url: `${bff.url}/graphql`,
      method: "POST",
      headers: gqlHeaders(bff.url, { cookie }),
      body,
      connections: 10,
      duration,
      warmup: 1,
    });
    await bff.stop(); // the profile is written on exit
    stopped = true;
    const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) return { operation: operation.name, problem: "no .cpuprofile written" };
    const summary = summariseProfile(path.join(dir, file));
    log(
      `cpu profile of ${operation.name} (${round(r.rps, 0)} req/s while profiling): top self time ${summary.byPackage
        .slice(0, 5)
        .map((p) => `${p.name} ${p.pctOfBusy}%`)
        .join(", ")}`,
    );
    rmSync(dir, { recursive: true, force: true });
    return { operation: operation.name, durationSeconds: duration, rpsWhileProfiling: round(r.rps, 1), ...summary };
  } finally {
    if (!stopped) await bff.stop();
  }
}
