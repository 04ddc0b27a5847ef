import { randomBytes } from "node:crypto";
import pg from "pg";
import { startLegacy, type LegacyOptions, type LegacyServer } from "../index.js";
import { apiClient, type ApiClient } from "./client.js";
import { factories, type Factories } from "./factories.js";

/** The admin connection the PostgreSQL runs use; `skip` runs the suites on PGlite only. */
export const TEST_PG_URL = process.env.LEGACY_TEST_PG_URL?.trim() || "postgres://postgres@127.0.0.1:5432/postgres";

export interface StorageCase {
  name: "pglite" | "postgres";
  /** Starts a seeded server on a random port with a database of its own; `close()` also drops it. */
  start(options?: Omit<LegacyOptions, "port" | "databaseUrl" | "dataDir">): Promise<LegacyServer>;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const pgliteCase: StorageCase = {
  name: "pglite",
  start: (options) => startLegacy({ quiet: true, ...options, port: 0, dataDir: "memory" }),
};

const postgresCase: StorageCase = {
  name: "postgres",
  async start(options) {
    const name = `legacy_test_${randomBytes(6).toString("hex")}`;
    await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    const drop = () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    let server: LegacyServer;
    try {
      server = await startLegacy({ quiet: true, ...options, port: 0, dataDir: "memory", databaseUrl: url.toString() });
    } catch (error) {
      await drop();
      throw error;
    }
    return {
      ...server,
      async close() {
        await server.close();
        await drop();
      },
    };
  },
};

/** Every storage the suites run on: `describe.each(STORAGES)`. */
export const STORAGES: StorageCase[] = TEST_PG_URL === "skip" ? [pgliteCase] : [pgliteCase, postgresCase];

/** What most tests hold of their catalogue: the server, its factories and a client of each market's API. */
export interface Catalogue {
  legacy: LegacyServer;
  make: Factories;
  es: ApiClient;
  pt: ApiClient;
}

/** Starts a catalogue on `storage` (a test's `beforeAll`): `({ legacy, make, es, pt } = await startCatalogue(storage))`. */
export async function startCatalogue(storage: StorageCase): Promise<Catalogue> {
  const legacy = await storage.start();
  return { legacy, make: factories(legacy.db, legacy.storage), es: apiClient(legacy.url, "ES"), pt: apiClient(legacy.url, "PT") };
}
