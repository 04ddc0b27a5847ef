import { Router, type Request } from "express";
import type { Db } from "../../db/db.js";
import { Refusal, ok } from "../../http/answer.js";
import { idField, textField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import type { Market } from "../../market.js";
import { findResources, type ResourceRow } from "../../models/resources.js";
import { userHasRestaurant } from "../../models/restaurants.js";
import type { RouteDeps } from "../deps.js";

/** The longest collection name (packages/schema COLLECTION_RULES.nameMax). */
export const NAME_MAX = 60;
/** Collections a user may own. */
export const MAX_COLLECTIONS = 50;
/** Resources one collection may hold. */
export const MAX_ITEMS = 200;

/** A Collection as the area answers it (README, "Collections"). */
export interface CollectionRow {
  id: number;
  name: string;
  user_id: number;
  owner_name: string;
  /** 1 when the session user owns it (and may change it). */
  own: 0 | 1;
  restaurant_id: number | null;
  restaurant_name: string | null;
  restaurant_site: string | null;
  update_date: string;
  /** Its resources, the last added first, in every status (the portal decides what it lists). */
  resources: ResourceRow[];
}

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

/** `name`: trimmed, 1 to NAME_MAX characters, no control characters; refusal `name` otherwise. */
function nameOf(req: Request): string {
  const name = textField(req, "name").replace(/\s+/g, " ");
  if (!name || [...name].length > NAME_MAX || CONTROL.test(name)) throw new Refusal("name");
  return name;
}

/**
 * The collections `userId` sees (its own, and those shared with a restaurant it is linked to), or only `id`: own
 * first, then by name.
 */
async function collectionsOf(db: Db, market: Market, userId: number, id?: number): Promise<CollectionRow[]> {
  const rows = await db.query<Omit<CollectionRow, "resources"> & { resource_ids: number[] }>(
    `SELECT c.id, c.name, c.user_id, u.name AS owner_name, CASE WHEN c.user_id = $2 THEN 1 ELSE 0 END AS own,
            c.restaurant_id, r.name AS restaurant_name, r.site AS restaurant_site,
            to_char(c.update_date, 'YYYY-MM-DD HH24:MI:SS') AS update_date,
            coalesce((SELECT json_agg(cr.resource_id ORDER BY cr.added_date DESC, cr.resource_id DESC)
                        FROM collection_resources cr WHERE cr.collection_id = c.id), '[]'::json) AS resource_ids
       FROM collections c JOIN users u ON u.id = c.user_id LEFT JOIN restaurants r ON r.id = c.restaurant_id
      WHERE c.market = $1 AND ($3::int IS NULL OR c.id = $3)
        AND (c.user_id = $2 OR EXISTS (SELECT 1 FROM user_restaurants ur WHERE ur.user_id = $2 AND ur.restaurant_id = c.restaurant_id))
      ORDER BY (c.user_id = $2) DESC, lower(c.name), c.id`,
    [market, userId, id ?? null],
  );
  const ids = [...new Set(rows.flatMap((row) => row.resource_ids))];
  const resources = new Map((ids.length ? await findResources(db, market, { ids }) : []).map((r) => [r.id, r]));
  return rows.map(({ resource_ids, ...row }) => ({
    ...row,
    own: Number(row.own) === 1 ? 1 : 0,
    resources: resource_ids.map((rid) => resources.get(rid)).filter((r): r is ResourceRow => r !== undefined),
  }));
}

/**
 * Area `collections` (designed: issue 34): a user's named sets of resources, private or shared with the people of one
 * of their restaurants. Everyone signed in keeps their own; only the owner changes or deletes one; the people of its
 * restaurant read it. Refusals: `name`, `duplicate` (a name the user already has, case ignored), `not_found` (no such
 * collection of the user's, or not shared with them), `resource` (no resource of the market in a listed status),
 * `restaurant` (not one of the owner's), `limit` (MAX_COLLECTIONS, MAX_ITEMS).
 */
export function collectionsRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  /** One collection the session user sees, as the lists answer it; refusal `not_found`. */
  const seen = async (req: Request, id: number | undefined): Promise<CollectionRow> => {
    const [row] = id === undefined ? [] : await collectionsOf(db, req.market, sessionOf(req).userId, id);
    if (!row) throw new Refusal("not_found");
    return row;
  };
  /** The id of a collection the session user owns (`id`); refusal `not_found`. */
  const owned = async (req: Request): Promise<number> => {
    const id = idField(req, "id");
    const [row] =
      id === undefined
        ? []
        : await db.query<{ id: number }>("SELECT id FROM collections WHERE market = $1 AND id = $2 AND user_id = $3", [
            req.market,
            id,
            sessionOf(req).userId,
          ]);
    if (!row) throw new Refusal("not_found");
    return row.id;
  };
  /** `resource_id`: a resource of the market, active or a draft; refusal `resource`. */
  const resourceOf = async (req: Request): Promise<number> => {
    const id = idField(req, "resource_id");
    const [row] =
      id === undefined
        ? []
        : await db.query<{ id: number }>("SELECT id FROM resources WHERE market = $1 AND id = $2 AND status IN (1, 2)", [req.market, id]);
    if (!row) throw new Refusal("resource");
    return row.id;
  };
  const touch = (id: number) => db.query("UPDATE collections SET update_date = localtimestamp(0) WHERE id = $1", [id]);
  /** Whether the user already has a collection of that name (another than `except`). */
  const nameTaken = async (req: Request, name: string, except = 0) =>
    (await db.query("SELECT 1 FROM collections WHERE user_id = $1 AND lower(name) = lower($2) AND id <> $3", [sessionOf(req).userId, name, except]))
      .length > 0;

  /** The collections of the session user and those shared with their restaurants' people. */
  router.post("/collections", requireSession, async (req, res) => {
    ok(res, await collectionsOf(db, req.market, sessionOf(req).userId));
  });

  /** One collection the session user sees. */
  router.get("/collection/:id", requireSession, async (req, res) => {
    const text = String(req.params.id);
    ok(res, await seen(req, /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined));
  });

  /** Creates a private collection (`name`), with a first resource when `resource_id` is given. Answers the Collection. */
  router.post("/collection/add", requireSession, async (req, res) => {
    const name = nameOf(req);
    const resourceId = textField(req, "resource_id") ? await resourceOf(req) : undefined;
    const { userId } = sessionOf(req);
    if (await nameTaken(req, name)) throw new Refusal("duplicate");
    const [{ count }] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM collections WHERE user_id = $1", [userId]);
    if (count >= MAX_COLLECTIONS) throw new Refusal("limit");
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        "INSERT INTO collections (market, user_id, name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id",
        [req.market, userId, name],
      );
      if (!row) throw new Refusal("duplicate");
      if (resourceId !== undefined)
        await tx.query("INSERT INTO collection_resources (collection_id, resource_id) VALUES ($1, $2)", [row.id, resourceId]);
      return row.id;
    });
    ok(res, await seen(req, id));
  });

  /** Renames one of the user's collections (`id`, `name`). Answers the Collection. */
  router.post("/collection/rename", requireSession, async (req, res) => {
    const id = await owned(req);
    const name = nameOf(req);
    if (await nameTaken(req, name, id)) throw new Refusal("duplicate");
    await db.query("UPDATE collections SET name = $2, update_date = localtimestamp(0) WHERE id = $1", [id, name]);
    ok(res, await seen(req, id));
  });

  /** Deletes one of the user's collections (`id`); `not_found` when it is gone. Answers `true`. */
  router.post("/collection/delete", requireSession, async (req, res) => {
    const id = await owned(req);
    await db.query("DELETE FROM collections WHERE id = $1", [id]);
    ok(res, true);
  });

  /** Adds a resource (`resource_id`) to one of the user's collections (`id`); adding it again changes nothing. */
  router.post("/collection/resource/add", requireSession, async (req, res) => {
    const id = await owned(req);
    const resourceId = await resourceOf(req);
    const [{ count }] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM collection_resources WHERE collection_id = $1", [id]);
    const added = await db.query(
      `INSERT INTO collection_resources (collection_id, resource_id) SELECT $1, $2 WHERE $3::int < ${MAX_ITEMS}
       ON CONFLICT DO NOTHING RETURNING resource_id`,
      [id, resourceId, count],
    );
    if (added.length === 0) {
      const there = await db.query("SELECT 1 FROM collection_resources WHERE collection_id = $1 AND resource_id = $2", [id, resourceId]);
      if (there.length === 0) throw new Refusal("limit");
    } else await touch(id);
    ok(res, await seen(req, id));
  });

  /** Removes a resource (`resource_id`) from one of the user's collections (`id`); removing it again changes nothing. */
  router.post("/collection/resource/remove", requireSession, async (req, res) => {
    const id = await owned(req);
    const resourceId = idField(req, "resource_id");
    if (resourceId === undefined) throw new Refusal("resource");
    const removed = await db.query("DELETE FROM collection_resources WHERE collection_id = $1 AND resource_id = $2 RETURNING resource_id", [
      id,
      resourceId,
    ]);
    if (removed.length > 0) await touch(id);
    ok(res, await seen(req, id));
  });

  /**
   * Shares one of the user's collections (`id`) with the people of one of their restaurants (`restaurant_id`), or
   * makes it private again (`restaurant_id` empty). Answers the Collection.
   */
  router.post("/collection/share", requireSession, async (req, res) => {
    const id = await owned(req);
    let restaurantId: number | null = null;
    if (textField(req, "restaurant_id")) {
      restaurantId = idField(req, "restaurant_id") ?? null;
      if (restaurantId === null || !(await userHasRestaurant(db, req.market, sessionOf(req).userId, restaurantId))) throw new Refusal("restaurant");
    }
    await db.query("UPDATE collections SET restaurant_id = $2, update_date = localtimestamp(0) WHERE id = $1", [id, restaurantId]);
    ok(res, await seen(req, id));
  });

  return router;
}
