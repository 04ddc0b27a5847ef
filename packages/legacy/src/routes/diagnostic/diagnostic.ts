import { Router, type Request } from "express";
import { Refusal, ok } from "../../http/answer.js";
import { idField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import { INTENSITY_KEYS, refreshDiagnosticProgress } from "../../models/diagnostic.js";
import { langOf } from "../../models/languages.js";
import { userHasRestaurant } from "../../models/restaurants.js";
import type { RouteDeps } from "../deps.js";
import { addCustomBrand, chosenBrands, FEATURES, readComparison, saveCompetition, saveComparison, VISIBLE_BRAND, type Stars } from "./competition.js";
import { environmentOf, saveClusters, saveDafo } from "./environment.js";

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

  /** The restaurant's chosen competitor brands: id (for remove), brand_id, name, type, status (2 compared), custom. */
  router.post("/restaurant/competence", requireSession, async (req, res) => {
    ok(res, await chosenBrands(db, await ownRestaurant(req)));
  });

  /** The brand catalogue the restaurant may choose from (the autocomplete): the market's brands and its own custom ones. */
  router.post("/competence", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    ok(
      res,
      await db.query(`SELECT id AS brand_id, name, type, custom FROM competitor_brands WHERE ${VISIBLE_BRAND} ORDER BY type, name, id`, [
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
    ok(res, await environmentOf(db, req.market, await ownRestaurant(req)));
  });

  /** The admin's description per section: [{ section, description }], in `lang` when given (its text, else the first language's). */
  router.post("/diagnostic/descriptions", requireSession, async (req, res) => {
    esOnly(req);
    // `lang` (optional): each section's text in that language when it has one, else the market's first language's.
    const lang = (await langOf(db, req, "all")) ?? "";
    ok(
      res,
      await db.query(
        "SELECT section, coalesce(nullif(translations->>$2, ''), description) AS description FROM diagnostic_descriptions WHERE market = $1 ORDER BY section",
        [req.market, lang],
      ),
    );
  });

  /**
   * Creates a custom brand of the restaurant: name (stored in uppercase; refusal `name` when empty or longer than 60),
   * type 0..5 (refusal `type`). The same name in the same category answers the existing brand (safe to retry).
   */
  router.post("/restaurant/competence/add", requireSession, async (req, res) => {
    const id = await ownRestaurant(req);
    ok(res, await addCustomBrand(db, req, id, sessionOf(req).userId));
  });

  /**
   * Saves the competition: competence (JSON list of brand ids, the whole chosen set: others are removed) and intensity
   * (JSON { type0..type5: "" | 1 | 2 | 3 }). Refusals: `competence` (not a list of brands the restaurant may choose),
   * `intensity`. Answers the chosen brands.
   */
  router.post("/restaurant/competence/update", requireSession, async (req, res) => {
    ok(res, await saveCompetition(db, req, await ownRestaurant(req)));
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
   * Deletes a custom brand the restaurant created (`brand_id`, `restaurant_id`), with its choice and comparison row.
   * Refusal `not_found` when it is not a custom brand of that restaurant (or is gone: a retried delete). Answers `true`.
   */
  router.post("/restaurant/competence/custom/remove", requireSession, async (req, res) => {
    esOnly(req);
    const id = await ownRestaurant(req);
    const brandId = idField(req, "brand_id");
    if (brandId === undefined) throw new Refusal("not_found");
    await db.transaction(async (tx) => {
      const removed = await tx.query(
        "DELETE FROM competitor_brands WHERE id = $1 AND market = $2 AND custom = 1 AND restaurant_id = $3 RETURNING id",
        [brandId, req.market, id],
      );
      if (removed.length === 0) throw new Refusal("not_found");
      await refreshDiagnosticProgress(tx, req.market, id);
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
    ok(res, await saveComparison(db, req.market, id, readComparison(req)));
  });

  /**
   * Saves the restaurant's clusters (designed here): clusters (JSON [{ id, share }]): ids of the market's cluster
   * catalogue, each share an integer 0..100, the shares adding up to 100 at most (refusal `clusters`). The whole set.
   */
  router.post("/restaurant/cluster/update", requireSession, async (req, res) => {
    ok(res, await saveClusters(db, req, await ownRestaurant(req)));
  });

  /** Saves the DAFO (designed here): strengths, weaknesses, opportunities, threats, each text up to 2000 (refusal the field). */
  router.post("/restaurant/dafo/update", requireSession, async (req, res) => {
    ok(res, await saveDafo(db, req, await ownRestaurant(req)));
  });

  return router;
}
