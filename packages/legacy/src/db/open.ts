import { join } from "node:path";
import type { Db } from "./db.js";
import { openPgDb } from "./pg.js";
import { openPgliteDb } from "./pglite.js";

export interface DbLocation {
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string;
  /** Folder of the package's data (`<dataDir>/pglite` holds the embedded database), or 'memory'. */
  dataDir: string | "memory";
}

export function describeDbLocation(location: DbLocation): string {
  if (location.databaseUrl) return `postgres ${new URL(location.databaseUrl).host}${new URL(location.databaseUrl).pathname}`;
  return location.dataDir === "memory" ? "pglite in memory" : `pglite ${join(location.dataDir, "pglite")}`;
}

export function openDb(location: DbLocation): Promise<Db> {
  if (location.databaseUrl) return openPgDb(location.databaseUrl);
  return openPgliteDb(location.dataDir === "memory" ? undefined : join(location.dataDir, "pglite"));
}
