import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { FileStorage } from "../../storage/files.js";
import type { Db } from "../db.js";
import type { SeedFile } from "./catalogue.js";
import { channelsFiles, seedChannels } from "./channels.js";
import { seedCollections } from "./collections.js";
import { seedFileContents } from "./files/bundle.js";
import { seedDiagnostic } from "./diagnostic.js";
import { homeFiles, seedHome } from "./home.js";
import { libraryFiles, seedLibrary } from "./library.js";
import { marketingFiles, seedMarketing } from "./marketing.js";
import { seedMop } from "./mop.js";
import { seedOrdering } from "./ordering.js";
import { partnerFiles, seedPartner } from "./partner.js";
import { seedSession } from "./session.js";

export interface SeedArea {
  area: string;
  /** Inserts the area's rows (in a transaction of its own). */
  run: (db: Db) => Promise<void>;
  /** The stored files the rows point at (generated, deterministic: a pure function of the seed data). */
  files?: () => SeedFile[];
}

/** The seed of each area, in order (later areas may use rows of earlier ones). */
export const SEEDS: ReadonlyArray<SeedArea> = [
  { area: "session", run: seedSession },
  { area: "library", run: seedLibrary, files: libraryFiles },
  { area: "home", run: seedHome, files: homeFiles },
  { area: "ordering", run: seedOrdering },
  { area: "diagnostic", run: seedDiagnostic },
  { area: "mop", run: seedMop },
  { area: "partner", run: seedPartner, files: partnerFiles },
  { area: "channels", run: seedChannels, files: channelsFiles },
  { area: "marketing", run: seedMarketing, files: marketingFiles },
  { area: "collections", run: seedCollections },
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

/** The areas the `seeds` table records as seeded. */
export async function seededAreas(db: Db): Promise<string[]> {
  const rows = await db.query<{ area: string }>("SELECT area FROM seeds ORDER BY area").catch(() => []);
  return rows.map((row) => row.area);
}

/** Writes the stored files of these areas' seeds into the storage (overwriting). Returns how many. */
export async function writeSeedFiles(storage: FileStorage, areas: readonly string[]): Promise<number> {
  let written = 0;
  for (const seed of SEEDS) {
    if (!seed.files || !areas.includes(seed.area)) continue;
    const contents = await seedFileContents(seed.area, seed.files);
    const paths = new Map([...contents.keys()].map((key) => [key, storage.pathOf(key.slice(0, 2) as "ES" | "PT", key.slice(3))]));
    // Synchronous on purpose: hundreds of small files are written several times faster than through the thread pool.
    for (const folder of new Set([...paths.values()].map((path) => dirname(path)))) mkdirSync(folder, { recursive: true });
    for (const [key, bytes] of contents) writeFileSync(paths.get(key)!, bytes);
    written += contents.size;
  }
  return written;
}
