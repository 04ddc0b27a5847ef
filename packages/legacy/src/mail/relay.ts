import nodemailer from "nodemailer";
import type { Db } from "../db/db.js";

/** Sender of the catalogue's mails. */
export const MAIL_FROM = "Portal de marketing <portal@catalogue.localhost>";

export interface MailRelay {
  /** Sends what waits in the outbox now (the relay also does it every `intervalMs`). */
  flush(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Sends the outbox's mails to an SMTP server (Mailpit in docker-compose): the outbox is written in the
 * transaction of what caused the mail, and sent after it committed, oldest first, each marked `sent_at`
 * once the server took it. A server that is down only delays the mails: they wait and go out later.
 */
export function startMailRelay(db: Db, smtpUrl: string, options: { intervalMs?: number; log?: (message: string) => void } = {}): MailRelay {
  const transport = nodemailer.createTransport(smtpUrl);
  let running: Promise<number> | undefined;
  let failing = false;

  async function send(): Promise<number> {
    const waiting = await db.query<{ id: number; to: string; subject: string; body: string }>(
      'SELECT id, "to", subject, body FROM outbox WHERE sent_at IS NULL ORDER BY id LIMIT 50',
    );
    let sent = 0;
    for (const mail of waiting) {
      await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.body });
      await db.query("UPDATE outbox SET sent_at = now() WHERE id = $1", [mail.id]);
      sent += 1;
    }
    return sent;
  }

  const flush = () => {
    running ??= send()
      .then(
        (sent) => ((failing = false), sent),
        (error: unknown) => {
          if (!failing) options.log?.(`mail relay: ${(error as Error).message} (mails wait in the outbox)`);
          failing = true;
          return 0;
        },
      )
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void flush(), options.intervalMs ?? 2_000);
  timer.unref();
  return {
    flush,
    async close() {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
