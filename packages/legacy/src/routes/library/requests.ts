import type { Request } from "express";
import type { Db } from "../../db/db.js";
import { Refusal } from "../../http/answer.js";
import { rawField, textField } from "../../http/fields.js";
import { sessionOf } from "../../http/session.js";
import { queueMail } from "../../mail/outbox.js";
import type { Market } from "../../market.js";
import { findUserById } from "../../models/users.js";

/** Where requests to marketing go (custom resources, opening communications, briefings). */
export const MARKETING_MAIL: Record<Market, string> = { ES: "marketing@demo.es", PT: "marketing@demo.pt" };

/** Days of notice an opening communication needs. */
export const OPENING_MIN_DAYS = 15;

/** The opening form fields in the order the mail lists them (spec 1 §3 "Opening form"). */
const OPENING_FIELDS = [
  "site",
  "type",
  "property",
  "license",
  "franchisee_name",
  "cfs",
  "rrhh",
  "eotf",
  "opening_date",
  "address",
  "phone",
  "mail",
  "kiosk",
  "mcauto",
  "mccafe",
  "table",
  "signature",
  "delivery",
  "games",
  "marketing",
  "contact",
  "opening_speech",
  "authorities",
  "other_mentions",
  "employee_speech",
  "workplaces",
  "meters",
  "city",
  "province",
  "autonomous_community",
  "other",
];

const MAILS = {
  ES: {
    customSubject: (topic: string) => `Solicitud de recurso personalizado: ${topic}`,
    openingSubject: (restaurant: string) => `Comunicación de apertura: ${restaurant}`,
    from: "Solicitado por",
    restaurant: "Restaurante",
    topic: "Tema",
    comments: "Comentarios",
    yes: "Sí",
    no: "No",
  },
  PT: {
    customSubject: (topic: string) => `Pedido de recurso personalizado: ${topic}`,
    openingSubject: (restaurant: string) => `Comunicação de abertura: ${restaurant}`,
    from: "Pedido por",
    restaurant: "Restaurante",
    topic: "Tema",
    comments: "Comentários",
    yes: "Sim",
    no: "Não",
  },
} as const;

/** "YYYY-MM-DD" → local Date, or null when not a real day. */
function parseDay(value: unknown): Date | null {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 && date.getDate() === Number(match[3]) ? date : null;
}

/** Whole calendar days from today to `day` (local time). */
function daysUntil(day: Date, now = new Date()): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(day) - utc(now)) / 86_400_000);
}

/**
 * `resource/custom/mail`: `topic` (required), `comments`, `restaurant_name`, `restaurant_site`; kept and mailed to the
 * market's marketing address in its language. Refusal `topic`.
 */
export async function requestCustomResource(db: Db, req: Request): Promise<void> {
  const topic = textField(req, "topic");
  if (!topic) throw new Refusal("topic");
  const comments = textField(req, "comments");
  const restaurantName = textField(req, "restaurant_name");
  const restaurantSite = textField(req, "restaurant_site");
  const { userId } = sessionOf(req);
  const user = await findUserById(db, req.market, userId);
  await db.query(
    `INSERT INTO custom_resource_requests (market, user_id, topic, comments, restaurant_name, restaurant_site, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [req.market, userId, topic, comments, restaurantName, restaurantSite, new Date().toISOString()],
  );
  const text = MAILS[req.market];
  await queueMail(db, req.market, {
    to: MARKETING_MAIL[req.market],
    subject: text.customSubject(topic),
    body: [
      `${text.from}: ${user?.name ?? ""} <${user?.email ?? ""}>`,
      `${text.restaurant}: ${restaurantName} (${restaurantSite})`,
      `${text.topic}: ${topic}`,
      `${text.comments}:`,
      comments,
    ].join("\n"),
    link: "",
  });
}

/**
 * `restaurant/opening`: `data` (the form as JSON), its `opening_date` at least OPENING_MIN_DAYS ahead; kept and
 * mailed to marketing, its fields in the form's order. Refusals `data`, `opening_date`.
 */
export async function requestOpening(db: Db, req: Request): Promise<void> {
  let data: unknown;
  try {
    data = JSON.parse(rawField(req, "data"));
  } catch {
    throw new Refusal("data");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Refusal("data");
  const form = data as Record<string, unknown>;
  const day = parseDay(form.opening_date);
  if (!day || daysUntil(day) < OPENING_MIN_DAYS) throw new Refusal("opening_date");
  const restaurantName = textField(req, "restaurant_name");
  const restaurantSite = textField(req, "restaurant_site");
  const { userId } = sessionOf(req);
  const user = await findUserById(db, req.market, userId);
  await db.query(
    `INSERT INTO opening_requests (market, user_id, restaurant_name, restaurant_site, opening_date, data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [req.market, userId, restaurantName, restaurantSite, String(form.opening_date).trim(), JSON.stringify(form), new Date().toISOString()],
  );
  const text = MAILS[req.market];
  const show = (value: unknown) =>
    value === true
      ? text.yes
      : value === false
        ? text.no
        : value === null || value === undefined
          ? ""
          : typeof value === "object"
            ? JSON.stringify(value)
            : String(value);
  const keys = [...OPENING_FIELDS.filter((key) => key in form), ...Object.keys(form).filter((key) => !OPENING_FIELDS.includes(key))];
  await queueMail(db, req.market, {
    to: MARKETING_MAIL[req.market],
    subject: text.openingSubject(`${restaurantName} (${restaurantSite})`),
    body: [`${text.from}: ${user?.name ?? ""} <${user?.email ?? ""}>`, ...keys.map((key) => `${key}: ${show(form[key])}`)].join("\n"),
    link: "",
  });
}
