import type { Db } from "../db/db.js";
import { stampAs } from "../db/sql.js";
import type { Market } from "../market.js";

/** MOP request statuses (spec 1 §4): 1 pending, 2 confirmed, 3 canceled. */
export const MOP_STATUS = { PENDING: 1, CONFIRMED: 2, CANCELED: 3 } as const;
/** A cancel reason's shortest length after trimming (spec 1 §5). */
export const MOP_CANCEL_MIN = 20;

const stamp = (column: string) => `to_char(m.${column}, 'YYYY-MM-DD HH24:MI:SS') AS ${column}`;

/** A request as its creation answers it (the channels update's `mop_schedule` answer). */
export interface CreatedMopRequest {
  id: number;
  status: number;
  log_date: string;
  cancel: string | null;
  start_date: string;
  end_date: string;
  value: string;
}

/** A MOP request as `admin/mop_requests` answers it (README, "Shapes"). */
export const MOP_REQUEST_COLUMNS = `m.id, ${stamp("log_date")}, r.id AS restaurant_id, r.site AS restaurant_site, r.name AS restaurant_name,
  coalesce(u.name, '') AS user_name, ${stamp("start_date")}, ${stamp("end_date")}, m.value, m.cancel, m.status`;
export const MOP_REQUEST_FROM = "mop_requests m JOIN restaurants r ON r.id = m.restaurant_id LEFT JOIN users u ON u.id = m.user_id";

/** Whether new requests of the market arrive confirmed (the /admin/mop switch; no row: off). */
export async function mopAutoConfirm(db: Db, market: Market): Promise<0 | 1> {
  const [row] = await db.query<{ auto_confirm: number }>("SELECT auto_confirm FROM mop_settings WHERE market = $1", [market]);
  return Number(row?.auto_confirm ?? 0) === 1 ? 1 : 0;
}

/** Sets the market's auto-confirm switch (the /admin/mop switch, and the test factories' `setMopAutoConfirm`). */
export async function setMopAutoConfirm(db: Db, market: Market, flag: 0 | 1): Promise<void> {
  await db.query(
    "INSERT INTO mop_settings (market, auto_confirm) VALUES ($1, $2) ON CONFLICT (market) DO UPDATE SET auto_confirm = EXCLUDED.auto_confirm",
    [market, flag],
  );
}

/**
 * Records a MOP disable request of a restaurant, the one way both the channels update (after its checks,
 * `routes/channels/mop.ts`) and the test factories create one: confirmed (2) at once when the market's auto-confirm
 * flag is on, pending (1) otherwise. `start`/`end` as "YYYY-MM-DD HH:mm:ss"; the reason at least 50 characters after
 * trimming (the table checks it). Answers the new request as the update answers it. Runs on `db` as given (pass a
 * transaction to make it part of a larger save).
 */
export async function createMopRequest(
  db: Db,
  market: Market,
  request: { restaurantId: number; userId: number | null; start: string; end: string; reason: string },
): Promise<CreatedMopRequest> {
  const status = (await mopAutoConfirm(db, market)) === 1 ? MOP_STATUS.CONFIRMED : MOP_STATUS.PENDING;
  const [created] = await db.query<CreatedMopRequest>(
    `INSERT INTO mop_requests (market, restaurant_id, user_id, start_date, end_date, value, status, log_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, date_trunc('second', now()))
     RETURNING id, status, ${stampAs("log_date", "log_date")}, cancel, ${stampAs("start_date", "start_date")}, ${stampAs("end_date", "end_date")}, value`,
    [market, request.restaurantId, request.userId, request.start, request.end, request.reason.trim(), status],
  );
  return created;
}
