import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/** The newest modification time of the files under `dir` (ms), skipping tests. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(path));
    else if (!entry.name.endsWith(".test.ts")) latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
}

const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * Before the BFF's tests: the production build (`dist/`, with packages/schema's) is brought up to date when a source is
 * newer, since the fault tests start the BFF as production does (`bin/start`, src/test/production.ts).
 */
export default function setup() {
  const stale =
    builtAt(join(ROOT, "packages/bff/dist/main.js")) < Math.max(newest(join(ROOT, "packages/bff/src")), newest(join(ROOT, "packages/schema/src"))) ||
    builtAt(join(ROOT, "packages/schema/dist/index.js")) < newest(join(ROOT, "packages/schema/src"));
  if (!stale) return;
  const build = spawnSync("pnpm", ["--filter", "@portal/schema", "--filter", "@portal/bff", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the BFF's production build failed");
}
