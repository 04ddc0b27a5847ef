import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import {
  ADMIN_REFUSAL_MESSAGES,
  COMMON_REFUSAL_MESSAGES,
  DIAGNOSTIC_REFUSAL_MESSAGES,
  HOME_REFUSAL_MESSAGES,
  MARKETING_REFUSAL_MESSAGES,
  IMPORT_REFUSAL_MESSAGES,
  COLLECTION_REFUSAL_MESSAGES,
  ACCOUNT_REFUSAL_MESSAGES,
  LIBRARY_REFUSAL_MESSAGES,
  ORDERING_REFUSAL_MESSAGES,
  RESTAURANT_REFUSAL_MESSAGES,
  INFORM_REFUSAL_MESSAGES,
  SECTION_REFUSAL_MESSAGES,
  SESSION_REFUSAL_MESSAGES,
  SLIDER_REFUSAL_MESSAGES,
  RESOURCE_REFUSAL_MESSAGES,
  MOP_REFUSAL_MESSAGES,
  PARTNER_REFUSAL_MESSAGES,
  CHANNELS_REFUSAL_MESSAGES,
} from "@portal/schema";
import { forbidden, refusal, unauthenticated, upstreamRejected, upstreamUnavailable } from "./errors.js";

const shape = (error: unknown) => {
  const e = error as GraphQLError;
  return { message: e.message, extensions: e.extensions };
};

describe("the API's errors", () => {
  it("carry the code's own message key unless given an area's", () => {
    expect([unauthenticated(), forbidden(), upstreamUnavailable(), upstreamRejected("x")].map(shape)).toEqual([
      { message: "error.UNAUTHENTICATED", extensions: { code: "UNAUTHENTICATED" } },
      { message: "error.FORBIDDEN", extensions: { code: "FORBIDDEN" } },
      { message: "error.UPSTREAM_UNAVAILABLE", extensions: { code: "UPSTREAM_UNAVAILABLE" } },
      { message: "error.UPSTREAM_REJECTED", extensions: { code: "UPSTREAM_REJECTED", reason: "x" } },
    ]);
    expect(shape(forbidden("restaurant.error.none"))).toEqual({ message: "restaurant.error.none", extensions: { code: "FORBIDDEN" } });
    expect(upstreamRejected("<b>not a token</b>").extensions.reason).toBe("unknown");
  });

  it("read a refusal with the area's mapping: a field's refusal is BAD_USER_INPUT on it, others keep UPSTREAM_REJECTED with the key", () => {
    expect(shape(refusal(upstreamRejected("opening_date"), LIBRARY_REFUSAL_MESSAGES))).toEqual({
      message: "error.BAD_USER_INPUT",
      extensions: { code: "BAD_USER_INPUT", fields: { openingDate: "opening.error.too_soon" } },
    });
    expect(shape(refusal(upstreamRejected("restaurant"), SESSION_REFUSAL_MESSAGES))).toEqual({
      message: "restaurant.error.not_available",
      extensions: { code: "UPSTREAM_REJECTED", reason: "restaurant" },
    });
    // A common reason is read the same in every area; an unknown one, an outage or an ended session pass as they came.
    expect(shape(refusal(upstreamRejected("not_found"), HOME_REFUSAL_MESSAGES))).toEqual({
      message: "error.not_found",
      extensions: { code: "UPSTREAM_REJECTED", reason: "not_found" },
    });
    for (const error of [upstreamRejected("whatever"), upstreamUnavailable(), unauthenticated(), new Error("bug")]) {
      expect(refusal(error, SESSION_REFUSAL_MESSAGES)).toBe(error);
    }
  });
});

/** Every `new Refusal("…")` and `{ error: "…" }` of the catalogue's sources (packages/legacy/src, tests aside). */
function catalogueReasons(): string[] {
  const root = fileURLToPath(new URL("../../../legacy/src", import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === "testing" ? [] : files(path);
      return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
    });
  const reasons = new Set<string>();
  for (const file of files(root)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/new Refusal\("([\w.-]+)"|\berror: "([\w.-]+)"|refuse\(res, "([\w.-]+)"/g)) reasons.add(m[1] ?? m[2] ?? m[3]);
  }
  return [...reasons].sort();
}

describe("the areas' refusal enums", () => {
  it("cover every reason the catalogue can refuse with", () => {
    const known = new Set(
      [
        COMMON_REFUSAL_MESSAGES,
        SESSION_REFUSAL_MESSAGES,
        LIBRARY_REFUSAL_MESSAGES,
        HOME_REFUSAL_MESSAGES,
        MARKETING_REFUSAL_MESSAGES,
        ADMIN_REFUSAL_MESSAGES,
        ORDERING_REFUSAL_MESSAGES,
        ACCOUNT_REFUSAL_MESSAGES,
        RESTAURANT_REFUSAL_MESSAGES,
        SECTION_REFUSAL_MESSAGES,
        INFORM_REFUSAL_MESSAGES,
        SLIDER_REFUSAL_MESSAGES,
        MOP_REFUSAL_MESSAGES,
        PARTNER_REFUSAL_MESSAGES,
        CHANNELS_REFUSAL_MESSAGES,
        RESOURCE_REFUSAL_MESSAGES,
        DIAGNOSTIC_REFUSAL_MESSAGES,
        IMPORT_REFUSAL_MESSAGES,
        COLLECTION_REFUSAL_MESSAGES,
      ].flatMap((map) => Object.keys(map)),
    );
    const reasons = catalogueReasons();
    expect(reasons.length).toBeGreaterThan(15);
    expect(reasons.filter((reason) => !known.has(reason))).toEqual([]);
  });
});
