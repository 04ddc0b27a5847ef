import { EMPTY_CUSTOMIZATION, type OrderCustomization } from "./codes.js";

/*
 * The order item's parts where the web (the wizard, the cart, the change popup) and the BFF (the items it checks and
 * sends to the catalogue, the placed items it reads) meet: written once here, checked by wizardItemRules and
 * cartItemRules.
 */

/** What the wizard chooses of an item beside its resource and method (pages 1 to 4): the format, size, answers and customisation. */
export interface WizardChoice {
  formatId: number | null;
  sizeKey: string;
  sizeText: string;
  answers: Record<string, string>;
  customFile: string;
  customization: OrderCustomization;
}

/** No wizard choice: a production budget's item, the resource ordered as it is (a new object each time). */
export const noWizardChoice = (): WizardChoice => ({
  formatId: null,
  sizeKey: "",
  sizeText: "",
  answers: {},
  customFile: "",
  customization: EMPTY_CUSTOMIZATION,
});

/** An item's delivery (the cart's and the change popup's fields): units or a scale, the billing and shipping restaurants. */
export interface OrderItemDelivery {
  units: number | null;
  unitsScale: number;
  unitsScaleCustom: string;
  billed: number;
  shipped: number;
  customShip: string;
}
