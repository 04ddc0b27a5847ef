import type { Db } from "../../db/db.js";
import type { Market } from "../../market.js";
import { INTENSITY_KEYS, refreshDiagnosticProgress } from "../../models/diagnostic.js";
import { unique } from "./unique.js";

type Restaurant = { id: number; market: Market };

export interface CreatedBrand {
  id: number;
  name: string;
  type: number;
  custom: 0 | 1;
}

/**
 * A competitor brand: a restaurant's own (custom, in uppercase, seen by that restaurant only) when `restaurant` is
 * given, else one of the market's catalogue (every restaurant of the market sees it). Category `type` 0–5 (1 direct).
 */
export async function createBrand(
  db: Db,
  fields: { market: Market; name?: string; type?: number; restaurant?: { id: number } },
): Promise<CreatedBrand> {
  const custom = fields.restaurant ? 1 : 0;
  const name = (fields.name ?? `Test brand ${unique()}`).toLocaleUpperCase("es");
  const type = fields.type ?? 1;
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO competitor_brands (market, name, type, custom, restaurant_id) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [fields.market, name, type, custom, fields.restaurant?.id ?? null],
  );
  return { id: row.id, name, type, custom };
}

/**
 * A brand a restaurant chose as its competitor (`restaurant/competence` lists it): `brand` a brand's id (a catalogue
 * one, or its own), or a new custom brand of the restaurant by default. `status` 2: compared in the comparison table
 * (give it its `comparison` row with `createDiagnostic`).
 */
export async function createCompetitor(
  db: Db,
  fields: { restaurant: Restaurant; brand?: number; status?: 1 | 2 },
): Promise<{ id: number; brandId: number }> {
  const brandId = fields.brand ?? (await createBrand(db, { market: fields.restaurant.market, restaurant: fields.restaurant })).id;
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO restaurant_competitors (market, restaurant_id, brand_id, status) VALUES ($1, $2, $3, $4) RETURNING id",
    [fields.restaurant.market, fields.restaurant.id, brandId, fields.status ?? 1],
  );
  await refreshDiagnosticProgress(db, fields.restaurant.market, fields.restaurant.id);
  return { id: row.id, brandId };
}

/** Stars of the comparison's five features (1–5, null: not rated). */
export type FeatureStars = Record<"service" | "relation" | "innovation" | "ambient" | "promotion", number | null>;

/** The parts of a restaurant's diagnostic a test gives: each one is written as the diagnostic's screens or the admin import store it. */
export interface DiagnosticFields {
  restaurant: Restaurant;
  /** `{ type0..type5 }`, each 1 high, 2 medium, 3 low or null. */
  intensity?: Partial<Record<(typeof INTENSITY_KEYS)[number], number | null>>;
  /** The own brand's stars (position 0) and the compared brands' (positions 1–3, chosen ones: see `createCompetitor`). */
  comparison?: { mcd: FeatureStars; rests?: Array<{ brand: number; stars: FeatureStars }> };
  /** Catalogue clusters (by code) and the restaurant's share of each. */
  clusters?: Array<{ code: string; share: number }>;
  dafo?: Partial<Record<"strengths" | "weaknesses" | "opportunities" | "threats", string>>;
  /** Sales by moment of day, Monday–Thursday (`week`) and Friday–Sunday (`weekend`), in order. */
  moments?: Partial<Record<"week" | "weekend", Array<{ name: string; sales: number | null; gcs: number | null }>>>;
  pmix?: Array<{ type: string; value: number | null; description?: string | null }>;
  /** The restaurant's consumption profile: values of positions 1–7 (null: none). */
  consumption?: Array<number | null>;
}

const FEATURES = ["service", "relation", "innovation", "ambient", "promotion"] as const;

/** Writes the given parts of a restaurant's diagnostic, then its progress row (the home's summary) follows. */
export async function createDiagnostic(db: Db, fields: DiagnosticFields): Promise<void> {
  const { id, market } = fields.restaurant;
  await db.transaction(async (tx) => {
    if (fields.intensity) {
      await tx.query(
        `INSERT INTO restaurant_competence_intensity (restaurant_id, market, ${INTENSITY_KEYS.join(", ")}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, market, ...INTENSITY_KEYS.map((key) => fields.intensity?.[key] ?? null)],
      );
    }
    const compared = fields.comparison ? [{ brand: null as number | null, stars: fields.comparison.mcd }, ...(fields.comparison.rests ?? [])] : [];
    for (const [position, row] of compared.entries())
      await tx.query(
        `INSERT INTO competitor_comparisons (restaurant_id, market, position, brand_id, ${FEATURES.join(", ")}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, market, position, row.brand, ...FEATURES.map((f) => row.stars[f])],
      );
    for (const cluster of fields.clusters ?? [])
      await tx.query(
        `INSERT INTO restaurant_clusters (restaurant_id, market, cluster_id, share)
         SELECT $1, $2, c.id, $4 FROM diagnostic_clusters c WHERE c.market = $2 AND c.code = $3`,
        [id, market, cluster.code, cluster.share],
      );
    if (fields.dafo) {
      const { strengths = "", weaknesses = "", opportunities = "", threats = "" } = fields.dafo;
      await tx.query(
        "INSERT INTO diagnostic_dafo (restaurant_id, market, strengths, weaknesses, opportunities, threats) VALUES ($1, $2, $3, $4, $5, $6)",
        [id, market, strengths, weaknesses, opportunities, threats],
      );
    }
    for (const period of ["week", "weekend"] as const)
      for (const [position, moment] of (fields.moments?.[period] ?? []).entries())
        await tx.query(
          "INSERT INTO diagnostic_moments (restaurant_id, market, period, position, name, sales, gcs) VALUES ($1, $2, $3, $4, $5, $6, $7)",
          [id, market, period, position + 1, moment.name, moment.sales, moment.gcs],
        );
    for (const row of fields.pmix ?? [])
      await tx.query("INSERT INTO diagnostic_pmix (restaurant_id, market, type, description, value) VALUES ($1, $2, $3, $4, $5)", [
        id,
        market,
        row.type,
        row.description ?? null,
        row.value,
      ]);
    for (const [index, value] of (fields.consumption ?? []).entries())
      if (value !== null)
        await tx.query("INSERT INTO diagnostic_consumption (restaurant_id, market, position, value) VALUES ($1, $2, $3, $4)", [
          id,
          market,
          index + 1,
          value,
        ]);
    await refreshDiagnosticProgress(tx, market, id);
  });
}
