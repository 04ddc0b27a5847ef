import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { Refusal } from "../../http/answer.js";
import { rawField } from "../../http/fields.js";
import type { Market } from "../../market.js";
import { userRestaurants } from "./orders.js";

/** An order item as the calls take it (JSON, snake_case). */
export interface ItemInput {
  resource_id: number;
  format_id: number | null;
  size_key: string;
  size_text: string;
  method: 1 | 2 | 4;
  units: number | null;
  units_scale: number;
  units_scale_custom: string;
  billed: number;
  shipped: number;
  custom_ship: string;
  custom_file: string;
  params: Record<string, string>;
  custom: Record<string, unknown>;
}

const int = (value: unknown, fallback: number) => (Number.isInteger(value) ? (value as number) : fallback);
const str = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const plainObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Reads one item of the `items` JSON; refusal `items` when it is not an object with a resource and a method. */
export function readItem(value: unknown): ItemInput {
  const raw = plainObject(value);
  const method = raw.method;
  if (!Number.isInteger(raw.resource_id) || (raw.resource_id as number) <= 0 || (method !== 1 && method !== 2 && method !== 4))
    throw new Refusal("items");
  const params = Object.fromEntries(Object.entries(plainObject(raw.params)).map(([k, v]) => [k, str(v)]));
  return {
    resource_id: raw.resource_id as number,
    format_id: method === 4 ? null : int(raw.format_id, -1),
    size_key: str(raw.size_key),
    size_text: str(raw.size_text),
    method,
    units: Number.isInteger(raw.units) && (raw.units as number) > 0 ? (raw.units as number) : null,
    units_scale: int(raw.units_scale, 0),
    units_scale_custom: str(raw.units_scale_custom),
    billed: int(raw.billed, -1),
    shipped: int(raw.shipped, -1),
    custom_ship: str(raw.custom_ship),
    custom_file: str(raw.custom_file),
    params,
    custom: plainObject(raw.custom),
  };
}

/** A JSON form field (`items`, `item`); refusal `items` (for both) when it is not JSON. */
export function parseJson(req: Request, name: "items" | "item"): unknown {
  try {
    return JSON.parse(rawField(req, name));
  } catch {
    throw new Refusal("items");
  }
}

/**
 * The catalogue's own checks of items (the portal checks every form rule before): the resources exist in the market,
 * a format (and its size) exists for an adaptation, billing and shipping restaurants are the user's, a billing
 * restaurant has its fiscal data, a customisation file is one the user uploaded.
 */
export async function checkItems(tx: Db, market: Market, userId: number, items: ItemInput[]): Promise<void> {
  const own = await userRestaurants(tx, market, userId);
  for (const item of items) {
    const [resource] = await tx.query("SELECT 1 FROM resources WHERE market = $1 AND id = $2", [market, item.resource_id]);
    if (!resource) throw new Refusal("resource");
    if (item.method !== 4) {
      const sizes = await tx.query<{ key: string }>(
        "SELECT s.key FROM piece_formats f LEFT JOIN piece_format_sizes s ON s.format_id = f.id WHERE f.id = $1",
        [item.format_id],
      );
      if (sizes.length === 0) throw new Refusal("format");
      const keys = sizes.map((s) => s.key).filter(Boolean);
      if (keys.length > 0 && !keys.includes(item.size_key)) throw new Refusal("format");
    }
    for (const restaurant of [item.billed, item.shipped]) if (restaurant > 0 && !own.has(restaurant)) throw new Refusal("restaurant");
    if (item.billed > 0) {
      const [fiscal] = await tx.query<{ complete: boolean }>(
        "SELECT (btrim(razon) <> '' AND btrim(cif) <> '' AND btrim(fiscal_address) <> '') AS complete FROM restaurants WHERE id = $1",
        [item.billed],
      );
      if (!fiscal?.complete) throw new Refusal("fiscal");
    }
    if (item.custom_file) {
      const [file] = await tx.query("SELECT 1 FROM order_uploads WHERE path = $1 AND market = $2 AND user_id = $3 AND kind = 'custom'", [
        item.custom_file,
        market,
        userId,
      ]);
      if (!file) throw new Refusal("file");
    }
  }
}

const ITEM_COLUMNS = {
  order_id: "int",
  pos: "int",
  resource_id: "int",
  format_id: "int",
  size_key: "text",
  size_text: "text",
  method: "int",
  units: "int",
  units_scale: "int",
  units_scale_custom: "text",
  billed: "int",
  shipped: "int",
  custom_ship: "text",
  custom_file: "text",
  params: "jsonb",
  custom: "jsonb",
};

/** Inserts an order's items in one statement, at positions from `firstPos`. */
export async function insertItems(tx: Db, orderId: number, items: ItemInput[], firstPos = 1): Promise<void> {
  const rows = items.map((item, i) => ({ ...item, order_id: orderId, pos: firstPos + i }));
  const names = Object.keys(ITEM_COLUMNS);
  const record = Object.entries(ITEM_COLUMNS)
    .map(([name, type]) => `${name} ${type}`)
    .join(", ");
  await tx.query(
    `INSERT INTO order_items (${names.join(", ")}) SELECT ${names.map((n) => `x.${n}`).join(", ")} FROM jsonb_to_recordset($1::jsonb) AS x(${record})`,
    [JSON.stringify(rows)],
  );
}
