import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Db } from "./db.js";
import { migrate } from "./migrate.js";
import { sourceKey } from "./source-key.js";
import { wrapPglite } from "./pglite.js";
import { runSeeds } from "./seed/index.js";

/**
 * In-memory databases start from a template: a dump of a freshly migrated and seeded PGlite,
 * kept per process and in the OS temp folder, keyed by the content of `src/db/` and the password
 * code (`sourceKey`). Loading it takes well under a second; building one from scratch takes several.
 */

const PREFIX = "portal-legacy-pglite-";

/** Templates of older sources are 40 MB each: keep only the current one. */
async function removeStaleTemplates(current: string): Promise<void> {
  const names = await readdir(tmpdir());
  const stale = names.filter((name) => name.startsWith(PREFIX) && name.endsWith(".tar") && join(tmpdir(), name) !== current);
  await Promise.all(stale.map((name) => rm(join(tmpdir(), name), { force: true })));
}

const inProcess = new Map<string, Promise<Blob>>();

async function build(): Promise<{ db: Db; template: Blob }> {
  const root = await PGlite.create();
  const db = wrapPglite(root);
  await migrate(db);
  await runSeeds(db);
  return { db, template: await root.dumpDataDir("none") };
}

/** A migrated and seeded in-memory database of its own. */
export async function openSeededMemoryDb(): Promise<Db> {
  const key = await sourceKey();
  const file = join(tmpdir(), `${PREFIX}${key}.tar`);
  let template = inProcess.get(key);
  if (!template && existsSync(file)) {
    template = readFile(file).then((bytes) => new Blob([bytes]));
    inProcess.set(key, template);
  }
  if (template) {
    const blob = await template.catch(() => undefined);
    if (blob) return wrapPglite(await PGlite.create({ loadDataDir: blob }));
    inProcess.delete(key);
  }
  const built = build();
  inProcess.set(
    key,
    built.then((b) => b.template),
  );
  const { db, template: blob } = await built;
  // Written in the background (temp name, then rename): a reader never sees half a file.
  const partial = `${file}.${process.pid}.tmp`;
  void blob
    .arrayBuffer()
    .then((bytes) => writeFile(partial, new Uint8Array(bytes)))
    .then(() => rename(partial, file))
    .then(() => removeStaleTemplates(file))
    .catch(() => undefined);
  return db;
}
