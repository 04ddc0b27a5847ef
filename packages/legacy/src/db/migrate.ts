import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.js";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
/** Serialises concurrent starts against one PostgreSQL (any number, the same for every process). */
const LOCK_KEY = 4010_2026;

/** The `NNN_<area>.sql` files of the migrations folder, in order. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
}

/** Applies the migrations not yet recorded in the `migrations` table; returns the names applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [LOCK_KEY]);
    await tx.exec("CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
    const applied = new Set((await tx.query<{ name: string }>("SELECT name FROM migrations")).map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      await tx.exec(await readFile(`${dir}${name}`, "utf8"));
      await tx.query("INSERT INTO migrations (name) VALUES ($1)", [name]);
    }
    return pending;
  });
}
