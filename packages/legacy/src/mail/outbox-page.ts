import { Router } from "express";
import type { Db } from "../db/db.js";
import type { Market } from "../market.js";

/** Where a developer's browser reaches the portal of each market (the mails' links are portal paths). */
export type PortalUrls = Record<Market, string>;

export const DEFAULT_PORTAL_URLS: PortalUrls = { ES: "http://es.localhost:4000", PT: "http://pt.localhost:4000" };

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * `GET /outbox`: the development mailbox. This catalogue is the portal's stand-in and sends no mail by itself (a
 * real one would): the page shows the last 50 mails of both markets, newest first, with their link to the portal, so
 * that a developer can follow a password reminder. docker-compose also relays them to Mailpit (SMTP_URL).
 */
export function outboxPage(db: Db, portalUrls: PortalUrls): Router {
  const router = Router();
  router.get("/outbox", async (_req, res, next) => {
    try {
      const mails = await db.query<{ market: Market; to: string; subject: string; body: string; link: string; created_at: string }>(
        'SELECT market, "to", subject, body, link, created_at::text AS created_at FROM outbox ORDER BY id DESC LIMIT 50',
      );
      const items = mails.map((mail) => {
        const link = mail.link ? `${portalUrls[mail.market]}${mail.link}` : "";
        return `<article><h2>${escape(mail.subject)}</h2><p>${mail.market} · ${escape(mail.to)} · ${escape(mail.created_at)}</p>
<pre>${escape(mail.body)}</pre>${link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : ""}</article>`;
      });
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<style>body{font:16px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #999;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Outbox (development)</h1><p>The mails the catalogue would send, newest first.</p>${items.join("\n") || "<p>No mail yet.</p>"}</body></html>`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
