#!/usr/bin/env node
// `pnpm test`: every suite, one at a time (2 cores), then one line `N passed, N failed` summing them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const only = process.argv.slice(2);
const suites = [
  { name: "schema", cwd: "packages/schema" },
  { name: "legacy", cwd: "packages/legacy" },
  { name: "bff", cwd: "packages/bff" },
  // The web's bundle-budget test reads the production build, which the browser journeys then serve.
  { name: "web", cwd: "packages/web", before: ["pnpm", ["--filter", "@portal/web", "build"]] },
  { name: "e2e", cwd: "e2e" },
].filter((s) => only.length === 0 || only.includes(s.name));

const startedAt = Date.now();
const out = mkdtempSync(join(tmpdir(), "portal-tests-"));
let passed = 0;
let failed = 0;
const lines = [];
for (const suite of suites) {
  if (!existsSync(suite.cwd)) continue;
  console.log(`\n=== ${suite.name} ===`);
  if (suite.before) {
    const prep = spawnSync(suite.before[0], suite.before[1], { stdio: "inherit" });
    if (prep.status !== 0) {
      failed += 1;
      lines.push(`${suite.name}: preparation failed`);
      continue;
    }
  }
  const report = join(out, `${suite.name}.json`);
  const run = spawnSync("pnpm", ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    cwd: suite.cwd,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "test" },
  });
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, "utf8"));
    // A file that failed to load has no test results: count it as one failure.
    const brokenFiles = result.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    passed += result.numPassedTests;
    failed += result.numFailedTests + brokenFiles;
    lines.push(`${suite.name}: ${result.numPassedTests} passed, ${result.numFailedTests + brokenFiles} failed`);
  } else {
    failed += 1;
    lines.push(`${suite.name}: no report (exit ${run.status})`);
  }
}
console.log(`\n${lines.join("\n")}\n(${Math.round((Date.now() - startedAt) / 1000)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
