import { RestaurantFormPage } from "./RestaurantFormPage";
import { RestaurantListPage } from "./RestaurantListPage";

/** Screens of the admin restaurants sub-module (/admin/restaurants, /admin/restaurants/add, /admin/restaurants/{id}): their own chunk. */
export const screens = {
  list: RestaurantListPage,
  form: RestaurantFormPage,
};
