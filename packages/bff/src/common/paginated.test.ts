import { describe, expect, it } from "vitest";
import { paginate, type ListDefinition } from "./paginated.js";

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: "Café Madrid" },
  { id: 2, name: "Barcelona" },
  { id: 3, name: "cafe Lisboa" },
  { id: 4, name: "Porto" },
  { id: 5, name: "Valencia" },
];
const list: ListDefinition<Row, "ID" | "NAME"> = {
  sizes: { sizes: [2, 3, null], default: 2 },
  searchText: (r) => [r.name],
  compare: { ID: (a, b) => a.id - b.id, NAME: (a, b) => a.name.localeCompare(b.name) },
};

describe("paginate", () => {
  it("cuts pages of the default size and clamps the page number", () => {
    expect(paginate(rows, { sortBy: "ID", direction: "ASC" }, list)).toEqual({ items: rows.slice(0, 2), total: 5, page: 1, size: 2, pageCount: 3 });
    expect(paginate(rows, { sortBy: "ID", direction: "ASC", page: 3 }, list).items).toEqual([rows[4]]);
    expect(paginate(rows, { sortBy: "ID", direction: "ASC", page: 99 }, list).page).toBe(3);
    expect(paginate(rows, { sortBy: "ID", direction: "ASC", page: -1 }, list).page).toBe(1);
    expect(paginate(rows, { sortBy: "ID", direction: "DESC", size: null }, list)).toEqual({
      items: [...rows].reverse(),
      total: 5,
      page: 1,
      size: null,
      pageCount: 1,
    });
  });

  it("searches every word, ignoring case and accents, and sorts the matches", () => {
    expect(paginate(rows, { sortBy: "NAME", direction: "ASC", search: "CAFÉ", size: 3 }, list)).toEqual({
      items: [rows[2], rows[0]], // "cafe Lisboa" before "Café Madrid"
      total: 2,
      page: 1,
      size: 3,
      pageCount: 1,
    });
    expect(paginate(rows, { sortBy: "ID", direction: "ASC", search: "cafe lis" }, list).items).toEqual([rows[2]]);
    expect(paginate(rows, { sortBy: "ID", direction: "ASC", search: "nothing" }, list)).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("refuses a size the table does not offer", () => {
    expect(() => paginate(rows, { sortBy: "ID", direction: "ASC", size: 25 }, list)).toThrow("error.BAD_USER_INPUT");
  });
});
