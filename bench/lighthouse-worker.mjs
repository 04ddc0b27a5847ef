// Runs a list of Lighthouse audits in one process against one chromium (Debian's, never a
// downloaded one), started here with a fresh profile. Input: JSON in argv[2]
// { runs: [{ id, url, preset: "mobile" | "desktop", cookie? }], chromePath, chromeFlags: [] }.
// Output: one JSON line per run on stdout. The parent stops this process group at the end.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const input = JSON.parse(process.argv[2]);
const profile = mkdtempSync(path.join(os.tmpdir(), "bench-lh-"));
const chrome = spawn(input.chromePath, [...input.chromeFlags, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"], {
  stdio: ["ignore", "ignore", "pipe"],
});
const port = await new Promise((resolve, reject) => {
  let err = "";
  const timer = setTimeout(() => reject(new Error(`chromium did not start: ${err.slice(-300)}`)), 30_000);
  chrome.stderr.on("data", (c) => {
    err += c;
    const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
    if (m) {
      clearTimeout(timer);
      resolve(Number(m[1]));
    }
  });
  chrome.on("exit", (code) => reject(new Error(`chromium exited ${code}: ${err.slice(-300)}`)));
});

function lcpPhases(lhr) {
  const insight = lhr.audits["lcp-breakdown-insight"] ?? lhr.audits["largest-contentful-paint-element"];
  const items = insight?.details?.items ?? [];
  for (const item of items) {
    const rows = item?.items ?? (item?.type === "table" ? item.items : null);
    if (Array.isArray(rows) && rows.some((r) => r.subpart || r.phase || r.label)) {
      return rows.map((r) => ({ phase: r.subpart ?? r.phase ?? r.label, ms: Math.round(r.duration ?? r.timing ?? 0) }));
    }
  }
  return null;
}

try {
  for (const run of input.runs) {
    const t0 = Date.now();
    try {
      const flags = {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        maxWaitForLoad: 30_000,
        ...(run.cookie ? { extraHeaders: { Cookie: run.cookie } } : {}),
      };
      // A trace Lighthouse could not read (NO_NAVSTART: seen on a fresh chromium's first mobile run) says nothing
      // of the page: the run is made again, twice at most, rather than counted as a run without a score.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt++) {
        lhr = (await lighthouse(run.url, flags, run.preset === "desktop" ? desktopConfig : undefined)).lhr;
        if (lhr.runtimeError?.code !== "NO_NAVSTART") break;
      }
      // BENCH_LH_DUMP=<folder>: keep each run's whole report, to study its audits (long tasks, critical chains...).
      if (process.env.BENCH_LH_DUMP) {
        mkdirSync(process.env.BENCH_LH_DUMP, { recursive: true });
        writeFileSync(path.join(process.env.BENCH_LH_DUMP, `${run.id.replace(/[^\w-]+/g, "_")}.json`), JSON.stringify(lhr));
      }
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const scriptItems = (lhr.audits["network-requests"]?.details?.items ?? []).filter((i) => i.resourceType === "Script");
      const scripts = scriptItems.map((i) => path.posix.basename(new URL(i.url).pathname));
      const scriptTransferKb = Math.round(scriptItems.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 102.4) / 10;
      process.stdout.write(
        `${JSON.stringify({
          id: run.id,
          seconds: Math.round((Date.now() - t0) / 100) / 10,
          score: lhr.categories.performance.score,
          a11y: lhr.categories.accessibility?.score ?? null,
          a11yFailures: Object.values(lhr.audits)
            .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id))
            .map((a) => a.id),
          lcpMs: audit("largest-contentful-paint"),
          tbtMs: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          fcpMs: audit("first-contentful-paint"),
          siMs: audit("speed-index"),
          // Lighthouse's own measure of the host's CPU speed: it slows the CPU 4× whatever that speed, so TBT follows it.
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          lcpPhases: lcpPhases(lhr),
          finalUrl: lhr.finalDisplayedUrl ?? null,
          runtimeError: lhr.runtimeError?.code ?? null,
          warnings: lhr.runWarnings ?? [],
          scripts,
          scriptTransferKb,
        })}\n`,
      );
    } catch (error) {
      process.stdout.write(`${JSON.stringify({ id: run.id, error: error.message })}\n`);
    }
  }
} finally {
  chrome.kill("SIGKILL");
  rmSync(profile, { recursive: true, force: true });
}
process.exit(0);
