/**
 * Global setup of the browser journeys, run once in vitest's main process:
 *
 * 1. the built web app must exist (`pnpm test` builds it first; otherwise it is built once here); the
 *    BFF serves a private copy of it, so a rebuild of packages/web/dist during the run changes nothing;
 * 2. the legacy catalogue starts in-process (random port, in-memory database from the seeded template);
 * 3. the BFF starts as a child process (TypeScript source through tsx, its own process group) on a free
 *    port, against that catalogue, the machine's Redis and the built web app; we wait for `/readyz`;
 * 4. one headless Debian chromium is started as a playwright browser server; test files connect to it;
 * 5. a tiny control server lets test files act on the in-process catalogue (expire its sessions, create
 *    users of their own, change their rows, make it fail or slow down for a while: the BFF reaches it through a proxy
 *    of the setup's own, `catalogueProxy.ts`) and read it (one SELECT at a time), so journeys compare the
 *    screens with the catalogue's data.
 *
 * Everything is stopped in the returned teardown (also when a later step of the setup fails).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserServer } from "playwright-core";
import { startLegacy, type LegacyServer } from "@portal/legacy";
import { factories, type UserFields } from "@portal/legacy/testing";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium.js";
import { startCatalogueProxy, type CatalogueFault, type CatalogueProxy } from "./catalogueProxy.js";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const WEB_DIST = join(REPO_ROOT, "packages/web/dist");
const BFF_DIR = join(REPO_ROOT, "packages/bff");
/** Screenshots of failed journeys and the BFF's log (git-ignored). */
export const ARTIFACTS_DIR = join(REPO_ROOT, ".e2e");
const REDIS_URL = process.env.E2E_REDIS_URL ?? "redis://127.0.0.1:6379";
const READY_TIMEOUT_MS = 60_000;

declare module "vitest" {
  export interface ProvidedContext {
    /** Portal origin per market, e.g. { ES: "http://es.localhost:43123", PT: "http://pt.localhost:43123" } */
    portal: { ES: string; PT: string };
    /** The catalogue's origin (its sign-in page lives at /{es|pt}/sso/login). */
    legacyUrl: string;
    /** playwright browser server of the shared chromium. */
    wsEndpoint: string;
    /**
     * Control server of the in-process catalogue (POST /expire-sessions; POST /query: one read-only SELECT;
     * POST /users: a user of the journey's own, from the catalogue's factories; POST /execute: one INSERT, UPDATE or
     * DELETE, for what an administrator changes while a user has the portal open; POST /catalogue-fault: the catalogue
     * answers 500, or slowly, on some paths for some seconds; DELETE /catalogue-fault: no fault any more).
     */
    controlUrl: string;
    artifactsDir: string;
  }
}

function ensureWebBuilt(): void {
  if (existsSync(join(WEB_DIST, "index.html"))) return;
  console.log("[e2e] packages/web/dist/index.html is missing: building the web app once");
  const build = spawnSync("pnpm", ["--filter", "@portal/web", "build"], { cwd: REPO_ROOT, stdio: "inherit" });
  if (build.status !== 0 || !existsSync(join(WEB_DIST, "index.html"))) {
    throw new Error("[e2e] `pnpm --filter @portal/web build` failed: no packages/web/dist/index.html");
  }
}

/** The files under /assets/ that an index.html refers to (in its markup, or in the app's files its script loads). */
function referencedAssets(dir: string): string[] {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  return [...html.matchAll(/"\/(assets\/[^"?#]+)"/g)].map((m) => m[1]!);
}

/**
 * A private copy of the built web app for the BFF to serve. Other work on this machine may rebuild
 * packages/web/dist while the journeys run (vite empties the folder first): a copy taken when the
 * build is complete keeps every page load of the run on one consistent build.
 */
async function snapshotWebDist(): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const copy = mkdtempSync(join(tmpdir(), "portal-e2e-web-"));
    try {
      cpSync(WEB_DIST, copy, { recursive: true });
      const assets = referencedAssets(copy);
      if (assets.length > 0 && assets.every((asset) => existsSync(join(copy, asset)))) return copy;
    } catch {
      // a rebuild was under way: try again
    }
    rmSync(copy, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`[e2e] ${WEB_DIST} stayed incomplete (a web build running?)`);
    await sleep(1_000);
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** `legacyUrl`: where the BFF calls the catalogue (the fault proxy); `signInUrl`: the catalogue's own origin, for the browser. */
function startBff(port: number, legacyUrl: string, signInUrl: string, webDist: string, logFile: string): ChildProcess {
  const log = createWriteStream(logFile);
  // One node process (tsx as an import hook, not the tsx CLI), in its own process group.
  const child = spawn(process.execPath, ["--conditions=@portal/source", "--import", "tsx", "src/main.ts"], {
    cwd: BFF_DIR,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      LEGACY_URL_ES: `${legacyUrl}/es/api/`,
      LEGACY_URL_PT: `${legacyUrl}/pt/api/`,
      EXTERNAL_SIGNIN_URL_PT: `${signInUrl}/pt/sso/login`,
      REDIS_URL,
      // The login's rate limits count per run (127.0.0.1 is every journey's address, run after run).
      RATE_LIMIT_PREFIX: `portal:rl:e2e:${randomUUID()}`,
      WEB_DIST: webDist,
      SESSION_SECRET: "e2e-session-secret-not-for-production",
      MARKET_HOSTS: "es.localhost=ES,pt.localhost=PT",
      LOG_LEVEL: "warn",
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function waitForReady(child: ChildProcess, url: string, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      last = `${res.status} ${await res.text()}`;
      if (res.ok) return;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  const tail = existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n") : "";
  throw new Error(`[e2e] the BFF did not get ready (${url}: ${last}; exit ${child.exitCode ?? child.signalCode ?? "-"}). Log ${logFile}:\n${tail}`);
}

async function stopBff(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is gone already
    }
  };
  signalGroup("SIGTERM");
  const done = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!done) {
    signalGroup("SIGKILL");
    await exited;
  }
}

/** Read-only statements only: the journeys read the catalogue to know what a screen must show. */
const READ_ONLY_SQL = /^\s*(select|with)\b/i;
/** The writes a journey may make (to rows of its own users: the other journeys read the seed). */
const WRITE_SQL = /^\s*(insert|update|delete)\b/i;

/** The request's JSON body, then `answer` of it as JSON (400 on a body that is not JSON, 500 on a failure). */
function jsonCall(req: IncomingMessage, res: ServerResponse, answer: (body: Record<string, unknown>) => Promise<unknown> | string) {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    } catch {
      return void res.writeHead(400).end("body: JSON");
    }
    const result = answer(body);
    if (typeof result === "string") return void res.writeHead(400).end(result);
    result.then(
      (value) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value)),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
}

function startControl(legacy: LegacyServer, proxy: CatalogueProxy): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === "/catalogue-fault" && req.method === "DELETE") return void (proxy.clear(), res.writeHead(204).end());
    if (req.url === "/catalogue-fault" && req.method === "POST") {
      return jsonCall(req, res, async (fault) => {
        proxy.add(fault as unknown as CatalogueFault);
        return { ok: true };
      });
    }
    if (req.method === "POST" && req.url === "/expire-sessions") {
      legacy.expireSessions().then(
        () => res.writeHead(204).end(),
        (error: Error) => res.writeHead(500).end(error.message),
      );
      return;
    }
    if (req.method === "POST" && req.url === "/query") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        let sql: string;
        let params: unknown[];
        try {
          ({ sql, params = [] } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { sql: string; params?: unknown[] });
        } catch {
          return void res.writeHead(400).end("body: { sql, params? } as JSON");
        }
        if (typeof sql !== "string" || !READ_ONLY_SQL.test(sql) || sql.includes(";")) return void res.writeHead(400).end("one SELECT statement only");
        legacy.db.query(sql, params).then(
          (rows) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows)),
          (error: Error) => res.writeHead(500).end(error.message),
        );
      });
      return;
    }
    if (req.method === "POST" && req.url === "/users") {
      return jsonCall(req, res, (fields) => factories(legacy.db).createUser(fields as unknown as UserFields));
    }
    if (req.method === "POST" && req.url === "/execute") {
      return jsonCall(req, res, ({ sql, params = [] }) =>
        typeof sql === "string" && WRITE_SQL.test(sql) && !sql.includes(";") && Array.isArray(params)
          ? legacy.db.query(sql, params)
          : "one INSERT, UPDATE or DELETE statement only",
      );
    }
    res.writeHead(404).end();
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = Date.now();
  const cleanups: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error("[e2e] teardown:", error));
  };
  try {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    ensureWebBuilt();
    const webDist = await snapshotWebDist();
    cleanups.push(async () => rmSync(webDist, { recursive: true, force: true }));

    const legacy = await startLegacy({ port: 0, dataDir: "memory", quiet: true });
    cleanups.push(() => legacy.close());

    const proxy = await startCatalogueProxy(legacy.url);
    cleanups.push(() => proxy.close());

    const control = await startControl(legacy, proxy);
    cleanups.push(() => new Promise<void>((done) => control.close(() => done())));

    const port = await freePort();
    const logFile = join(ARTIFACTS_DIR, "bff.log");
    const bff = startBff(port, proxy.url, legacy.url, webDist, logFile);
    cleanups.push(() => stopBff(bff));

    const browser: BrowserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    cleanups.push(() => browser.close());

    await waitForReady(bff, `http://127.0.0.1:${port}/readyz`, logFile);

    project.provide("portal", { ES: `http://es.localhost:${port}`, PT: `http://pt.localhost:${port}` });
    project.provide("legacyUrl", legacy.url);
    project.provide("wsEndpoint", browser.wsEndpoint());
    project.provide("controlUrl", `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
    project.provide("artifactsDir", ARTIFACTS_DIR);
    console.log(`[e2e] ready in ${Date.now() - startedAt} ms: portal on port ${port}, catalogue ${legacy.url}`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
