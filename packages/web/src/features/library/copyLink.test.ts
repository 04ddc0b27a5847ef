import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { copyText, createFlash } from "./copyLink";

describe("copy on focus", () => {
  it("selects the text and writes it to the clipboard", async () => {
    const select = vi.fn();
    const writeText = vi.fn(async () => undefined);
    await expect(copyText("http://es.localhost/r/5/9", { clipboard: { writeText }, select })).resolves.toBe(true);
    expect(select).toHaveBeenCalledOnce();
    expect(writeText).toHaveBeenCalledWith("http://es.localhost/r/5/9");
  });

  it("falls back to the selection when there is no clipboard or it refuses", async () => {
    const select = vi.fn();
    await expect(copyText("x", { clipboard: null, select })).resolves.toBe(false);
    await expect(copyText("x", { clipboard: { writeText: async () => Promise.reject(new Error("NotAllowedError")) }, select })).resolves.toBe(false);
    expect(select).toHaveBeenCalledTimes(2);
  });
});

describe("copied message", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows for 3 seconds (LIBRARY_LIMITS.copiedMessageMs)", () => {
    const states: boolean[] = [];
    const flash = createFlash((v) => states.push(v));
    flash.show();
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(2999);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
  });

  it("restarts the 3 seconds on a new copy and stops on dispose", () => {
    const states: boolean[] = [];
    const flash = createFlash((v) => states.push(v));
    flash.show();
    vi.advanceTimersByTime(2000);
    flash.show();
    vi.advanceTimersByTime(2000);
    expect(states).toEqual([true, true]);
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([true, true, false]);
    flash.show();
    flash.dispose();
    vi.advanceTimersByTime(5000);
    expect(states).toEqual([true, true, false, true]);
  });
});
