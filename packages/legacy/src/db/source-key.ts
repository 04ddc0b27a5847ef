import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** What a seeded database and its generated files depend on: `src/db/` (migrations, seeds, file generators) and the password code. */
const SOURCES = [fileURLToPath(new URL("./", import.meta.url)), fileURLToPath(new URL("../auth/passwords.ts", import.meta.url))];

async function filesUnder(path: string): Promise<string[]> {
  if (!(await readdir(path).catch(() => undefined))) return [path];
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

let cached: Promise<string> | undefined;

/** A hash of those sources (tests excluded): the key of the cached templates in the OS temp folder. */
export function sourceKey(): Promise<string> {
  cached ??= (async () => {
    const hash = createHash("sha256");
    const files = (await Promise.all(SOURCES.map(filesUnder)))
      .flat()
      .filter((file) => !file.endsWith(".test.ts"))
      .sort();
    for (const file of files) hash.update(file).update(await readFile(file));
    return hash.digest("hex").slice(0, 16);
  })();
  return cached;
}
