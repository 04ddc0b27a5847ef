import type { Db, Row } from "./db.js";

/**
 * Inserts many rows in one round trip: the rows travel as one JSON parameter and are expanded
 * with `jsonb_to_recordset`. `columns` maps each column to its SQL type (`text`, `int`, `jsonb`...).
 * `select` may replace the plain column list, e.g. to resolve a natural key through a join
 * (`x` is the alias of the expanded rows).
 */
export async function insertRows<T extends object = Row>(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
  options: { select?: { into: string[]; expression: string; from?: string }; returning?: string } = {},
): Promise<T[]> {
  if (rows.length === 0) return [];
  const recordType = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(", ");
  const into = options.select?.into ?? Object.keys(columns);
  const expression =
    options.select?.expression ??
    Object.keys(columns)
      .map((name) => `x.${name}`)
      .join(", ");
  const from = options.select?.from ? ` ${options.select.from}` : "";
  const returning = options.returning ? ` RETURNING ${options.returning}` : "";
  const sql =
    `INSERT INTO ${table} (${into.join(", ")}) SELECT ${expression} ` + `FROM jsonb_to_recordset($1::jsonb) AS x(${recordType})${from}${returning}`;
  return db.query<T>(sql, [JSON.stringify(rows)]);
}
