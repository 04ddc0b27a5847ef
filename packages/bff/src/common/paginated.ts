import { ClassType, Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { COMMON_MESSAGES, SORT_DIRECTIONS, type PageRequest, type SortDirection, type TableSizes } from "@portal/schema";
import { enumOf } from "../graphql/enums.js";
import { badUserInput } from "./errors.js";

/*
 * Server-side pages for the admin tables: one way to ask (`PageInputOf(<sort fields>)`), one way to answer
 * (`Paginated(<item type>)`), one function that cuts the page (`paginate`). See modules/admin/README.md.
 */

export const SortDirectionEnum = enumOf<SortDirection>(SORT_DIRECTIONS);
registerEnumType(SortDirectionEnum, {
  name: "SortDirection",
  description: "The order of a sorted column.",
  valuesConfig: {
    ASC: { description: "Ascending: A to Z, oldest to newest, smallest first." },
    DESC: { description: "Descending: Z to A, newest first." },
  },
});

/** A list's page input type, its sort column an enum of the list's own (e.g. `VideoSortField`). */
export function PageInputOf<SortField extends string>(
  sortEnum: Record<string, SortField>,
  defaults: { sortBy: SortField; direction: SortDirection },
) {
  @InputType()
  abstract class PageInput implements Partial<PageRequest<SortField>> {
    @Field(() => Int, { defaultValue: 1, description: "The page, from 1; past the last page answers the last one." })
    page!: number;

    @Field(() => Int, { nullable: true, description: "Rows per page, one of the table's sizes (admin tables: spec sizes); null: all rows." })
    size!: number | null;

    @Field(() => String, { defaultValue: "", description: "Text to look for in the table's searchable columns, ignoring case and accents." })
    search!: string;

    @Field(() => sortEnum, { defaultValue: defaults.sortBy, description: "The column to sort by." })
    sortBy!: SortField;

    @Field(() => SortDirectionEnum, { defaultValue: defaults.direction, description: "The sort direction." })
    direction!: SortDirection;
  }
  return PageInput;
}

/** A list's page type: the rows of the page and what the table's pager needs. */
export function Paginated<Item extends object>(itemType: ClassType<Item>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [itemType], { description: "The rows of this page, in the asked order." })
    items!: Item[];

    @Field(() => Int, { description: "Rows matching the search, on every page." })
    total!: number;

    @Field(() => Int, { description: "This page's number, from 1 (the last page when the asked one was past it)." })
    page!: number;

    @Field(() => Int, { nullable: true, description: "Rows per page; null: all rows on one page." })
    size!: number | null;

    @Field(() => Int, { description: "How many pages there are (at least 1)." })
    pageCount!: number;
  }
  return Page;
}

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  size: number | null;
  pageCount: number;
}

/** How a list searches and sorts its rows: the text of each row to search in, and a comparison per sort column. */
export interface ListDefinition<Item, SortField extends string> {
  sizes: TableSizes;
  searchText: (item: Item) => Array<string | null | undefined>;
  compare: Record<SortField, (a: Item, b: Item) => number>;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * One page of `items`: searched (every word, ignoring case and accents), sorted (ties by the list's order), cut.
 * A size the table does not offer is BAD_USER_INPUT on `size`.
 */
export function paginate<Item, SortField extends string>(
  items: readonly Item[],
  request: Partial<PageRequest<SortField>> & Pick<PageRequest<SortField>, "sortBy" | "direction">,
  list: ListDefinition<Item, SortField>,
): Page<Item> {
  const size = request.size === undefined ? list.sizes.default : request.size;
  if (!list.sizes.sizes.includes(size)) throw badUserInput({ size: COMMON_MESSAGES.pageSize });
  const words = fold(request.search ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const found = words.length
    ? items.filter((item) => {
        const text = fold(list.searchText(item).filter(Boolean).join(" "));
        return words.every((word) => text.includes(word));
      })
    : [...items];
  const compare = list.compare[request.sortBy];
  const sign = request.direction === "DESC" ? -1 : 1;
  const sorted = found.map((item, index) => ({ item, index })).sort((a, b) => sign * compare(a.item, b.item) || a.index - b.index);
  const pageCount = size === null ? 1 : Math.max(1, Math.ceil(sorted.length / size));
  const page = Math.min(Math.max(1, Math.floor(request.page ?? 1)), pageCount);
  const rows = size === null ? sorted : sorted.slice((page - 1) * size, page * size);
  return { items: rows.map((r) => r.item), total: found.length, page, size, pageCount };
}
