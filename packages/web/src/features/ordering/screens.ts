import { CartPage } from "./cart/CartPage";
import { OrderDetailsPage } from "./OrderDetailsPage";
import { OrderListPage } from "./OrderListPage";
import { WizardEditPage, WizardPage } from "./wizard/WizardPage";

/** Screens of the ordering area, by route key (app/router/routes.tsx). */
export const screens = {
  cart: CartPage,
  orders: OrderListPage,
  wizard: WizardPage,
  orderEdit: WizardEditPage,
  orderDetails: OrderDetailsPage,
};
