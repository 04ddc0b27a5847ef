import { Router, type Request } from "express";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { idField, rawField, textField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import { refreshDiagnosticProgress } from "../models/diagnostic.js";
import { userHasRestaurant } from "../models/restaurants.js";
import type { RouteDeps } from "./deps.js";

/** The five comparison features, each 1 to 5 stars (spec 2 §3). */
const FEATURES = ["service", "relation", "innovation", "ambient", "promotion"] as const;
type Feature = (typeof FEATURES)[number];
type Stars = Record<Feature, number | null>;
const INTENSITY_KEYS = ["type0", "type1", "type2", "type3", "type4", "type5"] as const;
const DAFO_QUADRANTS = ["strengths", "weaknesses", "opportunities", "threats"] as const;
/** Longest custom brand name and DAFO quadrant the catalogue keeps. */
const BRAND_NAME_MAX = 60;
const DAFO_MAX = 2000;

/** A JSON form field (refusal `<name>` when it is not valid JSON); undefined when empty. */
function jsonField(req: Request, name: string): unknown {
  const text = rawField(req, name).trim();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Refusal(name);
  }
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

const numberColumn = (column: string) => `${column}::float8 AS ${column}`;

/**
 * Area `diagnostic` (spec 2 §7 "Diagnostic"): ES only (refusal `market` in PT), on the session user's own
 * restaurants (refusal `restaurant`). Every write runs in one transaction and leaves the same state when repeated,
 * then refreshes the restaurant's `diagnostic_progress` row (the home's summary).
 */
export function diagnosticRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  const esOnly = (req: Request) => {
    if (req.market !== "ES") throw new Refusal("market");
  };
  /** The restaurant named by `field` (or the path's id) when it is one of the user's; refusal `restaurant` otherwise. */
  const ownRestaurant = async (req: Request, field = "restaurant_id", value?: string): Promise<number> => {
    esOnly(req);
    const id = value !== undefined ? (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined) : idField(req, field);
    if (id === undefined || !(await userHasRestaurant(db, req.market, sessionOf(req).userId, id))) throw new Refusal("restaurant");
    return id;
  };

  const chosenBrands = (tx: Db, restaurantId: number) =>
    tx.query(
      `SELECT c.id, b.id AS brand_id, b.name, b.type, c.status, b.custom
         FROM restaurant_competitors c JOIN competitor_brands b ON b.id = c.brand_id
        WHERE c.restaurant_id = $1 ORDER BY b.type, b.name, b.id`,
      [restaurantId],
    );
  /** The brands a restaurant may choose: the market's catalogue and its own custom brands. */
  const visibleBrand = `market = $1 AND (restaurant_id IS NULL OR restaurant_id = $2)`;

  /** The restaurant's chosen competitor brands: id (for remove), brand_id, name, type, status (2 compared), custom. */
  router.post("/restaurant/competence", requireSession, async (req, res) => {
    ok(res, await chosenBrands(db, await ownRestaurant(req)));
  });

  /** The brand catalogue the restaurant may choose from (the autocomplete): the market's brands and its own custom ones. */
  router.post("/competence", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    ok(
      res,
      await db.query(`SELECT id AS brand_id, name, type, custom FROM competitor_brands WHERE ${visibleBrand} ORDER BY type, name, id`, [
        req.market,
        id,
      ]),
    );
  });

  /** The restaurant's intensity per category: { type0..type5 }, each null (empty), 1 high, 2 medium or 3 low. */
  router.post("/restaurant/competence/data", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    const [row] = await db.query(`SELECT ${INTENSITY_KEYS.join(", ")} FROM restaurant_competence_intensity WHERE restaurant_id = $1`, [id]);
    ok(res, row ?? Object.fromEntries(INTENSITY_KEYS.map((key) => [key, null])));
  });

  /** The comparison: { mcd: stars, rest1..rest3: { brand_id, name, type, ...stars } | null }. */
  router.post("/restaurant/comparation", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    const rows = await db.query<Stars & { position: number; brand_id: number | null; name: string | null; type: number | null }>(
      `SELECT p.position, p.brand_id, b.name, b.type, ${FEATURES.map((f) => `p.${f}`).join(", ")}
         FROM competitor_comparisons p LEFT JOIN competitor_brands b ON b.id = p.brand_id
        WHERE p.restaurant_id = $1 ORDER BY p.position`,
      [id],
    );
    const at = (position: number) => rows.find((row) => row.position === position);
    const featuresOf = (row: Stars | undefined) => Object.fromEntries(FEATURES.map((f) => [f, row?.[f] ?? null]));
    const rest = (position: number) => {
      const row = at(position);
      return row ? { brand_id: row.brand_id, name: row.name, type: row.type, ...featuresOf(row) } : null;
    };
    ok(res, { mcd: featuresOf(at(0)), rest1: rest(1), rest2: rest(2), rest3: rest(3) });
  });

  const momentsOf = (id: number, period: "week" | "weekend") =>
    db.query(
      `SELECT name, ${numberColumn("sales")}, ${numberColumn("gcs")} FROM diagnostic_moments
        WHERE restaurant_id = $1 AND period = $2 ORDER BY position, name`,
      [id, period],
    );

  /** Moments of day, Monday–Thursday: [{ name, sales, gcs }] (percent change; null = missing). */
  router.post("/restaurant/sales", requireSession, async (req, res) => {
    ok(res, await momentsOf(await ownRestaurant(req, "id"), "week"));
  });

  /** Moments of day, Friday–Sunday: [{ name, sales, gcs }]. */
  router.get("/restaurant/moments/:id", requireSession, async (req, res) => {
    ok(res, await momentsOf(await ownRestaurant(req, "id", String(req.params.id)), "weekend"));
  });

  /** Product mix: [{ type, description, value }] (percent change; null = missing), every stored type (VARIOS too). */
  router.get("/restaurant/pmix/:id", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, "id", String(req.params.id));
    ok(res, await db.query(`SELECT type, description, ${numberColumn("value")} FROM diagnostic_pmix WHERE restaurant_id = $1 ORDER BY type`, [id]));
  });

  /** Consumption: { "<restaurant id>": { "1".."7": percent }, nacional: { ... } }; the restaurant's key only with data. */
  router.post("/restaurant/consume", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, "id");
    const [own, national] = await Promise.all([
      db.query<{ position: number; value: number }>(
        `SELECT position, ${numberColumn("value")} FROM diagnostic_consumption WHERE restaurant_id = $1 ORDER BY position`,
        [id],
      ),
      db.query<{ position: number; value: number }>(
        `SELECT position, ${numberColumn("value")} FROM diagnostic_consumption_national WHERE market = $1 ORDER BY position`,
        [req.market],
      ),
    ]);
    const series = (rows: Array<{ position: number; value: number }>) => Object.fromEntries(rows.map((row) => [String(row.position), row.value]));
    ok(res, { ...(own.length > 0 ? { [String(id)]: series(own) } : {}), nacional: series(national) });
  });

  /**
   * The restaurant's environment (designed here): its population (province and catchment habitants), the cluster
   * catalogue with the restaurant's share of each chosen one, and its DAFO.
   */
  router.post("/restaurant/cluster", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    const [[population], clusters, [dafo]] = await Promise.all([
      db.query(
        `SELECT p.name AS province, p.habitants AS province_habitants,
                (r.habitants->>'1km')::int AS habitants_1km, (r.habitants->>'3km')::int AS habitants_3km
           FROM restaurants r LEFT JOIN provinces p ON p.id = r.province_id WHERE r.id = $1`,
        [id],
      ),
      db.query(
        `SELECT c.id, c.code, k.share, (k.cluster_id IS NOT NULL) AS chosen
           FROM diagnostic_clusters c LEFT JOIN restaurant_clusters k ON k.cluster_id = c.id AND k.restaurant_id = $2
          WHERE c.market = $1 ORDER BY c.pos, c.id`,
        [req.market, id],
      ),
      db.query(`SELECT ${DAFO_QUADRANTS.join(", ")} FROM diagnostic_dafo WHERE restaurant_id = $1`, [id]),
    ]);
    ok(res, { population, clusters, dafo: dafo ?? Object.fromEntries(DAFO_QUADRANTS.map((q) => [q, ""])) });
  });

  /** The admin's description per section: [{ section, description }]. */
  router.post("/diagnostic/descriptions", requireSession, async (req, res) => {
    esOnly(req);
    ok(res, await db.query("SELECT section, description FROM diagnostic_descriptions WHERE market = $1 ORDER BY section", [req.market]));
  });

  /**
   * Creates a custom brand of the restaurant: name (stored in uppercase; refusal `name` when empty or longer than 60),
   * type 0..5 (refusal `type`). The same name in the same category answers the existing brand (safe to retry).
   */
  router.post("/restaurant/competence/add", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    const name = textField(req, "name").toLocaleUpperCase("es");
    if (!name || name.length > BRAND_NAME_MAX) throw new Refusal("name");
    const typeText = textField(req, "type");
    if (!/^[0-5]$/.test(typeText)) throw new Refusal("type");
    const type = Number(typeText);
    const brand = await db.transaction(async (tx) => {
      const [existing] = await tx.query(
        `SELECT id AS brand_id, name, type, custom FROM competitor_brands WHERE ${visibleBrand} AND type = $3 AND upper(name) = $4`,
        [req.market, id, type, name],
      );
      if (existing) return existing;
      const [created] = await tx.query(
        `INSERT INTO competitor_brands (market, name, type, custom, restaurant_id, created_by) VALUES ($1, $2, $3, 1, $4, $5)
         RETURNING id AS brand_id, name, type, custom`,
        [req.market, name, type, id, sessionOf(req).userId],
      );
      return created;
    });
    ok(res, brand);
  });

  /**
   * Saves the competition: competence (JSON list of brand ids, the whole chosen set: others are removed) and intensity
   * (JSON { type0..type5: "" | 1 | 2 | 3 }). Refusals: `competence` (not a list of brands the restaurant may choose),
   * `intensity`. Answers the chosen brands.
   */
  router.post("/restaurant/competence/update", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    const competence = jsonField(req, "competence") ?? [];
    if (!Array.isArray(competence) || competence.some((value) => !Number.isInteger(Number(value)) || Number(value) <= 0)) {
      throw new Refusal("competence");
    }
    const brandIds = [...new Set(competence.map(Number))];
    const intensityValue = jsonField(req, "intensity") ?? {};
    if (typeof intensityValue !== "object" || intensityValue === null || Array.isArray(intensityValue)) throw new Refusal("intensity");
    const intensity = INTENSITY_KEYS.map((key) => {
      const value = (intensityValue as Record<string, unknown>)[key];
      if (value === undefined || value === null || value === "") return null;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 3) throw new Refusal("intensity");
      return n;
    });
    const chosen = await db.transaction(async (tx) => {
      if (brandIds.length > 0) {
        const visible = await tx.query(`SELECT id FROM competitor_brands WHERE ${visibleBrand} AND id = ANY($3::int[])`, [req.market, id, brandIds]);
        if (visible.length !== brandIds.length) throw new Refusal("competence");
      }
      await tx.query("DELETE FROM restaurant_competitors WHERE restaurant_id = $1 AND NOT (brand_id = ANY($2::int[]))", [id, brandIds]);
      await tx.query("DELETE FROM competitor_comparisons WHERE restaurant_id = $1 AND position > 0 AND NOT (brand_id = ANY($2::int[]))", [
        id,
        brandIds,
      ]);
      await tx.query(
        `INSERT INTO restaurant_competitors (market, restaurant_id, brand_id) SELECT $1, $2, unnest($3::int[])
         ON CONFLICT (restaurant_id, brand_id) DO NOTHING`,
        [req.market, id, brandIds],
      );
      await tx.query(
        `INSERT INTO restaurant_competence_intensity (restaurant_id, market, ${INTENSITY_KEYS.join(", ")}, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
         ON CONFLICT (restaurant_id) DO UPDATE SET ${INTENSITY_KEYS.map((key) => `${key} = EXCLUDED.${key}`).join(", ")}, updated_at = now()`,
        [id, req.market, ...intensity],
      );
      await refreshDiagnosticProgress(tx, req.market, id);
      return chosenBrands(tx, id);
    });
    ok(res, chosen);
  });

  /** Removes one chosen brand (the id of restaurant/competence) and its comparison row. Refusal `not_found` when gone. */
  router.get("/restaurant/competence/remove/:id", requireSession, async (req, res) => {
    esOnly(req);
    const rowId = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : 0;
    const [row] = await db.query<{ restaurant_id: number; brand_id: number }>(
      "SELECT restaurant_id, brand_id FROM restaurant_competitors WHERE id = $1 AND market = $2",
      [rowId, req.market],
    );
    if (!row) throw new Refusal("not_found");
    if (!(await userHasRestaurant(db, req.market, sessionOf(req).userId, row.restaurant_id))) throw new Refusal("restaurant");
    await db.transaction(async (tx) => {
      await tx.query("DELETE FROM restaurant_competitors WHERE id = $1", [rowId]);
      await tx.query("DELETE FROM competitor_comparisons WHERE restaurant_id = $1 AND brand_id = $2", [row.restaurant_id, row.brand_id]);
      await refreshDiagnosticProgress(tx, req.market, row.restaurant_id);
    });
    ok(res, true);
  });

  /**
   * Saves the comparison: mcd (JSON stars of the own brand), rest1..rest3 (JSON { brand_id, ...stars }, or empty):
   * each a chosen brand of the restaurant, no brand twice (refusal `rest<n>`); stars 1..5 or empty (refusal the field).
   * Compared brands get status 2, the other chosen ones 1. Answers the comparison as restaurant/comparation does.
   */
  router.post("/restaurant/comparation/update", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    const mcd = starsOf(jsonField(req, "mcd"), "mcd");
    const rests: Array<{ position: number; brandId: number; stars: Stars }> = [];
    for (const position of [1, 2, 3]) {
      const field = `rest${position}`;
      const value = jsonField(req, field);
      if (value === undefined || value === null) continue;
      if (typeof value !== "object" || Array.isArray(value)) throw new Refusal(field);
      const brandId = Number((value as Record<string, unknown>).brand_id);
      if (!Number.isInteger(brandId) || brandId <= 0 || rests.some((rest) => rest.brandId === brandId)) throw new Refusal(field);
      rests.push({ position, brandId, stars: starsOf(value, field) });
    }
    await db.transaction(async (tx) => {
      const chosen = new Set(
        (await tx.query<{ brand_id: number }>("SELECT brand_id FROM restaurant_competitors WHERE restaurant_id = $1", [id])).map((r) => r.brand_id),
      );
      const stranger = rests.find((rest) => !chosen.has(rest.brandId));
      if (stranger) throw new Refusal(`rest${stranger.position}`);
      await tx.query("DELETE FROM competitor_comparisons WHERE restaurant_id = $1", [id]);
      const rows = [{ position: 0, brandId: null as number | null, stars: mcd }, ...rests];
      for (const row of rows) {
        await tx.query(
          `INSERT INTO competitor_comparisons (restaurant_id, market, position, brand_id, ${FEATURES.join(", ")})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [id, req.market, row.position, row.brandId, ...FEATURES.map((f) => row.stars[f])],
        );
      }
      await tx.query("UPDATE restaurant_competitors SET status = CASE WHEN brand_id = ANY($2::int[]) THEN 2 ELSE 1 END WHERE restaurant_id = $1", [
        id,
        rests.map((rest) => rest.brandId),
      ]);
      await refreshDiagnosticProgress(tx, req.market, id);
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
    ok(res, { mcd, rest1: rest(1), rest2: rest(2), rest3: rest(3) });
  });

  /**
   * Saves the restaurant's clusters (designed here): clusters (JSON [{ id, share }]): ids of the market's cluster
   * catalogue, each share an integer 0..100, the shares adding up to 100 at most (refusal `clusters`). The whole set.
   */
  router.post("/restaurant/cluster/update", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
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
    await db.transaction(async (tx) => {
      if (clusters.length > 0) {
        const known = await tx.query("SELECT id FROM diagnostic_clusters WHERE market = $1 AND id = ANY($2::int[])", [
          req.market,
          clusters.map((c) => c.clusterId),
        ]);
        if (known.length !== clusters.length) throw new Refusal("clusters");
      }
      await tx.query("DELETE FROM restaurant_clusters WHERE restaurant_id = $1", [id]);
      for (const cluster of clusters) {
        await tx.query("INSERT INTO restaurant_clusters (restaurant_id, market, cluster_id, share) VALUES ($1, $2, $3, $4)", [
          id,
          req.market,
          cluster.clusterId,
          cluster.share,
        ]);
      }
      await refreshDiagnosticProgress(tx, req.market, id);
    });
    ok(
      res,
      clusters.map((c) => ({ id: c.clusterId, share: c.share })),
    );
  });

  /** Saves the DAFO (designed here): strengths, weaknesses, opportunities, threats, each text up to 2000 (refusal the field). */
  router.post("/restaurant/dafo/update", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    const dafo = Object.fromEntries(DAFO_QUADRANTS.map((q) => [q, textField(req, q)])) as Record<(typeof DAFO_QUADRANTS)[number], string>;
    for (const q of DAFO_QUADRANTS) if (dafo[q].length > DAFO_MAX) throw new Refusal(q);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO diagnostic_dafo (restaurant_id, market, ${DAFO_QUADRANTS.join(", ")}, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (restaurant_id) DO UPDATE SET ${DAFO_QUADRANTS.map((q) => `${q} = EXCLUDED.${q}`).join(", ")}, updated_at = now()`,
        [id, req.market, ...DAFO_QUADRANTS.map((q) => dafo[q])],
      );
      await refreshDiagnosticProgress(tx, req.market, id);
    });
    ok(res, dafo);
  });

  return router;
}
