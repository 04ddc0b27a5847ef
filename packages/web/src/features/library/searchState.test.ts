import { describe, expect, it } from "vitest";
import { hasFilters, searchParamsOf, searchStateOf, withChange } from "./searchState";

describe("search state in the address", () => {
  it("reads repeated facets, drops unknown values and defaults, and writes it back the same", () => {
    const params = new URLSearchParams(
      "s=%20bacon%20&area=NATIONAL&area=BOGUS&format=PDF&format=pdf&lang=CAT&category=12&type=x&date=MONTH&sort=DATE&page=3",
    );
    const state = searchStateOf(params);
    expect(state).toEqual({
      text: "bacon",
      areas: ["NATIONAL"],
      categories: ["12"],
      types: [],
      formats: ["PDF"],
      languages: ["CAT"],
      updatedWithin: "MONTH",
      sort: "DATE",
      page: 3,
    });
    expect(searchParamsOf(state).toString()).toBe("s=bacon&area=NATIONAL&category=12&format=PDF&lang=CAT&date=MONTH&sort=DATE&page=3");
    expect(searchStateOf(new URLSearchParams("page=0&date=DAY&sort=NAME"))).toMatchObject({ page: 1, updatedWithin: null, sort: null });
  });

  it("goes back to page 1 on a change, and knows when a filter is chosen", () => {
    const state = searchStateOf(new URLSearchParams("s=cartel&page=4"));
    expect(hasFilters(state)).toBe(false);
    const narrowed = withChange(state, { formats: ["PDF"] });
    expect([narrowed.page, hasFilters(narrowed)]).toEqual([1, true]);
    expect(hasFilters(withChange(state, { updatedWithin: "WEEK" }))).toBe(true);
  });
});
