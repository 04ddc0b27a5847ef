import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES_BY_AREA } from "@portal/schema";
import type { Locale } from "./catalogs";

const LOCALES: Locale[] = ["es", "ca", "pt"];
const SRC = fileURLToPath(new URL("../..", import.meta.url));

/** A messages file of the web (`app` is the shell's), or {} when the area has none. */
function messagesOf(folder: string, locale: Locale): Record<string, string> {
  const path = `${SRC}/${folder}/messages.${locale}.json`;
  return statSync(path, { throwIfNoEntry: false }) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, string>) : {};
}

/**
 * Every message key an error of the API can carry (each area's enums in packages/schema/src/<area>/errors.ts) is in
 * the messages loaded wherever that error can show: the common ones in the shell's, an area's in the shell's or in the
 * area's own (`features/<area>/`, loaded with its screens). A user never reads a raw key nor a generic message where
 * the area has a specific one. Keys the shell itself shows (e.g. the header's restaurant refusals) are checked by
 * catalogs.test.ts, which knows which code the shell runs.
 */
describe("error message keys", () => {
  it("walks every area's enum of keys", () => {
    expect(Object.keys(ERROR_MESSAGES_BY_AREA).sort()).toEqual([
      "account",
      "admin",
      "channels",
      "common",
      "diagnostic",
      "home",
      "library",
      "marketing",
      "ordering",
      "partner",
      "session",
    ]);
    expect(ERROR_MESSAGES_BY_AREA.session.noRestaurant).toBe("restaurant.error.none");
  });

  for (const locale of LOCALES) {
    it(`are all in the ${locale} messages of the shell or of their area`, () => {
      const shell = messagesOf("app", locale);
      const missing = Object.entries(ERROR_MESSAGES_BY_AREA).flatMap(([area, keys]) => {
        const messages = { ...shell, ...(area === "common" ? {} : messagesOf(`features/${area}`, locale)) };
        return Object.values(keys)
          .filter((key) => !messages[key])
          .map((key) => `${area}: ${key}`);
      });
      expect(missing).toEqual([]);
    });
  }
});
