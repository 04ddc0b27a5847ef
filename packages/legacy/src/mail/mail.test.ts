import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { configFromEnv, startLegacy, type LegacyServer } from "../index.js";
import { apiClient } from "../testing/client.js";
import { MAIL_FROM } from "./relay.js";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server on a random port that keeps what it receives (a stand-in for Mailpit). */
async function smtpSink(options: { refuse?: () => boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (options.refuse?.()) return callback(new Error("mailbox unavailable"));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the development mailbox", () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let legacy: LegacyServer;
  let down = false;

  beforeAll(async () => {
    sink = await smtpSink({ refuse: () => down });
    legacy = await startLegacy({
      port: 0,
      dataDir: "memory",
      quiet: true,
      smtpUrl: sink.url,
      portalUrls: { ES: "http://es.test:4000", PT: "http://pt.test:4000" },
    });
  });
  afterAll(async () => {
    await legacy.close();
    await sink.close();
  });

  it("relays a password reminder to the SMTP server once; a server that refuses only delays it", async () => {
    down = true;
    expect((await apiClient(legacy.url, "PT").post("user/remember", { username: "gerente@demo.pt" })).status).toBe(200);
    expect(await legacy.mailRelay!.flush()).toBe(0);
    expect(sink.received).toEqual([]);
    down = false;
    expect(await legacy.mailRelay!.flush()).toBe(1);
    expect(await legacy.mailRelay!.flush()).toBe(0); // sent once
    expect(sink.received.map((m) => [m.from, m.to])).toEqual([[MAIL_FROM.replace(/^.*<(.*)>$/, "$1"), ["gerente@demo.pt"]]]);
    expect(sink.received[0].raw).toMatch(/^Subject: =\?UTF-8\?Q\?Recupera=C3=A7=C3=A3o_da_palavra-passe\?=$/m);
    const [mail] = (await legacy.outbox("PT")).slice(-1);
    expect(sink.received[0].raw.replace(/=\r\n/g, "")).toContain(mail.link);
  });

  it("shows the mails, newest first, with their link to the portal of their market, at /outbox", async () => {
    await apiClient(legacy.url, "ES").post("user/remember", { username: "gerente@demo.es" });
    const page = await fetch(`${legacy.url}/outbox`);
    expect([page.status, page.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
    const html = await page.text();
    const [es] = (await legacy.outbox("ES")).slice(-1);
    const [pt] = (await legacy.outbox("PT")).slice(-1);
    const esAt = html.indexOf(`<a href="http://es.test:4000${es.link}">`);
    const ptAt = html.indexOf(`<a href="http://pt.test:4000${pt.link}">`);
    expect(esAt).toBeGreaterThan(0);
    expect(ptAt).toBeGreaterThan(esAt);
    expect(html).toContain("<h2>Recordatorio de contraseña</h2>");
  });
});

describe("a production catalogue (NODE_ENV=production)", () => {
  it("has no development mailbox: /outbox answers 404, the mails stay in the outbox table for the relay", async () => {
    const config = configFromEnv({ NODE_ENV: "production" });
    expect(config.production).toBe(true);
    expect(configFromEnv({}).production).toBe(false);
    const legacy = await startLegacy({ port: 0, dataDir: "memory", quiet: true, production: config.production });
    try {
      await apiClient(legacy.url, "ES").post("user/remember", { username: "admin@demo.es" });
      const page = await fetch(`${legacy.url}/outbox`);
      expect([page.status, await page.text()]).toEqual([404, JSON.stringify({ status: false, data: { error: "not_found" } })]);
      expect((await legacy.outbox("ES")).map((mail) => mail.to)).toEqual(["admin@demo.es"]);
    } finally {
      await legacy.close();
    }
  });
});
