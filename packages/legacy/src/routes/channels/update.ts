import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { dayAs as dayOf } from "../../db/sql.js";
import { Refusal } from "../../http/answer.js";
import { textField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import type { Market } from "../../market.js";
import { CHANNEL_COLUMNS, catalogueOf } from "./data.js";
import { applyDueChannels, localDayOf } from "./due.js";
import {
  MAX_PLANS,
  MOTIVES,
  canonical,
  isRealDay,
  jsonField,
  logText,
  normalBirthday,
  plain,
  readBirthday,
  readSchedules,
  readServices,
  str,
  type Json,
  type ServiceRow,
} from "./forms.js";
import { insertMopRequest } from "./mop.js";

/** The channels form's parts checked before the save's transaction, in the order their refusals come. */
export interface ChannelForm {
  name: string;
  phone: string;
  email: string;
  open: 0 | 1;
  reopening: string | null;
  motive: number | null;
  channel: Json;
  openingDate: string;
  schedules: ReturnType<typeof readSchedules>;
  birthday: Json;
  delivery: string;
  allday: string;
  /** `mop_schedule` as sent: `{ status: 0|1, requests: [{ start_date, end_date, value }] }` or nothing. */
  mop: unknown;
  /** `channel_plan` as sent (checked in the transaction, against the active services). */
  plansIn: unknown[];
}

/**
 * Reads the public data (`restaurant_name` required, `phone`, `email`), the temporary closure (`opening`), the
 * channel (`channel`: opening date, schedules, birthday, delivery, allday), `mop_schedule` and `channel_plan` (at most
 * MAX_PLANS). Refusals name the part.
 */
export function readChannelForm(req: Request): ChannelForm {
  const name = textField(req, "restaurant_name");
  if (!name) throw new Refusal("restaurant_name");
  const phone = textField(req, "phone");
  if (phone !== "" && !/^\d+$/.test(phone.replace(/\s+/g, ""))) throw new Refusal("phone");
  const email = textField(req, "email");
  if (email !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Refusal("email");

  const opening = plain(jsonField(req, "opening"));
  const open = opening.open === 0 || opening.open === "0" ? 0 : 1;
  let reopening: string | null = null;
  let motive: number | null = null;
  if (open === 0) {
    reopening = str(opening.date);
    motive = Number(opening.motive);
    if (!isRealDay(reopening) || !MOTIVES.includes(motive)) throw new Refusal("opening");
  }
  const channel = plain(jsonField(req, "channel"));
  const openingDate = str(channel.opening_date);
  if (openingDate !== "" && !isRealDay(openingDate)) throw new Refusal("opening_date");
  const schedules = readSchedules(channel.schedules);
  const birthday = readBirthday(channel.birthday_data);
  const delivery = str(channel.delivery);
  const allday = str(channel.allday);
  const mop = jsonField(req, "mop_schedule");
  const plansJson = jsonField(req, "channel_plan");
  const plansIn = plansJson === undefined || plansJson === null ? [] : plansJson;
  if (!Array.isArray(plansIn)) throw new Refusal("channel_plan");
  if (plansIn.length > MAX_PLANS) throw new Refusal("plans");
  return { name, phone, email, open, reopening, motive, channel, openingDate, schedules, birthday, delivery, allday, mop, plansIn };
}

/** The planned changes of the form: each from tomorrow on, on a day of its own, its parts checked. */
function readPlans(plansIn: unknown[], catalogue: ServiceRow[], tomorrow: string) {
  const plans = plansIn.map((raw) => {
    const plan = plain(raw);
    const planDate = str(plan.plan_date);
    if (!isRealDay(planDate) || planDate < tomorrow) throw new Refusal("plan_date");
    return {
      plan_date: planDate,
      services: readServices(plan.services ?? [], catalogue),
      schedules: readSchedules(plan.schedules),
      delivery: str(plan.delivery),
      allday: str(plan.allday),
      birthday_data: readBirthday(plan.birthday_data),
    };
  });
  if (new Set(plans.map((p) => p.plan_date)).size !== plans.length) throw new Refusal("plan_date");
  return plans;
}
type Plan = ReturnType<typeof readPlans>[number];

/** The fields a save changed, in the order they were compared: logged with the saving user at the end of the save. */
class ChangeLog {
  readonly entries: Array<[string, unknown, unknown]> = [];

  compare(field: string, before: unknown, after: unknown): void {
    if (canonical(before ?? "") !== canonical(after ?? "")) this.entries.push([field, before, after]);
  }

  async write(tx: Db, market: Market, restaurantId: number, user: { id: number; name: string }): Promise<void> {
    for (const [field, oldValue, newValue] of this.entries)
      await tx.query(
        "INSERT INTO channel_log (market, restaurant_id, user_id, user_name, field, old_value, new_value) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        [market, restaurantId, user.id, user.name, field, logText(oldValue), logText(newValue)],
      );
  }
}

/** The restaurant's row and channel as the save compares them, locked until the transaction ends; refusal `restaurant`. */
async function lockedRestaurant(tx: Db, market: Market, id: number): Promise<Json> {
  const [restaurant] = await tx.query<Json>(
    `SELECT r.site, r.region, r.address, r.email, r.razon, r.cif, r.fiscal_address, r.mop_status, ${CHANNEL_COLUMNS}
       FROM restaurants r LEFT JOIN restaurant_channels c ON c.restaurant_id = r.id
      WHERE r.market = $1 AND r.id = $2 FOR UPDATE OF r`,
    [market, id],
  );
  if (!restaurant) throw new Refusal("restaurant");
  return restaurant;
}

/** The restaurant's fields of the form (`CIF` is the form's name of `cif`). */
const topFields = (req: Request, form: ChannelForm) => ({
  address: textField(req, "address"),
  email: form.email,
  razon: textField(req, "razon"),
  cif: textField(req, "CIF"),
  fiscal_address: textField(req, "fiscal_address"),
});

/** Compares the public data, the closure and the channel with what the restaurant has. */
function compareChannel(log: ChangeLog, restaurant: Json, form: ChannelForm, top: ReturnType<typeof topFields>): void {
  for (const [field, value] of Object.entries(top)) log.compare(field, restaurant[field], value);
  log.compare("name", restaurant.name, form.name);
  log.compare("phone", restaurant.phone, form.phone);
  log.compare("opening_date", restaurant.opening_date ?? "", form.openingDate);
  log.compare("open", restaurant.open, form.open);
  log.compare("reopening_date", restaurant.reopening_date ?? "", form.reopening ?? "");
  log.compare("opening_motive", restaurant.opening_motive ?? "", form.motive ?? "");
  log.compare("cv_public", restaurant.cv_public, str(form.channel.cv_public));
  log.compare("cv_team", restaurant.cv_team, str(form.channel.cv_team));
  log.compare("schedules", restaurant.schedules, form.schedules);
  log.compare("delivery", restaurant.delivery, form.delivery);
  log.compare("allday", restaurant.allday, form.allday);
  log.compare("birthday_data", normalBirthday(restaurant.birthday_data), form.birthday);
}

/** Writes the restaurant's fields and its channel row (the saving user and now as its last change). */
async function writeChannel(tx: Db, id: number, form: ChannelForm, top: ReturnType<typeof topFields>, userName: string): Promise<void> {
  await tx.query("UPDATE restaurants SET address = $1, email = $2, razon = $3, cif = $4, fiscal_address = $5 WHERE id = $6", [
    top.address,
    top.email,
    top.razon,
    top.cif,
    top.fiscal_address,
    id,
  ]);
  await tx.query(
    `INSERT INTO restaurant_channels (restaurant_id, open, reopening_date, opening_motive, name, phone, opening_date, cv_public, cv_team,
                                      schedules, delivery, allday, birthday_data, log_user, log_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, date_trunc('second', now()))
     ON CONFLICT (restaurant_id) DO UPDATE SET open = EXCLUDED.open, reopening_date = EXCLUDED.reopening_date,
       opening_motive = EXCLUDED.opening_motive, name = EXCLUDED.name, phone = EXCLUDED.phone, opening_date = EXCLUDED.opening_date,
       cv_public = EXCLUDED.cv_public, cv_team = EXCLUDED.cv_team, schedules = EXCLUDED.schedules, delivery = EXCLUDED.delivery,
       allday = EXCLUDED.allday, birthday_data = EXCLUDED.birthday_data, log_user = EXCLUDED.log_user, log_date = EXCLUDED.log_date`,
    [
      id,
      form.open,
      form.reopening,
      form.motive,
      form.name,
      form.phone,
      form.openingDate || null,
      str(form.channel.cv_public),
      str(form.channel.cv_team),
      JSON.stringify(form.schedules),
      form.delivery,
      form.allday,
      JSON.stringify(form.birthday),
      userName,
    ],
  );
}

/** Replaces the services the restaurant offers now. */
async function replaceServices(tx: Db, id: number, services: number[], log: ChangeLog): Promise<void> {
  const before = (
    await tx.query<{ service_id: number }>("SELECT service_id FROM restaurant_services WHERE restaurant_id = $1 ORDER BY service_id", [id])
  ).map((r) => r.service_id);
  log.compare("services", before, services);
  await tx.query("DELETE FROM restaurant_services WHERE restaurant_id = $1", [id]);
  await tx.query("INSERT INTO restaurant_services (restaurant_id, service_id) SELECT $1, unnest($2::int[])", [id, services]);
}

/**
 * MOP: `{ status: 0|1, requests: [{ start_date, end_date, value }] }` (new disable requests, as `mop_request/add` takes
 * them): the service switched on or off, the requests recorded. Refusal `mop_schedule`, and the requests' own.
 */
async function writeMop(
  tx: Db,
  { market, id, userId }: { market: Market; id: number; userId: number },
  mop: unknown,
  restaurant: Json,
  log: ChangeLog,
): Promise<void> {
  if (mop === undefined || mop === null) return;
  const m = plain(mop);
  if (m.status !== undefined) {
    const status = Number(m.status) === 0 ? 0 : 1;
    log.compare("mop_status", restaurant.mop_status ?? 1, status);
    await tx.query("UPDATE restaurants SET mop_status = $1 WHERE id = $2", [status, id]);
  }
  const requests = m.requests === undefined ? [] : m.requests;
  if (!Array.isArray(requests)) throw new Refusal("mop_schedule");
  for (const request of requests) {
    const r = plain(request);
    const created = await insertMopRequest(tx, market, id, userId, str(r.start_date), str(r.end_date), typeof r.value === "string" ? r.value : "");
    log.entries.push(["mop_request", "", `${created.start_date} - ${created.end_date}`]);
  }
}

/** Replaces the restaurant's planned changes (the whole list). */
async function replacePlans(tx: Db, id: number, plans: Plan[], userName: string, log: ChangeLog): Promise<void> {
  const oldPlans = await tx.query<Json>(
    `SELECT ${dayOf("plan_date", "plan_date")}, services, schedules, delivery, allday, birthday_data FROM channel_plans WHERE restaurant_id = $1 ORDER BY plan_date`,
    [id],
  );
  log.compare("channel_plan", oldPlans, plans);
  await tx.query("DELETE FROM channel_plans WHERE restaurant_id = $1", [id]);
  for (const plan of plans)
    await tx.query(
      `INSERT INTO channel_plans (restaurant_id, plan_date, services, schedules, delivery, allday, birthday_data, log_user)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        plan.plan_date,
        JSON.stringify(plan.services),
        JSON.stringify(plan.schedules),
        plan.delivery,
        plan.allday,
        JSON.stringify(plan.birthday_data),
        userName,
      ],
    );
}

/**
 * Saves the whole channels screen of restaurant `id` in one transaction (all or nothing), under a lock of the
 * restaurant's row: the read-only site and region checked (refusals `restaurant_site`, `region`), due changes applied
 * first, the active services (`service`) and the planned changes checked against the catalogue, then the public data,
 * closure and channel, services, MOP state and requests, and planned changes written; every changed field is logged
 * with the saving user.
 */
export async function saveChannel(db: Db, req: Request, id: number, form: ChannelForm): Promise<void> {
  const market = req.market;
  const { userId } = sessionOf(req);
  const tomorrow = localDayOf(1);
  await db.transaction(async (tx) => {
    const restaurant = await lockedRestaurant(tx, market, id);
    // Site and region are read-only: the form sends what it shows.
    if (textField(req, "restaurant_site") && textField(req, "restaurant_site") !== restaurant.site) throw new Refusal("restaurant_site");
    if (textField(req, "region") && Number(textField(req, "region")) !== restaurant.region) throw new Refusal("region");
    await applyDueChannels(tx, market, id);

    const catalogue = (await catalogueOf(tx, market)).filter((s) => s.status === 1);
    const services = readServices(jsonField(req, "service") ?? [], catalogue);
    const plans = readPlans(form.plansIn, catalogue, tomorrow);

    const [user] = await tx.query<{ name: string }>("SELECT name FROM users WHERE id = $1", [userId]);
    const userName = user?.name ?? "";
    const log = new ChangeLog();
    const top = topFields(req, form);
    compareChannel(log, restaurant, form, top);
    await writeChannel(tx, id, form, top, userName);
    await replaceServices(tx, id, services, log);
    await writeMop(tx, { market, id, userId }, form.mop, restaurant, log);
    await replacePlans(tx, id, plans, userName, log);
    await log.write(tx, market, id, { id: userId, name: userName });
  });
}
