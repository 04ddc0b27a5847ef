import { RedisStore } from "connect-redis";
import type { Request } from "express";
import type { SessionData } from "express-session";
import type { RedisClientType } from "redis";
import { withTimeout } from "../common/timeout.js";
import { preloadUserChange } from "./user-changes.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- express-session's and connect-redis's own callback type
type Callback = (error?: unknown, value?: any) => unknown;

/**
 * A session as a request loaded it, to know which of its fields the request changed: the stored JSON (the fields are
 * read from it only when the request saves, which few do), then the fields written (JSON per field).
 */
interface Loaded {
  sid: string;
  stored?: string;
  fields?: Map<string, string>;
}
const LOADED = Symbol("portal.session.loaded");
/** The user's change mark, read with the session (SESSION_AND_MARK). */
const MARK = Symbol("portal.session.userChange");
/** The session's JSON as stored, read with it. */
const STORED = Symbol("portal.session.stored");
type Read = SessionData & { [MARK]?: string | null; [STORED]?: string };
type WithLoaded = Request & { [LOADED]?: Loaded };

/**
 * Compare-and-set of a stored session: KEYS[1] the session; ARGV the value the merge started from, the new value, the
 * TTL in seconds. 0: the session is gone (nothing written); -1: another request wrote it meanwhile (merge again); 1.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
if current ~= ARGV[1] then return -1 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', tonumber(ARGV[3]))
return 1`;

/**
 * A session and, in the same round trip, the mark of its user's last change by someone else (see UserChanges): KEYS[1]
 * the session; ARGV[1] the marks' prefix. The mark's key is read from the session itself (its market and user), which
 * a pipeline could not do, so a signed-in request costs Redis one round trip, not two. (A key the script builds is not
 * declared: fine on one Redis, as the portal runs; a Redis Cluster would need the marks beside the sessions' slot.)
 */
const SESSION_AND_MARK = `
local session = redis.call('GET', KEYS[1])
if not session then return {false, false} end
local ok, data = pcall(cjson.decode, session)
if not ok or type(data) ~= 'table' or type(data.principal) ~= 'table' or type(data.market) ~= 'string' then return {session, false} end
return {session, redis.call('GET', ARGV[1] .. ':' .. data.market .. ':' .. tostring(data.principal.userId))}`;

/** Merging again after a concurrent write is bounded: past this, the request's change is dropped (and logged). */
const MAX_MERGES = 8;

/**
 * connect-redis's store, with safe writes for the portal's sessions, which any number of requests and BFF processes
 * read and change at once:
 *  - a request writes back only the fields it changed, merged into the session as it is in Redis now, with a
 *    compare-and-set (a language chosen in one tab and a restaurant in another both survive);
 *  - a request never writes back a session destroyed while it ran (a logout stays a logout: the old cookie brings
 *    nothing back);
 *  - a session the request created (a sign-in, a new id) is written whole, by connect-redis.
 * express-session keeps a session's request on it (`session.req`); `createSession` notes what the request loaded.
 */
export class SafeRedisStore extends RedisStore {
  constructor(
    private readonly redis: RedisClientType,
    private readonly options: {
      prefix: string;
      ttlSeconds: number;
      timeoutMs: number;
      /** The prefix of the users' change marks (UserChanges), read with the session. */
      userChangesPrefix: string;
      onDropped?: (sid: string) => void;
    },
  ) {
    super({ client: redis, prefix: options.prefix, ttl: options.ttlSeconds, disableTouch: true });
  }

  /** Every operation answers within `timeoutMs`, or fails as a store error (a paused Redis must not hang requests). */
  override get(sid: string, callback?: Callback): Promise<unknown> {
    return settle(withTimeout(this.loadWithMark(sid), this.options.timeoutMs), callback);
  }

  /** The session, its user's change mark riding along (kept for `createSession`, never saved: a symbol is no JSON). */
  private async loadWithMark(sid: string): Promise<SessionData | null> {
    const [session, mark] = (await this.redis.eval(SESSION_AND_MARK, {
      keys: [`${this.options.prefix}${sid}`],
      arguments: [this.options.userChangesPrefix],
    })) as [string | null, string | null];
    if (session === null) return null;
    const data = JSON.parse(session) as Read;
    data[MARK] = mark;
    data[STORED] = session;
    return data;
  }

  override destroy(sid: string, callback?: Callback): Promise<unknown> {
    return settle(withTimeout(super.destroy(sid), this.options.timeoutMs), callback);
  }

  override createSession(req: Request, data: Read) {
    const session = super.createSession(req, data);
    (req as WithLoaded)[LOADED] =
      data[STORED] === undefined ? { sid: req.sessionID, fields: fieldsOf(data) } : { sid: req.sessionID, stored: data[STORED] };
    if (MARK in data && data.principal) preloadUserChange(req, { market: data.market, userId: data.principal.userId, mark: data[MARK] ?? null });
    return session;
  }

  override set(sid: string, session: SessionData, callback?: Callback): Promise<unknown> {
    return settle(withTimeout(this.write(sid, session), this.options.timeoutMs), callback);
  }

  private async write(sid: string, session: SessionData): Promise<void> {
    const loaded = (session as unknown as { req?: WithLoaded }).req?.[LOADED];
    if (!loaded || loaded.sid !== sid) {
      await super.set(sid, session);
      return;
    }
    const before = (loaded.fields ??= fieldsOf(JSON.parse(loaded.stored!) as SessionData));
    const fields = fieldsOf(session);
    const changed = [...fields].filter(([field, value]) => before.get(field) !== value);
    const removed = [...before.keys()].filter((field) => !fields.has(field));
    if (changed.length || removed.length) await this.merge(sid, changed, removed);
    loaded.fields = fields; // a second save of the same request writes only what changed since
  }

  private async merge(sid: string, changed: Array<[string, string]>, removed: string[]) {
    const key = `${this.options.prefix}${sid}`;
    for (let attempt = 0; attempt < MAX_MERGES; attempt++) {
      const current = await this.redis.get(key);
      if (current === null) return; // destroyed meanwhile: stays destroyed
      const merged: Record<string, unknown> = JSON.parse(current);
      for (const [field, value] of changed) merged[field] = JSON.parse(value);
      for (const field of removed) delete merged[field];
      const written = await this.redis.eval(COMPARE_AND_SET, {
        keys: [key],
        arguments: [current, JSON.stringify(merged), String(this.options.ttlSeconds)],
      });
      if (written !== -1) return;
    }
    this.options.onDropped?.(sid);
  }
}

/** A session's values, each as JSON (undefined ones left out: JSON has none). */
function fieldsOf(data: SessionData | Record<string, unknown>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [field, value] of Object.entries(data)) if (value !== undefined) fields.set(field, JSON.stringify(value));
  return fields;
}

/** A promise's outcome to an express-session callback too (when given); the promise itself stays for async callers. */
function settle<T>(work: Promise<T>, callback?: Callback): Promise<T | undefined> {
  if (!callback) return work;
  return work.then(
    (value) => (callback(null, value), value),
    (error: unknown) => (callback(error), undefined),
  );
}
