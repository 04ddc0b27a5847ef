import { COMMON_MESSAGES, type CommonMessageKey, type RefusalMap } from "../common/errors.js";

/** Message keys of the wizard (spec 1 §8: format, size, customize, budget, others, restaurant, price, legal; shown 3 s). */
export const WIZARD_MESSAGES = {
  format: "ordering.wizard.error.format",
  size: "ordering.wizard.error.size",
  customize: "ordering.wizard.error.customize",
  budget: "ordering.wizard.error.budget",
  others: "ordering.wizard.error.others",
  restaurant: "ordering.wizard.error.restaurant",
  price: "ordering.wizard.error.price",
  legal: "ordering.wizard.error.legal",
} as const;

/** Message keys of the cart, the chat, the status change and the uploads. */
export const ORDERING_MESSAGES = {
  ...WIZARD_MESSAGES,
  billed: "ordering.cart.error.billed",
  units: "ordering.cart.error.units",
  unitsCustom: "ordering.cart.error.units_custom",
  shipped: "ordering.cart.error.shipped",
  customShip: "ordering.cart.error.custom_ship",
  contactName: "ordering.cart.error.contact_name",
  fiscal: "ordering.cart.error.fiscal",
  emptyCart: "ordering.cart.error.empty",
  tooManyItems: "ordering.cart.error.too_many_items",
  resource: "ordering.cart.error.resource",
  restaurantNotYours: "ordering.error.restaurant_not_yours",
  orderNotFound: "ordering.error.order_not_found",
  status: "ordering.error.status",
  commentEmpty: "ordering.chat.error.empty",
  tooManyImages: "ordering.chat.error.too_many_images",
  tooManyOrderImages: "ordering.chat.error.order_images",
  image: "ordering.chat.error.image",
  noChat: "ordering.chat.error.no_chat",
  uploadTooLarge: "ordering.upload.error.too_large",
  uploadType: "ordering.upload.error.type",
  uploadName: "ordering.upload.error.name",
  uploadMissing: "ordering.upload.error.missing",
  tooLong: "ordering.error.too_long",
} as const;
export type OrderingMessageKey = (typeof ORDERING_MESSAGES)[keyof typeof ORDERING_MESSAGES];

/** Reasons the catalogue refuses the ordering calls with (packages/legacy/src/routes/ordering/). */
export const ORDERING_REFUSALS = {
  ADMIN: "admin",
  ITEMS: "items",
  RESOURCE: "resource",
  FORMAT: "format",
  RESTAURANT: "restaurant",
  FISCAL: "fiscal",
  CONTACT: "contact",
  STATUS: "status",
  MESSAGE: "message",
  IMAGES: "images",
  FILE: "file",
  CHAT: "chat",
  KEY: "key",
} as const;
export type OrderingRefusal = (typeof ORDERING_REFUSALS)[keyof typeof ORDERING_REFUSALS];

/** The shared rules catch every form refusal first; what is left is the caller's fault or a race (a restaurant unlinked meanwhile). */
export const ORDERING_REFUSAL_MESSAGES: RefusalMap<OrderingRefusal, OrderingMessageKey | CommonMessageKey> = {
  admin: { key: COMMON_MESSAGES.FORBIDDEN },
  items: { key: ORDERING_MESSAGES.emptyCart, field: "items" },
  resource: { key: ORDERING_MESSAGES.resource, field: "items" },
  format: { key: ORDERING_MESSAGES.format, field: "items" },
  restaurant: { key: ORDERING_MESSAGES.restaurantNotYours, field: "items" },
  fiscal: { key: ORDERING_MESSAGES.fiscal, field: "items" },
  contact: { key: ORDERING_MESSAGES.contactName, field: "contactName" },
  status: { key: ORDERING_MESSAGES.status, field: "status" },
  message: { key: ORDERING_MESSAGES.commentEmpty, field: "message" },
  images: { key: ORDERING_MESSAGES.image, field: "images" },
  file: { key: ORDERING_MESSAGES.uploadType, field: "file" },
  chat: { key: ORDERING_MESSAGES.noChat },
  key: { key: COMMON_MESSAGES.UPSTREAM_REJECTED },
};
