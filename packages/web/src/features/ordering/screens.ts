import { deferred } from "../../app/router/lazyRoute";
import { OrderListPage } from "./OrderListPage";

/**
 * Screens of the ordering area, by route key (app/router/routes.tsx). The area chunk holds the order list; the cart,
 * the wizard and an order's details load a chunk of their own with their route, so that the list does not fetch
 * their calendar, number inputs, uploads and chat.
 */
export const screens = {
  orders: OrderListPage,
  cart: deferred(() => import("./cart/CartPage").then((m) => m.CartPage)),
  wizard: deferred(() => import("./wizard/WizardPage").then((m) => m.WizardPage)),
  orderEdit: deferred(() => import("./wizard/WizardPage").then((m) => m.WizardEditPage)),
  orderDetails: deferred(() => import("./OrderDetailsPage").then((m) => m.OrderDetailsPage)),
};
