import { rm, stat, open } from "node:fs/promises";
import { Router, type Request, type RequestHandler } from "express";
import { MulterError } from "multer";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { idField, rawField, textField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import type { Market } from "../market.js";
import { langOf } from "../models/languages.js";
import { userHasRestaurant } from "../models/restaurants.js";
import type { RouteDeps } from "./deps.js";

/** Where the marketing plan's cover photo is kept in the ES folder (served at `/es/static/marketing/cover.jpg`). */
export const MARKETING_COVER = "marketing/cover.jpg";
/** The cover photo's limit. */
export const MAX_MARKETING_COVER_BYTES = 5 * 1024 * 1024;

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
/** An Action: `row` is the position of the priority it sits under in its restaurant's plan (null: none). */
const ACTION_COLUMNS = `a.id, a.name, a.complete_name, a.strategy_id, a.section_id, to_char(a.start_date, 'YYYY-MM-DD') AS start,
  to_char(a.end_date, 'YYYY-MM-DD') AS "end", a.type, a.status, a.year`;

/** A local action's links: `{ resources: [{ id, name }], orders: [{ id, number }] }`. */
const LINKS = `json_build_object(
  'resources', coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name, r.id)
     FROM marketing_action_links l JOIN resources r ON r.id = l.resource_id WHERE l.action_id = a.id), '[]'::json),
  'orders', coalesce((SELECT json_agg(json_build_object('id', x.id, 'number', x.number) ORDER BY x.id DESC)
     FROM marketing_action_links l JOIN orders x ON x.id = l.order_id WHERE l.action_id = a.id), '[]'::json)) AS links`;
/** What an action may link to: at most this many of each. */
const MAX_LINKS = 20;

type Json = Record<string, unknown>;

/** A JSON form field (`tableData`, `data`); refusal `<name>` when it is not JSON of the expected kind. */
function jsonField<T extends "array" | "object">(req: Request, name: string, kind: T): T extends "array" ? unknown[] : Json {
  let value: unknown;
  try {
    value = JSON.parse(rawField(req, name));
  } catch {
    throw new Refusal(name);
  }
  const fits = kind === "array" ? Array.isArray(value) : !!value && typeof value === "object" && !Array.isArray(value);
  if (!fits) throw new Refusal(name);
  return value as T extends "array" ? unknown[] : Json;
}

/** `year`: 2000..2100; refusal `year` otherwise. */
function yearOf(value: unknown): number {
  const text = String(value ?? "").trim();
  if (!/^\d{4}$/.test(text) || Number(text) < 2000 || Number(text) > 2100) throw new Refusal("year");
  return Number(text);
}

/** A real day YYYY-MM-DD from JSON data, or null when absent; refusal `<name>` when present and not a real day. */
function dayOf(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  const text = String(value).trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (!date || date.toISOString().slice(0, 10) !== text) throw new Refusal(name);
  return text;
}

/** One of `allowed`, or null when absent; refusal `<name>` otherwise. */
function oneOf(value: unknown, allowed: readonly string[], name: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !allowed.includes(value)) throw new Refusal(name);
  return value;
}

/** A percentage ≥ 0 (number or numeric text), or null when absent; refusal `value` otherwise. */
function percentOf(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const number = typeof value === "number" ? value : typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number) || number < 0 || number > 9_999_999) throw new Refusal("value");
  return Math.round(number * 100) / 100;
}

/** A positive integer id from JSON data, or undefined. */
function jsonId(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** The ES cover photo: JPEG by its first bytes. */
async function isJpeg(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(3);
    const { bytesRead } = await handle.read(head, 0, 3, 0);
    return bytesRead === 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  } finally {
    await handle.close();
  }
}

/**
 * Area `marketing` (spec 2 §2.2, §7 "Marketing"; ES only: PT answers the refusal `market`): a restaurant's yearly plan
 * — up to 3 priorities chosen among the national (section type 1) and local (type 2) categories, each with its
 * objective, two strategy slots per priority, and the action calendar: the market's national actions of the year and
 * the restaurant's own local ones. Only local actions are changed (their dates) or deleted.
 */
export function marketingRoutes({ db, guards, storage, upload }: RouteDeps): Router {
  const router = Router();
  const { requireSession, requireAdmin } = guards;

  const esOnly: RequestHandler = (req, _res, next) => (req.market === "ES" ? next() : next(new Refusal("market")));

  /** A restaurant of the session user: `restaurant_id` (or, when `fallbackToFavourite`, the user's favourite); refusal `restaurant`. */
  const ownRestaurant = async (req: Request, fallbackToFavourite = false): Promise<number> => {
    const { userId } = sessionOf(req);
    let id = idField(req, "restaurant_id");
    if (id === undefined && fallbackToFavourite && !textField(req, "restaurant_id")) {
      const [user] = await db.query<{ favorite: number | null }>("SELECT favorite FROM users WHERE market = $1 AND id = $2", [req.market, userId]);
      id = user?.favorite ?? undefined;
    }
    if (id === undefined || !(await userHasRestaurant(db, req.market, userId, id))) throw new Refusal("restaurant");
    return id;
  };

  const objectivesOf = (tx: Db, market: Market, lang: string, restaurantId: number, year: number) =>
    tx.query(
      `SELECT ${OBJECTIVE_COLUMNS}
         FROM marketing_objectives o JOIN sections s ON s.id = o.section_id
         LEFT JOIN section_names n ON n.section_id = s.id AND n.lang = $2
        WHERE o.market = $1 AND o.restaurant_id = $3 AND o.year = $4 ORDER BY o.status`,
      [market, lang, restaurantId, year],
    );

  const strategiesOf = (tx: Db, market: Market, lang: string, restaurantId: number, year: number) =>
    tx.query(
      `SELECT ${STRATEGY_COLUMNS}
         FROM marketing_strategies st JOIN marketing_objectives o ON o.id = st.objective_id
         LEFT JOIN section_names cn ON cn.section_id = st.section_id AND cn.lang = $2
        WHERE st.market = $1 AND st.restaurant_id = $3 AND st.year = $4 ORDER BY st.status`,
      [market, lang, restaurantId, year],
    );

  /** Local actions of a restaurant (of one year, or every year), `row` from the priority of their strategy. */
  const localActionsOf = (tx: Db, market: Market, restaurantId: number, year: number | null, ids?: number[]) =>
    tx.query(
      `SELECT ${ACTION_COLUMNS}, o.status AS "row", ${LINKS}
         FROM marketing_actions a
         LEFT JOIN marketing_strategies st ON st.id = a.strategy_id
         LEFT JOIN marketing_objectives o ON o.id = st.objective_id
        WHERE a.market = $1 AND a.restaurant_id = $2 AND a.type = 2 AND ($3::int IS NULL OR a.year = $3)
          AND ($4::int[] IS NULL OR a.id = ANY($4::int[]))
        ORDER BY a.start_date, a.id`,
      [market, restaurantId, year, ids ?? null],
    );

  const coverOf = async (market: Market) => {
    const info = await stat(storage.pathOf(market, MARKETING_COVER)).catch(() => null);
    return info?.isFile() ? { image: MARKETING_COVER, image_date: info.mtime.toISOString() } : { image: null, image_date: null };
  };

  /** The restaurant's plan of a year: cover photo, objectives, strategies and local actions. */
  router.post("/restaurant/marketing", requireSession, esOnly, async (req, res) => {
    const restaurantId = await ownRestaurant(req);
    const year = yearOf(textField(req, "year"));
    const lang = (await langOf(db, req, "default")) as string;
    const [objectives, strategies, actions] = [
      await objectivesOf(db, req.market, lang, restaurantId, year),
      await strategiesOf(db, req.market, lang, restaurantId, year),
      await localActionsOf(db, req.market, restaurantId, year),
    ];
    ok(res, { restaurant_id: restaurantId, year, ...(await coverOf(req.market)), objectives, strategies, actions });
  });

  router.post("/restaurant/objectives", requireSession, esOnly, async (req, res) => {
    const year = yearOf(textField(req, "year"));
    const restaurantId = await ownRestaurant(req, true);
    ok(res, await objectivesOf(db, req.market, (await langOf(db, req, "default")) as string, restaurantId, year));
  });

  router.post("/restaurant/strategies", requireSession, esOnly, async (req, res) => {
    const year = yearOf(textField(req, "year"));
    const restaurantId = await ownRestaurant(req, true);
    ok(res, await strategiesOf(db, req.market, (await langOf(db, req, "default")) as string, restaurantId, year));
  });

  /** The market's national actions of a year, `row` left to the plan that shows them (the priority of their category). */
  router.get("/restaurant/actions/:year", requireSession, esOnly, async (req, res) => {
    const year = yearOf(req.params.year);
    ok(
      res,
      await db.query(
        `SELECT ${ACTION_COLUMNS}, coalesce(p.parent_id, a.section_id) AS category_id
           FROM marketing_actions a LEFT JOIN sections p ON p.id = a.section_id
          WHERE a.market = $1 AND a.type = 1 AND a.restaurant_id IS NULL AND a.year = $2
          ORDER BY a.start_date, a.id`,
        [req.market, year],
      ),
    );
  });

  /**
   * Replaces the restaurant's priorities of the year (all or nothing): `tableData` lists up to 3 objectives
   * `{ id: category, status: 1..3, daypart: { week, time }, comportament, competitor, value: { sales, new } }`. A
   * position left out is cleared with its strategies; a position whose category changes loses its strategies.
   */
  router.post("/restaurant/objectives/update", requireSession, esOnly, async (req, res) => {
    const restaurantId = await ownRestaurant(req);
    const year = yearOf(textField(req, "year"));
    const table = jsonField(req, "tableData", "array");
    if (table.length > MAX_PRIORITIES) throw new Refusal("objectives");
    const rows = table.map((entry) => {
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
    });
    if (new Set(rows.map((r) => r.status)).size !== rows.length) throw new Refusal("status");
    if (new Set(rows.map((r) => r.sectionId)).size !== rows.length) throw new Refusal("section");
    const categories = await db.query<{ id: number; type: number }>(
      "SELECT id, type FROM sections WHERE market = $1 AND id = ANY($2::int[]) AND type IN (1, 2) AND parent_id IS NULL AND status = 1",
      [req.market, rows.map((r) => r.sectionId)],
    );
    if (categories.length !== rows.length) throw new Refusal("section");
    const competitors = rows.flatMap((r) => (r.competitor === null ? [] : [r.competitor]));
    if (competitors.length > 0) {
      const chosen = await db.query<{ brand_id: number }>(
        "SELECT brand_id FROM restaurant_competitors WHERE restaurant_id = $1 AND brand_id = ANY($2::int[])",
        [restaurantId, competitors],
      );
      if (new Set(chosen.map((c) => c.brand_id)).size !== new Set(competitors).size) throw new Refusal("competitor");
    }
    const typeOf = new Map(categories.map((c) => [c.id, c.type]));
    const lang = (await langOf(db, req, "default")) as string;
    const saved = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`marketing:${restaurantId}:${year}`]);
      // Positions left out, and positions whose category changed, go (their strategies with them).
      await tx.query(
        `DELETE FROM marketing_objectives o WHERE o.restaurant_id = $1 AND o.year = $2
            AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($3::jsonb) AS x(status int, section int) WHERE x.status = o.status AND x.section = o.section_id)`,
        [restaurantId, year, JSON.stringify(rows.map((r) => ({ status: r.status, section: r.sectionId })))],
      );
      for (const r of rows) {
        await tx.query(
          `INSERT INTO marketing_objectives (market, restaurant_id, year, section_id, type, status, daypart, time, comportament, competitor, sales, new)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           ON CONFLICT (restaurant_id, year, status) DO UPDATE SET daypart = EXCLUDED.daypart, time = EXCLUDED.time,
             comportament = EXCLUDED.comportament, competitor = EXCLUDED.competitor, sales = EXCLUDED.sales, new = EXCLUDED.new, updated_at = now()`,
          [
            req.market,
            restaurantId,
            year,
            r.sectionId,
            typeOf.get(r.sectionId),
            r.status,
            r.week,
            r.time,
            r.comportament,
            r.competitor,
            r.sales,
            r.new,
          ],
        );
      }
      return objectivesOf(tx, req.market, lang, restaurantId, year);
    });
    ok(res, saved);
  });

  /**
   * Replaces the restaurant's strategy slots of the year (all or nothing): `tableData` lists
   * `{ status: 1..6, section_id }` (a child of a national priority's category) or `{ status, strategy_name }` (a local
   * priority's text); slots 2p-1 and 2p belong to the priority at position p. Slots left out (or empty) are cleared.
   */
  router.post("/restaurant/strategies/update", requireSession, esOnly, async (req, res) => {
    const restaurantId = await ownRestaurant(req);
    const year = yearOf(textField(req, "year"));
    const table = jsonField(req, "tableData", "array");
    if (table.length > STRATEGY_SLOTS) throw new Refusal("strategies");
    const objectives = await db.query<{ id: number; status: number; type: number; section_id: number }>(
      "SELECT id, status, type, section_id FROM marketing_objectives WHERE restaurant_id = $1 AND year = $2",
      [restaurantId, year],
    );
    const slots = new Map<number, { objective: number; name: string | null; section: number | null }>();
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
      } else {
        const [child] = section
          ? await db.query("SELECT 1 FROM sections WHERE market = $1 AND id = $2 AND parent_id = $3 AND status = 1", [
              req.market,
              section,
              objective.section_id,
            ])
          : [];
        if (!child) throw new Refusal("section");
        slots.set(status, { objective: objective.id, name: null, section: section! });
      }
    }
    const lang = (await langOf(db, req, "default")) as string;
    const saved = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`marketing:${restaurantId}:${year}`]);
      await tx.query("DELETE FROM marketing_strategies WHERE restaurant_id = $1 AND year = $2 AND NOT (status = ANY($3::int[]))", [
        restaurantId,
        year,
        [...slots.keys()],
      ]);
      for (const [status, slot] of slots) {
        await tx.query(
          `INSERT INTO marketing_strategies (market, restaurant_id, year, objective_id, status, strategy_name, section_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (restaurant_id, year, status) DO UPDATE
             SET objective_id = EXCLUDED.objective_id, strategy_name = EXCLUDED.strategy_name, section_id = EXCLUDED.section_id`,
          [req.market, restaurantId, year, slot.objective, status, slot.name, slot.section],
        );
      }
      return strategiesOf(tx, req.market, lang, restaurantId, year);
    });
    ok(res, saved);
  });

  /** The checked dates of an action in `year`: refusals `start_date`, `end_date` (before the start), `year_date`. */
  const datesIn = (data: Json, year: number) => {
    const start = dayOf(data.start_date, "start_date");
    const end = dayOf(data.end_date, "end_date");
    if (!start) throw new Refusal("start_date");
    if (!end) throw new Refusal("end_date");
    if (end < start) throw new Refusal("end_date");
    if (start.slice(0, 4) !== String(year) || end.slice(0, 4) !== String(year)) throw new Refusal("year_date");
    return { start, end };
  };

  /**
   * Adds a local action (type 2, status 1) under one of the restaurant's strategies of `year`: `data` is
   * `{ name, strategy_id, start_date, end_date, type, status }`. The same strategy and days again answer the action
   * already there (a retried add). Answers the Action.
   */
  router.post("/restaurant/action/add", requireSession, esOnly, async (req, res) => {
    const restaurantId = await ownRestaurant(req);
    const year = yearOf(textField(req, "year"));
    const data = jsonField(req, "data", "object");
    const strategyId = jsonId(data.strategy_id);
    const lang = (await langOf(db, req, "default")) as string;
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
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO marketing_actions (market, restaurant_id, name, complete_name, strategy_id, start_date, end_date, type, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 2, 1)
         ON CONFLICT (restaurant_id, strategy_id, start_date, end_date) WHERE type = 2 DO NOTHING RETURNING id`,
        [req.market, restaurantId, name, `${strategy.category}: ${name}`, strategy.id, start, end],
      );
      const id =
        row?.id ??
        (
          await tx.query<{ id: number }>(
            "SELECT id FROM marketing_actions WHERE restaurant_id = $1 AND strategy_id = $2 AND start_date = $3 AND end_date = $4 AND type = 2",
            [restaurantId, strategy.id, start, end],
          )
        )[0].id;
      return (await localActionsOf(tx, req.market, restaurantId, null, [id]))[0];
    });
    ok(res, saved);
  });

  /** The local action `id` of one of the user's restaurants: refusal `type` for a national one, `not_found` otherwise. */
  const ownAction = async (req: Request, id: number | undefined) => {
    if (id === undefined) throw new Refusal("id");
    const [action] = await db.query<{ id: number; type: number; restaurant_id: number | null; year: number }>(
      "SELECT id, type, restaurant_id, year FROM marketing_actions WHERE market = $1 AND id = $2",
      [req.market, id],
    );
    if (!action) throw new Refusal("not_found");
    if (action.type !== 2) throw new Refusal("type");
    if (action.restaurant_id === null || !(await userHasRestaurant(db, req.market, sessionOf(req).userId, action.restaurant_id))) {
      throw new Refusal("not_found");
    }
    return { ...action, restaurant_id: action.restaurant_id };
  };

  /** Changes a local action's days (`data`: `{ id, start_date, end_date }`, within the action's year). Answers the Action. */
  router.post("/restaurant/action/update", requireSession, esOnly, async (req, res) => {
    const data = jsonField(req, "data", "object");
    const action = await ownAction(req, jsonId(data.id));
    const { start, end } = datesIn(data, action.year);
    const clash = await db.query(
      `SELECT 1 FROM marketing_actions a JOIN marketing_actions b ON b.restaurant_id = a.restaurant_id AND b.strategy_id = a.strategy_id
        WHERE a.id = $1 AND b.id <> a.id AND b.type = 2 AND b.start_date = $2 AND b.end_date = $3`,
      [action.id, start, end],
    );
    if (clash.length > 0) throw new Refusal("duplicate");
    await db.query("UPDATE marketing_actions SET start_date = $2, end_date = $3 WHERE id = $1", [action.id, start, end]);
    ok(res, (await localActionsOf(db, req.market, action.restaurant_id, null, [action.id]))[0]);
  });

  /** Deletes a local action; `not_found` when it is gone (a retried delete). Answers `true`. */
  router.post("/restaurant/action/delete", requireSession, esOnly, async (req, res) => {
    const action = await ownAction(req, idField(req, "id"));
    await db.query("DELETE FROM marketing_actions WHERE id = $1", [action.id]);
    ok(res, true);
  });

  /** A JSON list of at most 20 positive ids (`resources`, `orders`); refusal `<name>` otherwise. */
  const idList = (req: Request, name: string): number[] => {
    const list = jsonField(req, name, "array");
    const ids = list.map(jsonId);
    if (ids.length > MAX_LINKS || ids.some((id) => id === undefined)) throw new Refusal(name);
    return [...new Set(ids as number[])];
  };

  /**
   * What a local action may link to (designed): the market's active toolkits and best practices in `lang`, and the
   * restaurant's orders (newest first, at most 50). Answers `{ resources: [{ id, name, reference }], orders: [{ id, number, date }] }`.
   */
  router.post("/restaurant/action/links/options", requireSession, esOnly, async (req, res) => {
    const restaurantId = await ownRestaurant(req);
    const lang = (await langOf(db, req, "default")) as string;
    const resources = await db.query(
      `SELECT r.id, r.name, r.reference FROM resources r
         JOIN resource_sections rs ON rs.resource_id = r.id AND rs.pos = 0 JOIN sections s ON s.id = rs.section_id
        WHERE r.market = $1 AND r.lang = $2 AND r.status = 1 AND s.type IN (4, 5) ORDER BY r.name, r.id`,
      [req.market, lang],
    );
    const orders = await db.query(
      `SELECT id, number, to_char(date, 'YYYY-MM-DD') AS date FROM orders WHERE market = $1 AND restaurant_id = $2 ORDER BY date DESC, id DESC LIMIT 50`,
      [req.market, restaurantId],
    );
    ok(res, { resources, orders });
  });

  /**
   * Sets what a local action links to (designed): `id`, `resources` and `orders` (JSON lists of ids, at most 20 each)
   * replace its links, all or nothing. Resources: active ones of the market; orders: its restaurant's. Answers the Action.
   */
  router.post("/restaurant/action/links", requireSession, esOnly, async (req, res) => {
    const action = await ownAction(req, idField(req, "id"));
    const resources = idList(req, "resources");
    const orders = idList(req, "orders");
    const knownResources = await db.query("SELECT id FROM resources WHERE market = $1 AND status = 1 AND id = ANY($2::int[])", [
      req.market,
      resources,
    ]);
    if (knownResources.length !== resources.length) throw new Refusal("resources");
    const knownOrders = await db.query("SELECT id FROM orders WHERE market = $1 AND restaurant_id = $2 AND id = ANY($3::int[])", [
      req.market,
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
    ok(res, (await localActionsOf(db, req.market, action.restaurant_id, null, [action.id]))[0]);
  });

  /** Multer's refusals (too large, more than one file, a field it does not expect) are the caller's: refusal `file`. */
  const oneFile: RequestHandler = (req, res, next) =>
    upload.single("file")(req, res, (error: unknown) => (error instanceof MulterError ? next(new Refusal("file")) : next(error)));

  /**
   * Admin (ES): replaces the marketing plan's cover photo (multipart `file`, a JPEG by its first bytes, at most 5 MB),
   * stored as `marketing/cover.jpg` and served at `/es/static/marketing/cover.jpg`. Answers `{ path, size, image_date }`.
   */
  router.post("/restaurant/marketing/update", requireAdmin, esOnly, oneFile, async (req, res) => {
    const file = req.file;
    if (!file) throw new Refusal("file");
    if (file.size === 0 || file.size > MAX_MARKETING_COVER_BYTES || !(await isJpeg(file.path))) {
      await rm(file.path, { force: true });
      throw new Refusal("file");
    }
    await storage.keep(req.market, file.path, MARKETING_COVER);
    const cover = await coverOf(req.market);
    ok(res, { path: MARKETING_COVER, size: file.size, image_date: cover.image_date });
  });

  return router;
}
