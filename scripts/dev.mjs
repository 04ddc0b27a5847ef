#!/usr/bin/env node
// `pnpm dev`: watch mode — the legacy catalogue, the BFF (tsx watch) on :4000 and Vite on :5173
// proxying /graphql and the server routes to the BFF. Open http://es.localhost:5173 or http://pt.localhost:5173.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const children = [];
const run = (args, env = {}) => {
  // Own process group, so stopping dev stops vite's and tsx's children too.
  const child = spawn("pnpm", args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env }, detached: true });
  children.push(child);
};
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

run(["--filter", "@portal/legacy", "start"]);
// The web's trusted documents as codegen wrote them (the BFF runs the web's operations from them, parsed once); it
// restarts when codegen rewrites them (its dev script watches the file).
run(["--filter", "@portal/bff", "dev"], { TRUSTED_DOCUMENTS: `${root}packages/web/src/gql/trusted-documents.json` });
run(["--filter", "@portal/web", "dev"]);
