import { FormData } from "undici";
import type { Language, OrderCustomization } from "@portal/schema";
import { parseLegacyDate } from "./library.js";
import type { Get, Multipart, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

/*
 * The ordering area's catalogue calls (packages/legacy/README.md, "Ordering") and their mapping to portal names.
 */

export interface LegacyFormat {
  id: number;
  name: string;
  resource_type: number | null;
  sizes: Array<{ key: string; name: string; custom: boolean }>;
  questions: string[];
}

/** An order item as the catalogue takes and answers it. */
export interface LegacyItemFields {
  resource_id: number;
  format_id: number | null;
  size_key: string;
  size_text: string;
  method: number;
  units: number | null;
  units_scale: number;
  units_scale_custom: string;
  billed: number;
  shipped: number;
  custom_ship: string;
  custom_file: string;
  params: Record<string, string>;
  custom: Record<string, unknown>;
}

export interface LegacyOrderItem extends LegacyItemFields {
  id: number;
  resource_name: string;
  thumb: string | null;
  reference: string | null;
  format_name: string | null;
  size_name: string | null;
}

export interface LegacyComment {
  id: number;
  user_id: number;
  user_type: number;
  name: string;
  message: string;
  images: string;
  create_date: string;
}

export interface LegacyOrder {
  id: number;
  number: string;
  user_id: number;
  user_name: string;
  date: string;
  status: number;
  status_name: string;
  restaurant_id: number;
  restaurant_site: string;
  restaurant_name: string;
  restaurant_razon: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  unread: boolean;
  items: LegacyOrderItem[];
  history?: Array<{ status: number; date: string; user_name: string | null }>;
  comments?: LegacyComment[];
}

export interface LegacyFiscal {
  id: number;
  site: string;
  name: string;
  razon: string;
  cif: string;
  fiscal_address: string;
}

/** A restaurant with the fiscal data an invoice needs. */
export interface PortalFiscalRestaurant {
  id: string;
  site: string;
  name: string;
  razon: string;
  cif: string;
  fiscalAddress: string;
}

const toFiscal = (r: LegacyFiscal): PortalFiscalRestaurant => ({
  id: String(r.id),
  site: r.site,
  name: r.name,
  razon: r.razon ?? "",
  cif: r.cif ?? "",
  fiscalAddress: r.fiscal_address ?? "",
});

export interface LegacyUpload {
  path: string;
  name: string;
  size: number;
  mime: string;
}

/** A GET answered in a language given in its query (`?lang=`). */
type InLanguage<Path extends string, Call> = { [L in Language as `${Path}?lang=${L}`]: Call };

export interface OrderingPaths
  extends InLanguage<"order/formats", Get<LegacyFormat[]>>, InLanguage<"order/status", Get<Array<{ id: number; name: string }>>> {
  orders: Post<{ all?: 1 }, LegacyOrder[]>;
  "orders/unread": Get<{ count: number }>;
  [order: `order/${number}`]: Get<LegacyOrder>;
  "order/add": Post<
    { key: string; restaurant_id: number; contact_name: string; contact_email: string; contact_phone: string; items: LegacyItemFields[] },
    LegacyOrder
  >;
  "order/item/update": Post<{ id: number; item: LegacyItemFields }, LegacyOrder>;
  "order/status/update": Post<{ id: number; status: number }, LegacyOrder>;
  "order/comment/add": Post<{ id: number; message: string; images: string }, LegacyComment>;
  "order/read": Post<{ id: number }, true>;
  "order/upload": Multipart<LegacyUpload>;
  "user/restaurants": Get<LegacyFiscal[]>;
  "restaurant/fiscal/update": Post<{ restaurant_id: number; razon: string; cif: string; fiscal_address: string }, LegacyFiscal>;
}

/** A piece format of the wizard with its sizes and questions. */
export interface PortalFormat {
  id: number;
  name: string;
  /** The resource type of the same piece (the ES same-format jump). */
  resourceTypeId: string | null;
  sizes: Array<{ key: string; name: string; custom: boolean }>;
  questions: string[];
}

export interface PortalOrderItem {
  id: string;
  resourceId: string;
  resourceName: string;
  thumbPath: string | null;
  reference: string | null;
  formatId: number | null;
  formatName: string | null;
  sizeKey: string;
  sizeName: string | null;
  sizeText: string;
  method: number;
  units: number | null;
  unitsScale: number;
  unitsScaleCustom: string;
  billed: number;
  shipped: number;
  customShip: string;
  customFile: string | null;
  answers: Record<string, string>;
  customization: OrderCustomization;
}

export interface PortalComment {
  id: string;
  authorId: string;
  authorType: number;
  authorName: string;
  message: string;
  images: string[];
  createdAt: Date | null;
}

export interface PortalOrder {
  id: string;
  number: string;
  ownerName: string;
  date: Date | null;
  status: number;
  statusName: string;
  restaurant: { id: string; site: string; name: string; razon: string };
  contact: { name: string; email: string; phone: string };
  unread: boolean;
  items: PortalOrderItem[];
  history: Array<{ status: number; date: Date | null; userName: string | null }>;
  comments: PortalComment[];
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function toPortalItem(i: LegacyOrderItem): PortalOrderItem {
  const custom = i.custom ?? {};
  const direction = Number(custom.direction);
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
    answers: i.params ?? {},
    customization: {
      restaurant: text(custom.restaurant),
      price: text(custom.price),
      legal: text(custom.legal),
      others: text(custom.others),
      startDate: text(custom.start_date),
      endDate: text(custom.end_date),
      direction: Number.isInteger(direction) && direction > 0 ? direction : null,
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
    ownerName: o.user_name,
    date: parseLegacyDate(o.date),
    status: o.status,
    statusName: o.status_name,
    restaurant: { id: String(o.restaurant_id), site: o.restaurant_site, name: o.restaurant_name, razon: o.restaurant_razon ?? "" },
    contact: { name: o.contact_name, email: o.contact_email, phone: o.contact_phone ?? "" },
    unread: Boolean(o.unread),
    items: (o.items ?? []).map(toPortalItem),
    history: (o.history ?? []).map((h) => ({ status: h.status, date: parseLegacyDate(h.date), userName: h.user_name ?? null })),
    comments: (o.comments ?? []).map(toPortalComment),
  };
}

/** An item as the portal sends it (the checked wizard and cart values). */
export interface ItemToSend {
  resourceId: string;
  formatId: number | null;
  sizeKey: string;
  sizeText: string;
  method: number;
  units: number | null;
  unitsScale: number;
  unitsScaleCustom: string;
  billed: number;
  shipped: number;
  customShip: string;
  customFile: string;
  answers: Record<string, string>;
  customization: OrderCustomization;
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
    params: i.answers,
    custom: {
      restaurant: c.restaurant,
      price: c.price,
      legal: c.legal,
      others: c.others,
      start_date: c.startDate,
      end_date: c.endDate,
      direction: c.direction,
    },
  };
}

export const orderingCalls = {
  async formats(up: Upstream, lang: Language): Promise<PortalFormat[]> {
    const formats = await up.get(`order/formats?lang=${lang}`);
    return formats.map((f) => ({
      id: f.id,
      name: f.name,
      resourceTypeId: f.resource_type === null ? null : String(f.resource_type),
      sizes: f.sizes,
      questions: f.questions,
    }));
  },
  async statuses(up: Upstream, lang: Language) {
    return up.get(`order/status?lang=${lang}`);
  },
  async list(up: Upstream, all: boolean): Promise<PortalOrder[]> {
    return (await up.post("orders", all ? { all: 1 } : {})).map(toPortalOrder);
  },
  async unreadCount(up: Upstream): Promise<number> {
    return (await up.get("orders/unread")).count;
  },
  async order(up: Upstream, id: string): Promise<PortalOrder> {
    return toPortalOrder(await up.get(`order/${Number(id)}`));
  },
  async place(
    up: Upstream,
    input: { key: string; restaurantId: string; contact: { name: string; email: string; phone: string }; items: ItemToSend[] },
  ): Promise<PortalOrder> {
    const order = await up.post("order/add", {
      key: input.key,
      restaurant_id: Number(input.restaurantId),
      contact_name: input.contact.name,
      contact_email: input.contact.email,
      contact_phone: input.contact.phone,
      items: input.items.map(toLegacyItem),
    });
    return toPortalOrder(order);
  },
  async updateItem(up: Upstream, itemId: string, item: ItemToSend): Promise<PortalOrder> {
    return toPortalOrder(await up.post("order/item/update", { id: Number(itemId), item: toLegacyItem(item) }));
  },
  async changeStatus(up: Upstream, id: string, status: number): Promise<PortalOrder> {
    return toPortalOrder(await up.post("order/status/update", { id: Number(id), status }));
  },
  async comment(up: Upstream, id: string, message: string, images: string[]): Promise<PortalComment> {
    return toPortalComment(await up.post("order/comment/add", { id: Number(id), message, images: images.join(",") }));
  },
  async markRead(up: Upstream, id: string): Promise<void> {
    await up.post("order/read", { id: Number(id) });
  },
  async upload(up: Upstream, kind: "custom" | "comment", file: { name: string; mime: string; bytes: Buffer }): Promise<LegacyUpload> {
    const form = new FormData();
    form.append("kind", kind);
    form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
    return up.upload("order/upload", form);
  },
  /** The user's restaurants with their fiscal data. */
  async restaurants(up: Upstream): Promise<PortalFiscalRestaurant[]> {
    return (await up.get("user/restaurants")).map(toFiscal);
  },
  async saveFiscal(
    up: Upstream,
    restaurantId: string,
    fiscal: { razon: string; cif: string; fiscalAddress: string },
  ): Promise<PortalFiscalRestaurant> {
    return toFiscal(
      await up.post("restaurant/fiscal/update", {
        restaurant_id: Number(restaurantId),
        razon: fiscal.razon,
        cif: fiscal.cif,
        fiscal_address: fiscal.fiscalAddress,
      }),
    );
  },
};
