/** What other features may use of the ordering area (eslint's boundary rule: only through this file): the admin orders show an order as its owner sees it. */
export { OrderLoad } from "./OrderLoad";
export { OrderView } from "./OrderView";
export { StatusBadge, adminOrderPath } from "./orderingView";
