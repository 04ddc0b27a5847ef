import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** Where the BFF reads the web's trusted documents (beside Vite's manifest: never served to browsers). */
export const TRUSTED_DOCUMENTS_MANIFEST = ".vite/trusted-documents.json";

/**
 * Puts the web's trusted documents (`src/gql/trusted-documents.json`, written by `pnpm codegen` with the documents the
 * app imports) into the build, at `dist/.vite/trusted-documents.json`, where the BFF reads them from WEB_DIST
 * (src/graphql/trusted-documents.ts).
 */
export function trustedDocumentsManifest(manifest: string): Plugin {
  return {
    name: "portal:trusted-documents",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: TRUSTED_DOCUMENTS_MANIFEST, source: readFileSync(manifest, "utf8") });
    },
  };
}
