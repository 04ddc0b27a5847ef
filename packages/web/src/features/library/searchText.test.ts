import { describe, expect, it } from "vitest";
import { searchPath, searchTextOf } from "./searchText";

describe("search text", () => {
  it("reads s trimmed", () => {
    expect(searchTextOf(new URLSearchParams("s=%20%20doble%20burger%20"))).toBe("doble burger");
    expect(searchTextOf(new URLSearchParams(""))).toBe("");
  });

  it("builds the search route, none for blank text", () => {
    expect(searchPath("  menú & más ")).toBe("/search?s=men%C3%BA+%26+m%C3%A1s");
    expect(searchPath("   ")).toBeNull();
  });
});
