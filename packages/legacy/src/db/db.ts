/** A result row. Drivers return int4/float8/jsonb/bool as JS values; cast counts and int8 to `::int` in SQL. */
export type Row = Record<string, unknown>;

/**
 * The one database interface of the package: the same SQL runs on PostgreSQL (`pg`) and on
 * embedded PGlite. Placeholders are `$1`, `$2`, ...
 */
export interface Db {
  readonly kind: "pg" | "pglite";
  /** One statement with parameters; returns its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction; nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
