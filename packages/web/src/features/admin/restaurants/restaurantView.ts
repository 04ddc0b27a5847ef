import { RESTAURANT_REGION_CODES, RESTAURANT_TYPE_CODES, type DeliveryOption } from "@portal/schema";

export const RESTAURANT_LIST_PATH = "/admin/restaurants";
export const restaurantFormPath = (id: string | null) => `${RESTAURANT_LIST_PATH}/${id === null ? "add" : encodeURIComponent(id)}`;

/** The message id of a region code (spec 2 §3); "no region" for the catalogue's -1 or an unknown code. */
export const regionLabelId = (code: number) =>
  (RESTAURANT_REGION_CODES as readonly number[]).includes(code) ? `admin.restaurants.region.${code}` : "admin.restaurants.region.none";

/** The message id of a type (mode) code (spec 2 §3); "—" for an unknown code. */
export const typeLabelId = (code: number) =>
  (RESTAURANT_TYPE_CODES as readonly number[]).includes(code) ? `admin.restaurants.type.${code}` : "admin.restaurants.type.none";

/** The message id of a delivery option (`none`, `Uber`, `Glovo`). */
export const deliveryLabelId = (option: DeliveryOption) => `admin.restaurants.delivery.${option.toLowerCase()}`;
