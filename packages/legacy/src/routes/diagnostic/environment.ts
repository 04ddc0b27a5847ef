import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { Refusal } from "../../http/answer.js";
import { textField } from "../../http/fields.js";
import type { Market } from "../../market.js";
import { refreshDiagnosticProgress } from "../../models/diagnostic.js";
import { jsonField } from "./competition.js";

export const DAFO_QUADRANTS = ["strengths", "weaknesses", "opportunities", "threats"] as const;
type Dafo = Record<(typeof DAFO_QUADRANTS)[number], string>;
/** Longest DAFO quadrant the catalogue keeps. */
const DAFO_MAX = 2000;

/**
 * The restaurant's environment (designed here): its population (province and catchment habitants), the cluster
 * catalogue with the restaurant's share of each chosen one, and its DAFO.
 */
export async function environmentOf(db: Db, market: Market, restaurantId: number) {
  const [[population], clusters, [dafo]] = await Promise.all([
    db.query(
      `SELECT p.name AS province, p.habitants AS province_habitants,
              (r.habitants->>'1km')::int AS habitants_1km, (r.habitants->>'3km')::int AS habitants_3km
         FROM restaurants r LEFT JOIN provinces p ON p.id = r.province_id WHERE r.id = $1`,
      [restaurantId],
    ),
    db.query(
      `SELECT c.id, c.code, k.share, (k.cluster_id IS NOT NULL) AS chosen
         FROM diagnostic_clusters c LEFT JOIN restaurant_clusters k ON k.cluster_id = c.id AND k.restaurant_id = $2
        WHERE c.market = $1 ORDER BY c.pos, c.id`,
      [market, restaurantId],
    ),
    db.query(`SELECT ${DAFO_QUADRANTS.join(", ")} FROM diagnostic_dafo WHERE restaurant_id = $1`, [restaurantId]),
  ]);
  return { population, clusters, dafo: dafo ?? Object.fromEntries(DAFO_QUADRANTS.map((q) => [q, ""])) };
}

/**
 * `clusters` (JSON [{ id, share }]): distinct positive ids, each share an integer 0..100, the shares adding up to 100
 * at most; refusal `clusters` otherwise.
 */
function clustersOf(req: Request): Array<{ clusterId: number; share: number }> {
  const value = jsonField(req, "clusters") ?? [];
  if (!Array.isArray(value)) throw new Refusal("clusters");
  const clusters = value.map((item: unknown) => {
    const record = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
    const clusterId = Number(record.id);
    const share = Number(record.share);
    if (!Number.isInteger(clusterId) || clusterId <= 0 || !Number.isInteger(share) || share < 0 || share > 100) throw new Refusal("clusters");
    return { clusterId, share };
  });
  if (new Set(clusters.map((c) => c.clusterId)).size !== clusters.length) throw new Refusal("clusters");
  if (clusters.reduce((sum, c) => sum + c.share, 0) > 100) throw new Refusal("clusters");
  return clusters;
}

/** Replaces the restaurant's clusters (the whole set; ids of the market's catalogue, refusal `clusters`). Answers `[{ id, share }]`. */
export async function saveClusters(db: Db, req: Request, restaurantId: number) {
  const clusters = clustersOf(req);
  await db.transaction(async (tx) => {
    if (clusters.length > 0) {
      const known = await tx.query("SELECT id FROM diagnostic_clusters WHERE market = $1 AND id = ANY($2::int[])", [
        req.market,
        clusters.map((c) => c.clusterId),
      ]);
      if (known.length !== clusters.length) throw new Refusal("clusters");
    }
    await tx.query("DELETE FROM restaurant_clusters WHERE restaurant_id = $1", [restaurantId]);
    for (const cluster of clusters) {
      await tx.query("INSERT INTO restaurant_clusters (restaurant_id, market, cluster_id, share) VALUES ($1, $2, $3, $4)", [
        restaurantId,
        req.market,
        cluster.clusterId,
        cluster.share,
      ]);
    }
    await refreshDiagnosticProgress(tx, req.market, restaurantId);
  });
  return clusters.map((c) => ({ id: c.clusterId, share: c.share }));
}

/** Saves the DAFO: the four quadrants, each a text up to 2000 (refusal the quadrant). Answers them. */
export async function saveDafo(db: Db, req: Request, restaurantId: number): Promise<Dafo> {
  const dafo = Object.fromEntries(DAFO_QUADRANTS.map((q) => [q, textField(req, q)])) as Dafo;
  for (const q of DAFO_QUADRANTS) if (dafo[q].length > DAFO_MAX) throw new Refusal(q);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO diagnostic_dafo (restaurant_id, market, ${DAFO_QUADRANTS.join(", ")}, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (restaurant_id) DO UPDATE SET ${DAFO_QUADRANTS.map((q) => `${q} = EXCLUDED.${q}`).join(", ")}, updated_at = now()`,
      [restaurantId, req.market, ...DAFO_QUADRANTS.map((q) => dafo[q])],
    );
    await refreshDiagnosticProgress(tx, req.market, restaurantId);
  });
  return dafo;
}
