import { LRUCache } from "lru-cache";
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

/** A load on its way (`value`), and its result once it has arrived (`settled`). */
interface Entry {
  value: Promise<unknown>;
  settled?: { value: unknown };
}

export interface ReferenceCacheOptions {
  now?: () => number;
  maxEntries?: number;
  bus?: InvalidationBus;
  /** Observes each lookup: found or not (the metrics). */
  onLookup?: (hit: boolean) => void;
}

/**
 * Data shared by every user of a market (and language) — languages, section tree, resource types,
 * sliders, videos, file metadata — and per-restaurant data that many users read, cached in the BFF
 * with a TTL (per slot when given) and explicit invalidation on writes, in every process. Concurrent
 * misses share one upstream call; a failed load is not kept. Bounded: the least recently used entries go first.
 */
export class ReferenceCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly bus?: InvalidationBus;
  private readonly onLookup?: (hit: boolean) => void;
  /** Resolves once invalidations from other processes arrive (at once without a bus). */
  readonly listening: Promise<void>;

  constructor(ttlMs: number, { now = Date.now, maxEntries = 20_000, bus, onLookup }: ReferenceCacheOptions = {}) {
    this.onLookup = onLookup;
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
    this.bus = bus;
    this.listening = bus ? bus.subscribe((prefix) => this.drop(prefix)) : Promise.resolve();
  }

  get<T>(slot: CacheSlot, load: () => Promise<T>): Promise<T> {
    const { key, ttlMs } = slot;
    const hit = this.entries.get(key);
    this.onLookup?.(Boolean(hit));
    if (hit) return hit.value as Promise<T>;
    const entry: Entry = { value: load() };
    this.entries.set(key, entry, ttlMs === undefined ? undefined : { ttl: ttlMs });
    entry.value.then(
      (value) => (entry.settled = { value }),
      () => {
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  /**
   * `get`, but a value that has arrived comes back as is, not in a promise: a field resolver that finds
   * its reference data warm answers synchronously (no promise, no microtask per field). For loaders only.
   */
  getNow<T>(slot: CacheSlot, load: () => Promise<T>): MaybePromise<T> {
    const settled = this.now<T>(slot);
    if (!settled) return this.get(slot, load);
    this.onLookup?.(true);
    return settled.value;
  }

  /** The value of the slot if it has arrived (and is fresh), else undefined. */
  now<T>(slot: CacheSlot): { value: T } | undefined {
    return this.entries.get(slot.key)?.settled as { value: T } | undefined;
  }

  /** Drops every entry whose key starts with the prefix, here and in every process on the bus. */
  invalidate(prefix: string): void {
    this.drop(prefix);
    this.bus?.publish(prefix);
  }

  /** Drops every entry of this process (tests count cold calls). */
  clear(): void {
    this.entries.clear();
  }

  async close(): Promise<void> {
    await this.bus?.close();
  }

  private drop(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
