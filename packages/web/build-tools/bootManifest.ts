import type { Plugin } from "vite";
import { operationDocuments } from "./operations.ts";

/** Where the BFF reads it (beside Vite's manifest: never served to browsers). */
export const BOOT_MANIFEST = ".vite/boot.json";

/**
 * What the BFF needs to put a screen's first data and hints into index.html (see the BFF's
 * `src/http/boot.ts`), written at build time to `dist/.vite/boot.json`:
 * - `operations`: every query of the web's `.graphql` files by name, with the fragments it spreads,
 *   so that the BFF runs exactly the documents the client sends;
 * - `catalogs`: locale → URL of its message catalog chunk, to preload the session language's one.
 */
export function bootManifest(srcDir: string): Plugin {
  return {
    name: "portal:boot-manifest",
    apply: "build",
    generateBundle(_options, bundle) {
      const catalogs: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const locale = chunk.type === "chunk" ? /[\\/]src[\\/]i18n[\\/]([a-z]{2})\.json$/.exec(chunk.facadeModuleId ?? "")?.[1] : undefined;
        if (locale) catalogs[locale] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: "asset", fileName: BOOT_MANIFEST, source: JSON.stringify({ operations: queryDocuments(srcDir), catalogs }, null, 2) });
    },
  };
}

/** The queries (not mutations: a page never runs those) by name. */
function queryDocuments(srcDir: string): Record<string, string> {
  return Object.fromEntries(operationDocuments(srcDir).filter((op) => op.kind === "query").map((op) => [op.name, op.document]));
}
