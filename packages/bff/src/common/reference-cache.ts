import { LRUCache } from "lru-cache";
import { ERROR_CODES } from "@portal/schema";
import { errorCode } from "./errors.js";
import { noteStale } from "./freshness.js";
import type { MaybePromise } from "./maybe-promise.js";

/**
 * Where a cached value lives: its key and, when not the cache's default, its lifetime. Each area builds
 * its slots in one module (`modules/<area>/<area>.cache.ts`), with the prefixes its writes invalidate.
 */
export interface CacheSlot {
  key: string;
  ttlMs?: number;
}

/**
 * Carries invalidations between the BFF processes that share a Redis: a write in one process drops the
 * entries in all of them (see `redisInvalidationBus`).
 */
export interface InvalidationBus {
  publish(prefix: string): void;
  /** Calls `drop` with each prefix another process invalidated; resolves once listening. */
  subscribe(drop: (prefix: string) => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * A load on its way (`value`), and its result once it has arrived (`settled`); `stale` when the load failed
 * with the catalogue unavailable and the value is the last good one.
 */
interface Entry {
  value: Promise<unknown>;
  settled?: { value: unknown };
  stale?: boolean;
}

export interface ReferenceCacheOptions {
  now?: () => number;
  maxEntries?: number;
  bus?: InvalidationBus;
  /** Observes each lookup: found, not found, or answered with a stale value (the metrics). */
  onLookup?: (result: "hit" | "miss" | "stale") => void;
  /** How long a value is kept to be served stale while the catalogue is unavailable (default 24 h). */
  staleForMs?: number;
}

/** How long an entry answered stale is kept before the catalogue is tried again (its breaker fails fast meanwhile). */
const STALE_RETRY_MS = 5_000;

/**
 * Data shared by every user of a market (and language) — languages, section tree, resource types,
 * sliders, videos, file metadata — and per-restaurant data that many users read, cached in the BFF
 * with a TTL (per slot when given) and explicit invalidation on writes, in every process. Concurrent
 * misses share one upstream call; a failed load is not kept. Bounded: the least recently used entries go first.
 *
 * While the catalogue is unavailable, a value whose TTL has passed is served stale (its last good value, kept up to
 * `staleForMs`) rather than failing: the request is marked (`noteStale`) so the client can say the data may be out
 * of date. A write's invalidation drops the last good value too: what was written is never hidden by an old copy.
 */
export class ReferenceCache {
  private readonly entries: LRUCache<string, Entry>;
  /** The last value each key loaded, kept past its TTL for a catalogue outage. */
  private readonly lastGood: LRUCache<string, { value: unknown }>;
  private readonly bus?: InvalidationBus;
  private readonly onLookup?: (result: "hit" | "miss" | "stale") => void;
  /** Resolves once invalidations from other processes arrive (at once without a bus). */
  readonly listening: Promise<void>;

  constructor(ttlMs: number, { now = Date.now, maxEntries = 20_000, bus, onLookup, staleForMs = 24 * 3_600_000 }: ReferenceCacheOptions = {}) {
    this.onLookup = onLookup;
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
    this.lastGood = new LRUCache({ max: maxEntries, ttl: staleForMs, ttlResolution: 0, perf: { now } });
    this.bus = bus;
    this.listening = bus ? bus.subscribe((prefix) => this.drop(prefix)) : Promise.resolve();
  }

  get<T>(slot: CacheSlot, load: () => Promise<T>): Promise<T> {
    const { key, ttlMs } = slot;
    const hit = this.entries.get(key);
    if (hit) {
      this.found(hit);
      // Still loading: whoever waits is told too if it ends stale.
      if (!hit.settled) return hit.value.then((value) => (hit.stale && noteStale(), value)) as Promise<T>;
      return hit.value as Promise<T>;
    }
    this.onLookup?.("miss");
    const entry: Entry = { value: Promise.resolve() };
    entry.value = load().then(
      (value) => {
        entry.settled = { value };
        this.lastGood.set(key, { value });
        return value;
      },
      (error: unknown) => {
        const last = errorCode(error) === ERROR_CODES.UPSTREAM_UNAVAILABLE ? this.lastGood.get(key) : undefined;
        if (!last) {
          if (this.entries.peek(key) === entry) this.entries.delete(key);
          throw error;
        }
        entry.stale = true;
        entry.settled = last;
        if (this.entries.peek(key) === entry) this.entries.set(key, entry, { ttl: STALE_RETRY_MS });
        noteStale();
        return last.value;
      },
    );
    this.entries.set(key, entry, ttlMs === undefined ? undefined : { ttl: ttlMs });
    return entry.value as Promise<T>;
  }

  /**
   * `get`, but a value that has arrived comes back as is, not in a promise: a field resolver that finds
   * its reference data warm answers synchronously (no promise, no microtask per field). For loaders only.
   */
  getNow<T>(slot: CacheSlot, load: () => Promise<T>): MaybePromise<T> {
    const entry = this.entries.get(slot.key);
    if (!entry?.settled) return this.get(slot, load);
    this.found(entry);
    return entry.settled.value as T;
  }

  /** The value of the slot if it has arrived (and is fresh, or served stale), else undefined. */
  now<T>(slot: CacheSlot): { value: T } | undefined {
    const entry = this.entries.get(slot.key);
    if (entry?.stale) noteStale();
    return entry?.settled as { value: T } | undefined;
  }

  /** Drops every entry whose key starts with the prefix, here and in every process on the bus. */
  invalidate(prefix: string): void {
    this.drop(prefix);
    this.bus?.publish(prefix);
  }

  /** Drops every entry of this process, last good values included (tests count cold calls). */
  clear(): void {
    this.entries.clear();
    this.lastGood.clear();
  }

  async close(): Promise<void> {
    await this.bus?.close();
  }

  /** A lookup that found its entry: counted, and the request told when the entry is a stale copy. */
  private found(entry: Entry): void {
    this.onLookup?.(entry.stale ? "stale" : "hit");
    if (entry.stale) noteStale();
  }

  private drop(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of [...this.lastGood.keys()]) if (key.startsWith(prefix)) this.lastGood.delete(key);
  }
}
