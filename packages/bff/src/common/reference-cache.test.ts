import { describe, expect, it } from "vitest";
import { ReferenceCache } from "./reference-cache.js";

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
    expect(cache.getNow({ key: "k" }, load)).toBe(first); // still coming: the same load
    const value = await first;
    expect(cache.getNow({ key: "k" }, load)).toBe(value);
    expect(await cache.get({ key: "k" }, load)).toBe(value);
    expect(loads).toBe(1);
    cache.invalidate("k");
    expect(cache.getNow({ key: "k" }, load)).toBeInstanceOf(Promise);
    expect(loads).toBe(2);
  });
});
