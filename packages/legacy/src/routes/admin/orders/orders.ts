import { Router } from "express";
import { Refusal, ok } from "../../../http/answer.js";
import { idField } from "../../../http/fields.js";
import { sessionOf } from "../../../http/session.js";
import { findOrder } from "../../ordering/orders.js";
import type { RouteDeps } from "../../deps.js";

/** Order statuses: 1 processing, 2 pending, 3 in production and delivery, 4 delivered, 5 canceled. */
const LAST_STATUS = 5;

/**
 * Area `admin orders`: what administrators (admin flag; restricted administrators too) do to the market's orders
 * beyond what their users do. The list is the ordering area's `orders` with `all` 1, an order its `order/{id}`.
 */
export function ordersRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireAdmin } = guards;

  /**
   * Sets an order's `status` (1–5), recorded in its history with the administrator; the same status again changes
   * nothing. Its users see the order unread until they open it. Answers the order. Refusals `not_found`, `status`.
   */
  router.post("/order/status/update", requireAdmin, async (req, res) => {
    const order = await findOrder(db, req, idField(req, "id"));
    const status = idField(req, "status");
    if (status === undefined || status > LAST_STATUS) throw new Refusal("status");
    if (Number(order.status) !== status) {
      await db.transaction(async (tx) => {
        await tx.query("UPDATE orders SET status = $1 WHERE id = $2", [status, order.id]);
        await tx.query("INSERT INTO order_status_log (order_id, status, user_id) VALUES ($1, $2, $3)", [order.id, status, sessionOf(req).userId]);
      });
    }
    ok(res, await findOrder(db, req, Number(order.id)));
  });

  return router;
}
