import type { Db } from "../../db/db.js";
import { dayAs as dayOf, stampAs as stamp } from "../../db/sql.js";
import type { Market } from "../../market.js";
import type { Json, ServiceRow } from "./forms.js";

/** A restaurant's channel row with its defaults when it has none. */
export const CHANNEL_COLUMNS = `coalesce(c.open, 1) AS open, ${dayOf("c.reopening_date", "reopening_date")}, c.opening_motive,
  coalesce(nullif(c.name, ''), r.name) AS name, coalesce(c.phone, '') AS phone, ${dayOf("c.opening_date", "opening_date")},
  coalesce(c.cv_public, '') AS cv_public, coalesce(c.cv_team, '') AS cv_team, coalesce(c.schedules, '{}'::jsonb) AS schedules,
  coalesce(c.delivery, '') AS delivery, coalesce(c.allday, '') AS allday, coalesce(c.birthday_data, '{}'::jsonb) AS birthday_data,
  coalesce(c.log_user, '') AS log_user, ${stamp("c.log_date", "log_date")}`;

/** The services catalogue of a market, in the screen's order. */
export const catalogueOf = (on: Db, market: Market) =>
  on.query<ServiceRow & { name: string; img: string; status: number; ord: number }>(
    "SELECT id, slug, name, img, status, ord, parent_id FROM channel_services WHERE market = $1 ORDER BY ord, id",
    [market],
  );

/** The channel data of GET restaurant/channel/data/{id}. */
export async function channelData(db: Db, market: Market, id: number) {
  const [row] = await db.query<Json>(
    `SELECT r.id, r.site, r.name AS restaurant_name, r.type, r.region, r.address, r.email, r.razon, r.cif, r.fiscal_address,
            r.mop_service, r.mop_status, ${stamp("r.log_date", "restaurant_log_date")}, ${CHANNEL_COLUMNS}
       FROM restaurants r LEFT JOIN restaurant_channels c ON c.restaurant_id = r.id
      WHERE r.market = $1 AND r.id = $2`,
    [market, id],
  );
  const services = await db.query<{ service_id: number }>("SELECT service_id FROM restaurant_services WHERE restaurant_id = $1 ORDER BY service_id", [
    id,
  ]);
  const plans = await db.query<Json>(
    `SELECT id, ${dayOf("plan_date", "plan_date")}, services, schedules, delivery, allday, birthday_data
       FROM channel_plans WHERE restaurant_id = $1 ORDER BY plan_date, id`,
    [id],
  );
  const mop = await db.query<Json>(
    `SELECT m.id, m.status, ${stamp("m.log_date", "log_date")}, m.cancel, ${stamp("m.start_date", "start_date")}, ${stamp("m.end_date", "end_date")},
            m.value, coalesce(u.name, '') AS user_name
       FROM mop_requests m LEFT JOIN users u ON u.id = m.user_id
      WHERE m.market = $1 AND m.restaurant_id = $2 ORDER BY m.start_date DESC, m.id DESC`,
    [market, id],
  );
  const now = Date.now();
  const paused = mop.some(
    (m) =>
      m.status === 2 &&
      new Date(String(m.start_date).replace(" ", "T")).getTime() <= now &&
      new Date(String(m.end_date).replace(" ", "T")).getTime() >= now,
  );
  const {
    open,
    reopening_date,
    opening_motive,
    name,
    phone,
    opening_date,
    cv_public,
    cv_team,
    schedules,
    delivery,
    allday,
    birthday_data,
    log_user,
    log_date,
    ...restaurant
  } = row;
  return {
    ...restaurant,
    name,
    phone,
    opening_date,
    log_date,
    log_user,
    channel: { open, reopening_date, opening_motive, name, cv_public, cv_team, schedules, delivery, allday, birthday_data },
    service: services.map((s) => s.service_id),
    // 1 active, 0 inactive: switched off by the restaurant, or a confirmed disable window covers now.
    mop_status: Number(restaurant.mop_status ?? 1) === 1 && !paused ? 1 : 0,
    mop_schedule: mop,
    channel_plan: plans,
  };
}
