import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { Refusal } from "../../http/answer.js";
import { idField, textField } from "../../http/fields.js";
import type { Market } from "../../market.js";
import { orderNumber } from "../../models/orders.js";
import { checkItems, insertItems, parseJson, readItem, type ItemInput } from "./items.js";
import { userRestaurants } from "./orders.js";

/** Items of one order (spec 1 §9). */
export const MAX_ORDER_ITEMS = 50;

/** The form of `order/add`, read and checked. */
interface OrderForm {
  /** The client's key of the confirm: a confirm sent again answers the order it created. */
  key: string;
  restaurantId: number;
  items: ItemInput[];
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/**
 * `key` (8–64 letters, digits, `-`), `items` (JSON, 1 to MAX_ORDER_ITEMS), `contact_name`, `contact_email` (required),
 * `contact_phone`, `restaurant_id` (one of the user's). Refusals `key`, `items`, `contact`, `restaurant`.
 */
export async function readOrderForm(db: Db, req: Request, userId: number): Promise<OrderForm> {
  const key = textField(req, "key");
  if (!/^[A-Za-z0-9-]{8,64}$/.test(key)) throw new Refusal("key");
  const restaurantId = idField(req, "restaurant_id");
  const raw = parseJson(req, "items");
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_ORDER_ITEMS) throw new Refusal("items");
  const items = raw.map(readItem);
  const contactName = textField(req, "contact_name");
  const contactEmail = textField(req, "contact_email");
  if (!contactName || !contactEmail) throw new Refusal("contact");
  const own = await userRestaurants(db, req.market, userId);
  if (restaurantId === undefined || !own.has(restaurantId)) throw new Refusal("restaurant");
  return { key, restaurantId, items, contactName, contactEmail, contactPhone: textField(req, "contact_phone") };
}

const orderOfKey = async (tx: Db, market: Market, userId: number, key: string) =>
  (await tx.query<{ id: number }>("SELECT id FROM orders WHERE market = $1 AND user_id = $2 AND idem_key = $3", [market, userId, key]))[0];

/**
 * Creates the order in one transaction (status 1, numbered, its items checked and stored, its first status in the
 * history, read by its author), or answers the one the same key created. Answers the order's id.
 */
export function addOrder(db: Db, market: Market, userId: number, form: OrderForm): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = await orderOfKey(tx, market, userId, form.key);
    if (existing) return existing.id;
    await checkItems(tx, market, userId, form.items);
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO orders (market, user_id, restaurant_id, status, contact_name, contact_email, contact_phone, idem_key)
       VALUES ($1, $2, $3, 1, $4, $5, $6, $7) ON CONFLICT (market, user_id, idem_key) DO NOTHING RETURNING id`,
      [market, userId, form.restaurantId, form.contactName, form.contactEmail, form.contactPhone, form.key],
    );
    if (!created) return (await orderOfKey(tx, market, userId, form.key))!.id;
    await tx.query("UPDATE orders SET number = $1 WHERE id = $2", [orderNumber(market, created.id), created.id]);
    await insertItems(tx, created.id, form.items);
    await tx.query("INSERT INTO order_status_log (order_id, status, user_id) VALUES ($1, 1, $2)", [created.id, userId]);
    await tx.query("INSERT INTO order_reads (order_id, user_id, read_at) VALUES ($1, $2, now())", [created.id, userId]);
    return created.id;
  });
}
