import { Router, type Request } from "express";
import type { Db } from "../db/db.js";
import { Refusal, ok } from "../http/answer.js";
import { idField, rawField, textField } from "../http/fields.js";
import { sessionOf } from "../http/session.js";
import { queueMail } from "../mail/outbox.js";
import type { Market } from "../market.js";
import { userHasRestaurant } from "../models/restaurants.js";
import { findUserById } from "../models/users.js";
import { MARKETING_MAIL } from "./library.js";
import type { RouteDeps } from "./deps.js";

/** Services with a weekly schedule (delivery is one free text). */
export const SCHEDULE_SERVICES = ["restaurant", "mcauto", "takeaway", "mcexpress"] as const;
export const SCHEDULE_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "festive"] as const;
/** Planned changes a restaurant may hold at once (spec 2 §9). */
export const MAX_PLANS = 2;
/** Temporary-closure motives: 1 refurbishment, 2 upcoming opening, 3 other. */
const MOTIVES = [1, 2, 3];
const BRIEFING_TYPES = ["consulting", "directional", "tactical"];
/** Shortest reason of a MOP disable request, after trimming (spec 2 §5). */
export const MOP_REASON_MIN = 50;
/** The external offers system (the Offers section's link). */
const OFFERS_URL: Record<Market, string> = { ES: "https://ofertas.demo.es/login", PT: "https://ofertas.demo.pt/login" };
/** The social-networks PDF, in the market's storage (served from `/{market}/static/`). */
export const SOCIAL_PDF = "rrss/social-media.pdf";
/** The paid-media guide shown beside it (the Social networks section's paid-media preview). */
export const PAID_MEDIA_PDF = "rrss/paid-media.pdf";

const TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

type Schedule = Record<string, Record<string, { start: string; end: string }>>;
type Json = Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, "0");
/** "YYYY-MM-DD" of the catalogue's local clock, moved by `days`. */
export function localDayOf(days = 0, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const isRealDay = (text: string) => DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

const plain = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const str = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

function jsonField(req: Request, name: string): unknown {
  const text = rawField(req, name);
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal(name);
  }
}

/**
 * A schedules object as stored: only the four services and eight days, each with a start and an end of 15-minute
 * steps, or both empty (closed). Refusal `schedules` for anything partly filled or off the steps.
 */
export function readSchedules(value: unknown): Schedule {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new Refusal("schedules");
  const out: Schedule = {};
  for (const [service, days] of Object.entries(value as Json)) {
    if (!(SCHEDULE_SERVICES as readonly string[]).includes(service) || typeof days !== "object" || days === null || Array.isArray(days))
      throw new Refusal("schedules");
    out[service] = {};
    for (const [day, row] of Object.entries(days as Json)) {
      if (!(SCHEDULE_DAYS as readonly string[]).includes(day)) throw new Refusal("schedules");
      const start = str(plain(row).start);
      const end = str(plain(row).end);
      if ((start === "") !== (end === "")) throw new Refusal("schedules");
      if (start !== "" && (!TIME.test(start) || !TIME.test(end))) throw new Refusal("schedules");
      out[service][day] = { start, end };
    }
  }
  return out;
}

/** Birthday data as stored; refusal `birthday` when booking online lacks the contact phone or mail. */
export function readBirthday(value: unknown): Json {
  const data = normalBirthday(value);
  if (data.book_online === 1 && (!data.contact_phone || !data.contact_mail)) throw new Refusal("birthday");
  return data;
}

/** Birthday data with every field (empty when missing). */
function normalBirthday(value: unknown) {
  const raw = plain(value);
  return {
    book_online: raw.book_online === 1 || raw.book_online === true || raw.book_online === "1" ? 1 : 0,
    bank_account: str(raw.bank_account),
    bizum: str(raw.bizum),
    contact_phone: str(raw.contact_phone),
    contact_mail: str(raw.contact_mail),
    name: str(raw.name),
    cif: str(raw.cif),
    fiscal_address: str(raw.fiscal_address),
  };
}

interface ServiceRow {
  id: number;
  slug: string;
  parent_id: number | null;
}

/**
 * The active services of a form: existing active services of the market; a `mop_` child brings its parent
 * `mop_service` on. Refusal `service` for an unknown id, `services` when none is left.
 */
function readServices(value: unknown, catalogue: ServiceRow[]): number[] {
  if (!Array.isArray(value)) throw new Refusal("service");
  const byId = new Map(catalogue.map((s) => [s.id, s]));
  const ids = new Set<number>();
  for (const item of value) {
    const id = typeof item === "number" ? item : Number(str(item));
    const service = byId.get(id);
    if (!service) throw new Refusal("service");
    ids.add(id);
    if (service.parent_id !== null) ids.add(service.parent_id);
  }
  if (ids.size === 0) throw new Refusal("services");
  return [...ids].sort((a, b) => a - b);
}

const stamp = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS ${alias}`;
const dayOf = (column: string, alias: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${alias}`;

/** A restaurant's channel row with its defaults when it has none. */
const CHANNEL_COLUMNS = `coalesce(c.open, 1) AS open, ${dayOf("c.reopening_date", "reopening_date")}, c.opening_motive,
  coalesce(nullif(c.name, ''), r.name) AS name, coalesce(c.phone, '') AS phone, ${dayOf("c.opening_date", "opening_date")},
  coalesce(c.cv_public, '') AS cv_public, coalesce(c.cv_team, '') AS cv_team, coalesce(c.schedules, '{}'::jsonb) AS schedules,
  coalesce(c.delivery, '') AS delivery, coalesce(c.allday, '') AS allday, coalesce(c.birthday_data, '{}'::jsonb) AS birthday_data,
  coalesce(c.log_user, '') AS log_user, ${stamp("c.log_date", "log_date")}`;

/** The log text of a value (JSON for objects and lists). */
const logText = (value: unknown) => (value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));

/** Canonical JSON (sorted keys) to compare stored and sent objects. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Json)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

/**
 * Area `channels`: a restaurant's channel data (open flag, public data, services, schedules, planned changes,
 * birthday), its modification log, the services catalogue, the paid-campaign briefing, the channels menu and the MOP
 * disable requests of the channels screen. Every call works on one of the session user's restaurants.
 *
 * Due changes apply by themselves: every read or write of a restaurant's channel first applies its planned changes
 * dated today or before (oldest first; each is logged and removed) and reopens a restaurant whose reopening date has
 * passed; `applyDueChannels` also runs on a timer in the server (see `startChannelTimer`).
 */
export function channelsRoutes({ db, guards }: RouteDeps): Router {
  const router = Router();
  const { requireSession } = guards;

  const ownRestaurant = async (req: Request, id: number | undefined): Promise<number> => {
    if (id === undefined || !(await userHasRestaurant(db, req.market, sessionOf(req).userId, id))) throw new Refusal("restaurant");
    return id;
  };
  const paramId = (req: Request) => {
    const text = String(req.params.id ?? "");
    return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
  };
  const catalogueOf = (on: Db, market: Market) =>
    on.query<ServiceRow & { name: string; img: string; status: number; ord: number }>(
      "SELECT id, slug, name, img, status, ord, parent_id FROM channel_services WHERE market = $1 ORDER BY ord, id",
      [market],
    );

  /** The channel data of GET restaurant/channel/data/{id}. */
  const channelData = async (market: Market, id: number) => {
    const [row] = await db.query<Json>(
      `SELECT r.id, r.site, r.name AS restaurant_name, r.type, r.region, r.address, r.email, r.razon, r.cif, r.fiscal_address,
              r.mop_service, r.mop_status, ${stamp("r.log_date", "restaurant_log_date")}, ${CHANNEL_COLUMNS}
         FROM restaurants r LEFT JOIN restaurant_channels c ON c.restaurant_id = r.id
        WHERE r.market = $1 AND r.id = $2`,
      [market, id],
    );
    const services = await db.query<{ service_id: number }>(
      "SELECT service_id FROM restaurant_services WHERE restaurant_id = $1 ORDER BY service_id",
      [id],
    );
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
  };

  router.get("/restaurant/channel/data/:id", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, paramId(req));
    await applyDueChannels(db, req.market, id);
    ok(res, await channelData(req.market, id));
  });

  /** The services catalogue of the market (every status; the screen offers the active ones). */
  router.get(["/restaurant/service", "/restaurant/service/"], requireSession, async (req, res) => {
    ok(res, await catalogueOf(db, req.market));
  });

  /** The services a restaurant offers now, with their catalogue fields. */
  router.get("/restaurant/service/data/:id", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, paramId(req));
    await applyDueChannels(db, req.market, id);
    ok(
      res,
      await db.query(
        `SELECT s.id, s.slug, s.name, s.img, s.status, s.ord, s.parent_id FROM restaurant_services rs JOIN channel_services s ON s.id = rs.service_id
          WHERE rs.restaurant_id = $1 ORDER BY s.ord, s.id`,
        [id],
      ),
    );
  });

  /**
   * Saves the whole channels screen in one transaction (all or nothing): public data, temporary closure (`opening`),
   * channel (schedules, delivery, allday, birthday), active services (`service`), the MOP state and new disable
   * requests (`mop_schedule`) and the planned changes (`channel_plan`, the whole list; null for none). Every changed
   * field is logged with the saving user. Answers the channel data as `restaurant/channel/data/{id}` does.
   */
  router.post("/restaurant/channel/update", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, idField(req, "restaurant_id"));
    const market = req.market;
    const { userId } = sessionOf(req);
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
    const tomorrow = localDayOf(1);

    await db.transaction(async (tx) => {
      const [restaurant] = await tx.query<Json>(
        `SELECT r.site, r.region, r.address, r.email, r.razon, r.cif, r.fiscal_address, r.mop_status, ${CHANNEL_COLUMNS}
           FROM restaurants r LEFT JOIN restaurant_channels c ON c.restaurant_id = r.id
          WHERE r.market = $1 AND r.id = $2 FOR UPDATE OF r`,
        [market, id],
      );
      if (!restaurant) throw new Refusal("restaurant");
      // Site and region are read-only: the form sends what it shows.
      if (textField(req, "restaurant_site") && textField(req, "restaurant_site") !== restaurant.site) throw new Refusal("restaurant_site");
      if (textField(req, "region") && Number(textField(req, "region")) !== restaurant.region) throw new Refusal("region");
      await applyDueChannels(tx, market, id);

      const catalogue = (await catalogueOf(tx, market)).filter((s) => s.status === 1);
      const services = readServices(jsonField(req, "service") ?? [], catalogue);
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

      const [user] = await tx.query<{ name: string }>("SELECT name FROM users WHERE id = $1", [userId]);
      const userName = user?.name ?? "";
      const log: Array<[string, unknown, unknown]> = [];
      const compare = (field: string, before: unknown, after: unknown) => {
        if (canonical(before ?? "") !== canonical(after ?? "")) log.push([field, before, after]);
      };
      const top = {
        address: textField(req, "address"),
        email,
        razon: textField(req, "razon"),
        cif: textField(req, "CIF"),
        fiscal_address: textField(req, "fiscal_address"),
      };
      for (const [field, value] of Object.entries(top)) compare(field, restaurant[field], value);
      compare("name", restaurant.name, name);
      compare("phone", restaurant.phone, phone);
      compare("opening_date", restaurant.opening_date ?? "", openingDate);
      compare("open", restaurant.open, open);
      compare("reopening_date", restaurant.reopening_date ?? "", reopening ?? "");
      compare("opening_motive", restaurant.opening_motive ?? "", motive ?? "");
      compare("cv_public", restaurant.cv_public, str(channel.cv_public));
      compare("cv_team", restaurant.cv_team, str(channel.cv_team));
      compare("schedules", restaurant.schedules, schedules);
      compare("delivery", restaurant.delivery, delivery);
      compare("allday", restaurant.allday, allday);
      compare("birthday_data", normalBirthday(restaurant.birthday_data), birthday);

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
          open,
          reopening,
          motive,
          name,
          phone,
          openingDate || null,
          str(channel.cv_public),
          str(channel.cv_team),
          JSON.stringify(schedules),
          delivery,
          allday,
          JSON.stringify(birthday),
          userName,
        ],
      );

      const before = (
        await tx.query<{ service_id: number }>("SELECT service_id FROM restaurant_services WHERE restaurant_id = $1 ORDER BY service_id", [id])
      ).map((r) => r.service_id);
      compare("services", before, services);
      await tx.query("DELETE FROM restaurant_services WHERE restaurant_id = $1", [id]);
      await tx.query("INSERT INTO restaurant_services (restaurant_id, service_id) SELECT $1, unnest($2::int[])", [id, services]);

      // MOP: { status: 0|1, requests: [{ start_date, end_date, value }] } (new disable requests, as mop_request/add takes them).
      if (mop !== undefined && mop !== null) {
        const m = plain(mop);
        if (m.status !== undefined) {
          const status = Number(m.status) === 0 ? 0 : 1;
          compare("mop_status", restaurant.mop_status ?? 1, status);
          await tx.query("UPDATE restaurants SET mop_status = $1 WHERE id = $2", [status, id]);
        }
        const requests = m.requests === undefined ? [] : m.requests;
        if (!Array.isArray(requests)) throw new Refusal("mop_schedule");
        for (const request of requests) {
          const r = plain(request);
          const created = await insertMopRequest(
            tx,
            market,
            id,
            userId,
            str(r.start_date),
            str(r.end_date),
            typeof r.value === "string" ? r.value : "",
          );
          log.push(["mop_request", "", `${created.start_date} - ${created.end_date}`]);
        }
      }

      const oldPlans = await tx.query<Json>(
        `SELECT ${dayOf("plan_date", "plan_date")}, services, schedules, delivery, allday, birthday_data FROM channel_plans WHERE restaurant_id = $1 ORDER BY plan_date`,
        [id],
      );
      compare("channel_plan", oldPlans, plans);
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

      for (const [field, oldValue, newValue] of log)
        await tx.query(
          "INSERT INTO channel_log (market, restaurant_id, user_id, user_name, field, old_value, new_value) VALUES ($1, $2, $3, $4, $5, $6, $7)",
          [market, id, userId, userName, field, logText(oldValue), logText(newValue)],
        );
    });
    // A reopening date already past opens the restaurant again at once.
    await applyDueChannels(db, market, id);
    ok(res, await channelData(market, id));
  });

  /**
   * Designed here: a MOP disable request from the channels screen (restaurant_id, start_date, end_date, value). Start
   * after now, end not before start, reason at least 50 characters after trimming. Status 2 (confirmed) when the
   * market's auto-confirm switch is on, else 1 (pending). Answers the stored request.
   */
  router.post("/mop_request/add", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, idField(req, "restaurant_id"));
    const created = await db.transaction((tx) =>
      insertMopRequest(tx, req.market, id, sessionOf(req).userId, textField(req, "start_date"), textField(req, "end_date"), rawField(req, "value")),
    );
    ok(res, created);
  });

  router.post("/restaurant/briefing", requireSession, async (req, res) => {
    const type = textField(req, "type");
    if (!BRIEFING_TYPES.includes(type)) throw new Refusal("type");
    const budgetText = textField(req, "budget").replace(",", ".");
    let budget: number | null = null;
    if (budgetText !== "") {
      if (type !== "tactical") throw new Refusal("budget");
      budget = Number(budgetText);
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(budgetText)) throw new Refusal("budget");
    }
    const date = textField(req, "date");
    if (date !== "" && !isRealDay(date)) throw new Refusal("date");
    const site = textField(req, "restaurant_site");
    const { userId } = sessionOf(req);
    const [own] = await db.query<{ id: number; name: string }>(
      `SELECT r.id, r.name FROM restaurants r JOIN user_restaurants ur ON ur.restaurant_id = r.id
        WHERE r.market = $1 AND ur.user_id = $2 AND r.site = $3`,
      [req.market, userId, site],
    );
    if (!own) throw new Refusal("restaurant");
    const phone = textField(req, "phone");
    if (phone !== "" && !/^\d+$/.test(phone.replace(/\s+/g, ""))) throw new Refusal("phone");
    const fields = {
      business: textField(req, "business"),
      marketing: textField(req, "marketing"),
      target: textField(req, "target"),
      restaurant_name: textField(req, "restaurant_name") || own.name,
    };
    const [saved] = await db.query<{ id: number }>(
      `INSERT INTO channel_briefings (market, user_id, type, business, marketing, target, date, budget, restaurant_name, restaurant_site, phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [req.market, userId, type, fields.business, fields.marketing, fields.target, date || null, budget, fields.restaurant_name, site, phone],
    );
    const user = await findUserById(db, req.market, userId);
    await queueMail(db, req.market, {
      to: MARKETING_MAIL[req.market],
      subject: `Briefing ${type}: ${fields.restaurant_name} (${site})`,
      body: [
        `${user?.name ?? ""} <${user?.email ?? ""}>`,
        `type: ${type}`,
        `business: ${fields.business}`,
        `marketing: ${fields.marketing}`,
        `target: ${fields.target}`,
        `date: ${date}`,
        `budget: ${budget === null ? "" : `${budget.toFixed(2)} EUR`}`,
        `phone: ${phone}`,
      ].join("\n"),
      link: "",
    });
    ok(res, { id: saved.id });
  });

  /** The channels screen's side menu: own (web, reports, offers, social networks) and paid (briefing), with the links. */
  router.get("/restaurant/getMenu", requireSession, async (req, res) => {
    ok(res, {
      own: ["web", "reports", "offers", "rrss"],
      paid: ["briefing"],
      offers_url: OFFERS_URL[req.market],
      rrss_pdf: SOCIAL_PDF,
      paid_pdf: PAID_MEDIA_PDF,
    });
  });

  /** The modification log of a restaurant's channel data, newest first (at most 200 rows). */
  router.get("/restaurant/log/:id", requireSession, async (req, res) => {
    const id = await ownRestaurant(req, paramId(req));
    await applyDueChannels(db, req.market, id);
    ok(
      res,
      await db.query(
        `SELECT id, user_name, field, old_value, new_value, ${stamp("date", "date")} FROM channel_log
          WHERE market = $1 AND restaurant_id = $2 ORDER BY date DESC, id DESC LIMIT 200`,
        [req.market, id],
      ),
    );
  });

  return router;
}

/** Inserts a MOP disable request after the catalogue's checks; refusals `start_date`, `end_date`, `value`. */
export async function insertMopRequest(tx: Db, market: Market, restaurantId: number, userId: number, start: string, end: string, value: string) {
  if (!STAMP.test(start) || Number.isNaN(new Date(start.replace(" ", "T")).getTime())) throw new Refusal("start_date");
  if (new Date(start.replace(" ", "T")).getTime() <= Date.now()) throw new Refusal("start_date");
  if (!STAMP.test(end) || Number.isNaN(new Date(end.replace(" ", "T")).getTime())) throw new Refusal("end_date");
  if (new Date(end.replace(" ", "T")).getTime() < new Date(start.replace(" ", "T")).getTime()) throw new Refusal("end_date");
  if (value.trim().length < MOP_REASON_MIN) throw new Refusal("value");
  const [setting] = await tx.query<{ auto_confirm: number }>("SELECT auto_confirm FROM mop_settings WHERE market = $1", [market]);
  const status = Number(setting?.auto_confirm) === 1 ? 2 : 1;
  const [created] = await tx.query<Json>(
    `INSERT INTO mop_requests (market, restaurant_id, user_id, start_date, end_date, value, status, log_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, date_trunc('second', now()))
     RETURNING id, status, ${stamp("log_date", "log_date")}, cancel, ${stamp("start_date", "start_date")}, ${stamp("end_date", "end_date")}, value`,
    [market, restaurantId, userId, start.replace("T", " "), end.replace("T", " "), value.trim(), status],
  );
  return created as { id: number; status: number; start_date: string; end_date: string };
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
