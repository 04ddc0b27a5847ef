import { fileURLToPath } from "node:url";
import { DEFAULT_PORTAL_URLS } from "./mail/outbox-page.js";

/** `<repo>/.data/legacy`: where the embedded database and the files live by default. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../.data/legacy", import.meta.url));
export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = "127.0.0.1";
/** Idle session expiry: 8 hours. */
export const DEFAULT_SESSION_TTL_SECONDS = 28_800;

export interface EnvConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  sessionTtlSeconds: number;
  smtpUrl?: string;
  portalUrls: { ES: string; PT: string };
  /** NODE_ENV=production: no development mailbox (`/outbox`). */
  production: boolean;
}

function positiveInteger(name: string, value: string | undefined, fallback: number, allowZero = false): number {
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < (allowZero ? 0 : 1)) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return number;
}

/** LEGACY_PORT, LEGACY_HOST, DATABASE_URL, LEGACY_DATA_DIR, LEGACY_SESSION_TTL, SMTP_URL, PORTAL_URL_ES, PORTAL_URL_PT, NODE_ENV. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  return {
    port: positiveInteger("LEGACY_PORT", env.LEGACY_PORT, DEFAULT_PORT, true),
    host: env.LEGACY_HOST?.trim() || DEFAULT_HOST,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: env.LEGACY_DATA_DIR?.trim() || DEFAULT_DATA_DIR,
    sessionTtlSeconds: positiveInteger("LEGACY_SESSION_TTL", env.LEGACY_SESSION_TTL, DEFAULT_SESSION_TTL_SECONDS),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    portalUrls: { ES: env.PORTAL_URL_ES?.trim() || DEFAULT_PORTAL_URLS.ES, PT: env.PORTAL_URL_PT?.trim() || DEFAULT_PORTAL_URLS.PT },
    production: env.NODE_ENV === "production",
  };
}
