import type { Db } from "../../../db/db.js";
import type { Market } from "../../../market.js";
import { INTENSITY_KEYS, replaceCompetition } from "../../../models/diagnostic.js";
import { NATIONAL, text, type Section, type Value } from "./rows.js";

/** The rows of a checked section, grouped by the restaurant they belong to, in file order. */
function bySite(rows: Array<Record<string, unknown>>, sites: Map<string, number>) {
  const groups = new Map<number, Array<Record<string, unknown>>>();
  for (const row of rows) {
    const id = sites.get(text(row.site).toUpperCase());
    if (id === undefined) continue;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return groups;
}

/** The catalogue's brand (not a restaurant's custom one) of that name and category, created when new. */
async function catalogueBrand(tx: Db, market: Market, name: string, type: number): Promise<number> {
  const [existing] = await tx.query<{ id: number }>(
    "SELECT id FROM competitor_brands WHERE market = $1 AND type = $2 AND upper(name) = upper($3) AND restaurant_id IS NULL",
    [market, type, name],
  );
  if (existing) return existing.id;
  const [created] = await tx.query<{ id: number }>("INSERT INTO competitor_brands (market, name, type, custom) VALUES ($1, $2, $3, 0) RETURNING id", [
    market,
    name,
    type,
  ]);
  return created.id;
}

/**
 * Applies a section's rows: each restaurant named in the file gets exactly what the file says for that section
 * (its previous data of the section replaced; restaurants not in the file keep theirs), so applying a file twice
 * leaves the same state.
 */
export async function apply(
  tx: Db,
  market: Market,
  section: Section,
  rows: Array<Record<string, unknown>>,
  sites: Map<string, number>,
): Promise<number[]> {
  const groups = bySite(rows, sites);
  for (const [restaurantId, own] of groups) {
    switch (section) {
      case "competence": {
        const brandIds: number[] = [];
        for (const row of own) {
          if (text(row.brand)) brandIds.push(await catalogueBrand(tx, market, text(row.brand).toUpperCase(), row.category as number));
        }
        const intensity = INTENSITY_KEYS.map(
          (_key, type) => (own.find((row) => row.category === type && row.intensity != null)?.intensity as number) ?? null,
        );
        await replaceCompetition(tx, market, restaurantId, brandIds, intensity);
        break;
      }
      case "sales_week":
      case "sales": {
        const period = section === "sales_week" ? "week" : "weekend";
        await tx.query("DELETE FROM diagnostic_moments WHERE restaurant_id = $1 AND period = $2", [restaurantId, period]);
        for (const [position, row] of own.entries()) {
          await tx.query(
            "INSERT INTO diagnostic_moments (restaurant_id, market, period, position, name, sales, gcs) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            [restaurantId, market, period, position + 1, text(row.slot), row.sales ?? null, row.gc ?? null],
          );
        }
        break;
      }
      case "pmix":
        await tx.query("DELETE FROM diagnostic_pmix WHERE restaurant_id = $1", [restaurantId]);
        for (const row of own) {
          await tx.query("INSERT INTO diagnostic_pmix (restaurant_id, market, type, description, value) VALUES ($1, $2, $3, $4, $5)", [
            restaurantId,
            market,
            text(row.type).toUpperCase(),
            text(row.description) || null,
            row.value ?? null,
          ]);
        }
        break;
      case "consume":
        await tx.query("DELETE FROM diagnostic_consumption WHERE restaurant_id = $1", [restaurantId]);
        for (const [index, value] of (own[0].values as Value[]).entries()) {
          if (value !== null)
            await tx.query("INSERT INTO diagnostic_consumption (restaurant_id, market, position, value) VALUES ($1, $2, $3, $4)", [
              restaurantId,
              market,
              index + 1,
              value,
            ]);
        }
        break;
    }
  }
  if (section === "consume") {
    const national = rows.find((row) => text(row.site).toLowerCase() === NATIONAL);
    if (national) {
      await tx.query("DELETE FROM diagnostic_consumption_national WHERE market = $1", [market]);
      for (const [index, value] of (national.values as Value[]).entries()) {
        if (value !== null)
          await tx.query("INSERT INTO diagnostic_consumption_national (market, position, value) VALUES ($1, $2, $3)", [market, index + 1, value]);
      }
    }
  }
  return [...groups.keys()];
}

/** What an import keeps besides the rows: the section's description (undefined: unchanged), the workbook's name, the pending upload to remove. */
interface ImportExtras {
  description: string | undefined;
  filename: string;
  uploadId: number | null;
}

/**
 * Applies a section's checked rows in one transaction (one import of a section at a time): the rows, the section's
 * description and last file name, and the pending upload they came from removed. Answers how many restaurants the
 * file named.
 */
export function applyImport(
  db: Db,
  market: Market,
  section: Section,
  rows: Array<Record<string, unknown>>,
  sites: Map<string, number>,
  { description, filename, uploadId }: ImportExtras,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`import:${market}:${section}`]);
    const touched = await apply(tx, market, section, rows, sites);
    await tx.query(
      `INSERT INTO diagnostic_descriptions (market, section, description, filename, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (market, section) DO UPDATE SET
         description = CASE WHEN $5 THEN EXCLUDED.description ELSE diagnostic_descriptions.description END,
         filename = coalesce(EXCLUDED.filename, diagnostic_descriptions.filename), updated_at = now()`,
      [market, section, description ?? "", filename || null, description !== undefined],
    );
    if (uploadId !== null) await tx.query("DELETE FROM import_uploads WHERE market = $1 AND id = $2", [market, uploadId]);
    return touched.length;
  });
}
