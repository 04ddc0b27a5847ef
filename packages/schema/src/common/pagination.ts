/*
 * Server-side pages of the admin tables (spec 1 §9 "Table sizes"): the sizes each table offers (`null` is "all")
 * and the one it starts with. The BFF accepts only a table's sizes; the web offers exactly these.
 */

/** The "all" choice of a table's size. */
export const ALL_ROWS = null;
export type PageSize = number | typeof ALL_ROWS;

export interface TableSizes {
  sizes: readonly PageSize[];
  default: PageSize;
}

export const TABLE_SIZES = {
  restaurants: { sizes: [10, 50, 100, ALL_ROWS], default: 50 },
  users: { sizes: [10, 20, 30, ALL_ROWS], default: 10 },
  resources: { sizes: [10, 25, 50, 100, ALL_ROWS], default: 10 },
  sections: { sizes: [20, 50, ALL_ROWS], default: 20 },
  mop: { sizes: [10, 50, 100, ALL_ROWS], default: 10 },
  sliders: { sizes: [10, 20, 30, ALL_ROWS], default: 10 },
  videos: { sizes: [10, 20, 30, ALL_ROWS], default: 10 },
  inform: { sizes: [10, 20, 30, ALL_ROWS], default: 10 },
  /** The restaurants of the account page. */
  account: { sizes: [5, 10], default: 5 },
  /** Orders: all by default, newest first. */
  orders: { sizes: [10, 20, 30, ALL_ROWS], default: ALL_ROWS },
  /** The partner's months: all by default, newest first. */
  partnerMonths: { sizes: [20, 50, ALL_ROWS], default: ALL_ROWS },
  /** A month's partner reports. */
  partnerReports: { sizes: [10, 25, 50, ALL_ROWS], default: 10 },
} as const satisfies Record<string, TableSizes>;
export type TableName = keyof typeof TABLE_SIZES;

/** Sort direction of a table column. */
export const SORT_DIRECTIONS = ["ASC", "DESC"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** What a table asks the server for: a page of a size, a search text, a sort column and direction (the list's PageInput). */
export interface PageRequest<SortField extends string> {
  page: number;
  size: PageSize;
  search: string;
  sortBy: SortField;
  direction: SortDirection;
}
