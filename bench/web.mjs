// The web app: compressed size of the JavaScript each route loads first and of every lazy chunk
// (read from packages/web/dist), and Lighthouse (Debian's chromium) on /login and / (signed in).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ROOT, log, median, onCleanup, round } from "./util.mjs";
import { request } from "./client.mjs";

const DIST = path.join(ROOT, "packages/web/dist");
const ROUTES_SOURCE = path.join(ROOT, "packages/web/src/app/router/routes.tsx");

const kb = (bytes) => round(bytes / 1024, 1);

const compressed = new Map();
function fileSizes(file) {
  if (!compressed.has(file)) {
    const buf = readFileSync(path.join(DIST, file));
    compressed.set(file, {
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return compressed.get(file);
}

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const one = fileSizes(file);
    raw += one.raw;
    gzip += one.gzip;
    brotli += one.brotli;
  }
  return { files: files.length, rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli) };
}

const rel = (fromFile, spec) => path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));

/** Static imports (and re-exports) of a built chunk, as dist-relative paths. */
function staticImports(file) {
  const code = readFileSync(path.join(DIST, file), "utf8");
  const out = new Set();
  const re = /\b(?:import|export)\s*(?:[\w$*\s,{}]*?\bfrom\s*)?["'`](\.\.?\/[^"'`]+?\.js)["'`]/g;
  for (const m of code.matchAll(re)) out.add(rel(file, m[1]));
  return [...out];
}

/** Dynamic imports of a built chunk, in source order. */
function dynamicImports(file) {
  const code = readFileSync(path.join(DIST, file), "utf8");
  return [...code.matchAll(/\bimport\(\s*["'`](\.\.?\/[^"'`]+?\.js)["'`]\s*\)/g)].map((m) => rel(file, m[1]));
}

function closure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file) || !existsSync(path.join(DIST, file))) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const chunkName = (file) => path.posix.basename(file).replace(/-[\w-]{8}\.js$/, "");

/**
 * Vite emits no manifest here (build.manifest is off, and packages/web is not ours to change), so a
 * route's lazy chunks are found by name: the layout chunk (e.g. LoginLayout-<hash>.js) and the area's
 * `screens-<hash>.js`, told apart by the order of the area imports in routes.tsx, which the
 * built router keeps.
 */
function routeChunks(allDynamic) {
  const source = existsSync(ROUTES_SOURCE) ? readFileSync(ROUTES_SOURCE, "utf8") : "";
  const areaOrder = [...source.matchAll(/const\s+\w+\s*=\s*\(\)\s*=>\s*import\(["'][^"']*features\/(\w+)\/screens["']\)/g)].map((m) => m[1]);
  const screens = [...new Set(allDynamic.filter((f) => chunkName(f) === "screens"))];
  const areaChunk = {};
  if (areaOrder.length === screens.length) areaOrder.forEach((area, i) => (areaChunk[area] = screens[i]));
  const layout = (name) => allDynamic.find((f) => chunkName(f) === name);
  return {
    method:
      areaOrder.length === screens.length
        ? "by name (layouts) and by the order of the area imports in routes.tsx (screens chunks)"
        : `approximate: ${screens.length} screens chunks for ${areaOrder.length} areas in routes.tsx`,
    routes: {
      "/login": [layout("LoginLayout"), areaChunk.session].filter(Boolean),
      "/": [layout("DefaultLayout"), areaChunk.home].filter(Boolean),
    },
    areaChunk,
  };
}

export function measureBundles() {
  const indexHtml = path.join(DIST, "index.html");
  if (!existsSync(indexHtml)) return { pending: "packages/web/dist/index.html is missing (build the web first: pnpm --filter @portal/web build)" };
  const html = readFileSync(indexHtml, "utf8");
  // The app's files as the build lists them for index.html's script (packages/web/build-tools/firstPaint.ts).
  const firstPaint = /<script id="portal-first-paint" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  const app = firstPaint ? JSON.parse(firstPaint).app : null;
  if (!app) throw new Error("packages/web/dist/index.html lists no app files (#portal-first-paint): rebuild the web");
  const relative = (url) => url.replace(/^\//, "");
  const entry = [relative(app.entry)];
  const preloads = app.modules.map(relative);
  const css = app.styles.map(relative);
  const manifest = [".vite/manifest.json", "manifest.json"].find((m) => existsSync(path.join(DIST, m)));

  const initial = closure([...entry, ...preloads]);
  const allJs = readdirSync(path.join(DIST, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => `assets/${f}`);
  const allDynamic = [];
  for (const f of allJs) allDynamic.push(...dynamicImports(f));
  const found = routeChunks([...new Set(allDynamic)]);
  const routes = {};
  for (const [route, lazyRoots] of Object.entries(found.routes)) {
    const lazy = [...closure(lazyRoots)].filter((f) => !initial.has(f));
    routes[route] = {
      entryAndPreloads: sizes([...initial]),
      routeChunks: lazyRoots.map(chunkName).map((n, i) => `${n} (${path.posix.basename(lazyRoots[i])})`),
      routeLazy: sizes(lazy),
      total: sizes([...initial, ...lazy]),
      files: [...initial, ...lazy].map((f) => path.posix.basename(f)),
    };
    log(
      `web ${route}: first JS ${routes[route].total.gzipKb} kB gzip / ${routes[route].total.brotliKb} kB brotli (${routes[route].total.files} files; entry+preloads ${routes[route].entryAndPreloads.gzipKb} kB gzip)`,
    );
  }
  const areaOf = Object.fromEntries(Object.entries(found.areaChunk).map(([area, f]) => [f, area]));
  const lazyChunks = allJs
    .filter((f) => !initial.has(f))
    .map((f) => ({ chunk: path.posix.basename(f), area: areaOf[f] ?? null, ...sizes([f]) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    manifest: manifest ?? null,
    chunkMapping: manifest ? "manifest" : found.method,
    builtAt: new Date(statSync(indexHtml).mtimeMs).toISOString(),
    entry,
    preloads: preloads.length,
    css: sizes(css),
    routes,
    lazyChunks,
  };
}

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Every Lighthouse run in one child process with one chromium (its own process group: chromium goes with it). */
function lighthouseRuns(runs, timeoutMs) {
  const input = { runs, chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "bench/lighthouse-worker.mjs"), JSON.stringify(input)], {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const results = [];
    let buffer = "";
    let err = "";
    child.stdout.on("data", (c) => {
      buffer += c;
      let nl;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        try {
          const r = JSON.parse(line);
          results.push(r);
          const run = runs.find((x) => x.id === r.id);
          log(
            `  lighthouse ${run.label} #${run.n}: ${r.error ? `failed: ${r.error}` : `score ${r.score}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls} (${r.seconds} s)`}`,
          );
        } catch {}
      }
    });
    child.stderr.on("data", (c) => (err = (err + c).slice(-2000)));
    const kill = () => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    };
    const unregister = onCleanup(kill);
    const timer = setTimeout(kill, timeoutMs);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      unregister();
      kill(); // a chromium left in the group
      if (!results.length)
        return reject(new Error(`lighthouse worker exited ${code ?? signal}: ${err.split("\n").filter(Boolean).slice(-3).join(" | ")}`));
      resolve(results);
    });
  });
}

/** The area page's path prefix of each library area type (packages/web's routes). */
const AREA_PATHS = { NATIONAL: "/nacional", LOCAL: "/local", COMMUNICATION: "/comunicacion" };

/**
 * The routes Lighthouse measures (issue "Performance measured everywhere users go"): the sign-in page, the home, an
 * area, a resource's detail, the order list, the cart, the channels, the diagnostic and the marketing plan as the
 * bench's franchisee, and the administrators' resources as an administrator. Each signed-in route carries its user's
 * session cookie.
 */
export function lighthouseRoutes({ cookie, adminCookie, facts }) {
  const area = AREA_PATHS[facts?.areaType ?? "NATIONAL"] ?? "/nacional";
  const routes = [{ route: "/login" }, { route: "/", cookie }];
  if (facts?.categorySlug) {
    routes.push({ route: `${area}/${facts.categorySlug}`, cookie, label: "an area" });
    if (facts.resourceSlug) routes.push({ route: `${area}/${facts.categorySlug}/${facts.resourceSlug}`, cookie, label: "a detail" });
  }
  for (const route of ["/orders", "/cart", "/channels", "/diagnostic", "/marketing"]) routes.push({ route, cookie });
  if (adminCookie) routes.push({ route: "/admin/resources", cookie: adminCookie });
  // BENCH_LH_ROUTES=/orders,/diagnostic: only those routes (a study of some routes; the report shows the others as not run)
  const only = process.env.BENCH_LH_ROUTES?.split(",").map((r) => r.trim());
  return only ? routes.filter((r) => only.includes(r.route) || only.includes(r.label)) : routes;
}

export async function measureLighthouse({ bffUrl, routes, runs, timeoutMs = 150_000 * routes.length }) {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) return { pending: `no chromium at ${chromePath}` };
  const port = new URL(bffUrl).port;
  const pages = routes.map((r) => ({ ...r, url: `http://es.localhost:${port}${r.route}` }));
  // one chromium per page: the signed-in page's session cookie must not leak into the /login runs;
  // presets interleaved (mobile, desktop, mobile, ...) so that drift in machine load hits both alike
  const raw = [];
  for (const page of pages) {
    const list = [];
    for (let n = 1; n <= runs; n++)
      for (const preset of ["mobile", "desktop"])
        list.push({ id: `${page.route}|${preset}|${n}`, label: `${page.route} ${preset}`, n, url: page.url, preset, cookie: page.cookie });
    raw.push(...(await lighthouseRuns(list, timeoutMs / pages.length)));
  }
  // how the BFF serves the assets (compressed or not) matters as much as their compressed size
  let servedEncoding = null;
  try {
    const html = await request(`${bffUrl}/login`, { headers: { host: `es.localhost:${port}` } });
    const entry = /<script[^>]+src="([^"]+)"/.exec(html.body)?.[1];
    if (entry) {
      const asset = await request(`${bffUrl}${entry}`, { headers: { host: `es.localhost:${port}`, "accept-encoding": "br, gzip" } });
      servedEncoding = {
        asset: entry,
        contentEncoding: asset.headers["content-encoding"] ?? "none (identity)",
        bytes: Buffer.byteLength(asset.body),
        cacheControl: asset.headers["cache-control"] ?? null,
      };
    }
  } catch {}
  if (servedEncoding)
    log(
      `web: ${servedEncoding.asset} served with content-encoding ${servedEncoding.contentEncoding} (${servedEncoding.bytes} bytes) to a client accepting br, gzip`,
    );
  const results = {};
  for (const page of pages) {
    for (const preset of ["mobile", "desktop"]) {
      const mine = raw.filter((r) => r.id.startsWith(`${page.route}|${preset}|`));
      const samples = mine.filter((r) => !r.error && typeof r.score === "number");
      const failures = mine.filter((r) => r.error || r.runtimeError).map((r) => r.error ?? r.runtimeError);
      const m = (k) => median(samples.map((s) => s[k]).filter((v) => typeof v === "number"));
      // the run whose score is the median, for the details
      const mid = [...samples].sort((a, b) => a.score - b.score)[samples.length >> 1];
      const r = {
        runs: samples.length,
        score: m("score"),
        scores: samples.map((s) => s.score),
        tbts: samples.map((s) => round(s.tbtMs, 0)),
        a11y: m("a11y"),
        a11yFailures: mid?.a11yFailures ?? [],
        lcpMs: round(m("lcpMs"), 0),
        tbtMs: round(m("tbtMs"), 0),
        cls: round(m("cls"), 4),
        fcpMs: round(m("fcpMs"), 0),
        siMs: round(m("siMs"), 0),
        benchmarkIndex: round(m("benchmarkIndex"), 0),
        lcpPhases: mid?.lcpPhases ?? null,
        finalUrl: mid?.finalUrl ?? null,
        warnings: mid?.warnings ?? [],
        scriptsLoaded: mid?.scripts ?? [],
        scriptTransferKb: mid?.scriptTransferKb ?? null,
        failures,
      };
      results[`${page.route} ${preset}`] = r;
      log(
        `lighthouse ${page.route} ${preset}: median score ${r.score ?? "—"}, accessibility ${r.a11y ?? "—"}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, host benchmarkIndex ${r.benchmarkIndex ?? "—"} (${r.runs} run${r.runs === 1 ? "" : "s"}; ended on ${r.finalUrl ? new URL(r.finalUrl).pathname : "—"})`,
      );
    }
  }
  return {
    servedEncoding,
    routes: pages.map(({ route, label }) => ({ route, label: label ?? null })),
    runsEach: runs,
    chromium: `${chromePath} (Debian), one instance for every run`,
    throttling: "Lighthouse defaults (simulated: mobile = slow 4G and 4× CPU; desktop preset)",
    pages: results,
  };
}
