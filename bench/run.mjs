#!/usr/bin/env node
// `pnpm bench`: starts the stack on loopback, runs every measurement once, writes
// bench/results/latest.json and the table in BENCHMARKS.md. BENCH_QUICK=1: a ~1 minute smoke run.
// BENCH_ONLY=overhead,web,... runs some stages only (the report then shows the others as not run).
import os from "node:os";
import { bffLogin } from "./client.mjs";
import { WEB_DIST, startBff, startLegacyCatalogue } from "./stack.mjs";
import { webOperations } from "./operations.mjs";
import { discoverFacts } from "./facts.mjs";
import { measureOverhead } from "./overhead.mjs";
import { measureTimeToData } from "./time-to-data.mjs";
import { countUpstreamCalls } from "./upstream-calls.mjs";
import { measureBatching } from "./batching.mjs";
import { lighthouseRoutes, measureBundles, measureLighthouse } from "./web.mjs";
import { measureMemory } from "./memory.mjs";
import { measureSessions } from "./sessions.mjs";
import { profileBff } from "./profile.mjs";
import { measureSearch } from "./search.mjs";
import { machineInfo, writeReport } from "./report.mjs";
import { QUICK, cleanup, log, withTimeout } from "./util.mjs";
import { variablesFor } from "./operations.mjs";

const settings = QUICK
  ? {
      mode: "quick",
      loadSeconds: 2,
      warmupSeconds: 1,
      fixedRateSeconds: 2,
      overheadRounds: 1,
      batchSeconds: 4,
      ttdRuns: 3,
      lighthouseRuns: 1,
      memorySeconds: 10,
      profileSeconds: 3,
      searchRuns: 50,
      sessions: { users: Number(process.env.BENCH_SESSIONS_USERS ?? 100), thinkSeconds: 5, floodSeconds: 5 },
    }
  : {
      mode: "full",
      loadSeconds: 5,
      warmupSeconds: 1,
      fixedRateSeconds: 4,
      overheadRounds: 3,
      batchSeconds: 6,
      ttdRuns: 9,
      // the median of 5 runs, with the spread of all 5 (one run's score moves by a few hundredths)
      lighthouseRuns: 5,
      memorySeconds: 60,
      profileSeconds: 5,
      searchRuns: 300,
      sessions: { users: 1000, thinkSeconds: 60, floodSeconds: 15 },
    };
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",").map((s) => s.trim())) : null;

if (only) settings.only = [...only];
const results = { settings, startedAt: new Date().toISOString(), machine: machineInfo(), stages: {} };
let failed = false;

async function stage(name, limitSeconds, fn) {
  if (only && !only.has(name)) {
    results.stages[name] = { skipped: "not in BENCH_ONLY" };
    return null;
  }
  const t0 = Date.now();
  log(`— ${name} —`);
  try {
    const value = await withTimeout(fn(), limitSeconds * 1000, `stage ${name}`);
    results.stages[name] = { ...value, seconds: Math.round((Date.now() - t0) / 1000) };
    return value;
  } catch (error) {
    failed = true;
    log(`${name} FAILED: ${error.stack ?? error.message}`);
    results.stages[name] = { error: error.message, seconds: Math.round((Date.now() - t0) / 1000) };
    return null;
  }
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping everything`);
    await cleanup();
    process.exit(130);
  });
}

const t0 = Date.now();
try {
  log(
    `mode ${settings.mode}: ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const operations = await webOperations(); // throws, with the file, on a document that does not parse
  results.operations = [...operations.values()].map((o) => ({ name: o.name, kind: o.kind, file: o.file }));
  log(`web operations: ${[...operations.keys()].join(", ")}`);

  const legacy = await startLegacyCatalogue();
  log(`legacy catalogue on ${legacy.url} (${legacy.database})`);
  const bff = await startBff({ legacyUrl: legacy.url, label: "bff", webDist: WEB_DIST });
  log(`BFF on ${bff.url}: ${bff.kind}, sessions in ${bff.sessions}, pid ${bff.pid}`);
  // Batching is compared without the cross-request cache of file metadata (else, warm, neither BFF asks for files).
  // The comparison measures batching itself: the unbatched BFF's 78 calls a request would otherwise meet the
  // catalogue queue's bound, the request deadline and the load shedding, and fail fast (its errors are GraphQL
  // errors in 200 answers, which the load tool counts as served).
  const noFileCache = { FILE_METADATA_CACHE: "false", LEGACY_MAX_PENDING: "1000000", REQUEST_DEADLINE_MS: "600000", MAX_IN_FLIGHT: "0" };
  const batched = await startBff({ legacyUrl: legacy.url, label: "bff (FILE_METADATA_CACHE=false)", env: noFileCache });
  const unbatched = await startBff({
    legacyUrl: legacy.url,
    label: "bff (DATALOADER_BATCH=false, FILE_METADATA_CACHE=false)",
    env: { ...noFileCache, DATALOADER_BATCH: "false" },
  });
  log(`BFFs for the batching comparison (no file metadata cache), batched and with DATALOADER_BATCH=false, on ${batched.url} and ${unbatched.url}`);
  results.stack = { bff: bff.kind, sessions: bff.sessions, legacy: `in-process, ${legacy.database}` };

  const cookie = await bffLogin(bff.url);
  const facts = await discoverFacts(bff.url, cookie);
  results.facts = facts;

  await stage("overhead", 240, () =>
    measureOverhead({
      legacy,
      bff,
      cookie,
      operations,
      facts,
      duration: settings.loadSeconds,
      warmup: settings.warmupSeconds,
      fixedRateSeconds: settings.fixedRateSeconds,
      rounds: settings.overheadRounds,
    }),
  );
  await stage("batching", 90, () =>
    measureBatching({ bff: batched, unbatched, cookie, facts, duration: settings.batchSeconds, warmup: settings.warmupSeconds }),
  );
  await batched.stop();
  await unbatched.stop();
  await stage("timeToData", 120, () => measureTimeToData({ legacy, bff, cookie, operations, facts, runs: settings.ttdRuns }));
  await stage("upstreamCalls", 300, () => countUpstreamCalls({ legacy, operations, facts }));
  await stage("bundles", 30, async () => measureBundles());
  const adminCookie = await bffLogin(bff.url, { username: "admin@demo.es", password: "demo1234" });
  const lighthouseRouteList = lighthouseRoutes({ cookie, adminCookie, facts });
  await stage("lighthouse", 160 * lighthouseRouteList.length, () =>
    measureLighthouse({ bffUrl: bff.url, routes: lighthouseRouteList, runs: settings.lighthouseRuns }),
  );
  await bff.stop();
  await stage("memory", settings.memorySeconds + 60, () => measureMemory({ legacy, operations, facts, duration: settings.memorySeconds }));
  await stage("sessions", settings.sessions.thinkSeconds + 2 * settings.sessions.floodSeconds + 120, () =>
    measureSessions({
      legacy,
      operations,
      facts,
      ...settings.sessions,
      env: process.env.BENCH_SESSIONS_ENV ? JSON.parse(process.env.BENCH_SESSIONS_ENV) : {},
    }),
  );
  await stage("profile", settings.profileSeconds + 60, async () => {
    // the heavier of the two screen queries, or the viewer query while Home is missing
    const home = operations.get("Home");
    const d = results.stages.overhead?.targets?.d;
    const op = home && d && !d.pending ? home : operations.get("Shell");
    return profileBff({ legacy, operation: op, variables: variablesFor(op, facts), duration: settings.profileSeconds });
  });
  // Last: it adds 10,000 resources to the catalogue the other stages measure.
  await stage("search", 240, () => measureSearch({ legacy, runs: settings.searchRuns }));
} catch (error) {
  failed = true;
  log(`FAILED: ${error.stack ?? error.message}`);
  results.error = error.message;
} finally {
  log("stopping the stack");
  await cleanup();
}
results.finishedAt = new Date().toISOString();
results.seconds = Math.round((Date.now() - t0) / 1000);
results.machine.loadAverageAfter = os.loadavg().map((l) => Number(l.toFixed(2)));
const written = writeReport(results);
log(`wrote ${written.join(", ")} in ${results.seconds} s${failed ? " (some stages failed: see above)" : ""}`);
process.exit(failed ? 1 : 0);
