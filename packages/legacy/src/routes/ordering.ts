import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { basename } from "node:path";
import { Router, type Request, type RequestHandler } from "express";
import { MulterError } from "multer";
import { Refusal, ok } from "../http/answer.js";
import { idField, rawField, textField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import type { Db } from "../db/db.js";
import { orderNumber } from "../models/orders.js";
import type { Market } from "../market.js";
import { langOf } from "../models/languages.js";
import type { RouteDeps } from "./deps.js";

/** Items of one order; images of one chat message (spec 1 §9). */
export const MAX_ORDER_ITEMS = 50;
export const MAX_COMMENT_IMAGES = 5;
const UPLOAD_KINDS = ["custom", "comment"] as const;
/** Statuses in which the user may still change an item (processing, pending). */
const EDITABLE_STATUSES = [1, 2];

const stamp = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS ${alias}`;

/** An order item as the calls take it (JSON, snake_case). */
interface ItemInput {
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
function readItem(value: unknown): ItemInput {
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

function parseJson(req: Request, name: string): unknown {
  try {
    return JSON.parse(rawField(req, name));
  } catch {
    throw new Refusal(name === "item" ? "items" : name);
  }
}

/**
 * Area `ordering`: the piece-format catalogue and status table, orders (create, list, detail, item edit, status
 * change), the PT chat, the unread marks, the files users upload for orders and the fiscal data of a billing
 * restaurant. A user sees the orders of their restaurants; an administrator every order of the market.
 */
export function orderingRoutes({ db, guards, storage, upload }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  const isAdmin = async (req: Request) => {
    const [user] = await db.query<{ admin: number }>("SELECT admin FROM users WHERE market = $1 AND id = $2", [req.market, sessionOf(req).userId]);
    return Number(user?.admin) === 1;
  };

  const userRestaurants = async (market: Market, userId: number, on: Db = db) =>
    new Set(
      (
        await on.query<{ restaurant_id: number }>("SELECT restaurant_id FROM user_restaurants WHERE market = $1 AND user_id = $2", [market, userId])
      ).map((r) => r.restaurant_id),
    );

  /** Whether order `o` has news for the viewer $2 (read mark `rd`): a comment or a status change by someone else since. */
  const UNREAD = `(EXISTS (SELECT 1 FROM order_comments c WHERE c.order_id = o.id AND c.user_id <> $2 AND c.create_date > coalesce(rd.read_at, o.date))
      OR EXISTS (SELECT 1 FROM order_status_log l WHERE l.order_id = o.id AND coalesce(l.user_id, 0) <> $2 AND l.date > coalesce(rd.read_at, o.date)))`;
  /** The orders of the viewer $2's restaurants. */
  const OWN_ORDERS = "o.restaurant_id IN (SELECT restaurant_id FROM user_restaurants WHERE user_id = $2)";

  /** The summary columns of an order over alias `o`, for the viewer $2 in language $3. */
  const ORDER_COLUMNS = `o.id, o.number, o.user_id, u.name AS user_name, ${stamp("o.date", "date")}, o.status,
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

  const langFor = async (req: Request) => (await langOf(db, req, "default")) as string;

  /** The orders the viewer may see: every one of the market for an admin with `all`, else those of their restaurants. */
  const listOrders = async (req: Request, all: boolean) => {
    const { userId } = sessionOf(req);
    return db.query(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
        WHERE o.market = $1 ${all ? "" : `AND ${OWN_ORDERS}`}
        ORDER BY o.date DESC, o.id DESC`,
      [req.market, userId, await langFor(req)],
    );
  };

  /** One order with its history and chat, when the viewer may see it (admin, or one of their restaurants'); refusal `not_found` (HTTP 404) otherwise. */
  const findOrder = async (req: Request, id: number | undefined) => {
    if (id === undefined) throw new Refusal("not_found", 404);
    const { userId } = sessionOf(req);
    const lang = await langFor(req);
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
  };

  /**
   * The catalogue's own checks of items (the portal checks every form rule before): the resources exist in the market,
   * a format (and its size) exists for an adaptation, billing and shipping restaurants are the user's, a billing
   * restaurant has its fiscal data, a customisation file is one the user uploaded.
   */
  const checkItems = async (tx: Db, market: Market, userId: number, items: ItemInput[]) => {
    const own = await userRestaurants(market, userId, tx);
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
  };

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
  const insertItems = async (tx: Db, orderId: number, items: ItemInput[], firstPos = 1) => {
    const rows = items.map((item, i) => ({ ...item, order_id: orderId, pos: firstPos + i }));
    const names = Object.keys(ITEM_COLUMNS);
    const record = Object.entries(ITEM_COLUMNS)
      .map(([name, type]) => `${name} ${type}`)
      .join(", ");
    await tx.query(
      `INSERT INTO order_items (${names.join(", ")}) SELECT ${names.map((n) => `x.${n}`).join(", ")} FROM jsonb_to_recordset($1::jsonb) AS x(${record})`,
      [JSON.stringify(rows)],
    );
  };

  router.get("/order/formats", requireSession, async (req, res) => {
    const lang = await langFor(req);
    const formats = await db.query<{ id: number; name: string; type_code: string | null; questions: string }>(
      "SELECT id, coalesce(names->>$1, names->>'CAST', names->>'PT') AS name, type_code, questions FROM piece_formats ORDER BY id",
      [lang],
    );
    const sizes = await db.query<{ format_id: number; key: string; name: string; custom: boolean }>(
      "SELECT format_id, key, coalesce(names->>$1, names->>'CAST', names->>'PT') AS name, custom FROM piece_format_sizes ORDER BY format_id, pos",
      [lang],
    );
    const types = await db.query<{ id: number; code: string }>("SELECT id, code FROM resource_types WHERE market = $1", [req.market]);
    ok(
      res,
      formats.map((f) => ({
        id: f.id,
        name: f.name,
        resource_type: types.find((t) => t.code === f.type_code)?.id ?? null,
        sizes: sizes.filter((s) => s.format_id === f.id).map(({ key, name, custom }) => ({ key, name, custom })),
        questions: f.questions ? f.questions.split(",") : [],
      })),
    );
  });

  router.get("/order/status", requireSession, async (req, res) => {
    ok(
      res,
      await db.query("SELECT id, coalesce(names->>$1, names->>'CAST', names->>'PT') AS name FROM order_statuses ORDER BY id", [await langFor(req)]),
    );
  });

  router.post("/orders", requireSession, async (req, res) => {
    const all = textField(req, "all") === "1";
    if (all && !(await isAdmin(req))) throw new Refusal("admin");
    ok(res, await listOrders(req, all));
  });

  // Polled by the portal's header every minute: a count, without building the orders.
  router.get("/orders/unread", requireSession, async (req, res) => {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM orders o LEFT JOIN order_reads rd ON rd.order_id = o.id AND rd.user_id = $2
        WHERE o.market = $1 AND ${OWN_ORDERS} AND ${UNREAD}`,
      [req.market, sessionOf(req).userId],
    );
    ok(res, { count: row?.count ?? 0 });
  });

  router.get("/order/:id", requireSession, async (req, res) => {
    ok(res, await findOrder(req, /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : undefined));
  });

  router.post("/order/add", requireSession, async (req, res) => {
    const { userId } = sessionOf(req);
    const key = textField(req, "key");
    if (!/^[A-Za-z0-9-]{8,64}$/.test(key)) throw new Refusal("key");
    const restaurantId = idField(req, "restaurant_id");
    const raw = parseJson(req, "items");
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_ORDER_ITEMS) throw new Refusal("items");
    const items = raw.map(readItem);
    const contactName = textField(req, "contact_name");
    const contactEmail = textField(req, "contact_email");
    if (!contactName || !contactEmail) throw new Refusal("contact");
    const own = await userRestaurants(req.market, userId);
    if (restaurantId === undefined || !own.has(restaurantId)) throw new Refusal("restaurant");

    const id = await db.transaction(async (tx) => {
      // A confirm sent again with the same key answers the order it created.
      const [existing] = await tx.query<{ id: number }>("SELECT id FROM orders WHERE market = $1 AND user_id = $2 AND idem_key = $3", [
        req.market,
        userId,
        key,
      ]);
      if (existing) return existing.id;
      await checkItems(tx, req.market, userId, items);
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO orders (market, user_id, restaurant_id, status, contact_name, contact_email, contact_phone, idem_key)
         VALUES ($1, $2, $3, 1, $4, $5, $6, $7) ON CONFLICT (market, user_id, idem_key) DO NOTHING RETURNING id`,
        [req.market, userId, restaurantId, contactName, contactEmail, textField(req, "contact_phone"), key],
      );
      if (!created) {
        const [raced] = await tx.query<{ id: number }>("SELECT id FROM orders WHERE market = $1 AND user_id = $2 AND idem_key = $3", [
          req.market,
          userId,
          key,
        ]);
        return raced.id;
      }
      await tx.query("UPDATE orders SET number = $1 WHERE id = $2", [orderNumber(req.market, created.id), created.id]);
      await insertItems(tx, created.id, items);
      await tx.query("INSERT INTO order_status_log (order_id, status, user_id) VALUES ($1, 1, $2)", [created.id, userId]);
      await tx.query("INSERT INTO order_reads (order_id, user_id, read_at) VALUES ($1, $2, now())", [created.id, userId]);
      return created.id;
    });
    ok(res, await findOrder(req, id));
  });

  router.post("/order/item/update", requireSession, async (req, res) => {
    const { userId } = sessionOf(req);
    const itemId = idField(req, "id");
    const [row] = await db.query<{ order_id: number }>(
      "SELECT i.order_id FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.market = $1 AND i.id = $2",
      [req.market, itemId ?? 0],
    );
    const order = await findOrder(req, row?.order_id);
    if (!EDITABLE_STATUSES.includes(Number(order.status))) throw new Refusal("status");
    const item = readItem(parseJson(req, "item"));
    await db.transaction(async (tx) => {
      await checkItems(tx, req.market, userId, [item]);
      const [{ pos }] = await tx.query<{ pos: number }>("DELETE FROM order_items WHERE id = $1 RETURNING pos", [itemId]);
      await insertItems(tx, row.order_id, [item], pos);
    });
    ok(res, await findOrder(req, row.order_id));
  });

  router.post("/order/status/update", guards.requireAdmin, async (req, res) => {
    const order = await findOrder(req, idField(req, "id"));
    const status = idField(req, "status");
    if (status === undefined || status > 5) throw new Refusal("status");
    if (Number(order.status) !== status) {
      await db.transaction(async (tx) => {
        await tx.query("UPDATE orders SET status = $1 WHERE id = $2", [status, order.id]);
        await tx.query("INSERT INTO order_status_log (order_id, status, user_id) VALUES ($1, $2, $3)", [order.id, status, sessionOf(req).userId]);
      });
    }
    ok(res, await findOrder(req, Number(order.id)));
  });

  router.post("/order/comment/add", requireSession, async (req, res) => {
    if (req.market !== "PT") throw new Refusal("chat");
    const { userId } = sessionOf(req);
    const order = await findOrder(req, idField(req, "id"));
    const message = textField(req, "message");
    if (!message) throw new Refusal("message");
    const images = textField(req, "images")
      .split(",")
      .map((path) => path.trim())
      .filter(Boolean);
    if (images.length > MAX_COMMENT_IMAGES) throw new Refusal("images");
    if (images.length > 0) {
      const found = await db.query(
        "SELECT path FROM order_uploads WHERE market = $1 AND user_id = $2 AND kind = 'comment' AND path = ANY($3::text[])",
        [req.market, userId, images],
      );
      if (found.length !== new Set(images).size) throw new Refusal("images");
    }
    const [comment] = await db.query(
      `WITH c AS (INSERT INTO order_comments (order_id, user_id, message, images) VALUES ($1, $2, $3, $4) RETURNING *)
       SELECT c.id, c.user_id, u.type AS user_type, u.name, c.message, c.images, ${stamp("c.create_date", "create_date")} FROM c JOIN users u ON u.id = c.user_id`,
      [order.id, userId, message, images.join(",")],
    );
    await db.query(
      "INSERT INTO order_reads (order_id, user_id, read_at) VALUES ($1, $2, now()) ON CONFLICT (order_id, user_id) DO UPDATE SET read_at = now()",
      [order.id, userId],
    );
    ok(res, comment);
  });

  router.post("/order/read", requireSession, async (req, res) => {
    const order = await findOrder(req, idField(req, "id"));
    await db.query(
      "INSERT INTO order_reads (order_id, user_id, read_at) VALUES ($1, $2, now()) ON CONFLICT (order_id, user_id) DO UPDATE SET read_at = greatest(order_reads.read_at, now())",
      [order.id, sessionOf(req).userId],
    );
    ok(res, true);
  });

  /** Multer's refusals (too large, too many files, a field it does not expect) are the caller's: refusal `file`. */
  const oneFile: RequestHandler = (req, res, next) =>
    upload.single("file")(req, res, (error: unknown) => (error instanceof MulterError ? next(new Refusal("file")) : next(error)));

  router.post("/order/upload", requireSession, oneFile, async (req, res) => {
    const file = req.file;
    const kind = textField(req, "kind");
    if (!file || !(UPLOAD_KINDS as readonly string[]).includes(kind)) {
      if (file) await rm(file.path, { force: true });
      throw new Refusal("file");
    }
    const { userId } = sessionOf(req);
    const name =
      basename(file.originalname)
        .replace(/[^\w.-]+/g, "_")
        .slice(-100) || "file";
    const path = `ordering/uploads/${userId}/${randomBytes(8).toString("hex")}/${name}`;
    await storage.keep(req.market, file.path, path);
    await db.query("INSERT INTO order_uploads (path, market, user_id, kind, name, size, mime) VALUES ($1, $2, $3, $4, $5, $6, $7)", [
      path,
      req.market,
      userId,
      kind,
      file.originalname,
      file.size,
      file.mimetype,
    ]);
    ok(res, { path, name: file.originalname, size: file.size, mime: file.mimetype });
  });

  router.post("/restaurant/fiscal/update", requireSession, async (req, res) => {
    const { userId } = sessionOf(req);
    const id = idField(req, "restaurant_id");
    if (id === undefined || !(await userRestaurants(req.market, userId)).has(id)) throw new Refusal("restaurant");
    const fields = ["razon", "cif", "fiscal_address"].map((name) => textField(req, name));
    if (fields.some((value) => !value)) throw new Refusal("fiscal");
    const [user] = await db.query<{ name: string }>("SELECT name FROM users WHERE id = $1", [userId]);
    const [saved] = await db.query(
      `UPDATE restaurants SET razon = $1, cif = $2, fiscal_address = $3, log_user = $4, log_date = now()
        WHERE id = $5 RETURNING id, site, name, razon, cif, fiscal_address`,
      [...fields, user?.name ?? "", id],
    );
    ok(res, saved);
  });

  return router;
}
