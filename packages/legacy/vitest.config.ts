import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Each file starts one server per storage in beforeAll; the embedded database needs a few seconds, many more when
    // the machine's cores are busy with the other files' servers.
    hookTimeout: 60_000,
    // A test may reseed a whole database (db.test.ts): generous on a machine other suites share.
    testTimeout: 30_000,
  },
});
