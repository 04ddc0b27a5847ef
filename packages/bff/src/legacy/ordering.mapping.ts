import type { ItemExtras, OrderItemDelivery, WizardChoice } from "@portal/schema";
import { parseLegacyDate } from "./library.js";
import type {
  LegacyComment,
  LegacyFiscal,
  LegacyItemFields,
  LegacyOrder,
  LegacyOrderItem,
  PortalComment,
  PortalFiscalRestaurant,
  PortalOrder,
  PortalOrderItem,
} from "./ordering.js";

/*
 * The ordering area's mapping between the catalogue's shapes (`Legacy…`) and the portal's (`Portal…`, `ItemToSend`).
 */

export const toFiscal = (r: LegacyFiscal): PortalFiscalRestaurant => ({
  id: String(r.id),
  site: r.site,
  name: r.name,
  companyName: r.razon ?? "",
  taxId: r.cif ?? "",
  fiscalAddress: r.fiscal_address ?? "",
});

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The direction of a customisation: `{ text, value, image }`, or a bare value as older items keep it. */
function directionOf(raw: unknown): { text: string; value: number | null; image: string } {
  const object = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : { value: raw };
  const value = Number(object.value);
  return { text: text(object.text), value: Number.isInteger(value) && value > 0 ? value : null, image: text(object.image) };
}

export function toPortalItem(i: LegacyOrderItem): PortalOrderItem {
  const custom = i.custom ?? {};
  const direction = directionOf(custom.direction);
  const params = i.params ?? {};
  return {
    id: String(i.id),
    resourceId: String(i.resource_id),
    resourceName: i.resource_name,
    thumbPath: i.thumb || null,
    reference: i.reference || null,
    formatId: i.format_id ?? null,
    formatName: i.format_name ?? null,
    sizeKey: i.size_key ?? "",
    sizeName: i.size_name ?? null,
    sizeText: i.size_text ?? "",
    method: i.method,
    units: i.units ?? null,
    unitsScale: i.units_scale ?? 0,
    unitsScaleCustom: i.units_scale_custom ?? "",
    billed: i.billed,
    shipped: i.shipped,
    customShip: i.custom_ship ?? "",
    customFile: i.custom_file || null,
    answers: Object.fromEntries(Object.entries(params).filter(([key]) => /^q\d$/.test(key))),
    resourceTypeId: i.resource_type === null || i.resource_type === undefined ? null : String(i.resource_type),
    extras: {
      schedule: text(custom.schedule),
      date: text(custom.date),
      directionText: direction.text,
      directionImage: direction.image,
      customAnswer: text(params.custom),
      customAnswerFile: text(params.custom_file),
    },
    customization: {
      restaurant: text(custom.restaurant),
      price: text(custom.price),
      legal: text(custom.legal),
      others: text(custom.others),
      startDate: text(custom.start_date),
      endDate: text(custom.end_date),
      direction: direction.value,
    },
  };
}

export function toPortalComment(c: LegacyComment): PortalComment {
  return {
    id: String(c.id),
    authorId: String(c.user_id),
    authorType: Number(c.user_type),
    authorName: c.name,
    message: c.message,
    images: (c.images ?? "").split(",").filter(Boolean),
    createdAt: parseLegacyDate(c.create_date),
  };
}

export function toPortalOrder(o: LegacyOrder): PortalOrder {
  return {
    id: String(o.id),
    number: o.number,
    name: o.name ?? "",
    ownerId: String(o.user_id),
    ownerName: o.user_name,
    date: parseLegacyDate(o.date),
    status: o.status,
    statusName: o.status_name,
    restaurant: { id: String(o.restaurant_id), site: o.restaurant_site, name: o.restaurant_name, companyName: o.restaurant_razon ?? "" },
    contact: { name: o.contact_name, email: o.contact_email, phone: o.contact_phone ?? "" },
    unread: Boolean(o.unread),
    items: (o.items ?? []).map(toPortalItem),
    history: (o.history ?? []).map((h) => ({ status: h.status, date: parseLegacyDate(h.date), userName: h.user_name ?? null })),
    comments: (o.comments ?? []).map(toPortalComment),
  };
}

/** An item as the portal sends it (the checked wizard and cart values). */
export interface ItemToSend extends WizardChoice, OrderItemDelivery {
  resourceId: string;
  method: number;
  extras: ItemExtras;
}

export function toLegacyItem(i: ItemToSend): LegacyItemFields {
  const c = i.customization;
  return {
    resource_id: Number(i.resourceId),
    format_id: i.formatId,
    size_key: i.sizeKey,
    size_text: i.sizeText,
    method: i.method,
    units: i.units,
    units_scale: i.unitsScale,
    units_scale_custom: i.unitsScaleCustom,
    billed: i.billed,
    shipped: i.shipped,
    custom_ship: i.customShip,
    custom_file: i.customFile,
    params: {
      ...i.answers,
      ...(i.extras.customAnswer ? { custom: i.extras.customAnswer } : {}),
      ...(i.extras.customAnswerFile ? { custom_file: i.extras.customAnswerFile } : {}),
    },
    custom: {
      restaurant: c.restaurant,
      price: c.price,
      legal: c.legal,
      others: c.others,
      start_date: c.startDate,
      end_date: c.endDate,
      schedule: i.extras.schedule,
      date: i.extras.date,
      direction: { text: i.extras.directionText, value: c.direction, image: i.extras.directionImage },
    },
  };
}
