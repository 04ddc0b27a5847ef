import { describe, expect, it } from "vitest";
import { ReferenceCache } from "./reference-cache.js";

describe("ReferenceCache", () => {
  it("loads once while fresh, again after the TTL, and shares concurrent misses", async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReferenceCache(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get("k", load)).toBe(1);
    now = 1000;
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
});
