import type { Db } from "../db/db.js";
import type { Market } from "../market.js";
import { randomToken } from "./tokens.js";

/** A live session of the catalogue, as the middlewares attach it to the request. */
export interface Session {
  id: string;
  market: Market;
  userId: number;
  /** Legal terms not accepted yet: only `legal/accept` and `logout` work. */
  pending: boolean;
  /** Epoch seconds. */
  exp: number;
  /** The administrator who opened this session as its user ("log in as"); undefined for the user's own sessions. */
  actingAdminId?: number;
}

interface SessionRow {
  id: string;
  user_id: number;
  pending: boolean;
  expires_at: Date;
  acting_admin_id: number | null;
}

const toSession = (market: Market, row: SessionRow): Session => ({
  id: row.id,
  market,
  userId: row.user_id,
  pending: row.pending,
  exp: Math.floor(new Date(row.expires_at).getTime() / 1000),
  ...(row.acting_admin_id === null ? {} : { actingAdminId: row.acting_admin_id }),
});

const SESSION_COLUMNS = "id, user_id, pending, expires_at, acting_admin_id";

/** Sessions in the `sessions` table, with an idle expiry that slides on every use. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
  ) {}

  private expiry(): string {
    return new Date(Date.now() + this.ttlSeconds * 1000).toISOString();
  }

  /** A new session of the user; `actingAdminId` when an administrator opens it as them ("log in as"). */
  async create(market: Market, userId: number, pending: boolean, actingAdminId?: number): Promise<Session> {
    const rows = await this.db.query<SessionRow>(
      `INSERT INTO sessions (id, market, user_id, pending, expires_at, created_at, acting_admin_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING ${SESSION_COLUMNS}`,
      [randomToken(32), market, userId, pending, this.expiry(), new Date().toISOString(), actingAdminId ?? null],
    );
    return toSession(market, rows[0]);
  }

  /** The live session of this market with that id, its expiry slid forward; undefined if missing or expired. */
  async touch(market: Market, id: string): Promise<Session | undefined> {
    if (!/^[0-9a-f]{64}$/.test(id)) return undefined;
    const rows = await this.db.query<SessionRow>(
      `UPDATE sessions SET expires_at = $3 WHERE id = $1 AND market = $2 AND expires_at > $4
       RETURNING ${SESSION_COLUMNS}`,
      [id, market, this.expiry(), new Date().toISOString()],
    );
    return rows[0] ? toSession(market, rows[0]) : undefined;
  }

  async complete(id: string): Promise<void> {
    await this.db.query("UPDATE sessions SET pending = false WHERE id = $1", [id]);
  }

  async destroy(market: Market, id: string): Promise<void> {
    await this.db.query("DELETE FROM sessions WHERE id = $1 AND market = $2", [id, market]);
  }

  async destroyForUser(userId: number): Promise<void> {
    await this.db.query("DELETE FROM sessions WHERE user_id = $1", [userId]);
  }

  /** Test hook: every session expires now. */
  async expireAll(): Promise<void> {
    await this.db.query("UPDATE sessions SET expires_at = $1", [new Date(Date.now() - 1000).toISOString()]);
  }
}
