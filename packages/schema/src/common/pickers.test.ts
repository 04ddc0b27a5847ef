import { describe, expect, it } from "vitest";
import { PICKER_SIZES } from "./pickers.js";

describe("picker sizes (spec 1 §9)", () => {
  it("page the restaurant picker 10 and 20 rows, the category pickers 10", () => {
    expect(PICKER_SIZES.restaurants).toEqual({ sizes: [10, 20], default: 10 });
    expect(PICKER_SIZES.categories).toEqual({ sizes: [10], default: 10 });
  });
});
