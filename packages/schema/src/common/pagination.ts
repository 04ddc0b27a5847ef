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

/** A server-side table: the sizes it offers, the columns it sorts by and the sort it starts with. */
export interface TableDefinition<SortField extends string> {
  /** The table's sizes (`TABLE_SIZES`). */
  sizes: TableSizes;
  sortFields: readonly SortField[];
  defaultSort: { sortBy: SortField; direction: SortDirection };
}

/**
 * The server-side tables: the sizes each offers, the columns it sorts by (exactly its sortable columns on the web; each
 * a value of its page input's sort enum in the BFF) and the sort it starts with. The web's tables read their address
 * with them, and so does the BFF for the first page a cold load carries (src/http/boot.ts).
 */
export const LIST_TABLES = {
  restaurants: {
    sizes: TABLE_SIZES.restaurants,
    sortFields: ["SITE", "NAME", "PROVINCE", "CITY", "REGION", "TYPE", "ACTIVE"],
    defaultSort: { sortBy: "SITE", direction: "ASC" },
  },
  users: { sizes: TABLE_SIZES.users, sortFields: ["NAME", "EMAIL", "TYPE", "ACTIVE"], defaultSort: { sortBy: "NAME", direction: "ASC" } },
  sections: {
    sizes: TABLE_SIZES.sections,
    sortFields: ["NAME", "PATH", "TYPE", "LEVEL", "POSITION", "ACTIVE"],
    defaultSort: { sortBy: "TYPE", direction: "ASC" },
  },
  /** Newest update first. */
  resources: {
    sizes: TABLE_SIZES.resources,
    sortFields: ["UPDATED_AT", "NAME", "REFERENCE", "STATUS", "LANGUAGE"],
    defaultSort: { sortBy: "UPDATED_AT", direction: "DESC" },
  },
  sliders: {
    sizes: TABLE_SIZES.sliders,
    sortFields: ["PRIORITY", "NAME", "URL", "ACTIVE", "START_DATE", "END_DATE"],
    defaultSort: { sortBy: "PRIORITY", direction: "ASC" },
  },
  videos: {
    sizes: TABLE_SIZES.videos,
    sortFields: ["ID", "URL", "START_DATE", "END_DATE", "ACTIVE"],
    defaultSort: { sortBy: "ID", direction: "DESC" },
  },
  /** The administration's orders, newest first. */
  orders: { sizes: TABLE_SIZES.orders, sortFields: ["DATE", "NUMBER", "STATUS", "RESTAURANT"], defaultSort: { sortBy: "DATE", direction: "DESC" } },
  mop: {
    sizes: TABLE_SIZES.mop,
    sortFields: ["REQUESTED_AT", "RESTAURANT", "USER", "START", "END", "STATUS"],
    defaultSort: { sortBy: "REQUESTED_AT", direction: "DESC" },
  },
  /** A franchisee's people (/users). */
  people: { sizes: TABLE_SIZES.users, sortFields: ["NAME", "EMAIL", "ACTIVE"], defaultSort: { sortBy: "NAME", direction: "ASC" } },
  /** The partner's months, newest first. */
  partnerMonths: { sizes: TABLE_SIZES.partnerMonths, sortFields: ["MONTH", "COUNT"], defaultSort: { sortBy: "MONTH", direction: "DESC" } },
  /** A month's partner reports, by file name. */
  partnerReports: {
    sizes: TABLE_SIZES.partnerReports,
    sortFields: ["FILE_NAME", "RESTAURANT", "CREATED_AT"],
    defaultSort: { sortBy: "FILE_NAME", direction: "ASC" },
  },
  /** The restaurants of the account page (and the notifications page, which reads the same first page), by site code. */
  account: { sizes: TABLE_SIZES.account, sortFields: ["SITE", "NAME", "CITY"], defaultSort: { sortBy: "SITE", direction: "ASC" } },
} as const satisfies Record<string, TableDefinition<string>>;

/** The sort columns of a table of `LIST_TABLES`. */
export type SortFieldOf<Table extends keyof typeof LIST_TABLES> = (typeof LIST_TABLES)[Table]["sortFields"][number];

/** What `pageRequestOf` reads an address's query string through (URLSearchParams has it). */
interface QueryParameters {
  get(name: string): string | null;
}

const intOf = (text: string | null) => (text && /^\d{1,6}$/.test(text) ? Number(text) : null);

/**
 * A table's request as its address keeps it (`?page=2&size=all&q=vimeo&sort=URL&dir=ASC`): anything the table does
 * not offer falls back to its default. The web's tables read their state with it, and the BFF the state of a page it
 * answers in advance (src/http/boot.ts), so that both ask exactly the same.
 */
export function pageRequestOf<SortField extends string>(query: QueryParameters, table: TableDefinition<SortField>): PageRequest<SortField> {
  const sizeParam = query.get("size");
  const askedSize = sizeParam === "all" ? ALL_ROWS : intOf(sizeParam);
  const sizeAsked = sizeParam === "all" || askedSize !== null; // not "size=" nor "size=abc"
  const sortParam = query.get("sort") as SortField | null;
  const dirParam = query.get("dir") as SortDirection | null;
  return {
    page: Math.max(1, intOf(query.get("page")) ?? 1),
    size: sizeAsked && table.sizes.sizes.includes(askedSize) ? askedSize : table.sizes.default,
    search: query.get("q") ?? "",
    sortBy: sortParam && table.sortFields.includes(sortParam) ? sortParam : table.defaultSort.sortBy,
    direction: dirParam && SORT_DIRECTIONS.includes(dirParam) ? dirParam : table.defaultSort.direction,
  };
}
