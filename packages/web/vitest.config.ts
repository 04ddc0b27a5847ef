import { defineConfig } from "vitest/config";
import { defaultServerConditions } from "vite";

export default defineConfig({
  resolve: { conditions: ["@portal/source", ...defaultServerConditions] },
  ssr: { resolve: { conditions: ["@portal/source", ...defaultServerConditions] } },
  test: { environment: "node", include: ["src/**/*.test.ts", "src/**/*.test.tsx"] },
});
