// Writes the results: bench/results/latest.json and BENCHMARKS.md at the root (a full run), or
// bench/results/quick.json and bench/results/quick.md (BENCH_QUICK=1, so a smoke run never
// overwrites the figures of a full one). bench/analysis.md (hand-written) is included verbatim.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./util.mjs";
import { BFF_ONLY_SCREENS } from "./screens.mjs";

export function machineInfo() {
  let cpu = "unknown";
  try {
    cpu = /model name\s*:\s*(.+)/.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? cpu;
  } catch {}
  return {
    nproc: os.availableParallelism(),
    cpu,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverageBefore: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

const fmt = (v, unit = "") => (v === null || v === undefined || Number.isNaN(v) ? "—" : `${v}${unit}`);
const mark = (ok) => (ok === null ? "pending" : ok ? "✓" : "✗");
/** Why a stage or a measurement has no figure: pending, failed or not run. */
const pendingNote = (x) => x?.pending ?? x?.error ?? (x?.skipped ? "not run" : null);

/** The screens of section 2 by key, in the report's order (the goal table has a row for each but the informative ones). */
const SCREEN_NAMES = {
  home: "Home screen",
  area: "Area page",
  orders: "Order list",
  "order-details": "Order details",
  diagnostic: "Diagnostic (ES)",
  channels: "Channels",
  ...Object.fromEntries(BFF_ONLY_SCREENS.map((screen) => [screen.key, screen.name])),
  "home-cold-load": "Home, cold page load: the page with its data vs the page then the calls (no connection open; informative)",
  "home-fresh": "Home screen, no connection open (informative)",
  "area-fresh": "Area page, no connection open (informative)",
  "orders-fresh": "Order list, no connection open (informative)",
  "order-details-fresh": "Order details, no connection open (informative)",
  "diagnostic-fresh": "Diagnostic (ES), no connection open (informative)",
  "channels-fresh": "Channels, no connection open (informative)",
};

/** [{ goal, target, measured, ok: true | false | null, note }] */
function goals(r) {
  const o = r.stages.overhead ?? {};
  const t = r.stages.timeToData?.screens ?? {};
  const b = r.stages.batching ?? {};
  const lh = r.stages.lighthouse?.pages ?? {};
  const m = r.stages.memory ?? {};
  const rows = [];
  rows.push({
    goal: "Viewer query throughput vs framework ceiling, (c)/(a)",
    target: "≥ 0.6",
    measured: fmt(o.cOverA),
    ok: o.cOverA == null ? null : o.cOverA >= 0.6,
    note: o.cOverA == null ? pendingNote(o.targets?.c ?? o) : null,
  });
  rows.push({
    goal: "Home query throughput vs framework ceiling, (d)/(a)",
    target: "≥ 0.4",
    measured: fmt(o.dOverA),
    ok: o.dOverA == null ? null : o.dOverA >= 0.4,
    note: o.dOverA == null ? pendingNote(o.targets?.d ?? o) : null,
  });
  rows.push({
    goal: "p99 added by the BFF, (c) p99 − (b) p99",
    target: "≤ 15 ms",
    measured: fmt(o.p99AddedMs, " ms"),
    ok: o.p99AddedMs == null ? null : o.p99AddedMs <= 15,
    note:
      o.p99AddedMs == null
        ? pendingNote(o)
        : o.fixedRate
          ? `at saturation; at a fixed ${o.fixedRate.rate} req/s the BFF adds ${o.fixedRate.p99AddedMs} ms at p99 (${o.fixedRate.p50AddedMs} ms at p50)`
          : null,
  });
  const home = t.home;
  const homeOk = home && home.valid ? home.ratio <= 0.35 : null;
  rows.push({
    goal: "Home time to data at 40 ms RTT, BFF / legacy client",
    target: "≤ 0.35",
    measured: fmt(home?.ratio),
    ok: homeOk,
    note: home?.pending ?? (home && !home.valid ? `measured, but ${home.note}` : pendingNote(r.stages.timeToData)),
  });
  const u = r.stages.upstreamCalls ?? {};
  const us = u.summary;
  rows.push({
    goal: "Every web operation run as a user who may, with real inputs (writes included): no errors, none not run, each within its catalogue-call budget (cold and warm)",
    target: "0 with errors, 0 not run, 0 over budget",
    measured: us ? `${us.operations} run: ${us.withErrors} with errors, ${us.notRun} not run, ${us.overBudget} over budget` : "—",
    ok: us ? us.withErrors === 0 && us.notRun === 0 && us.overBudget === 0 && us.withoutBudget === 0 : null,
    note: us ? (us.withoutBudget ? `${us.withoutBudget} without a budget` : null) : pendingNote(u),
  });
  // Time to data of every screen (page's connection open): one round trip plus 10 ms.
  const ttd = r.stages.timeToData;
  const ttdGoal = ttd?.goalMs ?? 50;
  for (const [key, name] of Object.entries(SCREEN_NAMES)) {
    if (key.endsWith("-fresh") || key === "home-cold-load") continue;
    const v = t[key];
    rows.push({
      goal: `Time to data at 40 ms RTT, ${name}${v?.user ? ` (as ${v.user})` : ""}`,
      target: `≤ ${ttdGoal} ms`,
      measured: fmt(v?.bffMedianMs, " ms"),
      ok: v?.bffMedianMs == null ? null : v.valid && v.bffMedianMs <= ttdGoal,
      note: v?.pending ?? (v && !v.valid ? v.note : v ? null : pendingNote(ttd)),
    });
  }
  const bOk = b.ratio == null ? null : b.ratio >= 2.5;
  rows.push({
    goal: "Batched / unbatched throughput (list with sections, type, file)",
    target: "≥ 2.5",
    measured: fmt(b.ratio),
    ok: bOk,
    note: b.ratio == null ? pendingNote(b) : b.note,
  });
  const lhRoutes = r.stages.lighthouse?.routes?.map((x) => x.route) ?? ["/login", "/"];
  for (const route of lhRoutes) {
    const mob = lh[`${route} mobile`];
    const desk = lh[`${route} desktop`];
    const endedOk = mob?.finalUrl ? new URL(mob.finalUrl).pathname === route : true;
    rows.push({
      goal: `Lighthouse mobile ${route}, and its Total Blocking Time`,
      target: "≥ 0.95, TBT ≤ 200 ms",
      measured: mob?.score == null ? withSpread(mob) : `${withSpread(mob)}, TBT ${fmt(mob.tbtMs)} ms`,
      ok: mob?.score == null ? null : mob.score >= 0.95 && mob.tbtMs <= 200,
      note:
        mob?.score == null ? (pendingNote(r.stages.lighthouse) ?? mob?.failures?.[0]) : endedOk ? null : `ended on ${new URL(mob.finalUrl).pathname}`,
    });
    rows.push({
      goal: `Lighthouse desktop ${route}`,
      target: "1.0",
      measured: withSpread(desk),
      ok: desk?.score == null ? null : desk.score >= 1,
      note: desk?.score == null ? (pendingNote(r.stages.lighthouse) ?? desk?.failures?.[0]) : null,
    });
    const a11y = [mob?.a11y, desk?.a11y].filter((v) => typeof v === "number");
    rows.push({
      goal: `Lighthouse accessibility ${route} (worse of mobile, desktop)`,
      target: "1.0",
      measured: a11y.length ? fmt(Math.min(...a11y)) : "—",
      ok: a11y.length ? Math.min(...a11y) >= 1 : null,
      note: [...new Set([...(mob?.a11yFailures ?? []), ...(desk?.a11yFailures ?? [])])].join(", ") || null,
    });
    const cls = Math.max(mob?.cls ?? -1, desk?.cls ?? -1);
    rows.push({
      goal: `CLS ${route} (worse of mobile, desktop)`,
      target: "< 0.05",
      measured: cls < 0 ? "—" : fmt(cls),
      ok: cls < 0 ? null : cls < 0.05,
      note: null,
    });
  }
  const ss = r.stages.sessions ?? {};
  const thinkErrors = ss.think ? Object.values(ss.think.errors).reduce((a, b) => a + b, 0) : null;
  rows.push({
    goal: `${ss.users ?? 1000} signed-in sessions, 1–3 s think time: errors (refusals apart)`,
    target: "0",
    measured:
      thinkErrors == null
        ? "—"
        : `${thinkErrors} (p99 ${fmt(ss.think.servedMs.p99, " ms")}, ${fmt(Math.round(ss.think.refusedShare * 1000) / 10, " %")} refused)`,
    ok: thinkErrors == null ? null : thinkErrors === 0,
    note: thinkErrors == null ? pendingNote(ss) : null,
  });
  const goodput = ss.capacity && ss.flood ? ss.flood.servedPerSecond / ss.capacity.servedPerSecond : null;
  rows.push({
    goal: `Goodput past capacity (${ss.users ?? 1000} users, no think time) / capacity (${ss.capacityUsers ?? 48} users)`,
    target: "≥ 0.8",
    measured:
      goodput == null ? "—" : `${fmt(Math.round(goodput * 100) / 100)} (${ss.flood.servedPerSecond} / ${ss.capacity.servedPerSecond} served/s)`,
    ok: goodput == null ? null : goodput >= 0.8,
    note: goodput == null ? pendingNote(ss) : null,
  });
  const se = r.stages.search ?? {};
  rows.push({
    goal: `Search suggestions p99, ${se.resources ?? "10,000"} resources in the market (warm index)`,
    target: "< 20 ms",
    measured: se.suggestions ? `${fmt(se.suggestions.p99, " ms")} (p50 ${fmt(se.suggestions.p50, " ms")})` : "—",
    ok: se.suggestions ? se.suggestions.p99 < 20 : null,
    note: se.suggestions ? null : pendingNote(se),
  });
  rows.push({
    goal: "BFF memory growth under load",
    target: "< 20 MB",
    measured: fmt(m.growthMb, " MB"),
    ok: m.growthMb == null ? null : m.growthMb < 20,
    note: m.growthMb == null ? pendingNote(m) : m.note,
  });
  return rows;
}

function table(header, rows) {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.map((c) => String(c ?? "—").replace(/\|/g, "\\|")).join(" | ")} |`),
  ].join("\n");
}

export function renderMarkdown(r) {
  const out = [];
  const s = r.stages;
  out.push("# Benchmarks");
  out.push("");
  out.push(
    `Generated by \`pnpm bench\` (bench/run.mjs) on ${r.finishedAt} — ${r.settings.mode} run, ${r.seconds} s. Do not edit by hand: the analysis at the end comes from bench/analysis.md.`,
  );
  out.push("");
  const mc = r.machine;
  out.push(
    `**Machine:** ${mc.nproc} cores (\`nproc\`), ${mc.cpu}, ${mc.memoryGb} GB RAM, Node ${mc.node}, ${mc.platform}; load average ${mc.loadAverageBefore.join(" / ")} before, ${mc.loadAverageAfter?.join(" / ") ?? "—"} after (1/5/15 min).`,
  );
  out.push(
    `**Stack:** all on 127.0.0.1 — legacy catalogue in the bench process (${(r.stack?.legacy ?? "PGlite in memory").replace(/^in-process, /, "")}, seeded), BFF ${r.stack?.bff ?? "—"} as a child process with NODE_ENV=production, sessions in ${r.stack?.sessions ?? "—"}; load from autocannon in a separate process. Absolute figures on a 2-core shared machine swing by a third or more between runs: compare the ratios, which are measured in the same run.`,
  );
  out.push("");
  out.push("## Goals");
  out.push("");
  out.push(
    table(
      ["Goal", "Target", "Measured", "", "Note"],
      goals(r).map((g) => [g.goal, g.target, g.measured, mark(g.ok), g.note ?? ""]),
    ),
  );
  out.push("");

  // 1
  out.push("## 1. Server overhead (10 connections, autocannon)");
  out.push("");
  const o = s.overhead;
  if (o?.targets) {
    out.push(
      o.rounds > 1
        ? `${o.durationSeconds} s per window after ${o.warmupSeconds} s of warm-up; ${o.rounds} rounds, the targets in turn (a, b, c, d, a, b…), and each target's median window counts (on this shared machine one window can run a third faster or slower than the next).`
        : `${o.durationSeconds} s per target after ${o.warmupSeconds} s of warm-up.`,
    );
    out.push("");
    out.push(
      table(
        ["Target", "req/s", "p50 ms", "p99 ms", "requests", "non-2xx / errors", ...(o.rounds > 1 ? ["req/s of each round"] : [])],
        Object.values(o.targets).map((t) =>
          t.pending
            ? [t.label, t.pending, "", "", "", "", ...(o.rounds > 1 ? [""] : [])]
            : [t.label, t.rps, t.p50, t.p99, t.requests, `${t.non2xx} / ${t.errors}`, ...(o.rounds > 1 ? [(t.windowsRps ?? []).join(", ")] : [])],
        ),
      ),
    );
    out.push("");
    out.push(
      `(c)/(a) = **${fmt(o.cOverA)}**, (d)/(a) = **${fmt(o.dOverA)}**, (c)/(b) = ${fmt(o.cOverB)} (the viewer query against the one catalogue call it makes), p99 added by the BFF over its one upstream call ((c) − (b)) = **${fmt(o.p99AddedMs, " ms")}**.`,
    );
    if (o.fixedRate) {
      const f = o.fixedRate;
      out.push("");
      out.push(
        `At saturation p99 is mostly queueing, so (c) − (b) can even come out negative. At the same moderate rate, ${f.rate} req/s over 10 connections (half the slower of the two), (b) answers in p50 ${f.b.p50} / p99 ${f.b.p99} ms and (c) in p50 ${f.c.p50} / p99 ${f.c.p99} ms: the BFF adds **${f.p50AddedMs} ms at p50 and ${f.p99AddedMs} ms at p99** (informative; the goal is judged on the figure above).`,
      );
    }
  } else out.push(`Not measured: ${o?.error ?? o?.skipped ?? "—"}`);
  out.push("");

  // 2
  out.push("## 2. Time to data at 40 ms RTT (delay proxy, median)");
  out.push("");
  const t = s.timeToData;
  if (t?.screens) {
    out.push(
      `A node:net proxy holds every chunk 20 ms each way (and a new connection's first bytes one more round trip, as a handshake). Check: a fresh-connection GET /healthz through it took ${t.probeMs} ms. Each page load uses a browser-like pool: keep-alive, at most 6 connections per host. A browser asks for a screen's data right after loading the page's HTML and scripts from the same origin, so one connection is already open (the rows with a goal: each screen within one round trip plus 10 ms, ${t.goalMs ?? 50} ms, and the home screen's ratio to the legacy client); the rows marked *no connection open* make every connection pay its handshake, the worst case (informative). Median of ${t.runs} runs each, alternating order; the BFF's reference cache is warm. The screens whose legacy client is not modelled are measured through the BFF only, each its page's query as the user of its entry in packages/bff/upstream-budget.json; a screen whose answer has errors or no data is marked.`,
    );
    out.push("");
    const names = SCREEN_NAMES;
    out.push(
      table(
        ["Screen", "Through the BFF", `≤ ${t.goalMs ?? 50} ms`, "Legacy client (calls)", "Ratio", "Note"],
        Object.entries(t.screens).map(([k, v]) =>
          v.pending
            ? [names[k] ?? k, "—", "", "—", "—", `pending: ${v.pending}`]
            : [
                names[k] ?? k,
                `${v.bffMedianMs} ms (${v.bffRequests.join(" → ")}${v.user ? ` as ${v.user}` : ""})`,
                v.informative ? "" : mark(v.valid && v.bffMedianMs <= (t.goalMs ?? 50)),
                v.bffOnly ? "not modelled" : `${v.legacyMedianMs} ms (${v.legacyCalls})`,
                v.ratio ?? "—",
                v.valid ? "" : v.note,
              ],
        ),
      ),
    );
    out.push("");
    out.push(
      "Legacy client sequence — home: `user/data`, then `diagnostic/alerts`, `actions`, `sliders`, `videos`, `resources/newest`, `resource/types`, `sections` (≤ 6 at once), then `resource/files` of the newest; area page: `user/data`, then `sections` ∥ `resource/types`, then `resources` of the category, then `resource/files`; order list: `user/data`, then `orders`; order details: `user/data`, then `order/{id}` ∥ `order/status`; diagnostic: `user/data`, then its ten calls (`restaurant/competence`, `competence`, `restaurant/competence/data`, `restaurant/comparation`, `restaurant/sales`, `restaurant/cluster`, `restaurant/consume`, `restaurant/moments/{id}`, `restaurant/pmix/{id}`, `diagnostic/descriptions`); channels: `user/data`, then its six calls (`restaurant/channel/data/{id}`, `restaurant/service/`, `restaurant/service/data/{id}`, `report/restaurant/{id}`, `restaurant/getMenu`, `restaurant/log/{id}`).",
    );
  } else out.push(`Not measured: ${t?.error ?? t?.skipped ?? "—"}`);
  out.push("");

  // 3
  out.push("## 3. Catalogue calls per operation of the web client");
  out.push("");
  const u = s.upstreamCalls;
  if (u?.rows) {
    out.push(`${u.note}. Operations read from packages/web/src/**/*.graphql at run time: ${(r.operations ?? []).map((op) => op.name).join(", ")}.`);
    out.push("");
    if (u.summary)
      out.push(
        `${u.summary.operations} rows (every web operation, and the area's resource detail): ${u.summary.clean} answered without errors, ${u.summary.withErrors} with errors, ${u.summary.notRun} not run; ${u.summary.overBudget} over their budget in packages/bff/upstream-budget.json (✗), ${u.summary.withoutBudget} without one.`,
      );
    out.push("");
    out.push(
      table(
        ["Operation", "As", "Cold / first", "Warm / second", "Budget", "", "Cold calls", "Note"],
        u.rows.map((row) =>
          row.notRun
            ? [row.operation, "—", "—", "—", "—", "", "", `not run: ${row.notRun}`]
            : [
                `${row.operation}${row.kind === "mutation" ? " (mutation)" : ""}`,
                row.user ? `${row.user} (${row.market})` : "—",
                row.cold ?? "—",
                row.warm ?? "—",
                row.budget ? `${row.budget.cold} / ${row.budget.warm}` : "none",
                row.problem ? "✗" : row.overBudget === null || row.overBudget === undefined ? "" : row.overBudget ? "✗" : "✓",
                (row.coldCalls ?? []).join(", "),
                row.problem ? `answered with errors: ${row.problem}` : row.warmCalls?.length ? `warm: ${row.warmCalls.join(", ")}` : "",
              ],
        ),
      ),
    );
  } else out.push(`Not measured: ${u?.error ?? u?.skipped ?? "—"}`);
  out.push("");

  // 4
  out.push("## 4. Batching (DataLoader) vs DATALOADER_BATCH=false");
  out.push("");
  out.push(
    "Both BFFs of this comparison run with `FILE_METADATA_CACHE=false` (warm, the production BFF serves file metadata from its cache and asks the catalogue for none, batched or not), and without the catalogue queue's bound, the request deadline and the load shedding (`LEGACY_MAX_PENDING`, `REQUEST_DEADLINE_MS`, `MAX_IN_FLIGHT`), which would make the unbatched BFF fail fast instead of being slow.",
  );
  out.push("");
  const b = s.batching;
  if (b?.batched) {
    out.push(`List: ${b.list}, ${b.resources} resources, each with sections, type and file. ${b.note ?? ""}`);
    out.push("");
    out.push(
      table(
        ["BFF", "req/s", "p50 ms", "p99 ms", "catalogue calls per request (warm)"],
        ["batched", "unbatched"].map((k) => [k, b[k].rps, b[k].p50, b[k].p99, b[k].upstreamCallsPerRequest]),
      ),
    );
    out.push("");
    out.push(`Batched / unbatched throughput = **${b.ratio}**.`);
  } else out.push(`Not measured: ${b?.pending ?? b?.error ?? b?.skipped ?? "—"}`);
  out.push("");

  // 5
  out.push("## 5. Web");
  out.push("");
  const w = s.bundles;
  if (w?.routes) {
    out.push(
      `From packages/web/dist (built ${w.builtAt}): the app's entry, the ${w.preloads} modules index.html's script preloads with it and their static imports, plus the route's lazy chunks and their static imports. Chunk mapping: ${w.chunkMapping}${w.manifest ? "" : " — no Vite manifest is emitted"}. Sizes: gzip level 9, brotli quality 11 (node:zlib). CSS loaded by every route: ${w.css.gzipKb} kB gzip / ${w.css.brotliKb} kB brotli.`,
    );
    out.push("");
    out.push(
      table(
        ["Route", "Route chunks", "Entry + preloads (gzip / br kB)", "Route lazy (gzip / br kB)", "Total first JS (gzip / br kB)", "Files"],
        Object.entries(w.routes).map(([route, v]) => [
          `\`${route}\``,
          v.routeChunks.join(", "),
          `${v.entryAndPreloads.gzipKb} / ${v.entryAndPreloads.brotliKb}`,
          `${v.routeLazy.gzipKb} / ${v.routeLazy.brotliKb}`,
          `**${v.total.gzipKb} / ${v.total.brotliKb}**`,
          v.total.files,
        ]),
      ),
    );
    out.push("");
    out.push("<details><summary>Every chunk not in the entry's static graph (loaded lazily)</summary>");
    out.push("");
    out.push(
      table(
        ["Chunk", "Area", "raw kB", "gzip kB", "brotli kB"],
        w.lazyChunks.map((c) => [c.chunk, c.area ?? "", c.rawKb, c.gzipKb, c.brotliKb]),
      ),
    );
    out.push("");
    out.push("</details>");
  } else out.push(`Sizes not measured: ${w?.pending ?? w?.error ?? w?.skipped ?? "—"}`);
  out.push("");
  const lh = s.lighthouse;
  if (lh?.pages) {
    out.push(
      `Lighthouse ${"(npm `lighthouse`)"} with ${lh.chromium}, performance and accessibility categories, ${lh.throttling}; median of ${lh.runsEach} run(s). Every route but \`/login\` is signed in (the session cookie via extraHeaders): as the bench's franchisee, \`/admin/resources\` as admin@demo.es. The host's benchmarkIndex is Lighthouse's measure of the machine's CPU speed: the 4× slowdown applies whatever that speed, so a slower host reads a longer TBT for the same page.`,
    );
    out.push("");
    out.push(
      table(
        [
          "Page",
          "Score (spread)",
          "LCP ms",
          "TBT ms (spread)",
          "CLS",
          "FCP ms",
          "Host benchmarkIndex",
          "Ended on",
          "Scripts loaded (transferred kB)",
        ],
        Object.entries(lh.pages).map(([k, v]) => [
          k,
          withSpread(v),
          fmt(v.lcpMs),
          `${fmt(v.tbtMs)}${v.tbts?.length > 1 ? ` (${Math.min(...v.tbts)}–${Math.max(...v.tbts)})` : ""}`,
          fmt(v.cls),
          fmt(v.fcpMs),
          fmt(v.benchmarkIndex),
          v.finalUrl ? new URL(v.finalUrl).pathname : "—",
          v.scriptsLoaded.length ? `${v.scriptsLoaded.length} (${fmt(v.scriptTransferKb)})` : "—",
        ]),
      ),
    );
    if (lh.servedEncoding) {
      out.push("");
      out.push(
        `Served by the BFF to a client that accepts \`br, gzip\`: ${lh.servedEncoding.asset} with content-encoding **${lh.servedEncoding.contentEncoding}** (${Math.round(lh.servedEncoding.bytes / 102.4) / 10} kB on the wire), cache-control \`${lh.servedEncoding.cacheControl}\`.`,
      );
    }
    const phases = Object.entries(lh.pages).filter(([, v]) => v.lcpPhases?.length);
    if (phases.length) {
      out.push("");
      out.push(
        `LCP breakdown of the median run: ${phases.map(([k, v]) => `${k} — ${v.lcpPhases.map((p) => `${p.phase} ${p.ms} ms`).join(", ")}`).join("; ")}.`,
      );
    }
    out.push("");
    out.push(
      `Scores of each run: ${Object.entries(lh.pages)
        .map(([k, v]) => `${k} ${v.scores.join(" / ")}${v.tbts ? ` (TBT ${v.tbts.join(" / ")} ms)` : ""}`)
        .join("; ")}.`,
    );
    // the static estimate of section 5 against what chromium actually loaded (same build, same run)
    const sameBuild = !lh.servedEncoding || !w?.entry?.length || lh.servedEncoding.asset.replace(/^\//, "") === w.entry[0];
    if (!sameBuild) {
      out.push("");
      out.push(
        `Note: packages/web/dist was rebuilt during this run (sizes were read from ${w.entry[0]}, the browser got ${lh.servedEncoding.asset}): sizes and Lighthouse describe different builds.`,
      );
    }
    if (w?.routes && sameBuild) {
      const checks = [];
      for (const [route, v] of Object.entries(w.routes)) {
        const seen = lh.pages[`${route} mobile`]?.scriptsLoaded ?? [];
        if (!seen.length) continue;
        const est = new Set(v.files);
        const both = seen.filter((f) => est.has(f)).length;
        const missing = seen.filter((f) => !est.has(f));
        checks.push(
          `\`${route}\`: chromium loaded ${seen.length} scripts, ${both} of them in the estimate (${v.files.length} files); loaded but not estimated: ${missing.length ? missing.slice(0, 8).join(", ") + (missing.length > 8 ? ", …" : "") : "none"}`,
        );
      }
      if (checks.length) {
        out.push("");
        out.push(
          `Estimate vs browser (chromium also loads lazy chunks after the first render, e.g. the message catalog and header widgets): ${checks.join("; ")}.`,
        );
      }
    }
    const failures = Object.entries(lh.pages).filter(([, v]) => v.failures.length);
    if (failures.length) out.push(`\nFailed runs: ${failures.map(([k, v]) => `${k}: ${v.failures[0]}`).join("; ")}`);
  } else out.push(`Lighthouse not run: ${lh?.pending ?? lh?.error ?? lh?.skipped ?? "—"}`);
  out.push("");

  // 6
  out.push("## 6. BFF memory under load");
  out.push("");
  const m = s.memory;
  if (m?.rssBeforeMb != null) {
    out.push(
      [
        `A BFF process of its own, ${m.operation} query, 10 connections for ${m.durationSeconds} s (${m.requests} requests, ${m.rps} req/s), after 3 s of warm-up. VmRSS from /proc/<pid>/status: **${m.rssBeforeMb} → ${m.rssAfterMb} MB (${m.growthMb >= 0 ? "+" : ""}${m.growthMb} MB)**, ${m.rssAfter2sMb} MB 2 s later; peak ${m.peakMb} MB; growth over the second half of the load ${fmt(m.secondHalfGrowthMb, " MB")}${m.secondHalfRssMinMb != null ? ` (range ${m.secondHalfRssMinMb}–${m.secondHalfRssMaxMb} MB)` : ""}.`,
        m.liveHeapDuringLoadMb
          ? ` V8 (\`--trace-gc\`): ${m.fullGcsDuringLoad} full GCs during the load, started when the heap reached ${m.heapAtFullGcTriggerMb.min}–${m.heapAtFullGcTriggerMb.max} MB; live heap after them ${m.liveHeapDuringLoadMb.first} MB at the first and ${m.liveHeapDuringLoadMb.last} MB at the last (${m.liveHeapDuringLoadMb.min}–${m.liveHeapDuringLoadMb.max} MB);`
          : ` V8 (\`--trace-gc\`): no full GC during the load; heap after the last full GC before it ${fmt(m.heapAfterLastFullGcBeforeMb, " MB")};`,
        ` live heap of the idle process after the load (forced full GC, heap snapshot on SIGUSR2): ${fmt(m.liveHeapAtEndMb, " MB")}.`,
        ` Samples (s: MB): ${(m.samples ?? [])
          .filter((_, i, a) => i % Math.max(1, Math.ceil(a.length / 12)) === 0)
          .map((x) => `${x.s}: ${x.mb}`)
          .join(", ")}.${m.note ? ` ${m.note}.` : ""}`,
      ].join(""),
    );
  } else out.push(`Not measured: ${m?.error ?? m?.skipped ?? "—"}`);
  out.push("");

  out.push("## 7. Many sessions: think time, then past capacity");
  out.push("");
  const ses = s.sessions;
  if (ses?.think) {
    const phaseRow = (name, x) => [
      name,
      x.requests,
      x.rps,
      x.servedPerSecond ?? "—",
      `${x.served} / ${x.refused} (${fmt(Math.round(x.refusedShare * 1000) / 10, " %")})`,
      `${x.servedMs.p50} / ${x.servedMs.p90} / ${x.servedMs.p99} / ${x.servedMs.max}`,
      x.refused ? `${x.refusedMs.p50} / ${x.refusedMs.p99}` : "—",
      Object.entries(x.errors)
        .map(([kind, n]) => `${n} × ${kind.startsWith("0") ? `no answer${kind.slice(1) ? ` (${kind.slice(2)})` : ""}` : kind}`)
        .join(", ") || "0",
    ];
    out.push(
      `A BFF process of its own with its defaults (at most ${ses.maxInFlight} GraphQL requests in flight, then 503 SERVER_BUSY with Retry-After), ${ses.users} sessions signed in (${ses.signInSeconds} s, 20 at a time, over the demo franchisee, manager and consultant), each a browser with its own keep-alive connection, asking one of the screens' queries at random (${ses.mix.join(", ")}). A user refused waits its Retry-After, as a portal user would. The load generator runs in a process of its own; it, the catalogue and the BFF share the machine's cores.`,
    );
    out.push("");
    out.push(
      table(
        ["Phase", "requests", "req/s", "served/s", "served / refused", "served ms p50 / p90 / p99 / max", "refused ms p50 / p99", "errors"],
        [
          phaseRow(`${ses.think.seconds} s, 1–3 s think time`, ses.think),
          ...(ses.capacity ? [phaseRow(`${ses.capacity.seconds} s, ${ses.capacityUsers} users, no think time (capacity)`, ses.capacity)] : []),
          phaseRow(`${ses.flood.seconds} s, no think time (past capacity)`, ses.flood),
        ],
      ),
    );
    const timed = ses.asTimedByTheBff;
    if (timed?.["503"] || timed?.["200"]) {
      out.push("");
      const pct = (share) => (share == null ? "—" : `${Math.round(share * 1000) / 10} %`);
      out.push(
        `As the BFF timed its own answers over both phases (its \`/metrics\` histogram, from its first middleware to the answer's end; the figures above add the time a request waited before the process read it, on the client's side and in the kernel): ${timed["503"] ? `${timed["503"].answers} refusals, ${pct(timed["503"].within50ms)} of them within 50 ms` : "no refusal"}; ${timed["200"] ? `${timed["200"].answers} answers 200, ${pct(timed["200"].within50ms)} within 50 ms and ${pct(timed["200"].within500ms)} within 500 ms` : "no answer 200"}.`,
      );
    }
  } else out.push(`Not measured: ${ses?.error ?? ses?.skipped ?? "—"}`);
  out.push("");

  const p = s.profile;
  out.push("## CPU profile of the BFF under load");
  out.push("");
  if (p?.topFrames) {
    out.push(
      `\`node --cpu-prof\` on a BFF process under ${p.durationSeconds} s of load on ${p.operation} (${p.rpsWhileProfiling} req/s while profiling); ${p.busyMs} ms busy of ${p.totalMs} ms sampled. Self time:`,
    );
    out.push("");
    out.push(
      table(
        ["By package", "ms", "% of busy"],
        p.byPackage.map((x) => [x.name, x.ms, x.pctOfBusy]),
      ),
    );
    out.push("");
    out.push(
      table(
        ["Top frames", "ms", "% of busy"],
        p.topFrames.map((x) => [`\`${x.name}\``, x.ms, x.pctOfBusy]),
      ),
    );
  } else out.push(`Not profiled: ${p?.problem ?? p?.error ?? p?.skipped ?? "—"}`);
  out.push("");

  const failedStages = Object.entries(s).filter(([, v]) => v?.error);
  if (failedStages.length || r.error) {
    out.push("## Failures in this run");
    out.push("");
    for (const [k, v] of failedStages) out.push(`- ${k}: ${v.error}`);
    if (r.error) out.push(`- run: ${r.error}`);
    out.push("");
  }
  if (r.facts?.notes?.length) {
    out.push("## What the run found in the catalogue");
    out.push("");
    for (const n of r.facts.notes) out.push(`- ${n}`);
    out.push("");
  }
  out.push("## 8. Library search (10,000 resources)");
  out.push("");
  const se = s.search;
  if (se?.search) {
    out.push(
      `${se.resources} ES resources in the catalogue (10,000 added by the run). A fresh BFF built its index on the first search in **${se.firstSearchMs} ms**; its resident memory went from ${se.rssBeforeMb} to ${se.rssAfterMb} MB (**+${se.indexMb} MB**: the index, the lists it was built from and the heap's headroom). Typos found ${Object.entries(
        se.typoTotals,
      )
        .map(([text, total]) => `«${text}» ${total}`)
        .join(", ")} resources. ${se.note}.`,
    );
    out.push("");
    out.push(
      table(
        ["Query", "runs", "p50 ms", "p99 ms"],
        [
          ["search (text with typos, filters, pages of 24, facets)", se.search.runs, se.search.p50, se.search.p99],
          ["searchSuggestions (2–4 characters)", se.suggestions.runs, se.suggestions.p50, se.suggestions.p99],
        ],
      ),
    );
  } else out.push(`Not run: ${pendingNote(se) ?? "—"}`);
  out.push("");
  const analysis = path.join(ROOT, "bench/analysis.md");
  if (existsSync(analysis)) {
    out.push(readFileSync(analysis, "utf8").trim());
    out.push("");
  }
  out.push("## Running it");
  out.push("");
  out.push(
    "`pnpm bench` (≈ 25 min; rebuilds the BFF when its sources are newer than dist; needs packages/web/dist for section 5) · `BENCH_QUICK=1 pnpm bench` (≈ 1 min smoke run, written to bench/results/quick.{json,md}, BENCHMARKS.md untouched) · `BENCH_ONLY=overhead,batching,timeToData,upstreamCalls,bundles,lighthouse,memory,sessions,profile,search` to run some stages · `BENCH_BUILD=0|1` never/always rebuild.",
  );
  out.push("");
  return out.join("\n");
}

export function writeReport(results) {
  const dir = path.join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  // a quick or partial run never overwrites the figures of a full one
  const side = results.settings.only ? "partial" : results.settings.mode === "quick" ? "quick" : null;
  const json = path.join(dir, side ? `${side}.json` : "latest.json");
  const md = side ? path.join(dir, `${side}.md`) : path.join(ROOT, "BENCHMARKS.md");
  results.goals = goals(results);
  writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(md, renderMarkdown(results));
  return [path.relative(ROOT, json), path.relative(ROOT, md)];
}

// `node bench/report.mjs`: renders BENCHMARKS.md again from bench/results/latest.json (e.g. after editing bench/analysis.md).
if (import.meta.url === `file://${process.argv[1]}`) {
  const results = JSON.parse(readFileSync(path.join(ROOT, "bench/results/latest.json"), "utf8"));
  writeFileSync(path.join(ROOT, "BENCHMARKS.md"), renderMarkdown(results));
  console.log("BENCHMARKS.md rendered from bench/results/latest.json");
}

/** A Lighthouse median with the range of its runs: "0.98 (0.96–1)". */
function withSpread(page) {
  if (page?.score == null) return fmt(page?.score);
  const scores = page.scores ?? [];
  return scores.length > 1 ? `${fmt(page.score)} (${Math.min(...scores)}–${Math.max(...scores)})` : fmt(page.score);
}
