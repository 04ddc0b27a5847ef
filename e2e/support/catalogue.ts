/**
 * Control of the in-process catalogue from the browser journeys (the global setup's control server): its faults and
 * sessions, read-only queries, the journey's own users and rows. Re-exported by portal.ts.
 */
import { inject } from "vitest";
import type { Market } from "./portal.js";

/** Every session of both markets' catalogue expires now (the next catalogue call answers 403). */
export async function expireCatalogueSessions(): Promise<void> {
  const res = await fetch(`${inject("controlUrl")}/expire-sessions`, { method: "POST" });
  if (res.status !== 204) throw new Error(`expire-sessions: ${res.status} ${await res.text()}`);
}

/**
 * The catalogue fails (`fail`: answers 500) or is slow (`slow`: each call waits `delayMs`) on the calls whose path
 * (after the market's API base, e.g. `restaurant/channel/data/12`) matches `match`, for `seconds` from now. The BFF
 * meets it as it would a real fault; `clearCatalogueFaults()` ends every fault at once.
 */
export async function catalogueFault(fault: { match: string; mode: "fail" | "slow"; seconds: number; delayMs?: number }): Promise<void> {
  await control("/catalogue-fault", fault);
}

export async function clearCatalogueFaults(): Promise<void> {
  const res = await fetch(`${inject("controlUrl")}/catalogue-fault`, { method: "DELETE" });
  if (res.status !== 204) throw new Error(`catalogue-fault: ${res.status} ${await res.text()}`);
}

/** The rows of one read-only SELECT on the catalogue's database (the control server's POST /query). */
export async function catalogue<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await fetch(`${inject("controlUrl")}/query`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sql, params }),
  });
  if (res.status !== 200) throw new Error(`catalogue query: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

async function control<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${inject("controlUrl")}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A user of the journey's own (the catalogue's factories: a fresh e-mail, `restaurants` new ones linked or the sites of existing ones, the first the favourite). */
export interface JourneyUser {
  id: number;
  email: string;
  name: string;
  password: string;
  restaurants: Array<{ id: number; site: string; name: string }>;
}
export function createUser(fields: { market: Market; type?: string; restaurants?: number | string[]; name?: string }): Promise<JourneyUser> {
  return control<JourneyUser>("/users", fields);
}

/** One INSERT, UPDATE or DELETE on the catalogue (only rows of the journey's own users: the others read the seed). */
export function changeCatalogue<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return control<T[]>("/execute", { sql, params });
}

/** The catalogue's id of a user of a market. */
export async function userId(market: Market, email: string): Promise<number> {
  const [row] = await catalogue<{ id: number }>("SELECT id FROM users WHERE market = $1 AND lower(email) = lower($2)", [market, email]);
  if (!row) throw new Error(`no user ${email} in ${market}`);
  return row.id;
}
