// The goal table of BENCHMARKS.md (one row per goal of the issues, with its figure) and the formatting helpers the
// report's sections share (bench/report.mjs, bench/report-web.mjs).
import { BFF_ONLY_SCREENS } from "./screens.mjs";

export const fmt = (v, unit = "") => (v === null || v === undefined || Number.isNaN(v) ? "—" : `${v}${unit}`);
export const mark = (ok) => (ok === null ? "pending" : ok ? "✓" : "✗");
/** Why a stage or a measurement has no figure: pending, failed or not run. */
export const pendingNote = (x) => x?.pending ?? x?.error ?? (x?.skipped ? "not run" : null);

/** The screens of section 2 by key, in the report's order (the goal table has a row for each but the informative ones). */
export const SCREEN_NAMES = {
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
export function goals(r) {
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
  // The whole goal (issue "Performance measured everywhere users go"): no error, at most 1 % refused, p99 within 300 ms.
  rows.push({
    goal: `${ss.users ?? 1000} signed-in sessions, 1–3 s think time: errors, share refused, p99 of the served`,
    target: "0, ≤ 1 %, ≤ 300 ms",
    measured:
      thinkErrors == null ? "—" : `${thinkErrors}, ${fmt(Math.round(ss.think.refusedShare * 1000) / 10, " %")}, ${fmt(ss.think.servedMs.p99, " ms")}`,
    ok: thinkErrors == null ? null : thinkErrors === 0 && ss.think.refusedShare <= 0.01 && ss.think.servedMs.p99 <= 300,
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

export function table(header, rows) {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.map((c) => String(c ?? "—").replace(/\|/g, "\\|")).join(" | ")} |`),
  ].join("\n");
}

export function withSpread(page) {
  if (page?.score == null) return fmt(page?.score);
  const scores = page.scores ?? [];
  return scores.length > 1 ? `${fmt(page.score)} (${Math.min(...scores)}–${Math.max(...scores)})` : fmt(page.score);
}
