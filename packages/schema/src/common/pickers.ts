import type { TableSizes } from "./pagination.js";

/**
 * Pickers of the forms, paged in the browser (spec 1 §9 "Table sizes": restaurant picker 10 and 20; category pickers
 * 10). Kept apart from the server's tables (pagination.ts), so that the first route does not carry them.
 */
export const PICKER_SIZES = {
  /** The restaurant picker of the user forms (the administrator's and the franchisee's). */
  restaurants: { sizes: [10, 20], default: 10 },
  /** The category (section) pickers of the admin forms. */
  categories: { sizes: [10], default: 10 },
} as const satisfies Record<string, TableSizes>;
