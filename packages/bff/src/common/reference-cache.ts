import { LRUCache } from "lru-cache";
import type { MaybePromise } from "./maybe-promise.js";

/**
 * Data shared by every user of a market (and language) — languages, section tree, resource types,
 * sliders, videos, file metadata — and per-restaurant data that many users read, cached in the BFF
 * with a TTL (per entry when given) and explicit invalidation on writes. Concurrent misses share one
 * upstream call; a failed load is not kept. Bounded: the least recently used entries go first.
 */
/** A load on its way (`value`), and its result once it has arrived (`settled`). */
interface Entry {
  value: Promise<unknown>;
  settled?: { value: unknown };
}

export class ReferenceCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(ttlMs: number, now: () => number = Date.now, maxEntries = 20_000) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  get<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T> {
    const hit = this.entries.get(key);
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
   * `get`, but a value that has arrived comes back as is, not in a promise: a resolver that finds its
   * reference data warm answers synchronously (no promise, no microtask per field).
   */
  getNow<T>(key: string, load: () => Promise<T>, ttlMs?: number): MaybePromise<T> {
    const settled = this.now<T>(key);
    return settled ? settled.value : this.get(key, load, ttlMs);
  }

  /** The value of `key` if it has arrived (and is fresh), else undefined. */
  now<T>(key: string): { value: T } | undefined {
    return this.entries.get(key)?.settled as { value: T } | undefined;
  }

  /** Drops every entry whose key starts with the prefix (e.g. "sections:ES:"). */
  invalidate(prefix = ""): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
