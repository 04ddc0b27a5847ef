import { describe, expect, it } from "vitest";
import { isIsoDay } from "./days.js";

describe("isIsoDay", () => {
  it("takes a real calendar day written YYYY-MM-DD", () => {
    expect(["2024-02-29", "2032-12-31", "1999-01-01"].map(isIsoDay)).toEqual([true, true, true]);
  });

  it("refuses days that do not exist and other writings", () => {
    expect(["2023-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-1-01", "01/02/2024", "2024-01-01T00:00", ""].map(isIsoDay)).toEqual(
      new Array(8).fill(false),
    );
  });
});
