import type { AddressInfo } from "node:net";
import { createApp, type ApiCall } from "./app.js";
import { SessionStore } from "./auth/sessions.js";
import { DEFAULT_DATA_DIR, DEFAULT_HOST, DEFAULT_PORT, DEFAULT_SESSION_TTL_SECONDS } from "./config.js";
import type { Db } from "./db/db.js";
import { openSeededMemoryDb } from "./db/memory-template.js";
import { migrate } from "./db/migrate.js";
import { describeDbLocation, openDb } from "./db/open.js";
import { runSeeds, seededAreas, writeSeedFiles } from "./db/seed/index.js";
import { listMail, type Mail } from "./mail/outbox.js";
import { startMailRelay, type MailRelay } from "./mail/relay.js";
import type { PortalUrls } from "./mail/outbox-page.js";
import type { Market } from "./market.js";
import { startChannelTimer } from "./routes/channels/due.js";
import { prepareStorage, type FileStorage } from "./storage/files.js";

export type { ApiCall } from "./app.js";
export type { Db, Row } from "./db/db.js";
export type { Mail } from "./mail/outbox.js";
export type { Market } from "./market.js";
export { MARKETS } from "./market.js";
export { sha256Hex } from "./auth/passwords.js";
export { DEMO_PASSWORD } from "./db/seed/data/users.js";
export { configFromEnv } from "./config.js";

export interface LegacyOptions {
  /** Port to listen on; 0 picks a free one. Default 4010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PostgreSQL connection string; when set, `dataDir` only holds files. */
  databaseUrl?: string;
  /** Data folder (embedded database and files), or 'memory' for a throw-away in-memory instance. Default `<repo>/.data/legacy`. */
  dataDir?: string | "memory";
  /** Idle session expiry in seconds. Default 28800. */
  sessionTtlSeconds?: number;
  /** Seed the areas not seeded yet (all of them on an empty database). Default true. */
  seed?: boolean;
  /** No log lines (errors included). */
  quiet?: boolean;
  /** Called for every request to an API base, with its path without `/es/api/`. */
  onRequest?: (call: ApiCall) => void;
  /** An SMTP server the outbox's mails are relayed to (e.g. `smtp://mailpit:1025`); none: they stay in the outbox. */
  smtpUrl?: string;
  /** The portal's address per market, for the links of the outbox page (`/outbox`). */
  portalUrls?: PortalUrls;
  /** A production start: no development mailbox (`/outbox` answers 404; the mails go out through `smtpUrl` only). */
  production?: boolean;
}

export interface LegacyServer {
  /** e.g. http://127.0.0.1:54321 (the API bases are `${url}/es/api/` and `${url}/pt/api/`). */
  url: string;
  port: number;
  db: Db;
  /** The catalogue's stored files (for tests that write files of their own, e.g. the factories' partner reports). */
  storage: FileStorage;
  close(): Promise<void>;
  /** Every session expires now (the next call answers 403 `session`). */
  expireSessions(): Promise<void>;
  /** The mails written for a market, oldest first. */
  outbox(market: Market): Promise<Mail[]>;
  /** The SMTP relay, when `smtpUrl` was given. */
  mailRelay?: MailRelay;
}

/** Starts the legacy catalogue: opens storage, migrates, seeds, listens. */
export async function startLegacy(options: LegacyOptions = {}): Promise<LegacyServer> {
  const host = options.host ?? DEFAULT_HOST;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const log = options.quiet ? () => undefined : (message: string) => console.error(message);

  const storage = await prepareStorage(dataDir);
  const location = { databaseUrl: options.databaseUrl, dataDir };
  let db: Db;
  try {
    const seeded = dataDir === "memory" && !options.databaseUrl && (options.seed ?? true);
    db = seeded ? await openSeededMemoryDb() : await openDb(location);
  } catch (error) {
    await storage.dispose();
    throw new Error(`legacy: cannot open ${describeDbLocation(location)}: ${(error as Error).message}`, { cause: error });
  }
  try {
    await migrate(db);
    if (options.seed ?? true) {
      const applied = await runSeeds(db);
      // Areas seeded now get their files; a throw-away folder gets the files of every seeded area
      // (an in-memory database comes seeded from its template).
      await writeSeedFiles(storage, storage.temporary ? await seededAreas(db) : applied);
    }
  } catch (error) {
    await db.close();
    await storage.dispose();
    throw error;
  }

  const sessions = new SessionStore(db, options.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS);
  const app = createApp({ db, sessions, storage, onRequest: options.onRequest, log, portalUrls: options.portalUrls, production: options.production });
  const server = app.listen(options.port ?? DEFAULT_PORT, host);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    });
  } catch (error) {
    await db.close();
    await storage.dispose();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const mailRelay = options.smtpUrl ? startMailRelay(db, options.smtpUrl, { log }) : undefined;
  // Planned channel changes and past reopening dates also apply on reads; the timer applies them without one.
  const stopChannelTimer = startChannelTimer(db);
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    db,
    storage,
    close() {
      closing ??= (async () => {
        stopChannelTimer();
        await mailRelay?.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.close();
        await storage.dispose();
      })();
      return closing;
    },
    expireSessions: () => sessions.expireAll(),
    outbox: (market) => listMail(db, market),
    mailRelay,
  };
}
