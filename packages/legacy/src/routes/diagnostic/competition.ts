import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { Refusal } from "../../http/answer.js";
import { rawField, textField } from "../../http/fields.js";
import type { Market } from "../../market.js";
import { INTENSITY_KEYS, refreshDiagnosticProgress, replaceCompetition } from "../../models/diagnostic.js";

/** The five comparison features, each 1 to 5 stars (spec 2 §3). */
export const FEATURES = ["service", "relation", "innovation", "ambient", "promotion"] as const;
type Feature = (typeof FEATURES)[number];
export type Stars = Record<Feature, number | null>;
/** Longest custom brand name the catalogue keeps. */
const BRAND_NAME_MAX = 60;

/** The brands a restaurant ($2) of the market ($1) may choose: the market's catalogue and its own custom brands. */
export const VISIBLE_BRAND = `market = $1 AND (restaurant_id IS NULL OR restaurant_id = $2)`;

/** A JSON form field (refusal `<name>` when it is not valid JSON); undefined when empty. */
export function jsonField(req: Request, name: string): unknown {
  const text = rawField(req, name).trim();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Refusal(name);
  }
}

/** The restaurant's chosen brands: id (for remove), brand_id, name, type, status (2 compared), custom. */
export function chosenBrands(tx: Db, restaurantId: number) {
  return tx.query(
    `SELECT c.id, b.id AS brand_id, b.name, b.type, c.status, b.custom
       FROM restaurant_competitors c JOIN competitor_brands b ON b.id = c.brand_id
      WHERE c.restaurant_id = $1 ORDER BY b.type, b.name, b.id`,
    [restaurantId],
  );
}

/**
 * A custom brand of the restaurant from the form: `name` (stored in uppercase; refusal `name` when empty or longer
 * than 60), `type` 0..5 (refusal `type`). The same name in the same category answers the brand it has (safe to retry).
 */
export async function addCustomBrand(db: Db, req: Request, restaurantId: number, userId: number) {
  const name = textField(req, "name").toLocaleUpperCase("es");
  if (!name || name.length > BRAND_NAME_MAX) throw new Refusal("name");
  const typeText = textField(req, "type");
  if (!/^[0-5]$/.test(typeText)) throw new Refusal("type");
  const type = Number(typeText);
  return db.transaction(async (tx) => {
    const [existing] = await tx.query(
      `SELECT id AS brand_id, name, type, custom FROM competitor_brands WHERE ${VISIBLE_BRAND} AND type = $3 AND upper(name) = $4`,
      [req.market, restaurantId, type, name],
    );
    if (existing) return existing;
    const [created] = await tx.query(
      `INSERT INTO competitor_brands (market, name, type, custom, restaurant_id, created_by) VALUES ($1, $2, $3, 1, $4, $5)
       RETURNING id AS brand_id, name, type, custom`,
      [req.market, name, type, restaurantId, userId],
    );
    return created;
  });
}

/** `competence`: a JSON list of brand ids (the whole chosen set); refusal `competence` otherwise. */
function brandIdsOf(req: Request): number[] {
  const competence = jsonField(req, "competence") ?? [];
  if (!Array.isArray(competence) || competence.some((value) => !Number.isInteger(Number(value)) || Number(value) <= 0)) {
    throw new Refusal("competence");
  }
  return [...new Set(competence.map(Number))];
}

/** `intensity`: JSON { type0..type5: "" | 1 | 2 | 3 }, one per category (null: empty); refusal `intensity` otherwise. */
function intensityOf(req: Request): Array<number | null> {
  const value = jsonField(req, "intensity") ?? {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Refusal("intensity");
  return INTENSITY_KEYS.map((key) => {
    const given = (value as Record<string, unknown>)[key];
    if (given === undefined || given === null || given === "") return null;
    const n = Number(given);
    if (!Number.isInteger(n) || n < 1 || n > 3) throw new Refusal("intensity");
    return n;
  });
}

/**
 * Saves the competition from the form (`competence`, `intensity`) in one transaction: every brand must be one the
 * restaurant may choose (refusal `competence`). Answers the chosen brands.
 */
export async function saveCompetition(db: Db, req: Request, restaurantId: number) {
  const brandIds = brandIdsOf(req);
  const intensity = intensityOf(req);
  return db.transaction(async (tx) => {
    if (brandIds.length > 0) {
      const visible = await tx.query(`SELECT id FROM competitor_brands WHERE ${VISIBLE_BRAND} AND id = ANY($3::int[])`, [
        req.market,
        restaurantId,
        brandIds,
      ]);
      if (visible.length !== brandIds.length) throw new Refusal("competence");
    }
    await replaceCompetition(tx, req.market, restaurantId, brandIds, intensity);
    return chosenBrands(tx, restaurantId);
  });
}

/** A star value: null when empty, else an integer 1..5; refusal `<field>` otherwise. */
function stars(value: unknown, field: string): number | null {
  if (value === null || value === undefined || value === "" || value === 0) return null;
  const n = typeof value === "string" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > 5) throw new Refusal(field);
  return n;
}

const starsOf = (value: unknown, field: string): Stars => {
  if (value !== undefined && (value === null || typeof value !== "object" || Array.isArray(value))) throw new Refusal(field);
  const record = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(FEATURES.map((feature) => [feature, stars(record[feature], field)])) as Stars;
};

/** A compared competitor of the form: its position 1..3, brand and stars. */
interface Rest {
  position: number;
  brandId: number;
  stars: Stars;
}

/**
 * The comparison of the form: mcd (JSON stars of the own brand), rest1..rest3 (JSON { brand_id, ...stars }, or
 * empty), no brand twice (refusal `rest<n>`); stars 1..5 or empty (refusal the field).
 */
export function readComparison(req: Request): { mcd: Stars; rests: Rest[] } {
  const mcd = starsOf(jsonField(req, "mcd"), "mcd");
  const rests: Rest[] = [];
  for (const position of [1, 2, 3]) {
    const field = `rest${position}`;
    const value = jsonField(req, field);
    if (value === undefined || value === null) continue;
    if (typeof value !== "object" || Array.isArray(value)) throw new Refusal(field);
    const brandId = Number((value as Record<string, unknown>).brand_id);
    if (!Number.isInteger(brandId) || brandId <= 0 || rests.some((rest) => rest.brandId === brandId)) throw new Refusal(field);
    rests.push({ position, brandId, stars: starsOf(value, field) });
  }
  return { mcd, rests };
}

/**
 * Saves the comparison in one transaction: each compared brand one the restaurant chose (refusal `rest<n>`); compared
 * brands get status 2, the other chosen ones 1. Answers the comparison as `restaurant/comparation` does.
 */
export async function saveComparison(db: Db, market: Market, restaurantId: number, { mcd, rests }: { mcd: Stars; rests: Rest[] }) {
  await db.transaction(async (tx) => {
    const chosen = new Set(
      (await tx.query<{ brand_id: number }>("SELECT brand_id FROM restaurant_competitors WHERE restaurant_id = $1", [restaurantId])).map(
        (r) => r.brand_id,
      ),
    );
    const stranger = rests.find((rest) => !chosen.has(rest.brandId));
    if (stranger) throw new Refusal(`rest${stranger.position}`);
    await tx.query("DELETE FROM competitor_comparisons WHERE restaurant_id = $1", [restaurantId]);
    const rows = [{ position: 0, brandId: null as number | null, stars: mcd }, ...rests];
    for (const row of rows) {
      await tx.query(
        `INSERT INTO competitor_comparisons (restaurant_id, market, position, brand_id, ${FEATURES.join(", ")})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [restaurantId, market, row.position, row.brandId, ...FEATURES.map((f) => row.stars[f])],
      );
    }
    await tx.query("UPDATE restaurant_competitors SET status = CASE WHEN brand_id = ANY($2::int[]) THEN 2 ELSE 1 END WHERE restaurant_id = $1", [
      restaurantId,
      rests.map((rest) => rest.brandId),
    ]);
    await refreshDiagnosticProgress(tx, market, restaurantId);
  });
  const brands = await db.query<{ id: number; name: string; type: number }>(
    "SELECT id, name, type FROM competitor_brands WHERE id = ANY($1::int[])",
    [rests.map((rest) => rest.brandId)],
  );
  const rest = (position: number) => {
    const found = rests.find((r) => r.position === position);
    const brand = found && brands.find((b) => b.id === found.brandId);
    return found && brand ? { brand_id: brand.id, name: brand.name, type: brand.type, ...found.stars } : null;
  };
  return { mcd, rest1: rest(1), rest2: rest(2), rest3: rest(3) };
}
