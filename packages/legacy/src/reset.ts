import { configFromEnv } from "./config.js";
import { dropAll } from "./db/drop.js";
import { migrate } from "./db/migrate.js";
import { describeDbLocation, openDb } from "./db/open.js";
import { runSeeds } from "./db/seed/index.js";
import { wipeStorage } from "./storage/files.js";

/** `pnpm --filter @portal/legacy reset`: drops everything, migrates and seeds (database and files). */
async function reset(): Promise<void> {
  const config = configFromEnv();
  const db = await openDb(config);
  try {
    await dropAll(db);
    const migrations = await migrate(db);
    const seeds = await runSeeds(db);
    await wipeStorage(config.dataDir);
    console.log(
      `legacy reset: ${describeDbLocation(config)}; ${migrations.length} migrations, seeds: ${seeds.join(", ") || "none"}`,
    );
  } finally {
    await db.close();
  }
}

reset().catch((error: unknown) => {
  console.error(`legacy reset failed: ${(error as Error).message}`);
  process.exit(1);
});
