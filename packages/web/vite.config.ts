import { defineConfig, defaultClientConditions, type ProxyOptions } from "vite";
import react from "@vitejs/plugin-react";
import { precompileMessages } from "./build-tools/precompileMessages.ts";

/** The BFF in development (BFF_URL overrides). The proxy keeps the Host header (es.localhost / pt.localhost): it picks the market. */
const BFF = process.env.BFF_URL ?? "http://127.0.0.1:4000";
const BFF_PATHS = ["/graphql", "/files", "/r", "/inituserlogin", "/logoutexternal", "/healthz", "/readyz"];
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  BFF_PATHS.map((path) => [path, { target: BFF, changeOrigin: false, xfwd: true }]),
);
// `/r` must not swallow client routes that merely start with "r" (e.g. /remember): match `/r/` only.
delete proxy["/r"];
proxy["^/r/"] = { target: BFF, changeOrigin: false, xfwd: true };

export default defineConfig({
  plugins: [react(), precompileMessages()],
  resolve: { conditions: ["@portal/source", ...defaultClientConditions] },
  server: { port: 5173, strictPort: true, host: true, allowedHosts: [".localhost"], proxy },
  preview: { port: 4173, host: true, allowedHosts: [".localhost"], proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // The shared vendor chunk (react-dom, router, apollo, intl) is ~505 kB minified / ~155 kB gzip by itself.
    chunkSizeWarningLimit: 560,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs, in one long-cached chunk (it changes only when dependencies do).
            { name: "vendor", test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|@apollo[\\/]client|rxjs|tslib|graphql|optimism|@wry[\\/][^\\/]+|react-intl|intl-messageformat|@formatjs[\\/][^\\/]+)[\\/]/ },
          ],
        },
      },
    },
  },
});
