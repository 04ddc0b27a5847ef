import { LRUCache } from "lru-cache";

/**
 * Data shared by every user of a market (and language) — languages, section tree, resource types,
 * sliders, videos, file metadata — and per-restaurant data that many users read, cached in the BFF
 * with a TTL (per entry when given) and explicit invalidation on writes. Concurrent misses share one
 * upstream call; a failed load is not kept. Bounded: the least recently used entries go first.
 */
export class ReferenceCache {
  private readonly entries: LRUCache<string, { value: Promise<unknown> }>;

  constructor(ttlMs: number, now: () => number = Date.now, maxEntries = 20_000) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  get<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit.value as Promise<T>;
    const entry = { value: load() };
    this.entries.set(key, entry, ttlMs === undefined ? undefined : { ttl: ttlMs });
    entry.value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /** Drops every entry whose key starts with the prefix (e.g. "sections:ES:"). */
  invalidate(prefix = ""): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
