import { describe, expect, it } from "vitest";
import { RedisTimeoutError, withTimeout } from "./timeout.js";

/** Keeps the event loop busy for `ms`, as a saturated CPU does: every timer due meanwhile fires late. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("withTimeout", () => {
  it("answers with the work when it ends in time", async () => {
    await expect(withTimeout(new Promise((resolve) => setTimeout(resolve, 10, "ok")), 200)).resolves.toBe("ok");
  });

  it("fails with RedisTimeoutError after the bound when the store never answers on a responsive process", async () => {
    const started = performance.now();
    await expect(withTimeout(new Promise(() => undefined), 100)).rejects.toBeInstanceOf(RedisTimeoutError);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(95);
    expect(took).toBeLessThan(400);
  });

  it("a timer that fired late (the process was busy) gives the store the time it was owed: its answer still wins", async () => {
    // The command only goes out once the process can send it (after the busy stretch), and its answer takes 50 ms.
    const work = new Promise((resolve) => setImmediate(() => setTimeout(resolve, 50, "ok")));
    const answer = withTimeout(work, 100);
    busy(400);
    await expect(answer).resolves.toBe("ok");
  });

  it("however busy the process, a store that never answers is reported after at most ten times the bound", async () => {
    const started = performance.now();
    const answer = withTimeout(new Promise(() => undefined), 50);
    busy(200);
    await expect(answer).rejects.toBeInstanceOf(RedisTimeoutError);
    expect(performance.now() - started).toBeLessThan(50 * 10 + 300);
  });
});
