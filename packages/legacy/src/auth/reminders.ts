import type { Db } from "../db/db.js";
import { queueMail } from "../mail/outbox.js";
import type { Market } from "../market.js";
import type { User } from "../models/users.js";
import { nowSeconds, randomToken } from "./tokens.js";

/** A reminder link is valid for 24 hours. */
export const REMINDER_SECONDS = 24 * 60 * 60;

const TEXTS: Record<Market, { subject: string; body: (name: string, link: string) => string }> = {
  ES: {
    subject: "Recordatorio de contraseña",
    body: (name, link) =>
      `Hola ${name}:\n\nHemos recibido una solicitud para cambiar tu contraseña. ` +
      `Abre este enlace en las próximas 24 horas para elegir una nueva:\n\n${link}\n\n` +
      `Si no lo has pedido tú, ignora este mensaje.`,
  },
  PT: {
    subject: "Recuperação da palavra-passe",
    body: (name, link) =>
      `Olá ${name},\n\nRecebemos um pedido para alterar a sua palavra-passe. ` +
      `Abra esta ligação nas próximas 24 horas para escolher uma nova:\n\n${link}\n\n` +
      `Se não foi você a pedir, ignore esta mensagem.`,
  },
};

/** Creates a reminder token for the user and writes the mail with `/changepassword/{id}/{time}`. */
export async function sendReminder(db: Db, market: Market, user: User): Promise<void> {
  const id = randomToken(24);
  const time = nowSeconds() + REMINDER_SECONDS;
  const link = `/changepassword/${id}/${time}`;
  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO password_tokens (id, market, user_id, time, created_at) VALUES ($1, $2, $3, $4, $5)", [
      id,
      market,
      user.id,
      time,
      new Date().toISOString(),
    ]);
    const texts = TEXTS[market];
    await queueMail(tx, market, { to: user.email, subject: texts.subject, body: texts.body(user.name, link), link });
  });
}

export type ReminderCheck = { userId: number } | { error: "invalid" | "expired" };

/** Checks a reminder link: unknown, used or another time → invalid; now past its time → expired. */
export async function checkReminder(db: Db, market: Market, id: string, time: string): Promise<ReminderCheck> {
  if (!id || !/^\d{1,12}$/.test(time)) return { error: "invalid" };
  const rows = await db.query<{ user_id: number; time: number; used: boolean }>(
    "SELECT user_id, time::float8 AS time, used_at IS NOT NULL AS used FROM password_tokens WHERE id = $1 AND market = $2",
    [id, market],
  );
  const token = rows[0];
  if (!token || token.used || token.time !== Number(time)) return { error: "invalid" };
  if (nowSeconds() > token.time) return { error: "expired" };
  return { userId: token.user_id };
}

/** Sets the new password hash and spends every open reminder of the user. */
export async function applyReminder(db: Db, market: Market, userId: number, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("UPDATE users SET password_hash = $1 WHERE id = $2 AND market = $3", [passwordHash, userId, market]);
    await tx.query("UPDATE password_tokens SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL", [new Date().toISOString(), userId]);
  });
}
