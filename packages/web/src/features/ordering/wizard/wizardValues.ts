import {
  DEFAULT_WIZARD_METHOD,
  EMPTY_CUSTOMIZATION,
  ORDER_METHOD,
  WIZARD_PAGE_FIELDS,
  wizardItemRules,
  type Market,
  type OrderCustomization,
  type WizardContext,
} from "@portal/schema";
import type { OrderWizardQuery } from "../../../gql/graphql";
import type { Schema } from "../../../ui/form/rules";
import type { CartItem } from "../cartStore";
import { EMPTY_DELIVERY, deliveryOf, type OrderItemPiece } from "../orderItem";
import type { WizardPageNumber } from "./wizardFlow";

export type Wizard = NonNullable<OrderWizardQuery["orderWizard"]>;
export type Format = Wizard["formats"][number];

/** The wizard's form: the item's piece (../orderItem.ts) with page 4's customisation flat beside the other pages' fields (the shared rules read it so). */
export interface WizardValues extends Omit<OrderItemPiece, "resourceId" | "customization" | "method">, OrderCustomization {
  customFileName: string;
  method: number | null;
}

/** The shared rules' default answers (no; magazine for q5). */
const DEFAULT_ANSWERS: Record<string, string> = wizardItemRules.getDefault().answers;

/** A new item's values (PT: the selected restaurant's name and method 1), or those of the cart's item to edit. */
export function initialWizardValues(item: CartItem | undefined, market: Market, restaurantName: string): WizardValues {
  if (item)
    return {
      formatId: item.formatId,
      sizeKey: item.sizeKey,
      sizeText: item.sizeText,
      answers: { ...DEFAULT_ANSWERS, ...item.answers },
      customFile: item.customFile,
      customFileName: item.customFileName,
      ...item.customization,
      method: item.method,
    };
  return {
    formatId: null,
    sizeKey: "",
    sizeText: "",
    answers: DEFAULT_ANSWERS,
    customFile: "",
    customFileName: "",
    ...EMPTY_CUSTOMIZATION,
    restaurant: market === "PT" ? restaurantName : "",
    method: market === "PT" ? ORDER_METHOD.ARTWORK : DEFAULT_WIZARD_METHOD,
  };
}

/** The shared rules on one page's fields only (a page checks what it shows before going on). */
export const wizardPageSchema = (page: WizardPageNumber, context: WizardContext): Schema => ({
  validate: async (value, options) => {
    try {
      return await wizardItemRules.validate(value, { ...(options ?? {}), context });
    } catch (error) {
      const failure = error as { name?: string; path?: string; inner?: { path?: string }[] };
      if (failure?.name !== "ValidationError") throw error;
      const fields: readonly string[] = WIZARD_PAGE_FIELDS[page];
      const issues = (failure.inner?.length ? failure.inner : [failure]).filter((issue) => issue.path && fields.includes(issue.path));
      if (issues.length === 0) return value;
      failure.inner = issues;
      throw failure;
    }
  },
});

/**
 * The cart's item the wizard's values make: only what the pages shown asked (a size of page 2, the answers of page 3),
 * texts trimmed, PT's method forced; an edited item keeps its delivery.
 */
export function wizardCartItem(
  values: WizardValues,
  {
    key,
    wizard,
    format,
    pages,
    market,
    item,
  }: { key: string; wizard: Wizard; format: Format | undefined; pages: readonly WizardPageNumber[]; market: Market; item: CartItem | undefined },
): CartItem {
  const sizes = format?.sizes ?? [];
  const chosenSize = pages.includes(2) ? sizes.find((s) => s.key === values.sizeKey) : undefined;
  return {
    key,
    resourceId: wizard.resource.id,
    resourceName: wizard.resource.name,
    thumbUrl: wizard.resource.thumbUrl ?? null,
    reference: wizard.resource.reference ?? null,
    formatId: values.formatId,
    formatName: format?.name ?? null,
    sizeKey: chosenSize?.key ?? "",
    sizeName: chosenSize?.name ?? null,
    sizeText: chosenSize?.custom ? values.sizeText.trim() : "",
    answers: Object.fromEntries((pages.includes(3) ? (format?.questions ?? []) : []).map((q) => [q, values.answers[q]])),
    customFile: values.customFile,
    customFileName: values.customFileName,
    customization: {
      restaurant: values.restaurant.trim(),
      price: values.price.trim(),
      legal: values.legal.trim(),
      others: values.others.trim(),
      startDate: values.startDate,
      endDate: values.endDate,
      direction: values.direction,
    },
    method: market === "PT" ? ORDER_METHOD.ARTWORK : (values.method ?? DEFAULT_WIZARD_METHOD),
    ...(item ? deliveryOf(item) : EMPTY_DELIVERY),
  };
}
