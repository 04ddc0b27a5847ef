import type { Db } from "../../db/db.js";
import type { Market } from "../../market.js";
import { orderNumber } from "../../models/orders.js";
import { createResource } from "./library.js";
import { unique } from "./unique.js";

/** The fields a test may give an order item (its resource is a new one unless given). */
export interface OrderItemFields {
  /** A resource id of the order's market. */
  resource?: number;
  /** 1 adaptation (default), 2 production, 4 production budget of the piece as it is (no format). */
  method?: 1 | 2 | 4;
  /** A format of the catalogue (1, a poster, by default; none for method 4). */
  format?: number | null;
  /** The format's size key (`a1` by default for format 1). */
  size?: string;
  units?: number | null;
  /** Restaurant ids it is billed and shipped to (-1 none, the default). */
  billed?: number;
  shipped?: number;
  params?: Record<string, string>;
  custom?: Record<string, unknown>;
}

export interface CreatedOrderItem {
  id: number;
  resourceId: number;
}

/** An item added to an order, after its last one. */
export async function createOrderItem(db: Db, fields: OrderItemFields & { order: { id: number; market: Market } }): Promise<CreatedOrderItem> {
  const resource = fields.resource ?? (await createResource(db, { market: fields.order.market, section: "interior" })).id;
  const method = fields.method ?? 1;
  const format = method === 4 ? null : fields.format === undefined ? 1 : fields.format;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO order_items (order_id, pos, resource_id, format_id, size_key, method, units, billed, shipped, params, custom)
     VALUES ($1, (SELECT coalesce(max(pos), 0) + 1 FROM order_items WHERE order_id = $1), $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      fields.order.id,
      resource,
      format,
      fields.size ?? (format === 1 ? "a1" : ""),
      method,
      fields.units ?? null,
      fields.billed ?? -1,
      fields.shipped ?? -1,
      JSON.stringify(fields.params ?? {}),
      JSON.stringify(fields.custom ?? {}),
    ],
  );
  return { id: row.id, resourceId: resource };
}

export interface CreatedOrder {
  id: number;
  market: Market;
  number: string;
  restaurantId: number;
  items: CreatedOrderItem[];
}

/** The fields a test may give an order. */
export interface OrderFields {
  /** Who placed it (a factory's user): the order is for their first restaurant unless `restaurant` says otherwise. */
  user: { id: number; market: Market; restaurants: Array<{ id: number }> };
  restaurant?: number;
  /** 1 processing (default) … 5 canceled: its history goes from 1 to it. */
  status?: 1 | 2 | 3 | 4 | 5;
  /** When it was placed ("YYYY-MM-DD HH:mm:ss"); now by default. */
  date?: string;
  /** Its items; one adaptation of a new resource by default. */
  items?: OrderItemFields[];
  contactName?: string;
  contactEmail?: string;
}

/**
 * An order as `order/add` makes one (numbered `#P-`/`#O-`, read by its author when placed), in `status` with its
 * history: 1 by its author, then the status without a user, at the same moment (so nothing is unread).
 */
export async function createOrder(db: Db, fields: OrderFields): Promise<CreatedOrder> {
  const { market } = fields.user;
  const restaurantId = fields.restaurant ?? fields.user.restaurants[0]?.id;
  if (restaurantId === undefined) throw new Error("createOrder: the user has no restaurant");
  const [order] = await db.query<{ id: number; date: string }>(
    `INSERT INTO orders (market, user_id, restaurant_id, date, status, contact_name, contact_email, idem_key)
     VALUES ($1, $2, $3, coalesce($4::timestamp, date_trunc('second', localtimestamp)), $5, $6, $7, $8) RETURNING id, date::text AS date`,
    [
      market,
      fields.user.id,
      restaurantId,
      fields.date ?? null,
      fields.status ?? 1,
      fields.contactName ?? "Test contact",
      fields.contactEmail ?? `contact@demo.${market === "ES" ? "es" : "pt"}`,
      `test-${unique()}`,
    ],
  );
  const number = orderNumber(market, order.id);
  await db.query("UPDATE orders SET number = $1 WHERE id = $2", [number, order.id]);
  await db.query("INSERT INTO order_status_log (order_id, status, user_id, date) VALUES ($1, 1, $2, $3)", [order.id, fields.user.id, order.date]);
  if ((fields.status ?? 1) !== 1)
    await db.query("INSERT INTO order_status_log (order_id, status, user_id, date) VALUES ($1, $2, NULL, $3)", [order.id, fields.status, order.date]);
  await db.query("INSERT INTO order_reads (order_id, user_id, read_at) VALUES ($1, $2, $3)", [order.id, fields.user.id, order.date]);
  const items = [];
  for (const item of fields.items ?? [{}]) items.push(await createOrderItem(db, { ...item, order: { id: order.id, market } }));
  return { id: order.id, market, number, restaurantId, items };
}

/** A chat message of `user` on an order ("YYYY-MM-DD HH:mm:ss" `date`, now by default), with stored image paths. */
export async function createChatMessage(
  db: Db,
  fields: { order: { id: number }; user: { id: number }; message?: string; images?: string[]; date?: string },
): Promise<{ id: number; message: string }> {
  const message = fields.message ?? `Test message ${unique()}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO order_comments (order_id, user_id, message, images, create_date)
     VALUES ($1, $2, $3, $4, coalesce($5::timestamp, date_trunc('second', localtimestamp))) RETURNING id`,
    [fields.order.id, fields.user.id, message, (fields.images ?? []).join(","), fields.date ?? null],
  );
  return { id: row.id, message };
}
