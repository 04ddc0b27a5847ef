// The screens of the time-to-data stage measured through the BFF only (bench/time-to-data.mjs; the report names them).

/**
 * Screens measured through the BFF only (their legacy client's call sequence is not modelled): each the query its page
 * sends (packages/web/src/features/**), as the user and with the variables of its entry in packages/bff/upstream-budget.json.
 * The goal of every screen is one round trip plus 10 ms (the BFF's own work with its catalogue calls local).
 */
export const BFF_ONLY_SCREENS = [
  { key: "cart", operation: "CartOptions", name: "Cart (/cart)" },
  { key: "wizard", operation: "OrderWizard", name: "Order wizard" },
  { key: "marketing", operation: "Marketing", name: "Marketing plan (/marketing)" },
  { key: "account", operation: "Account", name: "Account" },
  { key: "people", operation: "MyPeople", name: "The franchisee's people (users)" },
  { key: "admin-resources", operation: "AdminResources", name: "Admin resources (/admin/resources)" },
  { key: "admin-users", operation: "AdminUsers", name: "Admin users" },
  { key: "admin-orders", operation: "AdminOrders", name: "Admin orders" },
  { key: "admin-mop", operation: "AdminMop", name: "MOP requests (/admin/mop)" },
  { key: "partner-reports", operation: "PartnerReportMonths", name: "Partner reports" },
];
