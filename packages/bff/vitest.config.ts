import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // One graphql instance for type-graphql, Apollo and the tests (two copies fail with "Cannot use GraphQLSchema from another module").
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
    conditions: ["@portal/source"],
  },
  ssr: { resolve: { conditions: ["@portal/source"] } },
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The fault tests start the BFF as production does (bin/start → dist/): its build is brought up to date first.
    globalSetup: ["src/test/global-setup.ts"],
  },
});
