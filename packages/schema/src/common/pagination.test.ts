import { describe, expect, it } from "vitest";
import { LIST_TABLES, pageRequestOf, TABLE_SIZES } from "./pagination.js";

const read = (query: string) => pageRequestOf(new URLSearchParams(query), LIST_TABLES.resources);

describe("a table's request from its address", () => {
  it("starts every table with one of its sizes and sorts, by one of its columns", () => {
    for (const table of Object.values(LIST_TABLES)) {
      expect(table.sizes.sizes).toContain(table.sizes.default);
      expect(table.sortFields).toContain(table.defaultSort.sortBy);
    }
  });

  it("starts at the table's first page, size and sort", () => {
    expect(read("")).toEqual({ page: 1, size: 10, search: "", sortBy: "UPDATED_AT", direction: "DESC" });
  });

  it("reads the page, a size the table offers (all too), the search and a sort column and direction", () => {
    expect(read("page=3&size=50&q=cartel verano&sort=NAME&dir=ASC")).toEqual({
      page: 3,
      size: 50,
      search: "cartel verano",
      sortBy: "NAME",
      direction: "ASC",
    });
    expect(read("size=all").size).toBeNull();
  });

  it("falls back to the table's default for anything it does not offer", () => {
    const defaults = read("");
    expect(read("page=0&size=7&sort=URL&dir=UP")).toEqual(defaults);
    expect(read("page=-2&size=&sort=&dir=")).toEqual(defaults);
    expect(read("page=1234567&size=10.5")).toEqual(defaults);
    // Another table's size is not this one's.
    expect(TABLE_SIZES.users.sizes).toContain(20);
    expect(read("size=20").size).toBe(10);
  });
});
