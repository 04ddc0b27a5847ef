import { AdminOrderListPage } from "./AdminOrderListPage";
import { AdminOrderPage } from "./AdminOrderPage";

/**
 * Screens of the admin orders sub-module (/admin/orders, /admin/orders/{id}): its own chunk, speaking the admin area's
 * messages and the ordering area's (the order's view).
 */
export const screens = {
  list: AdminOrderListPage,
  edit: AdminOrderPage,
};
