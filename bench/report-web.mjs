// Section 5 of BENCHMARKS.md: the web build's first-route bytes and Lighthouse per route (bench/report.mjs).
import { fmt, table, withSpread } from "./report-goals.mjs";

/** The lines of section 5, from the run's stages. */
export function webSection(s) {
  const out = [];
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

  return out;
}
