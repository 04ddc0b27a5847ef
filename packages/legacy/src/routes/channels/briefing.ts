import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { Refusal } from "../../http/answer.js";
import { textField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import { queueMail } from "../../mail/outbox.js";
import { findUserById } from "../../models/users.js";
import { MARKETING_MAIL } from "../library/requests.js";
import { isRealDay } from "./forms.js";

const BRIEFING_TYPES = ["consulting", "directional", "tactical"];

/**
 * A paid-campaign briefing of one of the user's restaurants (by `restaurant_site`): `type` (consulting, directional,
 * tactical), `budget` (tactical only, euros with up to 2 decimals), `date`, `phone`, and the texts; kept and mailed to
 * marketing. Answers its id. Refusals `type`, `budget`, `date`, `restaurant`, `phone`.
 */
export async function sendBriefing(db: Db, req: Request): Promise<{ id: number }> {
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
  return { id: saved.id };
}
