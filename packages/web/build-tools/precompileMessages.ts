import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

/** The shell's (`src/app/messages.<locale>.json`) and each area's or sub-module's (`src/features/<area>[/<module>]/…`) files. */
const CATALOG = /[\\/]src[\\/](?:app|features(?:[\\/][\w-]+)+)[\\/]messages\.[a-z]{2}\.json$/;
/** The module that says where each messages file is loaded from (its development version: glob imports). */
const MESSAGE_FILES = /[\\/]src[\\/]app[\\/]intl[\\/]messageFiles\.ts$/;

/** A messages file found under `src/`: its area (`app`, `home`, `library/cards`), locale and path. */
interface CatalogFile {
  area: string;
  locale: string;
  path: string;
}

/** A messages file (JSON) as the module the browser loads: its messages as pre-parsed ICU ASTs. */
function compile(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
  return `export default ${JSON.stringify(compiled)};`;
}

/** Every messages file of the app (the shell's and the areas'), sorted by path. */
function catalogFiles(srcDir: string): CatalogFile[] {
  const found: CatalogFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (CATALOG.test(path)) {
        const folder = relative(srcDir, join(path, "..")).split(sep).join("/");
        found.push({ area: folder === "app" ? "app" : folder.replace(/^features\//, ""), locale: entry.name.slice(9, 11), path });
      }
    }
  };
  walk(join(srcDir, "app"));
  walk(join(srcDir, "features"));
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The react-intl messages files (shell and areas), at build time:
 * - turned into pre-parsed ICU ASTs, so the browser needs no message parser: `@formatjs/icu-messageformat-parser` is
 *   aliased to its `no-parser` entry (about 9 kB gzip less in the first chunk). The JSON files stay the source;
 * - in a build, each file is a chunk of its own at `assets/messages-<hash>/<area>.<locale>.js`, one hash for all the
 *   catalogs (their paths and compiled contents): `src/app/intl/messageFiles.ts` is replaced by a loader that builds that URL
 *   from the area and the locale. The entry thus carries one hash, not a hashed file name per area and locale with its
 *   import (about 0.6 kB gzip for 13 areas, and growing with each).
 */
export function precompileMessages(srcDir: string): Plugin {
  let build = false;
  let base = "/";
  let assetsDir = "assets";
  let files: CatalogFile[] = [];
  let hash = "";
  return {
    name: "portal:precompile-messages",
    enforce: "pre",
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }],
      },
    }),
    configResolved(config) {
      build = config.command === "build";
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    buildStart() {
      if (!build) return;
      files = catalogFiles(srcDir);
      const digest = createHash("sha256");
      for (const file of files) digest.update(`${file.area}/${file.locale}\n`).update(compile(readFileSync(file.path, "utf8")));
      hash = digest.digest("base64url").slice(0, 10);
      for (const file of files) {
        this.emitFile({
          type: "chunk",
          id: file.path,
          fileName: `${assetsDir}/messages-${hash}/${file.area}.${file.locale}.js`,
          preserveSignature: "strict",
        });
      }
    },
    load: {
      filter: { id: MESSAGE_FILES },
      handler(id) {
        if (!build || !MESSAGE_FILES.test(id)) return null;
        const url = `${base}${assetsDir}/messages-${hash}/`;
        // Every area a screen speaks has its files (src/app/router/routes.test.ts): no list of them is needed.
        return `export const messagesFile = (area, locale) => () => import(/* @vite-ignore */ \`${url}\${area}.\${locale}.js\`).then((m) => m.default);`;
      },
    },
    transform: {
      filter: { id: CATALOG },
      handler(code, id) {
        if (!CATALOG.test(id)) return null;
        return { code: compile(code), map: null, moduleType: "js" };
      },
    },
  };
}
