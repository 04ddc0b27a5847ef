import type { Db } from "../db/db.js";
import type { Market } from "../market.js";

/** The four diagnostic checks the home's alerts box reminds of: 1 done, 0 pending. */
export interface DiagnosticChecks {
  competence: number;
  comparation: number;
  clusters: number;
  dafo: number;
}

/**
 * Which checks a restaurant has done, read from what the diagnostic stores:
 * - competence: every one of the six categories has an intensity and at least one brand is chosen;
 * - comparation: the own brand and at least one competitor are rated on all five features;
 * - clusters: at least one customer cluster is chosen;
 * - dafo: the four quadrants are written.
 */
export async function diagnosticChecks(db: Db, market: Market, restaurantId: number): Promise<DiagnosticChecks> {
  const [row] = await db.query<DiagnosticChecks>(
    `SELECT
       (CASE WHEN EXISTS (SELECT 1 FROM restaurant_competitors c WHERE c.restaurant_id = $1 AND c.market = $2)
              AND EXISTS (SELECT 1 FROM restaurant_competence_intensity i WHERE i.restaurant_id = $1 AND i.market = $2
                            AND i.type0 IS NOT NULL AND i.type1 IS NOT NULL AND i.type2 IS NOT NULL
                            AND i.type3 IS NOT NULL AND i.type4 IS NOT NULL AND i.type5 IS NOT NULL)
             THEN 1 ELSE 0 END) AS competence,
       (CASE WHEN (SELECT count(DISTINCT (p.position = 0))::int FROM competitor_comparisons p
                    WHERE p.restaurant_id = $1 AND p.market = $2 AND p.service IS NOT NULL AND p.relation IS NOT NULL
                      AND p.innovation IS NOT NULL AND p.ambient IS NOT NULL AND p.promotion IS NOT NULL) = 2
             THEN 1 ELSE 0 END) AS comparation,
       (CASE WHEN EXISTS (SELECT 1 FROM restaurant_clusters k WHERE k.restaurant_id = $1 AND k.market = $2) THEN 1 ELSE 0 END) AS clusters,
       (CASE WHEN EXISTS (SELECT 1 FROM diagnostic_dafo d WHERE d.restaurant_id = $1 AND d.market = $2 AND d.strengths <> ''
                            AND d.weaknesses <> '' AND d.opportunities <> '' AND d.threats <> '')
             THEN 1 ELSE 0 END) AS dafo`,
    [restaurantId, market],
  );
  return row;
}

/** Recomputes the restaurant's row of `diagnostic_progress` (the home's summary) after a diagnostic save. */
export async function refreshDiagnosticProgress(db: Db, market: Market, restaurantId: number): Promise<DiagnosticChecks> {
  const checks = await diagnosticChecks(db, market, restaurantId);
  await db.query(
    `INSERT INTO diagnostic_progress (restaurant_id, market, competence, comparation, clusters, dafo, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (restaurant_id) DO UPDATE SET competence = EXCLUDED.competence, comparation = EXCLUDED.comparation,
       clusters = EXCLUDED.clusters, dafo = EXCLUDED.dafo, updated_at = now()`,
    [restaurantId, market, checks.competence, checks.comparation, checks.clusters, checks.dafo],
  );
  return checks;
}

/** A restaurant's intensity per competitor category (0..5): `type0`..`type5`. */
export const INTENSITY_KEYS = ["type0", "type1", "type2", "type3", "type4", "type5"] as const;

/**
 * Replaces a restaurant's competition (the diagnostic's save and the admin import): its chosen brands become exactly
 * `brandIds` (the comparison loses the brands no longer chosen) and its intensities `intensity` (one per category,
 * null: empty); then the home's summary row follows. Run it in the caller's transaction.
 */
export async function replaceCompetition(
  tx: Db,
  market: Market,
  restaurantId: number,
  brandIds: number[],
  intensity: Array<number | null>,
): Promise<void> {
  await tx.query("DELETE FROM restaurant_competitors WHERE restaurant_id = $1 AND NOT (brand_id = ANY($2::int[]))", [restaurantId, brandIds]);
  await tx.query("DELETE FROM competitor_comparisons WHERE restaurant_id = $1 AND position > 0 AND NOT (brand_id = ANY($2::int[]))", [
    restaurantId,
    brandIds,
  ]);
  await tx.query(
    `INSERT INTO restaurant_competitors (market, restaurant_id, brand_id) SELECT $1, $2, unnest($3::int[])
     ON CONFLICT (restaurant_id, brand_id) DO NOTHING`,
    [market, restaurantId, brandIds],
  );
  await tx.query(
    `INSERT INTO restaurant_competence_intensity (restaurant_id, market, ${INTENSITY_KEYS.join(", ")}, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (restaurant_id) DO UPDATE SET ${INTENSITY_KEYS.map((key) => `${key} = EXCLUDED.${key}`).join(", ")}, updated_at = now()`,
    [restaurantId, market, ...intensity],
  );
  await refreshDiagnosticProgress(tx, market, restaurantId);
}
