import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { operationDocuments } from "./operations.ts";
import { BOOT_ROUTES } from "./bootRoutes.ts";
import { measure, readManifest } from "./routeBudget.ts";

/** Where the BFF reads it (beside Vite's manifest: never served to browsers). */
export const BOOT_MANIFEST = ".vite/boot.json";

/**
 * What the BFF needs to put a screen's first data and hints into index.html (see the BFF's
 * `src/http/boot.ts`), written after the build to `dist/.vite/boot.json`:
 * - `operations`: every query of the web's `.graphql` files by name, with the fragments it spreads,
 *   so that the BFF runs exactly the documents the client sends;
 * - `routes`: for the routes of `BOOT_ROUTES` (build-tools/bootRoutes.ts), by route pattern, the lazy modules
 *   and styles their first render needs beyond the entry (a late area's chunk's are those its prologue adds:
 *   `lateStyles`' `prologues`), for the page to load them with the app;
 * - `messages`: for the same routes, locale → their area's messages chunk (the shell's is the page's own:
 *   build-tools/firstPaint.ts).
 */
export function bootManifest(srcDir: string, lateStyles: ReadonlyMap<string, readonly string[]> = new Map()): Plugin {
  let outDir = "dist";
  return {
    name: "portal:boot-manifest",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/") ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifest = readManifest(outDir);
      const report = measure(outDir, BOOT_ROUTES);
      const initial = new Set(report.entry.files.map((f) => f.key));
      const initialCss = new Set([...initial].flatMap((key) => manifest[key]?.css ?? []).map((href) => `/${href}`));
      const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
      const routes = Object.fromEntries(
        report.routes.map((route) => {
          const files = route.files.filter((f) => !initial.has(f.key)).map((f) => f.file);
          // A chunk's stylesheets: Vite's (in the manifest), or, for a late area's chunk, those its prologue adds.
          const css = files.flatMap((file) => [
            ...(manifest[keyOf.get(file)!]?.css ?? []).map((href) => `/${href}`),
            ...(lateStyles.get(file) ?? []),
          ]);
          return [route.route, [...files.map((file) => `/${file}`), ...new Set(css.filter((href) => !initialCss.has(href)))]];
        }),
      );
      const operations = Object.fromEntries(
        operationDocuments(srcDir)
          .filter((op) => op.kind === "query")
          .map((op) => [op.name, op.document]),
      );
      const messages = Object.fromEntries(
        report.routes.map((route) => [
          route.route,
          Object.fromEntries(
            Object.entries(route.messages).map(([locale, files]) => [
              locale,
              files.filter((f) => !f.key.startsWith("src/app/")).map((f) => `/${f.file}`),
            ]),
          ),
        ]),
      );
      writeFileSync(join(outDir, BOOT_MANIFEST), JSON.stringify({ operations, routes, messages }, null, 2));
    },
  };
}
