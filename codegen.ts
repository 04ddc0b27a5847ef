import type { CodegenConfig } from "@graphql-codegen/cli";
import { readdirSync } from "node:fs";
import { basename } from "node:path";

/**
 * GraphQL codegen for the workspace. Each output declares its own schema and documents
 * (STACK.md: documents per output, not at the root).
 *
 * packages/web: client preset, typed documents generated from the `.graphql` files that sit
 * beside the components using them. Run with `pnpm codegen`; the output is checked in.
 * The app imports types from `src/gql/graphql.ts` and each document from `src/gql/documents/<file>.ts`
 * (one module per `.graphql` file), so a screen's documents go into its lazy chunk, not the entry.
 */
const WEB_SCHEMA = "packages/schema/schema.graphql";
const WEB_DOCUMENTS = "packages/web/src/**/*.graphql";

/** Every `.graphql` file of the web app (paths from the repository root, where `pnpm codegen` runs). */
const webOperationFiles = (readdirSync("packages/web/src", { recursive: true }) as string[])
  .map((file) => file.replace(/\\/g, "/"))
  .filter((file) => file.endsWith(".graphql"))
  .sort()
  .map((file) => `packages/web/src/${file}`);

/** One output per `.graphql` file: src/gql/documents/<name>.ts (names are unique across the app). */
const webDocumentModules = Object.fromEntries(
  webOperationFiles.map((source) => {
    const name = basename(source, ".graphql");
    if (webOperationFiles.filter((other) => basename(other, ".graphql") === name).length > 1) {
      throw new Error(`codegen: two operation files are named ${name}.graphql; rename one`);
    }
    return [
      `packages/web/src/gql/documents/${name}.ts`,
      { schema: WEB_SCHEMA, documents: [WEB_DOCUMENTS], plugins: [{ "./packages/web/build-tools/documentsPlugin.cjs": { source } }] },
    ];
  }),
);

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    "packages/web/src/gql/": {
      schema: WEB_SCHEMA,
      documents: [WEB_DOCUMENTS],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        scalars: { DateTime: "string" },
      },
    },
    ...webDocumentModules,
    // Apollo's cache needs the members of every union/interface to match fragments on them.
    "packages/web/src/gql/possibleTypes.ts": {
      schema: "packages/schema/schema.graphql",
      plugins: ["./packages/web/build-tools/possibleTypesPlugin.cjs"],
    },
  },
};

export default config;
