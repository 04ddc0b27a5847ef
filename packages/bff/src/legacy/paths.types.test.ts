import { describe, expect, it } from "vitest";
import type { LegacySection } from "./library.js";
import type { Upstream } from "./upstream.js";

/*
 * The path table at work: each line below must fail to compile, or `@ts-expect-error` itself is an
 * error (`pnpm typecheck`, a suite of `pnpm test`). The function is never called.
 */
function misuses(up: Upstream) {
  // @ts-expect-error a path the catalogue does not have
  void up.get("no/such/path");
  // @ts-expect-error a POST path asked with GET
  void up.get("sections");
  // @ts-expect-error a required form field missing
  void up.post("sections", {});
  // @ts-expect-error a field the path does not take
  void up.post("resources/newest", { lang: "CAST", limit: 1, extra: 1 });
  // @ts-expect-error a field of the wrong type
  void up.post("user/favorite", { restaurant_id: 7 });
  // @ts-expect-error `resources` takes a section or a type
  void up.post("resources", { lang: "CAST", status: "1" });
  // @ts-expect-error the answer is the path's: sliders are not strings
  const wrong: Promise<string[]> = up.get("sliders");
  const sections: Promise<LegacySection[]> = up.post("sections", { lang: "CAST" });
  const resource = up.get(`resource/${Number("12")}`);
  return { wrong, sections, resource };
}

describe("the catalogue path table", () => {
  it("is checked by the compiler (this file's @ts-expect-error lines)", () => {
    expect(typeof misuses).toBe("function");
  });
});
