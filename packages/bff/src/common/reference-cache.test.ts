import { describe, expect, it } from "vitest";
import { ReferenceCache } from "./reference-cache.js";

describe("ReferenceCache", () => {
  it("loads once while fresh, again after the TTL, and shares concurrent misses", async () => {
    let now = 1; // (lru-cache reads a start time of 0 as "no TTL")
    let loads = 0;
    const cache = new ReferenceCache(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    now = 1001;
    expect(await cache.get("k", load)).toBe(1);
    now = 1002;
    expect(await cache.get("k", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not keep a failed load and invalidates by prefix", async () => {
    const cache = new ReferenceCache(60_000);
    await expect(cache.get("a:ES", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a:ES", async () => "up")).toBe("up");
    expect(await cache.get("b:ES", async () => "b1")).toBe("b1");
    cache.invalidate("a:");
    expect(await cache.get("a:ES", async () => "again")).toBe("again");
    expect(await cache.get("b:ES", async () => "b2")).toBe("b1");
  });

  it("takes a TTL per entry and keeps only the most recently used entries", async () => {
    let now = 1; // (lru-cache reads a start time of 0 as "no TTL")
    const cache = new ReferenceCache(60_000, () => now, 2);
    expect(await cache.get("short", async () => 1, 100)).toBe(1);
    expect(await cache.get("long", async () => "l1")).toBe("l1");
    now = 102;
    expect(await cache.get("short", async () => 2, 100)).toBe(2);
    expect(await cache.get("long", async () => "l2")).toBe("l1");
    expect(await cache.get("third", async () => "t")).toBe("t"); // evicts "short", the least recently used
    expect(await cache.get("long", async () => "l3")).toBe("l1");
    expect(await cache.get("short", async () => 3, 100)).toBe(3);
  });

  it("gives a value that has arrived as is, and a promise until then", async () => {
    const cache = new ReferenceCache(60_000);
    let loads = 0;
    const load = async () => ({ loaded: ++loads });
    const first = cache.getNow("k", load);
    expect(first).toBeInstanceOf(Promise);
    expect(cache.getNow("k", load)).toBe(first); // still coming: the same load
    const value = await first;
    expect(cache.getNow("k", load)).toBe(value);
    expect(await cache.get("k", load)).toBe(value);
    expect(loads).toBe(1);
    cache.invalidate("k");
    expect(cache.getNow("k", load)).toBeInstanceOf(Promise);
    expect(loads).toBe(2);
  });
});
