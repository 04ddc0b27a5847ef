import type { Db } from "../db.js";
import { seedSession } from "./session.js";

/** The seed of each area, in order (later areas may use rows of earlier ones). */
export const SEEDS: ReadonlyArray<{ area: string; run: (db: Db) => Promise<void> }> = [
  { area: "session", run: seedSession },
];

/**
 * Runs the seeds not yet recorded in the `seeds` table, each in its own transaction: a fresh
 * database gets them all; an existing one gets only the areas added since. Returns the areas seeded.
 */
export async function runSeeds(db: Db): Promise<string[]> {
  await db.exec("CREATE TABLE IF NOT EXISTS seeds (area text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  const done = new Set((await db.query<{ area: string }>("SELECT area FROM seeds")).map((row) => row.area));
  const applied: string[] = [];
  for (const seed of SEEDS) {
    if (done.has(seed.area)) continue;
    const ran = await db.transaction(async (tx) => {
      // Another process may be seeding the same database: the insert decides who runs it.
      const claimed = await tx.query("INSERT INTO seeds (area) VALUES ($1) ON CONFLICT (area) DO NOTHING RETURNING area", [seed.area]);
      if (claimed.length === 0) return false;
      await seed.run(tx);
      return true;
    });
    if (ran) applied.push(seed.area);
  }
  return applied;
}
