import type { Db } from "./db.js";

/** Drops every table, view, sequence and enum type of the current schema (the `reset` command). */
export async function dropAll(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const views = await tx.query<{ name: string }>("SELECT viewname AS name FROM pg_views WHERE schemaname = current_schema()");
    for (const { name } of views) await tx.exec(`DROP VIEW IF EXISTS ${quote(name)} CASCADE`);
    const tables = await tx.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()");
    for (const { name } of tables) await tx.exec(`DROP TABLE IF EXISTS ${quote(name)} CASCADE`);
    const sequences = await tx.query<{ name: string }>("SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema()");
    for (const { name } of sequences) await tx.exec(`DROP SEQUENCE IF EXISTS ${quote(name)} CASCADE`);
    const types = await tx.query<{ name: string }>(
      `SELECT t.typname AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = current_schema() AND t.typtype = 'e'`,
    );
    for (const { name } of types) await tx.exec(`DROP TYPE IF EXISTS ${quote(name)} CASCADE`);
  });
}
