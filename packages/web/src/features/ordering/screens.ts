import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";

/** Screens of the ordering area, by route key (app/router/routes.tsx). Later issues replace the placeholders. */
export const screens = {
  cart: ScreenPlaceholder,
  orders: ScreenPlaceholder,
  wizard: ScreenPlaceholder,
  orderEdit: ScreenPlaceholder,
  orderDetails: ScreenPlaceholder,
};
