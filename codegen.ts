import type { CodegenConfig } from "@graphql-codegen/cli";
import { readdirSync } from "node:fs";

/**
 * GraphQL codegen for the workspace. Each output declares its own schema and documents
 * (documents per output, not at the root: a root-level `documents` mixes the outputs).
 *
 * packages/web: client preset, typed documents generated from the `.graphql` files that sit
 * beside the components using them. Run with `pnpm codegen`; the output is checked in.
 * The app imports types from `src/gql/graphql.ts` and each document from `src/gql/documents/<area>/<file>.ts`
 * (one module per `.graphql` file, keyed by its folder), so a screen's documents go into its lazy chunk, not the entry.
 */
const WEB_SCHEMA = "packages/schema/schema.graphql";
const WEB_DOCUMENTS = "packages/web/src/**/*.graphql";

/** Every `.graphql` file of the web app (paths from the repository root, where `pnpm codegen` runs). */
const webOperationFiles = (readdirSync("packages/web/src", { recursive: true }) as string[])
  .map((file) => file.replace(/\\/g, "/"))
  .filter((file) => file.endsWith(".graphql"))
  .sort()
  .map((file) => `packages/web/src/${file}`);

/**
 * The module of a `.graphql` file, keyed by its folder so that names need only be unique within an area:
 * `features/<area>/<name>.graphql` → `<area>/<name>`, any other `src/<path>/<name>.graphql` → `<path>/<name>`.
 */
const documentModuleKey = (source: string) =>
  source
    .replace(/^packages\/web\/src\//, "")
    .replace(/^features\//, "")
    .replace(/\.graphql$/, "");

/** One output per `.graphql` file: src/gql/documents/<key>.ts, importing the operation types from src/gql/graphql.ts. */
const webDocumentModules = Object.fromEntries(
  webOperationFiles.map((source) => {
    const key = documentModuleKey(source);
    const graphqlModule = `${"../".repeat(key.split("/").length)}graphql`;
    return [
      `packages/web/src/gql/documents/${key}.ts`,
      { schema: WEB_SCHEMA, documents: [WEB_DOCUMENTS], plugins: [{ "./packages/web/build-tools/documentsPlugin.cjs": { source, graphqlModule } }] },
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
        scalars: { DateTime: "string", Day: "string" },
      },
    },
    ...webDocumentModules,
    // The web's operations as trusted documents (hash → the text Apollo Client would send): the BFF runs these by hash.
    "packages/web/src/gql/trusted-documents.json": {
      schema: WEB_SCHEMA,
      documents: [WEB_DOCUMENTS],
      plugins: ["./packages/web/build-tools/trustedDocuments.cjs"],
    },
    // Apollo's cache needs the members of every union/interface to match fragments on them.
    "packages/web/src/gql/possibleTypes.ts": {
      schema: "packages/schema/schema.graphql",
      plugins: ["./packages/web/build-tools/possibleTypesPlugin.cjs"],
    },
  },
};

export default config;
