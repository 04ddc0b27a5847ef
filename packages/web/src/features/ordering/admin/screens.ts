import { AdminOrderListPage } from "./AdminOrderListPage";
import { AdminOrderPage } from "./AdminOrderPage";

/** Screens of the admin orders (/admin/orders, /admin/orders/{id}): their own chunk, speaking the ordering area's messages. */
export const screens = {
  list: AdminOrderListPage,
  edit: AdminOrderPage,
};
