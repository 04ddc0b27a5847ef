import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Each file starts one server per storage in beforeAll; the embedded database needs a few seconds.
    hookTimeout: 30_000,
    testTimeout: 10_000,
  },
});
