import { describe, expect, it } from "vitest";
import { ReferenceCache } from "./reference-cache.js";
import { servedStale, withFreshness } from "./freshness.js";
import { upstreamRejected, upstreamUnavailable } from "./errors.js";

describe("ReferenceCache", () => {
  it("loads once while fresh, again after the TTL, and shares concurrent misses", async () => {
    let now = 1; // (lru-cache reads a start time of 0 as "no TTL")
    let loads = 0;
    const cache = new ReferenceCache(1000, { now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get({ key: "k" }, load), cache.get({ key: "k" }, load)])).toEqual([1, 1]);
    now = 1001;
    expect(await cache.get({ key: "k" }, load)).toBe(1);
    now = 1002;
    expect(await cache.get({ key: "k" }, load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not keep a failed load and invalidates by prefix", async () => {
    const cache = new ReferenceCache(60_000);
    await expect(cache.get({ key: "a:ES" }, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get({ key: "a:ES" }, async () => "up")).toBe("up");
    expect(await cache.get({ key: "b:ES" }, async () => "b1")).toBe("b1");
    cache.invalidate("a:");
    expect(await cache.get({ key: "a:ES" }, async () => "again")).toBe("again");
    expect(await cache.get({ key: "b:ES" }, async () => "b2")).toBe("b1");
  });

  it("takes a TTL per entry and keeps only the most recently used entries", async () => {
    let now = 1; // (lru-cache reads a start time of 0 as "no TTL")
    const cache = new ReferenceCache(60_000, { now: () => now, maxEntries: 2 });
    expect(await cache.get({ key: "short", ttlMs: 100 }, async () => 1)).toBe(1);
    expect(await cache.get({ key: "long" }, async () => "l1")).toBe("l1");
    now = 102;
    expect(await cache.get({ key: "short", ttlMs: 100 }, async () => 2)).toBe(2);
    expect(await cache.get({ key: "long" }, async () => "l2")).toBe("l1");
    expect(await cache.get({ key: "third" }, async () => "t")).toBe("t"); // evicts "short", the least recently used
    expect(await cache.get({ key: "long" }, async () => "l3")).toBe("l1");
    expect(await cache.get({ key: "short", ttlMs: 100 }, async () => 3)).toBe(3);
  });

  it("gives a value that has arrived as is, and a promise until then", async () => {
    const cache = new ReferenceCache(60_000);
    let loads = 0;
    const load = async () => ({ loaded: ++loads });
    const first = cache.getNow({ key: "k" }, load);
    expect(first).toBeInstanceOf(Promise);
    expect(cache.getNow({ key: "k" }, load)).toBeInstanceOf(Promise); // still coming: the same load
    const value = await first;
    expect(cache.getNow({ key: "k" }, load)).toBe(value);
    expect(await cache.get({ key: "k" }, load)).toBe(value);
    expect(loads).toBe(1);
    cache.invalidate("k");
    expect(cache.getNow({ key: "k" }, load)).toBeInstanceOf(Promise);
    expect(loads).toBe(2);
  });

  it("serves the last good value, marked stale, while the catalogue is unavailable; never after a write or past staleForMs", async () => {
    let now = 1; // (lru-cache reads a start time of 0 as "no TTL")
    const lookups: string[] = [];
    const cache = new ReferenceCache(1000, { now: () => now, staleForMs: 60_000, onLookup: (result) => lookups.push(result) });
    const down = () => Promise.reject(upstreamUnavailable());
    expect(await withFreshness(async () => [await cache.get({ key: "s:ES" }, async () => "v1"), servedStale()])).toEqual(["v1", false]);
    now = 1002; // past the TTL
    // Two requests at once while the catalogue is down: both get the old value, both are told.
    const [first, second] = await Promise.all([
      withFreshness(async () => [await cache.get({ key: "s:ES" }, down), servedStale()]),
      withFreshness(async () => [await cache.get({ key: "s:ES" }, down), servedStale()]),
    ]);
    expect([first, second]).toEqual([
      ["v1", true],
      ["v1", true],
    ]);
    // Answered stale from memory a while (the catalogue is not asked each time), marked each time.
    expect(await withFreshness(() => [cache.getNow({ key: "s:ES" }, down), servedStale()])).toEqual(["v1", true]);
    expect(lookups).toEqual(["miss", "miss", "hit", "stale"]);
    // A refusal is an answer, not an outage: it is not hidden.
    now = 7000;
    await expect(cache.get({ key: "s:ES" }, () => Promise.reject(upstreamRejected("no")))).rejects.toThrow();
    // Back up: fresh again.
    expect(await withFreshness(async () => [await cache.get({ key: "s:ES" }, async () => "v2"), servedStale()])).toEqual(["v2", false]);
    // A write drops the last good value: what was written is never hidden by an old copy.
    cache.invalidate("s:");
    await expect(cache.get({ key: "s:ES" }, down)).rejects.toThrow("error.UPSTREAM_UNAVAILABLE");
    // Nor is a value older than staleForMs served.
    expect(await cache.get({ key: "o:ES" }, async () => "old")).toBe("old");
    now = 70_000;
    await expect(cache.get({ key: "o:ES" }, down)).rejects.toThrow("error.UPSTREAM_UNAVAILABLE");
  });
});
