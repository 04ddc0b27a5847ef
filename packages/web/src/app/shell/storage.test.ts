import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reloadForForbidden } from "./storage";

/** A tab's session storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe("reloadForForbidden (a catalogue 403 on a call other than the session check)", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("reloads the page, then not again within a minute (no reload loop), then again after it", () => {
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadForForbidden(t0, reload)).toBe(true);
    expect(reloadForForbidden(t0 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForForbidden(t0 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
