import type { Db } from "../db/db.js";
import type { Market } from "../market.js";
import { randomToken } from "./tokens.js";

/** A sign-in ticket is valid for 5 minutes and only once. */
export const TICKET_SECONDS = 5 * 60;

export async function createTicket(db: Db, market: Market, userId: number): Promise<string> {
  const id = randomToken(24);
  await db.query("INSERT INTO sso_tickets (id, market, user_id, created_at) VALUES ($1, $2, $3, $4)", [id, market, userId, new Date().toISOString()]);
  return id;
}

/** Spends a ticket of this market; the user id, or undefined when unknown, used or too old. */
export async function redeemTicket(db: Db, market: Market, id: string): Promise<number | undefined> {
  if (!id) return undefined;
  const now = Date.now();
  const rows = await db.query<{ user_id: number }>(
    `UPDATE sso_tickets SET used_at = $3
      WHERE id = $1 AND market = $2 AND used_at IS NULL AND created_at > $4
      RETURNING user_id`,
    [id, market, new Date(now).toISOString(), new Date(now - TICKET_SECONDS * 1000).toISOString()],
  );
  return rows[0]?.user_id;
}
