import type { Db } from "../../db/db.js";
import type { Market } from "../../market.js";
import type { Json } from "./forms.js";

const pad = (n: number) => String(n).padStart(2, "0");
/** "YYYY-MM-DD" of the catalogue's local clock, moved by `days`. */
export function localDayOf(days = 0, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Applies what is due for one restaurant (or every restaurant of the market without `restaurantId`): planned changes
 * dated today or before, oldest first (each replaces services, schedules, delivery, allday and birthday data, is
 * logged without a user and removed), and a reopening date that has passed (the restaurant opens again).
 * Returns how many changes it applied. Safe to run concurrently: the plan rows are deleted as they are taken.
 */
export async function applyDueChannels(db: Db, market: Market, restaurantId?: number, today = localDayOf(0)): Promise<number> {
  return db.transaction(async (tx) => {
    const filter = restaurantId === undefined ? "" : "AND r.id = $3";
    const params = restaurantId === undefined ? [market, today] : [market, today, restaurantId];
    const due = await tx.query<{
      id: number;
      restaurant_id: number;
      plan_date: string;
      services: number[];
      schedules: Json;
      delivery: string;
      allday: string;
      birthday_data: Json;
    }>(
      `DELETE FROM channel_plans p USING restaurants r
        WHERE r.id = p.restaurant_id AND r.market = $1 AND p.plan_date <= $2::date ${filter}
        RETURNING p.id, p.restaurant_id, to_char(p.plan_date, 'YYYY-MM-DD') AS plan_date, p.services, p.schedules, p.delivery, p.allday, p.birthday_data`,
      params,
    );
    due.sort((a, b) => a.plan_date.localeCompare(b.plan_date) || a.id - b.id);
    for (const plan of due) {
      await tx.query(
        `INSERT INTO restaurant_channels (restaurant_id, schedules, delivery, allday, birthday_data, log_user, log_date)
         VALUES ($1, $2, $3, $4, $5, '', date_trunc('second', now()))
         ON CONFLICT (restaurant_id) DO UPDATE SET schedules = EXCLUDED.schedules, delivery = EXCLUDED.delivery, allday = EXCLUDED.allday,
           birthday_data = EXCLUDED.birthday_data, log_date = EXCLUDED.log_date`,
        [plan.restaurant_id, JSON.stringify(plan.schedules), plan.delivery, plan.allday, JSON.stringify(plan.birthday_data)],
      );
      await tx.query("DELETE FROM restaurant_services WHERE restaurant_id = $1", [plan.restaurant_id]);
      await tx.query(
        `INSERT INTO restaurant_services (restaurant_id, service_id)
         SELECT $1, s.id FROM channel_services s WHERE s.market = $2 AND s.id = ANY($3::int[]) ON CONFLICT DO NOTHING`,
        [plan.restaurant_id, market, plan.services],
      );
      await tx.query("INSERT INTO channel_log (market, restaurant_id, field, old_value, new_value) VALUES ($1, $2, 'plan_applied', '', $3)", [
        market,
        plan.restaurant_id,
        plan.plan_date,
      ]);
    }
    const reopened = await tx.query<{ restaurant_id: number; reopening_date: string }>(
      `UPDATE restaurant_channels c SET open = 1, reopening_date = NULL, opening_motive = NULL
         FROM restaurants r, (SELECT restaurant_id, to_char(reopening_date, 'YYYY-MM-DD') AS day FROM restaurant_channels) old
        WHERE r.id = c.restaurant_id AND old.restaurant_id = c.restaurant_id AND r.market = $1 AND c.open = 0 AND c.reopening_date < $2::date ${filter}
        RETURNING c.restaurant_id, old.day AS reopening_date`,
      params,
    );
    for (const row of reopened)
      await tx.query("INSERT INTO channel_log (market, restaurant_id, field, old_value, new_value) VALUES ($1, $2, 'open', '0', '1')", [
        market,
        row.restaurant_id,
      ]);
    return due.length + reopened.length;
  });
}

/** Applies due channel changes of both markets every `everyMs` (the catalogue's own timer); returns a stop function. */
export function startChannelTimer(db: Db, everyMs = 60 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    for (const market of ["ES", "PT"] as const) void applyDueChannels(db, market).catch(() => undefined);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
