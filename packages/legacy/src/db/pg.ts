import pg from "pg";
import type { Db, Row } from "./db.js";

type Queryable = Pick<pg.Pool, "query"> | pg.PoolClient;

function wrap(target: Queryable, inTransaction: boolean, pool: pg.Pool): Db {
  const db: Db = {
    kind: "pg",
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql) {
      await target.query(sql);
    },
    async transaction(fn) {
      if (inTransaction) return fn(db);
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const value = await fn(wrap(client, true, pool));
        await client.query("COMMIT");
        return value;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (!inTransaction) await pool.end();
    },
  };
  return db;
}

/** PostgreSQL through a `pg` Pool (used when `DATABASE_URL` is set). */
export async function openPgDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A connection error of an idle client must not crash the process; the next query reports it.
  pool.on("error", () => undefined);
  await pool.query("SELECT 1");
  return wrap(pool, false, pool);
}
