import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * GraphQL codegen for the workspace. Each output declares its own schema and documents
 * (STACK.md: documents per output, not at the root).
 *
 * packages/web: client preset, typed documents generated from the `.graphql` files that sit
 * beside the components using them. Run with `pnpm codegen`; the output is checked in.
 */
const config: CodegenConfig = {
  overwrite: true,
  generates: {
    "packages/web/src/gql/": {
      schema: "packages/schema/schema.graphql",
      documents: ["packages/web/src/**/*.graphql"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        scalars: { DateTime: "string" },
      },
    },
    // Apollo's cache needs the members of every union/interface to match fragments on them.
    "packages/web/src/gql/possibleTypes.ts": {
      schema: "packages/schema/schema.graphql",
      plugins: ["./packages/web/build-tools/possibleTypesPlugin.cjs"],
    },
  },
};

export default config;
