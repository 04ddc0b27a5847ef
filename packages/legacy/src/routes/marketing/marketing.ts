import { Router, type Request, type RequestHandler } from "express";
import { Refusal, ok } from "../../http/answer.js";
import { idField, textField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import { langOf } from "../../models/languages.js";
import { coverOf } from "../../models/marketing.js";
import { userHasRestaurant } from "../../models/restaurants.js";
import type { RouteDeps } from "../deps.js";
import { ACTION_COLUMNS, addAction, linkOptions, localActionsOf, MAX_LINKS, moveAction, ownAction, setLinks } from "./actions.js";
import { jsonField, jsonId, yearOf } from "./fields.js";
import { objectivesOf, readObjectives, readStrategies, saveObjectives, saveStrategies, strategiesOf, type PlanOf } from "./plan.js";

/**
 * Area `marketing` (spec 2 §2.2, §7 "Marketing"; ES only: PT answers the refusal `market`): a restaurant's yearly plan
 * — up to 3 priorities chosen among the national (section type 1) and local (type 2) categories, each with its
 * objective, two strategy slots per priority, and the action calendar: the market's national actions of the year and
 * the restaurant's own local ones. Only local actions are changed (their dates) or deleted. The plan's cover photo is
 * the administration's (`admin/import`).
 */
export function marketingRoutes({ db, guards, storage }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  const esOnly: RequestHandler = (req, _res, next) => (req.market === "ES" ? next() : next(new Refusal("market")));
  const langFor = async (req: Request) => (await langOf(db, req, "default")) as string;

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
  /** The plan a write names: `restaurant_id` (the user's) and `year`. */
  const planOf = async (req: Request): Promise<PlanOf> => {
    const restaurantId = await ownRestaurant(req);
    return { market: req.market, restaurantId, year: yearOf(textField(req, "year")) };
  };
  /** The local action `id` of one of the session user's restaurants. */
  const actionOf = (req: Request, id: number | undefined) => ownAction(db, req.market, sessionOf(req).userId, id);

  /** The restaurant's plan of a year: cover photo, objectives, strategies and local actions. */
  router.post("/restaurant/marketing", requireSession, esOnly, async (req, res) => {
    const restaurantId = await ownRestaurant(req);
    const year = yearOf(textField(req, "year"));
    const lang = await langFor(req);
    const plan = { market: req.market, restaurantId, year };
    const [objectives, strategies, actions] = [
      await objectivesOf(db, plan, lang),
      await strategiesOf(db, plan, lang),
      await localActionsOf(db, req.market, restaurantId, year),
    ];
    ok(res, { restaurant_id: restaurantId, year, ...(await coverOf(storage, req.market)), objectives, strategies, actions });
  });

  router.post("/restaurant/objectives", requireSession, esOnly, async (req, res) => {
    const year = yearOf(textField(req, "year"));
    const restaurantId = await ownRestaurant(req, true);
    ok(res, await objectivesOf(db, { market: req.market, restaurantId, year }, await langFor(req)));
  });

  router.post("/restaurant/strategies", requireSession, esOnly, async (req, res) => {
    const year = yearOf(textField(req, "year"));
    const restaurantId = await ownRestaurant(req, true);
    ok(res, await strategiesOf(db, { market: req.market, restaurantId, year }, await langFor(req)));
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
    const plan = await planOf(req);
    const rows = await readObjectives(db, plan, jsonField(req, "tableData", "array"));
    ok(res, await saveObjectives(db, plan, await langFor(req), rows));
  });

  /**
   * Replaces the restaurant's strategy slots of the year (all or nothing): `tableData` lists
   * `{ status: 1..6, section_id }` (a child of a national priority's category) or `{ status, strategy_name }` (a local
   * priority's text); slots 2p-1 and 2p belong to the priority at position p. Slots left out (or empty) are cleared.
   */
  router.post("/restaurant/strategies/update", requireSession, esOnly, async (req, res) => {
    const plan = await planOf(req);
    const slots = await readStrategies(db, plan, jsonField(req, "tableData", "array"));
    ok(res, await saveStrategies(db, plan, await langFor(req), slots));
  });

  /**
   * Adds a local action (type 2, status 1) under one of the restaurant's strategies of `year`: `data` is
   * `{ name, strategy_id, start_date, end_date, type, status }`. The same strategy and days again answer the action
   * already there (a retried add). Answers the Action.
   */
  router.post("/restaurant/action/add", requireSession, esOnly, async (req, res) => {
    const plan = await planOf(req);
    const data = jsonField(req, "data", "object");
    ok(res, await addAction(db, plan, await langFor(req), data));
  });

  /** Changes a local action's days (`data`: `{ id, start_date, end_date }`, within the action's year). Answers the Action. */
  router.post("/restaurant/action/update", requireSession, esOnly, async (req, res) => {
    const data = jsonField(req, "data", "object");
    ok(res, await moveAction(db, req.market, await actionOf(req, jsonId(data.id)), data));
  });

  /** Deletes a local action; `not_found` when it is gone (a retried delete). Answers `true`. */
  router.post("/restaurant/action/delete", requireSession, esOnly, async (req, res) => {
    const action = await actionOf(req, idField(req, "id"));
    await db.query("DELETE FROM marketing_actions WHERE id = $1", [action.id]);
    ok(res, true);
  });

  /** A JSON list of at most 20 positive ids (`resources`, `orders`); refusal `<name>` otherwise. */
  const idList = (req: Request, name: string): number[] => {
    const ids = jsonField(req, name, "array").map(jsonId);
    if (ids.length > MAX_LINKS || ids.some((id) => id === undefined)) throw new Refusal(name);
    return [...new Set(ids as number[])];
  };

  /**
   * What a local action may link to (designed): the market's active toolkits and best practices in `lang`, and the
   * restaurant's orders (newest first, at most 50). Answers `{ resources: [{ id, name, reference }], orders: [{ id, number, date }] }`.
   */
  router.post("/restaurant/action/links/options", requireSession, esOnly, async (req, res) => {
    const restaurantId = await ownRestaurant(req);
    ok(res, await linkOptions(db, req.market, restaurantId, await langFor(req)));
  });

  /**
   * Sets what a local action links to (designed): `id`, `resources` and `orders` (JSON lists of ids, at most 20 each)
   * replace its links, all or nothing. Resources: active ones of the market; orders: its restaurant's. Answers the Action.
   */
  router.post("/restaurant/action/links", requireSession, esOnly, async (req, res) => {
    const action = await actionOf(req, idField(req, "id"));
    const resources = idList(req, "resources");
    ok(res, await setLinks(db, req.market, action, { resources, orders: idList(req, "orders") }));
  });

  return router;
}
