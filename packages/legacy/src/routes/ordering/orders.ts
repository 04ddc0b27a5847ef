import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { stampAs } from "../../db/sql.js";
import { Refusal } from "../../http/answer.js";
import { sessionOf } from "../../http/session.js";
import type { Market } from "../../market.js";
import { langOf } from "../../models/languages.js";

/** The ids of a user's restaurants. */
export async function userRestaurants(db: Db, market: Market, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ restaurant_id: number }>("SELECT restaurant_id FROM user_restaurants WHERE market = $1 AND user_id = $2", [
    market,
    userId,
  ]);
  return new Set(rows.map((r) => r.restaurant_id));
}

/** Whether the session's user is an administrator (admin flag). */
export async function isAdmin(db: Db, req: Request): Promise<boolean> {
  const [user] = await db.query<{ admin: number }>("SELECT admin FROM users WHERE market = $1 AND id = $2", [req.market, sessionOf(req).userId]);
  return Number(user?.admin) === 1;
}

/** The language the call names things in (`lang`, else the market's first). */
export const langFor = async (db: Db, req: Request) => (await langOf(db, req, "default")) as string;

/** Whether order `o` has news for the viewer $2 (read mark `rd`): a comment or a status change by someone else since. */
export const UNREAD = `(EXISTS (SELECT 1 FROM order_comments c WHERE c.order_id = o.id AND c.user_id <> $2 AND c.create_date > coalesce(rd.read_at, o.date))
    OR EXISTS (SELECT 1 FROM order_status_log l WHERE l.order_id = o.id AND coalesce(l.user_id, 0) <> $2 AND l.date > coalesce(rd.read_at, o.date)))`;
/** The orders of the viewer $2's restaurants. */
export const OWN_ORDERS = "o.restaurant_id IN (SELECT restaurant_id FROM user_restaurants WHERE user_id = $2)";

/** The summary columns of an order over alias `o`, for the viewer $2 in language $3. */
const ORDER_COLUMNS = `o.id, o.number,
  coalesce((SELECT res.name FROM order_items i JOIN resources res ON res.id = i.resource_id WHERE i.order_id = o.id ORDER BY i.pos LIMIT 1), '') AS name,
  o.user_id, u.name AS user_name, ${stampAs("o.date", "date")}, o.status,
  coalesce(st.names->>$3, st.names->>'CAST', st.names->>'PT') AS status_name,
  o.restaurant_id, r.site AS restaurant_site, r.name AS restaurant_name, r.razon AS restaurant_razon,
  o.contact_name, o.contact_email, o.contact_phone,
  ${UNREAD} AS unread,
  coalesce((SELECT json_agg(json_build_object(
      'id', i.id, 'resource_id', i.resource_id, 'resource_name', res.name, 'thumb', res.thumb, 'reference', res.reference,
      'resource_type', res.type_id, 'format_id', i.format_id,
      'format_name', coalesce(f.names->>$3, f.names->>'CAST', f.names->>'PT'),
      'size_key', i.size_key, 'size_name', coalesce(sz.names->>$3, sz.names->>'CAST', sz.names->>'PT'), 'size_text', i.size_text,
      'method', i.method, 'units', i.units, 'units_scale', i.units_scale, 'units_scale_custom', i.units_scale_custom,
      'billed', i.billed, 'shipped', i.shipped, 'custom_ship', i.custom_ship, 'custom_file', i.custom_file,
      'params', i.params, 'custom', i.custom) ORDER BY i.pos)
    FROM order_items i JOIN resources res ON res.id = i.resource_id
    LEFT JOIN piece_formats f ON f.id = i.format_id
    LEFT JOIN piece_format_sizes sz ON sz.format_id = i.format_id AND sz.key = i.size_key
   WHERE i.order_id = o.id), '[]'::json) AS items`;
const ORDER_FROM = `orders o JOIN users u ON u.id = o.user_id JOIN restaurants r ON r.id = o.restaurant_id
  JOIN order_statuses st ON st.id = o.status LEFT JOIN order_reads rd ON rd.order_id = o.id AND rd.user_id = $2`;

/** The orders the viewer may see: every one of the market for an admin with `all`, else those of their restaurants. */
export async function listOrders(db: Db, req: Request, all: boolean) {
  const { userId } = sessionOf(req);
  return db.query(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
      WHERE o.market = $1 ${all ? "" : `AND ${OWN_ORDERS}`}
      ORDER BY o.date DESC, o.id DESC`,
    [req.market, userId, await langFor(db, req)],
  );
}

/**
 * One order with its history and chat, when the viewer may see it (admin, or one of their restaurants'); refusal
 * `not_found` (HTTP 404) otherwise.
 */
export async function findOrder(db: Db, req: Request, id: number | undefined): Promise<Record<string, unknown>> {
  if (id === undefined) throw new Refusal("not_found", 404);
  const { userId } = sessionOf(req);
  const lang = await langFor(db, req);
  const [order] = await db.query<Record<string, unknown>>(
    `SELECT ${ORDER_COLUMNS},
       coalesce((SELECT json_agg(json_build_object('status', l.status, 'date', to_char(l.date, 'YYYY-MM-DD HH24:MI:SS'), 'user_name', lu.name) ORDER BY l.date, l.id)
          FROM order_status_log l LEFT JOIN users lu ON lu.id = l.user_id WHERE l.order_id = o.id), '[]'::json) AS history,
       coalesce((SELECT json_agg(json_build_object('id', c.id, 'user_id', c.user_id, 'user_type', cu.type, 'name', cu.name, 'message', c.message,
            'images', c.images, 'create_date', to_char(c.create_date, 'YYYY-MM-DD HH24:MI:SS')) ORDER BY c.create_date, c.id)
          FROM order_comments c JOIN users cu ON cu.id = c.user_id WHERE c.order_id = o.id), '[]'::json) AS comments
       FROM ${ORDER_FROM}
      WHERE o.market = $1 AND o.id = $4
        AND ((SELECT admin FROM users WHERE id = $2) = 1 OR ${OWN_ORDERS})`,
    [req.market, userId, lang, id],
  );
  if (!order) throw new Refusal("not_found", 404);
  return order;
}
