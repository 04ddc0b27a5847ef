import { NO_RESTAURANT, noWizardChoice, type OrderCustomization, type OrderItemDelivery, type WizardChoice } from "@portal/schema";
import type { OrderItemInput } from "../../gql/graphql";

/*
 * The order item's fields, written once for the web: what the wizard chooses (the piece), what the cart and the change
 * popup add (its delivery, packages/schema's OrderItemDelivery as the BFF reads it too), and the `OrderItemInput` the
 * BFF takes (placeOrder, updateOrderItem). The rules that check them are packages/schema's (wizardItemRules,
 * cartItemRules, orderItemChangeRules).
 */

/** The piece, as the wizard chooses it (pages 1 to 5): the resource, the wizard's choice (packages/schema) and the method. */
export interface OrderItemPiece extends WizardChoice {
  resourceId: string;
  method: number;
}

export type OrderItemFields = OrderItemPiece & OrderItemDelivery;

/** A new item's delivery: nothing chosen yet. */
export const EMPTY_DELIVERY: OrderItemDelivery = {
  units: null,
  unitsScale: 0,
  unitsScaleCustom: "",
  billed: NO_RESTAURANT,
  shipped: NO_RESTAURANT,
  customShip: "",
};

/** A production budget's piece (the library's production button): the resource, nothing customised. */
export const productionPiece = (resourceId: string, method: number): OrderItemPiece => ({ resourceId, ...noWizardChoice(), method });

/** The delivery of an item (a cart item, or a placed one the popup changes). */
export const deliveryOf = (item: OrderItemDelivery): OrderItemDelivery => ({
  units: item.units,
  unitsScale: item.unitsScale,
  unitsScaleCustom: item.unitsScaleCustom,
  billed: item.billed,
  shipped: item.shipped,
  customShip: item.customShip,
});

/** The delivery's form values (the change popup's selects and text fields hold strings). */
export interface DeliveryFormValues {
  units: string;
  unitsScale: string;
  unitsScaleCustom: string;
  billed: string;
  shipped: string;
  customShip: string;
}

export const deliveryFormValues = (item: { units?: number | null } & Omit<OrderItemDelivery, "units">): DeliveryFormValues => ({
  billed: String(item.billed),
  units: item.units === null || item.units === undefined ? "" : String(item.units),
  unitsScale: String(item.unitsScale),
  unitsScaleCustom: item.unitsScaleCustom,
  shipped: String(item.shipped),
  customShip: item.customShip,
});

export const deliveryFromForm = (values: DeliveryFormValues): OrderItemDelivery => ({
  units: values.units === "" ? null : Number(values.units),
  unitsScale: Number(values.unitsScale),
  unitsScaleCustom: values.unitsScaleCustom,
  billed: Number(values.billed),
  shipped: Number(values.shipped),
  customShip: values.customShip,
});

/** The customisation's texts (page 4), as the wizard and the change popup edit them. */
export type CustomizationTexts = Pick<OrderCustomization, "restaurant" | "price" | "legal" | "others">;

export const customizationTexts = (customization: CustomizationTexts): CustomizationTexts => ({
  restaurant: customization.restaurant,
  price: customization.price,
  legal: customization.legal,
  others: customization.others,
});

/** The customisation a placed item holds (its texts, dates and direction, and the schedule, date and direction's text and image). */
export interface PlacedCustomization extends OrderCustomization {
  schedule: string;
  date: string;
  directionText: string;
  directionImage: string;
}

/** A placed item's customisation as the BFF takes it back (updateOrderItem keeps what the popup does not change). */
export const placedCustomization = (
  c: Omit<PlacedCustomization, "direction" | "directionImage"> & { direction?: number | null; directionImage?: string | null },
): PlacedCustomization => ({
  ...cartCustomization(c),
  schedule: c.schedule,
  date: c.date,
  directionText: c.directionText,
  directionImage: c.directionImage ?? "",
});

/** What the cart keeps of a placed item's customisation (order again): the wizard's page 4. */
export const cartCustomization = (c: Parameters<typeof placedCustomization>[0]): OrderCustomization => ({
  restaurant: c.restaurant,
  price: c.price,
  legal: c.legal,
  others: c.others,
  startDate: c.startDate,
  endDate: c.endDate,
  direction: c.direction ?? null,
});

/** What the BFF takes of an item (placeOrder's items, updateOrderItem's item); `extra`: what only a placed item has. */
export function orderItemInput(item: OrderItemFields, extra: Pick<OrderItemInput, "customAnswer" | "customAnswerFile"> = {}): OrderItemInput {
  return {
    resourceId: item.resourceId,
    formatId: item.formatId,
    sizeKey: item.sizeKey,
    sizeText: item.sizeText,
    answers: item.answers,
    customFile: item.customFile,
    ...extra,
    customization: item.customization,
    method: item.method,
    ...deliveryOf(item),
  };
}
