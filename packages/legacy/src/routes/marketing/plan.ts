import type { Db } from "../../db/db.js";
import { Refusal } from "../../http/answer.js";
import type { Market } from "../../market.js";
import { jsonId, oneOf, percentOf, type Json } from "./fields.js";

export const DAYPARTS = ["week", "weekend"] as const;
export const TIME_SLOTS = ["manana", "comida", "tarde", "cena", "noche", "mananatarde", "comidacena", "allday"] as const;
export const BEHAVIOURS = ["frecuencia", "ticket", "penetracion"] as const;
const MAX_PRIORITIES = 3;
const STRATEGY_SLOTS = 6;
const MAX_NAME = 200;

/** An Objective as the marketing calls answer it (README, "Marketing"). */
const OBJECTIVE_COLUMNS = `o.section_id AS id, o.id AS resobjective_id, coalesce(n.name, s.url) AS name, o.type, o.status,
  json_build_object('week', o.daypart, 'time', o.time) AS daypart, o.comportament, o.competitor,
  json_build_object('sales', o.sales::float8, 'new', o.new::float8) AS value`;
/** A Strategy as the marketing calls answer it. */
const STRATEGY_COLUMNS = `st.id, st.status, st.strategy_name, st.section_id, cn.name AS section_name, o.section_id AS objective_id,
  st.objective_id AS resobjective_id`;

/** A restaurant's plan of a year. */
export interface PlanOf {
  market: Market;
  restaurantId: number;
  year: number;
}

/** The plan's priorities with their objectives, by position, categories named in `lang`. */
export function objectivesOf(tx: Db, { market, restaurantId, year }: PlanOf, lang: string) {
  return tx.query(
    `SELECT ${OBJECTIVE_COLUMNS}
       FROM marketing_objectives o JOIN sections s ON s.id = o.section_id
       LEFT JOIN section_names n ON n.section_id = s.id AND n.lang = $2
      WHERE o.market = $1 AND o.restaurant_id = $3 AND o.year = $4 ORDER BY o.status`,
    [market, lang, restaurantId, year],
  );
}

/** The plan's strategy slots, by slot, sections named in `lang`. */
export function strategiesOf(tx: Db, { market, restaurantId, year }: PlanOf, lang: string) {
  return tx.query(
    `SELECT ${STRATEGY_COLUMNS}
       FROM marketing_strategies st JOIN marketing_objectives o ON o.id = st.objective_id
       LEFT JOIN section_names cn ON cn.section_id = st.section_id AND cn.lang = $2
      WHERE st.market = $1 AND st.restaurant_id = $3 AND st.year = $4 ORDER BY st.status`,
    [market, lang, restaurantId, year],
  );
}

/** One plan's writes at a time. */
const lockPlan = (tx: Db, { restaurantId, year }: PlanOf) =>
  tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`marketing:${restaurantId}:${year}`]);

/** A priority of `tableData`, read and checked. */
interface ObjectiveRow {
  status: number;
  sectionId: number;
  week: string | null;
  time: string | null;
  comportament: string | null;
  competitor: number | null;
  sales: number | null;
  new: number | null;
}

/** One entry of the objectives' `tableData`; refusals `tableData`, `status`, `section`, `competitor` and the fields'. */
function readObjective(entry: unknown): ObjectiveRow {
  if (!entry || typeof entry !== "object") throw new Refusal("tableData");
  const item = entry as Json;
  const daypart = (item.daypart && typeof item.daypart === "object" ? item.daypart : {}) as Json;
  const value = (item.value && typeof item.value === "object" ? item.value : {}) as Json;
  const status = jsonId(item.status);
  const sectionId = jsonId(item.id);
  if (status === undefined || status > MAX_PRIORITIES) throw new Refusal("status");
  if (sectionId === undefined) throw new Refusal("section");
  const competitor = item.competitor === null || item.competitor === undefined || item.competitor === "" ? null : jsonId(item.competitor);
  if (competitor === undefined) throw new Refusal("competitor");
  return {
    status,
    sectionId,
    week: oneOf(daypart.week, DAYPARTS, "daypart"),
    time: oneOf(daypart.time, TIME_SLOTS, "time"),
    comportament: oneOf(item.comportament, BEHAVIOURS, "comportament"),
    competitor,
    sales: percentOf(value.sales),
    new: percentOf(value.new),
  };
}

/**
 * The checked priorities of `tableData` (up to 3, distinct positions and categories; a category is an active top-level
 * national or local section; a competitor one of the restaurant's chosen brands), each with its category's type.
 */
export async function readObjectives(db: Db, plan: PlanOf, table: unknown[]): Promise<Array<ObjectiveRow & { type: number }>> {
  if (table.length > MAX_PRIORITIES) throw new Refusal("objectives");
  const rows = table.map(readObjective);
  if (new Set(rows.map((r) => r.status)).size !== rows.length) throw new Refusal("status");
  if (new Set(rows.map((r) => r.sectionId)).size !== rows.length) throw new Refusal("section");
  const categories = await db.query<{ id: number; type: number }>(
    "SELECT id, type FROM sections WHERE market = $1 AND id = ANY($2::int[]) AND type IN (1, 2) AND parent_id IS NULL AND status = 1",
    [plan.market, rows.map((r) => r.sectionId)],
  );
  if (categories.length !== rows.length) throw new Refusal("section");
  const competitors = rows.flatMap((r) => (r.competitor === null ? [] : [r.competitor]));
  if (competitors.length > 0) {
    const chosen = await db.query<{ brand_id: number }>(
      "SELECT brand_id FROM restaurant_competitors WHERE restaurant_id = $1 AND brand_id = ANY($2::int[])",
      [plan.restaurantId, competitors],
    );
    if (new Set(chosen.map((c) => c.brand_id)).size !== new Set(competitors).size) throw new Refusal("competitor");
  }
  const typeOf = new Map(categories.map((c) => [c.id, c.type]));
  return rows.map((row) => ({ ...row, type: typeOf.get(row.sectionId)! }));
}

/**
 * Replaces the plan's priorities in one transaction: positions left out, and positions whose category changed, go
 * (their strategies with them); the others are written. Answers the plan's objectives, named in `lang`.
 */
export function saveObjectives(db: Db, plan: PlanOf, lang: string, rows: Array<ObjectiveRow & { type: number }>) {
  return db.transaction(async (tx) => {
    await lockPlan(tx, plan);
    await tx.query(
      `DELETE FROM marketing_objectives o WHERE o.restaurant_id = $1 AND o.year = $2
          AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($3::jsonb) AS x(status int, section int) WHERE x.status = o.status AND x.section = o.section_id)`,
      [plan.restaurantId, plan.year, JSON.stringify(rows.map((r) => ({ status: r.status, section: r.sectionId })))],
    );
    for (const r of rows) {
      await tx.query(
        `INSERT INTO marketing_objectives (market, restaurant_id, year, section_id, type, status, daypart, time, comportament, competitor, sales, new)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (restaurant_id, year, status) DO UPDATE SET daypart = EXCLUDED.daypart, time = EXCLUDED.time,
           comportament = EXCLUDED.comportament, competitor = EXCLUDED.competitor, sales = EXCLUDED.sales, new = EXCLUDED.new, updated_at = now()`,
        [plan.market, plan.restaurantId, plan.year, r.sectionId, r.type, r.status, r.week, r.time, r.comportament, r.competitor, r.sales, r.new],
      );
    }
    return objectivesOf(tx, plan, lang);
  });
}

/** A strategy slot: the priority it belongs to and either its text (local) or its section (national). */
interface StrategySlot {
  objective: number;
  name: string | null;
  section: number | null;
}

/**
 * The checked slots of the strategies' `tableData`: `{ status: 1..6, section_id }` (a child of a national priority's
 * category) or `{ status, strategy_name }` (a local priority's text); slots 2p-1 and 2p belong to the priority at
 * position p; an empty entry is left out. Refusals `strategies`, `tableData`, `status`, `objective`, `strategy_name`,
 * `section`.
 */
export async function readStrategies(db: Db, plan: PlanOf, table: unknown[]): Promise<Map<number, StrategySlot>> {
  if (table.length > STRATEGY_SLOTS) throw new Refusal("strategies");
  const objectives = await db.query<{ id: number; status: number; type: number; section_id: number }>(
    "SELECT id, status, type, section_id FROM marketing_objectives WHERE restaurant_id = $1 AND year = $2",
    [plan.restaurantId, plan.year],
  );
  const slots = new Map<number, StrategySlot>();
  for (const entry of table) {
    if (!entry || typeof entry !== "object") throw new Refusal("tableData");
    const item = entry as Json;
    const status = jsonId(item.status);
    if (status === undefined || status > STRATEGY_SLOTS || slots.has(status)) throw new Refusal("status");
    const objective = objectives.find((o) => o.status === Math.ceil(status / 2));
    const name = typeof item.strategy_name === "string" ? item.strategy_name.trim() : "";
    const section = jsonId(item.section_id);
    if (!name && section === undefined) continue;
    if (!objective) throw new Refusal("objective");
    if (objective.type === 2) {
      if (!name || name.length > MAX_NAME) throw new Refusal("strategy_name");
      slots.set(status, { objective: objective.id, name, section: null });
      continue;
    }
    const [child] = section
      ? await db.query("SELECT 1 FROM sections WHERE market = $1 AND id = $2 AND parent_id = $3 AND status = 1", [
          plan.market,
          section,
          objective.section_id,
        ])
      : [];
    if (!child) throw new Refusal("section");
    slots.set(status, { objective: objective.id, name: null, section: section! });
  }
  return slots;
}

/** Replaces the plan's strategy slots in one transaction (slots left out are cleared). Answers the plan's strategies. */
export function saveStrategies(db: Db, plan: PlanOf, lang: string, slots: Map<number, StrategySlot>) {
  return db.transaction(async (tx) => {
    await lockPlan(tx, plan);
    await tx.query("DELETE FROM marketing_strategies WHERE restaurant_id = $1 AND year = $2 AND NOT (status = ANY($3::int[]))", [
      plan.restaurantId,
      plan.year,
      [...slots.keys()],
    ]);
    for (const [status, slot] of slots) {
      await tx.query(
        `INSERT INTO marketing_strategies (market, restaurant_id, year, objective_id, status, strategy_name, section_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (restaurant_id, year, status) DO UPDATE
           SET objective_id = EXCLUDED.objective_id, strategy_name = EXCLUDED.strategy_name, section_id = EXCLUDED.section_id`,
        [plan.market, plan.restaurantId, plan.year, slot.objective, status, slot.name, slot.section],
      );
    }
    return strategiesOf(tx, plan, lang);
  });
}
