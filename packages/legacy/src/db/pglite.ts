import { mkdir } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Db, Row } from "./db.js";

type Target = PGlite | Transaction;

function wrap(target: Target, root: PGlite): Db {
  const inTransaction = target !== root;
  const db: Db = {
    kind: "pglite",
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await target.exec(sql);
    },
    async transaction(fn) {
      if (inTransaction) return fn(db);
      return root.transaction((tx) => fn(wrap(tx, root)));
    },
    async close() {
      if (!inTransaction) await root.close();
    },
  };
  return db;
}

export const wrapPglite = (root: PGlite): Db => wrap(root, root);

/** Embedded PostgreSQL (PGlite): in a folder, or in memory when `dir` is undefined. */
export async function openPgliteDb(dir?: string): Promise<Db> {
  if (dir) await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir ? { dataDir: dir } : {}));
}
