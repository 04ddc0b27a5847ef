/**
 * First-route JavaScript of the production build, read from Vite's manifest (`dist/.vite/manifest.json`).
 *
 * For a route, the JS a cold load fetches before the screen renders is: the entry (`index.html`'s
 * script) and every chunk it imports statically (Vite modulepreloads them), then the route's lazy
 * modules (its layout and its area's `screens` module) and their static imports. Dynamic imports
 * (`dynamicImports`) are left out: they load later (overlays, carousel...). Each file is counted once, at its
 * gzip size (node:zlib, level 9). Beside that JavaScript, a route's messages (the shell's and its area's
 * messages chunks, of the heaviest locale) give `withMessages`, the figure the budget holds.
 *
 *   pnpm --filter @portal/web budget               # figures of the current dist/
 *   pnpm --filter @portal/web budget --breakdown   # + bytes per package (builds with sourcemaps into a temp dir)
 *
 * `src/budget.test.ts` asserts the budgets on these figures.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * Budgets (bytes, gzip) of a first route's JavaScript with its messages, and of any lazy chunk. BENCHMARKS.md
 * ("Budgets") says why `/login` and `/` have the figures they have.
 */
export const BUDGET = {
  firstRoute: { "/login": 210_000, "/": 215_000 },
  lazyChunk: 60_000,
  /**
   * The chunk of a file viewer library, which only the screens showing such a file load, has a budget of its own
   * instead (by its chunk group's name, `vite.config.ts`): pdf.js draws PDFs in the resource detail, the channels'
   * reports and social networks and the partners' reports (its worker is a separate asset, fetched with it).
   */
  viewers: { pdfjs: 125_000 },
} as const;

/**
 * The routes measured, by the source paths (the manifest's `src`) of what their route objects load lazily (see
 * `app/router/routes.tsx`): the layout and the area's `screens` module, both required to be lazy chunks, and the
 * page itself, counted too if it has become a chunk of its own (e.g. through `deferred()`).
 */
export interface RouteModules {
  layout: string;
  area: string;
  page: string;
  /** The areas whose messages the screen speaks besides the shell's: its route handle's `messages` (routes.test.ts). */
  messages: readonly string[];
}
export const ROUTES: Record<string, RouteModules> = {
  "/login": {
    layout: "src/app/layouts/LoginLayout.tsx",
    area: "src/features/session/screens.ts",
    page: "src/features/session/LoginPage.tsx",
    messages: ["session"],
  },
  "/": {
    layout: "src/app/layouts/DefaultLayout.tsx",
    area: "src/features/home/screens.ts",
    page: "src/features/home/HomePage.tsx",
    messages: ["home", "library/cards"],
  },
};

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  /** The manifest key (a source path for entries, `_name-hash.js` for shared chunks). */
  key: string;
  raw: number;
  gzip: number;
}
export interface RouteFigures {
  route: string;
  gzip: number;
  raw: number;
  files: FileSize[];
}
/** A first route's messages in each locale: the shell's piece and its areas' (app/intl/catalogs.ts). */
export type RouteMessages = Record<string, FileSize[]>;
export interface MeasuredRoute extends RouteFigures {
  messages: RouteMessages;
  /** `gzip` plus the messages of its heaviest locale: what a cold load of the route fetches before it renders. */
  withMessages: number;
}
export interface BudgetReport {
  dist: string;
  entry: RouteFigures;
  routes: MeasuredRoute[];
  /** Every JS chunk a cold load of the entry does not fetch (loaded later, by a route or on demand). */
  lazyChunks: FileSize[];
  /** Every messages chunk (`src/app/messages.<locale>.json`, `src/features/<area>/messages.<locale>.json`), largest first. */
  catalogs: FileSize[];
}

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DIST = resolve(here, "../dist");

export function gzipSize(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length;
}

export function readManifest(dist: string): Manifest {
  const path = join(dist, ".vite", "manifest.json");
  if (!existsSync(dist)) throw new Error(`No build at ${dist}: run \`pnpm --filter @portal/web build\` first.`);
  if (!existsSync(path)) throw new Error(`No ${path}: the build must set \`build.manifest: true\` (vite.config.ts).`);
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

/** A messages file's chunk: `app` (the shell's) or the area's folder, and its locale. */
const MESSAGES_CHUNK = /^src\/(?:(app)|features\/([\w-]+(?:\/[\w-]+)*))\/messages\.([a-z]{2})\.json$/;

/** Measures the build in `dist` (throws with a clear message when it or a route module is missing). */
export function measure(dist = DEFAULT_DIST, routes = ROUTES): BudgetReport {
  const manifest = readManifest(dist);
  const sizes = new Map<string, FileSize>();
  const sizeOf = (key: string): FileSize => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no entry "${key}"`);
    let size = sizes.get(key);
    if (!size) {
      const bytes = readFileSync(join(dist, chunk.file));
      size = { file: chunk.file, key, raw: bytes.length, gzip: gzipSize(bytes) };
      sizes.set(key, size);
    }
    return size;
  };
  /** `keys` and every chunk they import statically, transitively. */
  const closure = (keys: readonly string[]): string[] => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return [...seen].filter((key) => manifest[key]?.file.endsWith(".js"));
  };
  const figures = (route: string, keys: string[]): RouteFigures => {
    const files = closure(keys)
      .map(sizeOf)
      .sort((a, b) => b.gzip - a.gzip);
    return {
      route,
      files,
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
      raw: files.reduce((sum, f) => sum + f.raw, 0),
    };
  };

  // The messages files are entries too (build-tools/precompileMessages.ts emits them): the app's is the other one.
  const entries = Object.entries(manifest).filter(([key, chunk]) => chunk.isEntry && !MESSAGES_CHUNK.test(chunk.src ?? key));
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.map(([k]) => k).join(", ") || "none"}`);
  const entryKey = entries[0]![0];
  const entry = figures("(entry)", [entryKey]);
  const bySrc = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.src ?? key, key]));
  const routeFigures = Object.entries(routes).map(([route, { layout, area, page, messages: areas }]) => {
    const keys = [layout, area].map((src) => {
      const key = bySrc.get(src);
      if (!key) throw new Error(`Route ${route}: module ${src} is not in the build manifest (renamed? update ROUTES in build-tools/routeBudget.ts)`);
      if (!manifest[key]!.isDynamicEntry) throw new Error(`Route ${route}: ${src} is not lazily loaded any more (it is no dynamic entry)`);
      return key;
    });
    const pageKey = bySrc.get(page); // present only when the page is a chunk of its own
    const js = figures(route, [entryKey, ...keys, ...(pageKey ? [pageKey] : [])]);
    const messages: RouteMessages = {};
    for (const [key, chunk] of Object.entries(manifest)) {
      const [, shell, owner, locale] = MESSAGES_CHUNK.exec(chunk.src ?? key) ?? [];
      if (locale && (shell || areas.includes(owner!))) (messages[locale] ??= []).push(sizeOf(key));
    }
    if (!messages.es?.length) throw new Error(`Route ${route}: no messages chunk of the shell in the build manifest`);
    const heaviest = Math.max(...Object.values(messages).map((files) => files.reduce((sum, f) => sum + f.gzip, 0)));
    return { ...js, messages, withMessages: js.gzip + heaviest };
  });
  const initial = new Set(entry.files.map((f) => f.key));
  const lazyChunks = Object.keys(manifest)
    .filter((key) => manifest[key]!.file.endsWith(".js") && !initial.has(key))
    .map(sizeOf)
    .sort((a, b) => b.gzip - a.gzip);
  const catalogs = Object.keys(manifest)
    .filter((key) => MESSAGES_CHUNK.test(manifest[key]!.src ?? key))
    .map(sizeOf)
    .sort((a, b) => b.gzip - a.gzip);
  return { dist, entry, routes: routeFigures, lazyChunks, catalogs };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatFigures(figures: RouteFigures, top = 100): string {
  const lines = figures.files.slice(0, top).map((f) => `    ${kB(f.gzip).padStart(9)}  ${f.file}  (${f.key})`);
  if (figures.files.length > top) lines.push(`    … ${figures.files.length - top} more`);
  return `${figures.route}: ${kB(figures.gzip)} gzip (${kB(figures.raw)} minified) in ${figures.files.length} files\n${lines.join("\n")}`;
}

export function formatReport(report: BudgetReport): string {
  const lazy = report.lazyChunks.slice(0, 8).map((f) => `    ${kB(f.gzip).padStart(9)}  ${f.file}  (${f.key})`);
  const withMessages = report.routes.map(
    (r) =>
      `    ${r.route}: ${kB(r.withMessages)} gzip with its messages (${Object.entries(r.messages)
        .map(([locale, files]) => `${locale}: ${files.map((f) => kB(f.gzip)).join(" + ")}`)
        .join(", ")})`,
  );
  return [
    formatFigures(report.entry),
    ...report.routes.map((r) => formatFigures(r)),
    `first routes with their messages (the shell's and the areas', heaviest locale):\n${withMessages.join("\n")}`,
    `lazy chunks: ${report.lazyChunks.length}, largest:\n${lazy.join("\n")}`,
  ].join("\n\n");
}

// ---------------------------------------------------------------------------------------------
// Per-package breakdown: build with sourcemaps into a temp dir, attribute each chunk's bytes to the
// `sources` its mappings point at (a segment owns the bytes up to the next segment), and scale each
// chunk's share to its gzip size (an estimate: gzip does not compress all code alike).

const VLQ = new Map([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]));

function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ.get(char)!;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes of `code` attributed to each source of its map (unmapped bytes go to "(unmapped)"). */
export function attribute(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const out = new Map<string, number>();
  const add = (source: string, n: number) => out.set(source, (out.get(source) ?? 0) + n);
  const lines = code.split("\n");
  const mapLines = map.mappings.split(";");
  let sourceIndex = 0;
  lines.forEach((line, i) => {
    const segments = (mapLines[i] ?? "").split(",").filter(Boolean);
    let column = 0;
    let previous: { column: number; source: string } = { column: 0, source: "(unmapped)" };
    for (const segment of segments) {
      const [dColumn, dSource] = decodeSegment(segment);
      column += dColumn!;
      let source = "(unmapped)";
      if (dSource !== undefined) {
        sourceIndex += dSource;
        source = map.sources[sourceIndex] ?? "(unmapped)";
      }
      add(previous.source, Buffer.byteLength(line.slice(previous.column, column)));
      previous = { column, source };
    }
    add(previous.source, Buffer.byteLength(line.slice(previous.column)) + 1);
  });
  return out;
}

/** The package a source path belongs to (`react-dom`, `@apollo/client`), or `app:<dir>` for the app's own code. */
export function packageOf(source: string): string {
  const match = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(source);
  if (match) return match[1]!.replace("\\", "/");
  const app = /(?:^|[\\/])(src[\\/](?:[^\\/]+[\\/])?[^\\/]+)/.exec(source);
  if (app) return `app:${app[1]!.replace(/\\/g, "/")}`;
  const pkg = /packages[\\/]([^\\/]+)/.exec(source);
  if (pkg) return `workspace:${pkg[1]}`;
  return source;
}

export async function breakdown(): Promise<string> {
  const { build } = await import("vite");
  const outDir = mkdtempSync(join(tmpdir(), "web-budget-"));
  try {
    await build({ root: resolve(here, ".."), logLevel: "warn", build: { outDir, emptyOutDir: true, sourcemap: true } });
    const report = measure(outDir);
    const perFile = new Map<string, Map<string, number>>();
    for (const file of readdirSync(join(outDir, "assets")).filter((f) => f.endsWith(".js"))) {
      const code = readFileSync(join(outDir, "assets", file), "utf8");
      const mapPath = join(outDir, "assets", `${file}.map`);
      if (!existsSync(mapPath)) continue;
      const map = JSON.parse(readFileSync(mapPath, "utf8")) as { sources: string[]; mappings: string };
      const byPackage = new Map<string, number>();
      for (const [source, bytes] of attribute(code, map)) {
        const pkg = packageOf(source);
        byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
      }
      perFile.set(`assets/${file}`, byPackage);
    }
    const sections = [...report.routes, report.entry].map((route) => {
      const totals = new Map<string, { raw: number; gzip: number }>();
      for (const f of route.files) {
        const byPackage = perFile.get(f.file);
        if (!byPackage) continue;
        const sum = [...byPackage.values()].reduce((a, b) => a + b, 0);
        for (const [pkg, bytes] of byPackage) {
          const t = totals.get(pkg) ?? { raw: 0, gzip: 0 };
          t.raw += bytes;
          t.gzip += (bytes / sum) * f.gzip;
          totals.set(pkg, t);
        }
      }
      const rows = [...totals]
        .sort((a, b) => b[1].gzip - a[1].gzip)
        .filter(([, t]) => t.gzip >= 300)
        .map(([pkg, t]) => `    ${kB(t.gzip).padStart(9)} gzip ≈  ${kB(t.raw).padStart(9)} min  ${pkg}`);
      return `${route.route}: ${kB(route.gzip)} gzip, by package (≥ 0.3 kB)\n${rows.join("\n")}`;
    });
    return sections.join("\n\n");
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv.find((a, i) => i > 1 && !a.startsWith("--")) ?? DEFAULT_DIST;
  if (process.argv.includes("--breakdown")) console.log(await breakdown());
  else console.log(formatReport(measure(resolve(dist))));
}
