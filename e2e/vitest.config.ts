import { defineConfig } from "vitest/config";

export default defineConfig({
  // @portal/legacy (started in-process by the global setup) resolves to its TypeScript source.
  resolve: { conditions: ["@portal/source"] },
  ssr: { resolve: { conditions: ["@portal/source"] } },
  test: {
    environment: "node",
    include: ["journeys/**/*.test.ts"],
    globalSetup: ["./setup/global.ts"],
    // One browser, one BFF, one catalogue: the files run one after the other, and so do their tests.
    fileParallelism: false,
    // Journeys go through a real browser on 2 shared cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    teardownTimeout: 20_000,
    // expect.poll waits for what the browser shows after a request (a table's search: 300 ms of typing pause, then its
    // answer): vitest's default second ran out under a loaded CI machine. The assertions stay exact; only the wait grows.
    expect: { poll: { timeout: 5_000, interval: 50 } },
  },
});
