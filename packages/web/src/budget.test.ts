import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BOOT_MANIFEST } from "../build-tools/bootManifest";
import { BOOT_ROUTES } from "../build-tools/bootRoutes";
import { isLateChunkFile } from "../build-tools/lateAreas";
import { BUDGET, DEFAULT_DIST, formatFigures, kB, measure, readManifest, type BudgetReport } from "../build-tools/routeBudget";

/**
 * Bundle budgets of the production build (issue "Benchmark harness and performance budgets"), read from
 * `dist/.vite/manifest.json` by build-tools/routeBudget.ts: the JavaScript a cold load of `/login` and of `/`
 * fetches before the route renders (entry + its static imports + the route's layout and screen chunks and
 * theirs, and the messages it shows: the shell's and its area's chunk in the heaviest locale; gzip level 9), and
 * every lazily loaded chunk. `pnpm test` builds the app first; run
 * `pnpm --filter @portal/web build` before `pnpm --filter @portal/web test`. A missing build fails, never skips.
 */
let report: BudgetReport | undefined;
let failure: unknown;
try {
  report = measure(DEFAULT_DIST);
} catch (error) {
  failure = error;
}

/** A chunk of the named viewer group (`assets/<name>-<hash>.js`). */
const isViewer = (file: string, name: string) => file.startsWith(`assets/${name}-`);

function built(): BudgetReport {
  if (!report) {
    throw new Error(`Cannot check the bundle budgets: ${(failure as Error)?.message ?? failure}\nBuild first: pnpm --filter @portal/web build`);
  }
  return report;
}

describe("bundle budgets", () => {
  it("reads the production build and its manifest", () => {
    const { entry, routes, lazyChunks } = built();
    console.info(
      [entry, ...routes].map((r) => `${r.route}: ${kB(r.gzip)} gzip in ${r.files.length} files`).join("; ") +
        `; largest lazy chunk ${lazyChunks[0]?.file} ${kB(lazyChunks[0]?.gzip ?? 0)}`,
    );
  });

  /*
   * `/login` renders its form at once, so the form kit (formik with its lodash-es, ~11 kB gzip, in the `forms` chunk)
   * is part of its first JavaScript. Both routes count the messages their first render needs (the shell's and the
   * area's, ~3 kB), which the JavaScript-only budgets before left out (BENCHMARKS.md, "Budgets").
   */
  it.each(Object.entries(BUDGET.firstRoute).map(([route, budget]) => ({ route, budget })))(
    "first-route JavaScript of $route with its messages is at most $budget bytes gzip",
    ({ route, budget }) => {
      const figures = built().routes.find((r) => r.route === route);
      expect(figures, `route ${route} is not measured`).toBeDefined();
      expect(Object.keys(figures!.messages).sort(), "the route's messages in every locale").toEqual(["ca", "es", "pt"]);
      expect(
        figures!.withMessages,
        `${route} loads ${kB(figures!.withMessages)} gzip before it renders (budget ${kB(budget)}), ${kB(figures!.gzip)} of it JavaScript:\n${formatFigures(figures!, 15)}`,
      ).toBeLessThanOrEqual(budget);
    },
  );

  it.each(Object.entries(BUDGET.viewers).map(([key, budget]) => ({ key, budget })))(
    "keeps the file viewer $key a lazy chunk of at most $budget bytes gzip",
    ({ key, budget }) => {
      const chunk = built().lazyChunks.find((c) => isViewer(c.file, key));
      expect(chunk, `${key} is not a lazy chunk of its own`).toBeDefined();
      expect(chunk!.gzip).toBeLessThanOrEqual(budget);
    },
  );

  it("keeps every other lazily loaded chunk at most 60 kB gzip", () => {
    const { lazyChunks } = built();
    expect(lazyChunks.length, "no lazy chunk found: routes are no longer split?").toBeGreaterThan(0);
    const over = lazyChunks.filter(
      (chunk) => chunk.gzip > BUDGET.lazyChunk && !Object.keys(BUDGET.viewers).some((name) => isViewer(chunk.file, name)),
    );
    const largest = lazyChunks
      .slice(0, 5)
      .map((c) => `${c.file} ${kB(c.gzip)}`)
      .join(", ");
    expect(
      over.map((c) => `${c.file} (${c.key}): ${kB(c.gzip)} gzip`),
      `lazy chunks over ${kB(BUDGET.lazyChunk)} gzip (largest: ${largest})`,
    ).toEqual([]);
  });
});

/** The files the entry's map of preloads names (Vite's `__vite__mapDeps`: `m.f=[…]`). */
function preloadMap(dist: string, entryFile: string): string[] {
  const code = readFileSync(join(dist, entryFile), "utf8");
  const list = /m\.f=\[([^\]]*)\]/.exec(code)?.[1];
  if (list === undefined) throw new Error(`${entryFile} has no map of preloads`);
  return list.split(",").map((name) => JSON.parse(name) as string);
}

/** The stylesheets a late chunk adds before it runs (build-tools/lateAreas.ts, `stylesPrologue`), or none. */
function prologueStyles(code: string): string[] {
  const list = /^await Promise\.all\((\[[^\]]*\])\.map/m.exec(code)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

describe("late areas", () => {
  it("leave the entry's map of preloads: it names none of their files, nor a stylesheet only they use", () => {
    const { dist, entry } = built();
    const manifest = readManifest(dist);
    const early = Object.values(manifest).filter((chunk) => !isLateChunkFile(chunk.file));
    const earlyStyles = new Set(early.flatMap((chunk) => chunk.css ?? []));
    const names = preloadMap(dist, entry.files.find((f) => f.key === "index.html")!.file);
    expect(names.filter((name) => isLateChunkFile(name))).toEqual([]);
    expect(names.filter((name) => name.endsWith(".css") && !earlyStyles.has(name))).toEqual([]);
  });

  it("load their own stylesheets: each late screen module lists those it needs, and they exist", () => {
    const { dist } = built();
    const manifest = readManifest(dist);
    const screens = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && isLateChunkFile(chunk.file));
    expect(screens.length).toBeGreaterThan(10);
    const styles = new Map(screens.map((chunk) => [chunk.src, prologueStyles(readFileSync(join(dist, chunk.file), "utf8"))]));
    // The channels' screens: their own CSS module (the sections' menu beside them), in whichever stylesheet the build put
    // it (found by its classes, `._<name>_<hash>`), and Mantine's switches.
    const channels = styles.get("src/features/channels/screens.ts") ?? [];
    const module = readFileSync(join(import.meta.dirname, "features/channels/channels.module.css"), "utf8");
    const classes = [...new Set([...module.matchAll(/^\.([a-zA-Z]\w*)\b/gm)].map((m) => m[1]!))];
    expect(classes).toContain("menu");
    const sheets = channels.filter((href) => existsSync(join(dist, href))).map((href) => readFileSync(join(dist, href), "utf8"));
    expect(sheets.some((sheet) => classes.every((name) => sheet.includes(`._${name}_`)))).toBe(true);
    const missing = [...styles.values()].flat().filter((href) => !existsSync(join(dist, href)));
    expect(missing).toEqual([]);
  });

  it("give the pages that carry their screens those stylesheets too, so that they load with the app, not after its screen module", () => {
    const { dist } = built();
    const manifest = readManifest(dist);
    const boot = JSON.parse(readFileSync(join(dist, BOOT_MANIFEST), "utf8")) as { routes: Record<string, string[]> };
    const late = Object.entries(BOOT_ROUTES).filter(([, route]) => isLateChunkFile(manifest[route.area]!.file));
    expect(late.map(([path]) => path)).toEqual(expect.arrayContaining(["/orders", "/diagnostic", "/admin/resources"]));
    for (const [path, route] of late) {
      const own = prologueStyles(readFileSync(join(dist, manifest[route.area]!.file), "utf8"));
      expect(own.length, path).toBeGreaterThan(0);
      expect({ path, missing: own.filter((href) => !boot.routes[path]!.includes(href)) }).toEqual({ path, missing: [] });
    }
  });
});

describe("a page carries its own screen, not its area's other screens", () => {
  /*
   * On a slow phone a non-first route's largest paint waits for every script before the screen renders (bench/analysis.md,
   * 28 Nov): the order list's page does not fetch the cart's, the wizard's or an order's details' chunks, an area page
   * not the library's forms, the admin resources' list not its form (deferred() in their `screens.ts`).
   */
  it.each([
    { path: "/orders", others: ["ordering/cart/CartPage", "ordering/wizard/WizardPage", "ordering/OrderDetailsPage"] },
    { path: "/nacional/:category", others: ["library/OpeningFormPage", "library/CustomResourcePage", "library/SearchPage"] },
    { path: "/admin/resources", others: ["admin/resources/ResourceFormPage"] },
  ])("$path", ({ path, others }) => {
    const { dist } = built();
    const manifest = readManifest(dist);
    const boot = JSON.parse(readFileSync(join(dist, BOOT_MANIFEST), "utf8")) as { routes: Record<string, string[]> };
    const files = others.map((page) => `/${manifest[`src/features/${page}.tsx`]!.file}`);
    expect(boot.routes[path]!.filter((file) => files.includes(file))).toEqual([]);
  });

  it("the cart's page carries the cart's chunk", () => {
    const { dist } = built();
    const boot = JSON.parse(readFileSync(join(dist, BOOT_MANIFEST), "utf8")) as { routes: Record<string, string[]> };
    expect(boot.routes["/cart"]).toContain(`/${readManifest(dist)["src/features/ordering/cart/CartPage.tsx"]!.file}`);
  });
});
