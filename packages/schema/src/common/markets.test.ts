import { describe, expect, it } from "vitest";
import { defaultLanguage, languageFor, marketAllowsLanguage } from "./markets.js";
import { formatDate, formatDateTime } from "./dates.js";

describe("market languages", () => {
  it("forces Portuguese in PT and offers Castilian or Catalan in ES", () => {
    expect(defaultLanguage("PT")).toBe("PT");
    expect(defaultLanguage("ES")).toBe("CAST");
    expect(marketAllowsLanguage("ES", "CAT")).toBe(true);
    expect(marketAllowsLanguage("ES", "PT")).toBe(false);
    expect(marketAllowsLanguage("PT", "CAST")).toBe(false);
    expect(languageFor("ES", "CAT")).toBe("CAT");
    expect(languageFor("ES", "PT")).toBe("CAST");
    expect(languageFor("PT", "CAT")).toBe("PT");
    expect(languageFor("ES", undefined)).toBe("CAST");
  });
});

describe("dates", () => {
  it("reads DD/MM/YYYY HH:mm", () => {
    const date = new Date(2026, 0, 5, 9, 7);
    expect(formatDateTime(date)).toBe("05/01/2026 09:07");
    expect(formatDate(date)).toBe("05/01/2026");
  });
});
