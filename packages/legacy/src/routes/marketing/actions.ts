import type { Db } from "../../db/db.js";
import { dayAs } from "../../db/sql.js";
import { Refusal } from "../../http/answer.js";
import type { Market } from "../../market.js";
import { userHasRestaurant } from "../../models/restaurants.js";
import { dayOf, jsonId, type Json } from "./fields.js";
import type { PlanOf } from "./plan.js";

const MAX_NAME = 200;
/** What an action may link to: at most this many of each. */
export const MAX_LINKS = 20;

/** An Action: `row` is the position of the priority it sits under in its restaurant's plan (null: none). */
export const ACTION_COLUMNS = `a.id, a.name, a.complete_name, a.strategy_id, a.section_id, ${dayAs("a.start_date", "start")},
  ${dayAs("a.end_date", '"end"')}, a.type, a.status, a.year`;

/** A local action's links: `{ resources: [{ id, name }], orders: [{ id, number }] }`. */
const LINKS = `json_build_object(
  'resources', coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name, r.id)
     FROM marketing_action_links l JOIN resources r ON r.id = l.resource_id WHERE l.action_id = a.id), '[]'::json),
  'orders', coalesce((SELECT json_agg(json_build_object('id', x.id, 'number', x.number) ORDER BY x.id DESC)
     FROM marketing_action_links l JOIN orders x ON x.id = l.order_id WHERE l.action_id = a.id), '[]'::json)) AS links`;

/** Local actions of a restaurant (of one year, or every year; or those of `ids`), `row` from the priority of their strategy. */
export function localActionsOf(tx: Db, market: Market, restaurantId: number, year: number | null, ids?: number[]) {
  return tx.query(
    `SELECT ${ACTION_COLUMNS}, o.status AS "row", ${LINKS}
       FROM marketing_actions a
       LEFT JOIN marketing_strategies st ON st.id = a.strategy_id
       LEFT JOIN marketing_objectives o ON o.id = st.objective_id
      WHERE a.market = $1 AND a.restaurant_id = $2 AND a.type = 2 AND ($3::int IS NULL OR a.year = $3)
        AND ($4::int[] IS NULL OR a.id = ANY($4::int[]))
      ORDER BY a.start_date, a.id`,
    [market, restaurantId, year, ids ?? null],
  );
}

/** The local action `id` of one of the restaurant's. */
const localAction = async (tx: Db, market: Market, restaurantId: number, id: number) =>
  (await localActionsOf(tx, market, restaurantId, null, [id]))[0];

/** The checked dates of an action in `year`: refusals `start_date`, `end_date` (before the start), `year_date`. */
export function datesIn(data: Json, year: number): { start: string; end: string } {
  const start = dayOf(data.start_date, "start_date");
  const end = dayOf(data.end_date, "end_date");
  if (!start) throw new Refusal("start_date");
  if (!end) throw new Refusal("end_date");
  if (end < start) throw new Refusal("end_date");
  if (start.slice(0, 4) !== String(year) || end.slice(0, 4) !== String(year)) throw new Refusal("year_date");
  return { start, end };
}

/**
 * Adds a local action (type 2, status 1) under one of the plan's strategies: `data` is `{ name, strategy_id,
 * start_date, end_date }` (the name defaults to the strategy's; the complete name is the category's and the name). The
 * same strategy and days again answer the action already there (a retried add). Refusals `strategy`, the dates',
 * `name`. Answers the Action.
 */
export async function addAction(db: Db, plan: PlanOf, lang: string, data: Json) {
  const { market, restaurantId, year } = plan;
  const strategyId = jsonId(data.strategy_id);
  const [strategy] = strategyId
    ? await db.query<{ id: number; label: string; category: string }>(
        `SELECT st.id, coalesce(st.strategy_name, cn.name) AS label, coalesce(n.name, s.url) AS category
           FROM marketing_strategies st JOIN marketing_objectives o ON o.id = st.objective_id JOIN sections s ON s.id = o.section_id
           LEFT JOIN section_names n ON n.section_id = s.id AND n.lang = $4
           LEFT JOIN section_names cn ON cn.section_id = st.section_id AND cn.lang = $4
          WHERE st.id = $1 AND st.restaurant_id = $2 AND st.year = $3`,
        [strategyId, restaurantId, year, lang],
      )
    : [];
  if (!strategy) throw new Refusal("strategy");
  const { start, end } = datesIn(data, year);
  const name = (typeof data.name === "string" ? data.name.trim() : "") || strategy.label;
  if (name.length > MAX_NAME) throw new Refusal("name");
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO marketing_actions (market, restaurant_id, name, complete_name, strategy_id, start_date, end_date, type, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 2, 1)
       ON CONFLICT (restaurant_id, strategy_id, start_date, end_date) WHERE type = 2 DO NOTHING RETURNING id`,
      [market, restaurantId, name, `${strategy.category}: ${name}`, strategy.id, start, end],
    );
    const [same] = row
      ? [row]
      : await tx.query<{ id: number }>(
          "SELECT id FROM marketing_actions WHERE restaurant_id = $1 AND strategy_id = $2 AND start_date = $3 AND end_date = $4 AND type = 2",
          [restaurantId, strategy.id, start, end],
        );
    return localAction(tx, market, restaurantId, same.id);
  });
}

/** A local action of one of the user's restaurants, as `ownAction` found it. */
export interface OwnAction {
  id: number;
  restaurant_id: number;
  year: number;
}

/** The local action `id` of one of the user's restaurants: refusal `id`, `type` for a national one, `not_found` otherwise. */
export async function ownAction(db: Db, market: Market, userId: number, id: number | undefined): Promise<OwnAction> {
  if (id === undefined) throw new Refusal("id");
  const [action] = await db.query<{ id: number; type: number; restaurant_id: number | null; year: number }>(
    "SELECT id, type, restaurant_id, year FROM marketing_actions WHERE market = $1 AND id = $2",
    [market, id],
  );
  if (!action) throw new Refusal("not_found");
  if (action.type !== 2) throw new Refusal("type");
  if (action.restaurant_id === null || !(await userHasRestaurant(db, market, userId, action.restaurant_id))) throw new Refusal("not_found");
  return { id: action.id, restaurant_id: action.restaurant_id, year: action.year };
}

/** Moves a local action to other days of its year (`data`: `{ start_date, end_date }`); refusal `duplicate` when its twin has them. */
export async function moveAction(db: Db, market: Market, action: OwnAction, data: Json) {
  const { start, end } = datesIn(data, action.year);
  const clash = await db.query(
    `SELECT 1 FROM marketing_actions a JOIN marketing_actions b ON b.restaurant_id = a.restaurant_id AND b.strategy_id = a.strategy_id
      WHERE a.id = $1 AND b.id <> a.id AND b.type = 2 AND b.start_date = $2 AND b.end_date = $3`,
    [action.id, start, end],
  );
  if (clash.length > 0) throw new Refusal("duplicate");
  await db.query("UPDATE marketing_actions SET start_date = $2, end_date = $3 WHERE id = $1", [action.id, start, end]);
  return localAction(db, market, action.restaurant_id, action.id);
}

/** What a local action of the restaurant may link to: the market's active toolkits and best practices in `lang`, its last 50 orders. */
export async function linkOptions(db: Db, market: Market, restaurantId: number, lang: string) {
  const resources = await db.query(
    `SELECT r.id, r.name, r.reference FROM resources r
       JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
      WHERE r.market = $1 AND r.lang = $2 AND r.status = 1 AND s.type IN (4, 5) ORDER BY r.name, r.id`,
    [market, lang],
  );
  const orders = await db.query(
    `SELECT id, number, ${dayAs("date", "date")} FROM orders WHERE market = $1 AND restaurant_id = $2 ORDER BY date DESC, id DESC LIMIT 50`,
    [market, restaurantId],
  );
  return { resources, orders };
}

/**
 * Replaces what a local action links to, all or nothing: active resources of the market (refusal `resources`) and its
 * restaurant's orders (refusal `orders`). Answers the Action.
 */
export async function setLinks(db: Db, market: Market, action: OwnAction, { resources, orders }: { resources: number[]; orders: number[] }) {
  const knownResources = await db.query("SELECT id FROM resources WHERE market = $1 AND status = 1 AND id = ANY($2::int[])", [market, resources]);
  if (knownResources.length !== resources.length) throw new Refusal("resources");
  const knownOrders = await db.query("SELECT id FROM orders WHERE market = $1 AND restaurant_id = $2 AND id = ANY($3::int[])", [
    market,
    action.restaurant_id,
    orders,
  ]);
  if (knownOrders.length !== orders.length) throw new Refusal("orders");
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM marketing_action_links WHERE action_id = $1", [action.id]);
    await tx.query(
      `INSERT INTO marketing_action_links (action_id, resource_id, order_id)
       SELECT $1::int, r, NULL::int FROM unnest($2::int[]) AS r UNION ALL SELECT $1::int, NULL::int, o FROM unnest($3::int[]) AS o`,
      [action.id, resources, orders],
    );
  });
  return localAction(db, market, action.restaurant_id, action.id);
}
