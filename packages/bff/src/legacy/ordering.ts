import { FormData } from "undici";
import type { FilePart } from "./form.js";
import type { ItemExtras, Language, OrderCustomization, OrderItemDelivery } from "@portal/schema";
import type { Get, Multipart, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";
import { toFiscal, toLegacyItem, toPortalComment, toPortalOrder, type ItemToSend } from "./ordering.mapping.js";
export type { ItemToSend } from "./ordering.mapping.js";

/*
 * The ordering area's catalogue calls (packages/legacy/README.md, "Ordering") and shapes; the mapping between the catalogue's
 * shapes and the portal's is in ordering.mapping.ts.
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
  resource_type?: number | null;
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
  name?: string;
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
  companyName: string;
  taxId: string;
  fiscalAddress: string;
}

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
  orders: Post<{ all?: 1; lang: Language }, LegacyOrder[]>;
  "orders/unread": Get<{ count: number }>;
  [order: `order/${number}?lang=${Language}`]: Get<LegacyOrder>;
  "order/add": Post<
    {
      key: string;
      restaurant_id: number;
      contact_name: string;
      contact_email: string;
      contact_phone: string;
      items: LegacyItemFields[];
      lang: Language;
    },
    LegacyOrder
  >;
  "order/item/update": Post<{ id: number; item: LegacyItemFields; lang: Language }, LegacyOrder>;
  "order/status/update": Post<{ id: number; status: number; lang: Language }, LegacyOrder>;
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

export interface PortalOrderItem extends OrderItemDelivery {
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
  customFile: string | null;
  answers: Record<string, string>;
  customization: OrderCustomization;
  /** The resource's type (the catalogue's resource_type). */
  resourceTypeId: string | null;
  /** The customisation's schedule, date and direction text and image, and the custom answer with its file. */
  extras: ItemExtras;
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
  /** The order's name (the catalogue's: its first item's resource). */
  name: string;
  ownerId: string;
  ownerName: string;
  date: Date | null;
  status: number;
  statusName: string;
  restaurant: { id: string; site: string; name: string; companyName: string };
  contact: { name: string; email: string; phone: string };
  unread: boolean;
  items: PortalOrderItem[];
  history: Array<{ status: number; date: Date | null; userName: string | null }>;
  comments: PortalComment[];
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
  /** Orders name their status, formats and sizes in `lang` (the session's language). */
  async list(up: Upstream, all: boolean, lang: Language): Promise<PortalOrder[]> {
    return (await up.post("orders", all ? { all: 1, lang } : { lang })).map(toPortalOrder);
  },
  async unreadCount(up: Upstream): Promise<number> {
    return (await up.get("orders/unread")).count;
  },
  async order(up: Upstream, id: string, lang: Language): Promise<PortalOrder> {
    return toPortalOrder(await up.get(`order/${Number(id)}?lang=${lang}`));
  },
  async place(
    up: Upstream,
    input: { key: string; restaurantId: string; contact: { name: string; email: string; phone: string }; items: ItemToSend[] },
    lang: Language,
  ): Promise<PortalOrder> {
    const order = await up.post("order/add", {
      key: input.key,
      restaurant_id: Number(input.restaurantId),
      contact_name: input.contact.name,
      contact_email: input.contact.email,
      contact_phone: input.contact.phone,
      items: input.items.map(toLegacyItem),
      lang,
    });
    return toPortalOrder(order);
  },
  async updateItem(up: Upstream, itemId: string, item: ItemToSend, lang: Language): Promise<PortalOrder> {
    return toPortalOrder(await up.post("order/item/update", { id: Number(itemId), item: toLegacyItem(item), lang }));
  },
  async changeStatus(up: Upstream, id: string, status: number, lang: Language): Promise<PortalOrder> {
    return toPortalOrder(await up.post("order/status/update", { id: Number(id), status, lang }));
  },
  async comment(up: Upstream, id: string, message: string, images: string[]): Promise<PortalComment> {
    return toPortalComment(await up.post("order/comment/add", { id: Number(id), message, images: images.join(",") }));
  },
  async markRead(up: Upstream, id: string): Promise<void> {
    await up.post("order/read", { id: Number(id) });
  },
  async upload(up: Upstream, kind: "custom" | "comment", file: FilePart): Promise<LegacyUpload> {
    const form = new FormData();
    form.append("kind", kind);
    form.append("file", file.blob, file.name);
    return up.upload("order/upload", form);
  },
  /** The user's restaurants with their fiscal data. */
  async restaurants(up: Upstream): Promise<PortalFiscalRestaurant[]> {
    return (await up.get("user/restaurants")).map(toFiscal);
  },
  async saveFiscal(
    up: Upstream,
    restaurantId: string,
    fiscal: { companyName: string; taxId: string; fiscalAddress: string },
  ): Promise<PortalFiscalRestaurant> {
    return toFiscal(
      await up.post("restaurant/fiscal/update", {
        restaurant_id: Number(restaurantId),
        razon: fiscal.companyName,
        cif: fiscal.taxId,
        fiscal_address: fiscal.fiscalAddress,
      }),
    );
  },
};
