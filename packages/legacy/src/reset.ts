import { configFromEnv } from "./config.js";
import { dropAll } from "./db/drop.js";
import { migrate } from "./db/migrate.js";
import { describeDbLocation, openDb } from "./db/open.js";
import { runSeeds, writeSeedFiles } from "./db/seed/index.js";
import { prepareStorage, wipeStorage } from "./storage/files.js";

/** `pnpm --filter @portal/legacy reset`: drops everything, migrates and seeds (database and files). */
async function reset(): Promise<void> {
  const config = configFromEnv();
  const db = await openDb(config);
  try {
    await dropAll(db);
    await wipeStorage(config.dataDir);
    const migrations = await migrate(db);
    const seeds = await runSeeds(db);
    const storage = await prepareStorage(config.dataDir);
    const files = await writeSeedFiles(storage, seeds);
    console.log(`legacy reset: ${describeDbLocation(config)}; ${migrations.length} migrations, seeds: ${seeds.join(", ") || "none"}; ${files} files`);
  } finally {
    await db.close();
  }
}

reset().catch((error: unknown) => {
  console.error(`legacy reset failed: ${(error as Error).message}`);
  process.exit(1);
});
