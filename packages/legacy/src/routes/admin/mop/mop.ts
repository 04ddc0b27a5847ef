import { Router } from "express";
import { Refusal, ok } from "../../../http/answer.js";
import { rawField, textField } from "../../../http/fields.js";
import { MOP_CANCEL_MIN, MOP_REQUEST_COLUMNS, MOP_REQUEST_FROM, MOP_STATUS, mopAutoConfirm, setMopAutoConfirm } from "../../../models/mop.js";
import type { RouteDeps } from "../../deps.js";

const STATUSES: readonly number[] = Object.values(MOP_STATUS);

/**
 * Area `mop`: the requests to switch a restaurant's "my order" (MOP) service off for a while (spec 2 §7, Channels
 * table), for administrators (/admin/mop). The channels screen creates them (`mop_request/add` and the channels save,
 * `routes/channels/mop.ts`); here they are listed, confirmed or canceled with a reason, and the market's auto-confirm
 * switch is read and set.
 */
export function mopRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireAdmin } = guards;

  /** The market's requests, newest first, with the restaurant's site and name and the requesting user's name. */
  router.get("/admin/mop_requests", requireAdmin, async (req, res) => {
    ok(
      res,
      await db.query(`SELECT ${MOP_REQUEST_COLUMNS} FROM ${MOP_REQUEST_FROM} WHERE m.market = $1 ORDER BY m.log_date DESC, m.id DESC`, [req.market]),
    );
  });

  /**
   * Sets a request's `status` (1 pending, 2 confirmed, 3 canceled). Canceling needs `cancel_value`, the reason, at
   * least 20 characters after trimming (refusal `cancel_value`); any other status clears it. Setting the status it
   * has already changes nothing (safe to retry). Refusals: `status`, `cancel_value`, `not_found`. Answers the request.
   */
  router.post("/mop_requests/update/:id", requireAdmin, async (req, res) => {
    const id = /^\d{1,9}$/.test(req.params.id as string) ? Number(req.params.id) : 0;
    if (id <= 0) throw new Refusal("not_found");
    const statusText = textField(req, "status");
    const status = /^\d$/.test(statusText) ? Number(statusText) : NaN;
    if (!STATUSES.includes(status)) throw new Refusal("status");
    const cancel = rawField(req, "cancel_value").trim();
    if (status === MOP_STATUS.CANCELED && cancel.length < MOP_CANCEL_MIN) throw new Refusal("cancel_value");
    const [updated] = await db.query<{ id: number }>("UPDATE mop_requests SET status = $1, cancel = $2 WHERE market = $3 AND id = $4 RETURNING id", [
      status,
      status === MOP_STATUS.CANCELED ? cancel : "",
      req.market,
      id,
    ]);
    if (!updated) throw new Refusal("not_found");
    const [row] = await db.query(`SELECT ${MOP_REQUEST_COLUMNS} FROM ${MOP_REQUEST_FROM} WHERE m.id = $1`, [id]);
    ok(res, row);
  });

  /** Turns the market's auto-confirm switch on (1) or off (0); answers the flag as stored. Refusal `confirm` otherwise. */
  router.post("/mop_request/update_confirm/:flag", requireAdmin, async (req, res) => {
    const flag = req.params.flag;
    if (flag !== "0" && flag !== "1") throw new Refusal("confirm");
    await setMopAutoConfirm(db, req.market, flag === "1" ? 1 : 0);
    ok(res, await mopAutoConfirm(db, req.market));
  });

  /** The market's auto-confirm switch: 1 (new requests arrive confirmed) or 0 (pending). */
  router.get("/mop_request/get_confirm", requireAdmin, async (req, res) => {
    ok(res, await mopAutoConfirm(db, req.market));
  });

  return router;
}
