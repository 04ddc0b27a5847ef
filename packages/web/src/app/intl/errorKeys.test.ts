import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES_BY_AREA } from "@portal/schema";
import { loadMessages, type Locale } from "./catalogs";

const LOCALES: Locale[] = ["es", "ca", "pt"];

/**
 * Every message key an error of the API can carry (each area's enums in packages/schema/src/<area>/errors.ts) is in
 * every catalog the app loads, whatever files the catalog is merged from: a user never reads a raw key nor a
 * generic message where the area has a specific one.
 */
describe("error message keys", () => {
  it("walks every area's enum of keys", () => {
    expect(Object.keys(ERROR_MESSAGES_BY_AREA).sort()).toEqual(["admin", "common", "home", "library", "session"]);
    expect(ERROR_MESSAGES_BY_AREA.session.noRestaurant).toBe("restaurant.error.none");
  });

  for (const locale of LOCALES) {
    it(`are all in the ${locale} catalog`, async () => {
      const messages = await loadMessages(locale);
      const missing = Object.entries(ERROR_MESSAGES_BY_AREA).flatMap(([area, keys]) =>
        Object.values(keys)
          .filter((key) => !(key in messages) || !messages[key])
          .map((key) => `${area}: ${key}`),
      );
      expect(missing).toEqual([]);
    });
  }
});
