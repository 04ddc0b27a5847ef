import type { Db } from "../db/db.js";
import type { Market } from "../market.js";

/** A mail the catalogue would send; kept in the `outbox` table (nothing leaves the machine). */
export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The portal path the mail points at (e.g. `/changepassword/{id}/{time}`), '' when none. */
  link: string;
}

export async function queueMail(db: Db, market: Market, mail: Mail): Promise<void> {
  await db.query('INSERT INTO outbox (market, "to", subject, body, link, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    market,
    mail.to,
    mail.subject,
    mail.body,
    mail.link,
    new Date().toISOString(),
  ]);
}

/** The mails of a market, oldest first. */
export function listMail(db: Db, market: Market): Promise<Mail[]> {
  return db.query<Mail>('SELECT "to", subject, body, link FROM outbox WHERE market = $1 ORDER BY id', [market]);
}
