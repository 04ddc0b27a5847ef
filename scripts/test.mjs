#!/usr/bin/env node
// `pnpm test`: every suite, one at a time (2 cores), then one line `N passed, N failed` summing them.
// A suite can never pass by saying nothing: one that exits non-zero, leaves no report, or runs no test counts a failure.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const only = process.argv.slice(2);
const suites = [
  { name: "lint", run: lint },
  { name: "typecheck", run: typecheck },
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
  if (suite.cwd && !existsSync(suite.cwd)) continue;
  console.log(`\n=== ${suite.name} ===`);
  if (suite.before) {
    const prep = spawnSync(suite.before[0], suite.before[1], { stdio: "inherit" });
    if (prep.status !== 0) {
      failed += 1;
      lines.push(`${suite.name}: preparation failed`);
      continue;
    }
  }
  const result = suite.run ? suite.run() : vitest(suite);
  passed += result.passed;
  failed += result.failed;
  lines.push(`${suite.name}: ${result.passed} passed, ${result.failed} failed${result.note ? ` (${result.note})` : ""}`);
  for (const failure of result.failures ?? []) lines.push(`  ✗ ${failure}`);
}
console.log(`\n${lines.join("\n")}\n(${Math.round((Date.now() - startedAt) / 1000)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/** One vitest suite, counted from its JSON report and checked against its exit status. */
function vitest(suite) {
  const report = join(out, `${suite.name}.json`);
  const run = spawnSync("pnpm", ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    cwd: suite.cwd,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "test" },
  });
  if (!existsSync(report)) return { passed: 0, failed: 1, note: `no report, exit ${run.status ?? run.signal}` };
  const result = JSON.parse(readFileSync(report, "utf8"));
  // A file that failed to load has no test results: count it as one failure.
  const brokenFiles = result.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  // Named in the summary, so that the last lines of a run (all a CI log may keep) say what failed.
  const failures = result.testResults.flatMap((file) => {
    const where = relative(suite.cwd, file.name);
    if (file.assertionResults.length === 0 && file.status === "failed") return [`${where}: ${firstLine(file.message)}`];
    return file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
  const counted = { passed: result.numPassedTests, failed: result.numFailedTests + brokenFiles, failures };
  // What the counts cannot show: a crashed global setup or an unhandled error (vitest exits 1 with every test passed,
  // or with none found), or a suite whose files all vanished. Each is at least one failure.
  if (result.numTotalTests === 0 && counted.failed === 0) return { ...counted, failed: 1, note: `no test ran, exit ${run.status ?? run.signal}` };
  if (run.status !== 0 && counted.failed === 0)
    return { ...counted, failed: 1, note: `exit ${run.status ?? run.signal} with no failed test: unhandled error?` };
  return counted;
}

/** The first line of a failure's message, without colours, at most 300 characters. */
function firstLine(message = "") {
  const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
  return message.replace(colour, "").split("\n")[0].slice(0, 300);
}

/** The TypeScript compiler over every package, one passed or failed per package (type-level tests live in *.types.test.ts). */
function typecheck() {
  const packages = ["packages/schema", "packages/legacy", "packages/bff", "packages/web", "e2e"];
  let failedPackages = 0;
  for (const cwd of packages) {
    const run = spawnSync("pnpm", ["exec", "tsc", "-p", "tsconfig.json", "--noEmit"], { cwd, stdio: "inherit" });
    if (run.status !== 0) {
      failedPackages += 1;
      console.log(`${cwd}: tsc exit ${run.status ?? run.signal}`);
    }
  }
  return { passed: packages.length - failedPackages, failed: failedPackages };
}

/**
 * ESLint and Prettier over the repository, counted per file: a file passes when ESLint finds no error in it and Prettier
 * would not change it. (Files only Prettier reads, such as Markdown and JSON, count only when they fail.)
 */
function lint() {
  const report = join(out, "eslint.json");
  const eslint = spawnSync("pnpm", ["exec", "eslint", ".", "--format", "json", "--output-file", report], { stdio: ["ignore", "inherit", "inherit"] });
  if (!existsSync(report)) return { passed: 0, failed: 1, note: `eslint left no report, exit ${eslint.status ?? eslint.signal}` };
  const files = new Map(); // path → problems
  for (const file of JSON.parse(readFileSync(report, "utf8"))) {
    const errors = file.messages.filter((m) => m.severity === 2 || m.fatal);
    files.set(
      relative(process.cwd(), file.filePath),
      errors.map((m) => `${m.line}:${m.column} ${m.ruleId ?? "fatal"} ${m.message.split("\n")[0]}`),
    );
  }
  const prettier = spawnSync("pnpm", ["exec", "prettier", "--list-different", "."], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  // --list-different exits 1 when it lists files, 2 when it could not run.
  if (prettier.status !== 0 && prettier.status !== 1) return { passed: 0, failed: 1, note: `prettier exit ${prettier.status ?? prettier.signal}` };
  for (const path of prettier.stdout.split("\n").filter(Boolean)) files.set(path, [...(files.get(path) ?? []), "not formatted (prettier --check)"]);
  let failedFiles = 0;
  for (const [path, problems] of files) {
    if (problems.length === 0) continue;
    failedFiles += 1;
    console.log(`${path}\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  const result = { passed: files.size - failedFiles, failed: failedFiles };
  if (failedFiles === 0 && eslint.status !== 0) return { ...result, failed: 1, note: `eslint exit ${eslint.status ?? eslint.signal}` };
  return result;
}
