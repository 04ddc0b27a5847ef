import { describe, expect, it } from "vitest";
import { Kind } from "graphql";
import { Day } from "./day.js";

describe("the Day scalar", () => {
  it("travels as ISO YYYY-MM-DD, unchanged both ways", () => {
    expect(Day.serialize("2024-02-29")).toBe("2024-02-29");
    expect(Day.parseValue("2032-05-10")).toBe("2032-05-10");
    expect(Day.parseLiteral({ kind: Kind.STRING, value: "2032-12-31" })).toBe("2032-12-31");
  });

  it("refuses what is not a real day", () => {
    for (const value of ["2023-02-29", "2024-13-01", "2024-1-01", "2024-01-01T00:00:00Z", "", "01/02/2024"])
      expect(() => Day.parseValue(value)).toThrow(`Value is not a valid Day: ${value}`);
    expect(() => Day.parseValue(20240101)).toThrow("Value is not a valid Day: number");
    expect(() => Day.serialize(null)).toThrow("Value is not a valid Day");
    expect(() => Day.parseLiteral({ kind: Kind.INT, value: "20240101" })).toThrow("Value is not a valid Day: a IntValue");
  });
});
