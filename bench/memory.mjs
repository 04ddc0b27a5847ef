// Memory: the BFF's resident memory (VmRSS) before and after a sustained load on the home query,
// on a BFF process of its own (warmed up first, so that growth means retention, not start-up).
import { bffLogin, gql, gqlHeaders } from "./client.mjs";
import { runLoad } from "./load.mjs";
import { rssMb, startBff } from "./stack.mjs";
import { log, round, sleep } from "./util.mjs";
import { variablesFor } from "./operations.mjs";

export async function measureMemory({ legacy, operations, facts, duration }) {
  let op = operations.get("Home");
  let variables = op && variablesFor(op, facts);
  let note = null;
  // --trace-gc: the heap after each full (mark-compact) GC tells retention from a heap that merely grew
  const bff = await startBff({ legacyUrl: legacy.url, label: "bff (memory)", nodeArgs: ["--trace-gc"] });
  const lastFullGc = () => {
    const lines = bff.output().split("\n").filter((l) => /Mark-Compact/.test(l));
    const m = /Mark-Compact[^\d]*([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/.exec(lines[lines.length - 1] ?? "");
    return m ? { heapAfterMb: Number(m[3]), heapCommittedMb: Number(m[4]), line: lines[lines.length - 1].trim().slice(0, 160) } : null;
  };
  const fullGcs = () => bff.output().split("\n").filter((l) => /Mark-Compact/.test(l)).length;
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
    await runLoad({ ...load, duration: 3, warmup: 0 }); // warm-up: JIT, pools, caches
    await sleep(1000);
    const before = rssMb(bff.pid);
    const gcBefore = lastFullGc();
    const gcCountBefore = fullGcs();
    log(`memory: ${op.name} — RSS ${round(before, 1)} MB after warm-up; ${duration} s of load...`);
    // RSS every second during the load: a plateau is warm-up, a steady slope is retention
    const samples = [];
    const t0 = Date.now();
    const sampler = setInterval(() => samples.push({ s: Math.round((Date.now() - t0) / 1000), mb: round(rssMb(bff.pid), 1) }), 1000);
    let r;
    try {
      r = await runLoad({ ...load, duration, warmup: 0 });
    } finally {
      clearInterval(sampler);
    }
    const after = rssMb(bff.pid);
    const gcAfter = lastFullGc();
    const gcCountAfter = fullGcs();
    await sleep(2000);
    const settled = rssMb(bff.pid);
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
      samples,
      heapAfterLastFullGcBeforeMb: gcBefore?.heapAfterMb ?? null,
      heapAfterLastFullGcAfterMb: gcAfter?.heapAfterMb ?? null,
      lastFullGcLine: gcAfter?.line ?? null,
      fullGcsDuringLoad: gcCountAfter - gcCountBefore,
    };
    log(`memory: RSS ${result.rssBeforeMb} → ${result.rssAfterMb} MB (${result.growthMb >= 0 ? "+" : ""}${result.growthMb} MB; second half ${result.secondHalfGrowthMb} MB) over ${r.requests} requests; ${result.rssAfter2sMb} MB 2 s later`);
    return result;
  } finally {
    await bff.stop();
  }
}
