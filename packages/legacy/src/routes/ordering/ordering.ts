import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { basename } from "node:path";
import { Router } from "express";
import { Refusal, ok } from "../../http/answer.js";
import { idField, textField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import { singleFile } from "../../http/upload.js";
import type { RouteDeps } from "../deps.js";
import { addOrder, readOrderForm } from "./add.js";
import { addComment } from "./chat.js";
import { checkItems, insertItems, parseJson, readItem } from "./items.js";
import { findOrder, isAdmin, langFor, listOrders, OWN_ORDERS, UNREAD, userRestaurants } from "./orders.js";

export { MAX_ORDER_ITEMS } from "./add.js";
export { MAX_COMMENT_IMAGES } from "./chat.js";
const UPLOAD_KINDS = ["custom", "comment"] as const;
/** Statuses in which the user may still change an item (processing, pending). */
const EDITABLE_STATUSES = [1, 2];

/**
 * Area `ordering`: the piece-format catalogue and status table, orders (create, list, detail, item edit), the PT
 * chat, the unread marks, the files users upload for orders and the fiscal data of a billing restaurant. A user sees
 * the orders of their restaurants; an administrator every order of the market (and changes its status: `admin/orders`).
 */
export function orderingRoutes({ db, guards, storage, upload }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  router.get("/order/formats", requireSession, async (req, res) => {
    const lang = await langFor(db, req);
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
      await db.query("SELECT id, coalesce(names->>$1, names->>'CAST', names->>'PT') AS name FROM order_statuses ORDER BY id", [
        await langFor(db, req),
      ]),
    );
  });

  router.post("/orders", requireSession, async (req, res) => {
    const all = textField(req, "all") === "1";
    if (all && !(await isAdmin(db, req))) throw new Refusal("admin");
    ok(res, await listOrders(db, req, all));
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
    ok(res, await findOrder(db, req, /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : undefined));
  });

  router.post("/order/add", requireSession, async (req, res) => {
    const { userId } = sessionOf(req);
    const form = await readOrderForm(db, req, userId);
    ok(res, await findOrder(db, req, await addOrder(db, req.market, userId, form)));
  });

  router.post("/order/item/update", requireSession, async (req, res) => {
    const { userId } = sessionOf(req);
    const itemId = idField(req, "id");
    const [row] = await db.query<{ order_id: number }>(
      "SELECT i.order_id FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.market = $1 AND i.id = $2",
      [req.market, itemId ?? 0],
    );
    const order = await findOrder(db, req, row?.order_id);
    if (!EDITABLE_STATUSES.includes(Number(order.status))) throw new Refusal("status");
    const item = readItem(parseJson(req, "item"));
    await db.transaction(async (tx) => {
      await checkItems(tx, req.market, userId, [item]);
      const [{ pos }] = await tx.query<{ pos: number }>("DELETE FROM order_items WHERE id = $1 RETURNING pos", [itemId]);
      await insertItems(tx, row.order_id, [item], pos);
    });
    ok(res, await findOrder(db, req, row.order_id));
  });

  router.post("/order/comment/add", requireSession, async (req, res) => {
    if (req.market !== "PT") throw new Refusal("chat");
    const { userId } = sessionOf(req);
    const order = await findOrder(db, req, idField(req, "id"));
    ok(res, await addComment(db, req, order.id, userId));
  });

  router.post("/order/read", requireSession, async (req, res) => {
    const order = await findOrder(db, req, idField(req, "id"));
    await db.query(
      "INSERT INTO order_reads (order_id, user_id, read_at) VALUES ($1, $2, now()) ON CONFLICT (order_id, user_id) DO UPDATE SET read_at = greatest(order_reads.read_at, now())",
      [order.id, sessionOf(req).userId],
    );
    ok(res, true);
  });

  router.post("/order/upload", requireSession, singleFile(upload), async (req, res) => {
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
    if (id === undefined || !(await userRestaurants(db, req.market, userId)).has(id)) throw new Refusal("restaurant");
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
