#!/usr/bin/env node
// `pnpm start`: the portal with demo data and embedded defaults — the legacy catalogue on embedded
// PostgreSQL (seeded on first start) and the BFF serving the built web app on :4000.
// ES at http://es.localhost:4000, PT at http://pt.localhost:4000.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const legacyPort = process.env.LEGACY_PORT ?? "4010";
const children = [];

function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env }, detached: false });
  child.on("exit", (code) => {
    console.log(`${name} stopped (${code ?? "signal"})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

async function waitFor(url, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** The session secret: SESSION_SECRET, else one generated once and kept in .data/ (restarts keep the sessions). */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = `${root}.data/session-secret`;
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(`${root}.data`, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const legacyUrl = process.env.LEGACY_URL ?? `http://127.0.0.1:${legacyPort}`;
if (!process.env.LEGACY_URL_ES) {
  run("legacy catalogue", "pnpm", ["--filter", "@portal/legacy", "start"], { LEGACY_PORT: legacyPort });
  await waitFor(`${legacyUrl}/es/api/languages`);
}
run("BFF", "packages/bff/bin/start", [], {
  PORT: process.env.PORT ?? "4000",
  LEGACY_URL_ES: process.env.LEGACY_URL_ES ?? `${legacyUrl}/es/api/`,
  LEGACY_URL_PT: process.env.LEGACY_URL_PT ?? `${legacyUrl}/pt/api/`,
  WEB_DIST: process.env.WEB_DIST ?? `${root}packages/web/dist`,
  SESSION_SECRET: sessionSecret(),
});
