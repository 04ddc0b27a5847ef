// Memory: the BFF's resident memory (VmRSS) before and after a sustained load on the home query,
// on a BFF process of its own (warmed up first, so that growth means retention, not start-up).
//
// VmRSS alone cannot tell retention from garbage: between two full (mark-compact) GCs V8 lets the old
// generation fill with promoted garbage up to a limit it sets from the live heap, so RSS saw-tooths and
// the before/after difference depends on where in the cycle each reading falls. `--trace-gc` gives the
// live heap after every full GC during the load (its trend over thousands of requests is the retention
// signal) and the heap size that triggered each one (the top of the saw-tooth); a heap snapshot signal
// (SIGUSR2) after the RSS readings forces a last full GC on the idle process: its live heap at the end.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bffLogin, gql, gqlHeaders } from "./client.mjs";
import { runLoad } from "./load.mjs";
import { rssMb, startBff } from "./stack.mjs";
import { log, round, sleep } from "./util.mjs";
import { variablesFor } from "./operations.mjs";

// [pid:isolate]  65153 ms: Mark-Compact (reduce) 77.7 (110.2) -> 30.6 (110.9) MB, ... heap profiler; GC in old space requested
const GC_LINE = /(\d+) ms: (Mark-Compact|Scavenge|Minor Mark-Compact)[^\d]*([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/;

export async function measureMemory({ legacy, operations, facts, duration }) {
  let op = operations.get("Home");
  let variables = op && variablesFor(op, facts);
  let note = null;
  const diagDir = mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  // Every GC line, tagged with the phase it happened in (the child's output() keeps only the last 64 kB).
  const gcs = [];
  let phase = "start-up";
  let partial = "";
  const onOutput = (text) => {
    const lines = (partial + text).split("\n");
    partial = lines.pop();
    for (const line of lines) {
      const m = GC_LINE.exec(line);
      if (m)
        gcs.push({
          phase,
          ms: Number(m[1]),
          kind: m[2],
          beforeMb: Number(m[3]),
          afterMb: Number(m[5]),
          committedMb: Number(m[6]),
          heapProfiler: /heap profiler/.test(line),
          line: line.trim().slice(0, 160),
        });
    }
  };
  const bff = await startBff({
    legacyUrl: legacy.url,
    label: "bff (memory)",
    nodeArgs: ["--trace-gc", "--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${diagDir}`],
    onOutput,
  });
  const fullGcs = (p) => gcs.filter((g) => g.kind === "Mark-Compact" && (!p || g.phase === p));
  try {
    const cookie = await bffLogin(bff.url);
    if (op) {
      const check = await gql(bff.url, op.text, variables, { cookie });
      if (check.errors?.length) {
        note = `Home answers errors (${[...new Set(check.errors.map((e) => e.extensions?.code))].join(", ")}): measured on Shell instead`;
        op = null;
      }
    } else note = "no Home operation in packages/web yet: measured on Shell instead";
    if (!op) {
      op = operations.get("Shell");
      variables = {};
    }
    const body = JSON.stringify({ query: op.text, variables });
    const load = { url: `${bff.url}/graphql`, method: "POST", headers: gqlHeaders(bff.url, { cookie }), body, connections: 10 };
    phase = "warm-up";
    await runLoad({ ...load, duration: 3, warmup: 0 }); // warm-up: JIT, pools, caches
    await sleep(1000);
    const before = rssMb(bff.pid);
    const gcBefore = fullGcs().at(-1) ?? null;
    log(`memory: ${op.name} — RSS ${round(before, 1)} MB after warm-up; ${duration} s of load...`);
    // RSS every second during the load: a plateau is warm-up, a steady slope is retention
    const samples = [];
    const t0 = Date.now();
    const sampler = setInterval(() => samples.push({ s: Math.round((Date.now() - t0) / 1000), mb: round(rssMb(bff.pid), 1) }), 1000);
    let r;
    phase = "load";
    try {
      r = await runLoad({ ...load, duration, warmup: 0 });
    } finally {
      clearInterval(sampler);
      phase = "after";
    }
    const after = rssMb(bff.pid);
    await sleep(2000);
    const settled = rssMb(bff.pid);
    const live = await liveHeapAtEnd(bff, diagDir, gcs);
    const during = fullGcs("load");
    const second = samples.slice(Math.floor(samples.length / 2));
    const result = {
      operation: op.name,
      note,
      durationSeconds: duration,
      requests: r.requests,
      rps: round(r.rps, 1),
      rssBeforeMb: round(before, 1),
      rssAfterMb: round(after, 1),
      rssAfter2sMb: round(settled, 1),
      growthMb: round(after - before, 1),
      peakMb: round(Math.max(before, after, ...samples.map((x) => x.mb)), 1),
      // growth over the second half of the load alone
      secondHalfGrowthMb: samples.length >= 4 ? round(samples[samples.length - 1].mb - samples[Math.floor(samples.length / 2)].mb, 1) : null,
      // the saw-tooth's range over the second half (garbage between full GCs, not retention)
      secondHalfRssMinMb: second.length ? Math.min(...second.map((x) => x.mb)) : null,
      secondHalfRssMaxMb: second.length ? Math.max(...second.map((x) => x.mb)) : null,
      samples,
      // the last full GC before the load (often one of start-up, before JIT code and caches: not comparable)
      heapAfterLastFullGcBeforeMb: gcBefore?.afterMb ?? null,
      heapAfterLastFullGcBeforePhase: gcBefore?.phase ?? null,
      heapAfterLastFullGcAfterMb: during.at(-1)?.afterMb ?? null,
      lastFullGcLine: during.at(-1)?.line ?? null,
      fullGcsDuringLoad: during.length,
      scavengesDuringLoad: gcs.filter((g) => g.phase === "load" && g.kind === "Scavenge").length,
      // live heap after each full GC during the load: first, last, min, max (retention shows as a rising trend)
      liveHeapDuringLoadMb: during.length
        ? {
            first: during[0].afterMb,
            last: during.at(-1).afterMb,
            min: Math.min(...during.map((g) => g.afterMb)),
            max: Math.max(...during.map((g) => g.afterMb)),
          }
        : null,
      // heap size when V8 started each full GC: how far it lets garbage pile up (the top of the RSS saw-tooth)
      heapAtFullGcTriggerMb: during.length
        ? { min: Math.min(...during.map((g) => g.beforeMb)), max: Math.max(...during.map((g) => g.beforeMb)) }
        : null,
      // live heap of the idle process after the load, after a forced full GC (heap snapshot on SIGUSR2)
      liveHeapAtEndMb: live?.afterMb ?? null,
      liveHeapAtEndNote: live ? null : "no heap-profiler GC seen within 20 s of SIGUSR2",
      gcs: gcs
        .filter((g) => g.kind !== "Scavenge")
        .map(({ phase: p, ms, kind, beforeMb, afterMb, committedMb, heapProfiler }) => ({
          phase: p,
          ms,
          kind,
          beforeMb,
          afterMb,
          committedMb,
          heapProfiler,
        })),
    };
    log(
      `memory: RSS ${result.rssBeforeMb} → ${result.rssAfterMb} MB (${result.growthMb >= 0 ? "+" : ""}${result.growthMb} MB; second half ${result.secondHalfGrowthMb} MB) over ${r.requests} requests; ${result.rssAfter2sMb} MB 2 s later; ` +
        `live heap after full GCs during the load ${result.liveHeapDuringLoadMb ? `${result.liveHeapDuringLoadMb.first} → ${result.liveHeapDuringLoadMb.last} MB (${during.length} GCs, triggered at ${result.heapAtFullGcTriggerMb.min}–${result.heapAtFullGcTriggerMb.max} MB)` : "— (no full GC)"}; ${result.liveHeapAtEndMb ?? "—"} MB at the end`,
    );
    return result;
  } finally {
    await bff.stop();
    rmSync(diagDir, { recursive: true, force: true });
  }
}

/**
 * SIGUSR2 (`--heapsnapshot-signal`): V8 runs full GCs ("heap profiler") and writes a snapshot into
 * `diagDir`. Resolves with the last such GC once the snapshot file stops growing (null after 20 s).
 */
async function liveHeapAtEnd(bff, diagDir, gcs) {
  const seen = gcs.length;
  try {
    process.kill(bff.pid, "SIGUSR2");
  } catch {
    return null;
  }
  const deadline = Date.now() + 20_000;
  let lastSize = -1;
  while (Date.now() < deadline) {
    await sleep(500);
    const gc = gcs
      .slice(seen)
      .filter((g) => g.heapProfiler)
      .at(-1);
    const file = readdirSync(diagDir).find((f) => f.endsWith(".heapsnapshot"));
    const size = file ? statSync(path.join(diagDir, file)).size : -1;
    if (gc && size > 0 && size === lastSize) return gc;
    lastSize = size;
  }
  return (
    gcs
      .slice(seen)
      .filter((g) => g.heapProfiler)
      .at(-1) ?? null
  );
}
