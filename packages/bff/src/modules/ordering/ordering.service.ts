import {
  COMMON_MESSAGES,
  COMMON_REFUSALS,
  EMPTY_CUSTOMIZATION,
  EMPTY_ITEM_EXTRAS,
  askedAnswers,
  itemExtrasRules,
  noWizardChoice,
  ORDER_KEY_PATTERN,
  ORDER_METHOD,
  ORDER_UPLOAD_PREFIX,
  ORDERING_MESSAGES,
  ORDERING_REFUSAL_MESSAGES,
  TABLE_SIZES,
  cartItemRules,
  cartRules,
  commentAuthorRole,
  commentRules,
  fiscalRules,
  hasFiscalData,
  orderImagesLeft,
  statusRules,
  validate,
  wizardItemRules,
  type FieldErrors,
  type PageRequest,
  type QuestionKey,
  type WizardChoice,
  type WizardFormat,
} from "@portal/schema";
import { badUserInput, readRefusals, rejectionReason } from "../../common/errors.js";
import { refuseFields, validInput } from "../../common/validation.js";
import { paginate, type ListDefinition } from "../../common/paginated.js";
import type { Checked } from "../../common/valid-input.js";
import type { Context } from "../../graphql/context.js";
import { ownRestaurantIds } from "../../graphql/own-restaurant.js";
import { orderingCalls, type ItemToSend, type PortalFormat, type PortalOrder } from "../../legacy/ordering.js";
import type { PortalResource } from "../../legacy/library.js";
import { orderableResource } from "../library/library.service.js";
import { orderingCache } from "./ordering.cache.js";
import {
  staticUrl,
  type AdminOrderSortField,
  type CartOptions,
  type Order,
  type OrderComment,
  type OrderWizard,
  type WizardResource,
} from "./ordering.types.js";
import type { ChangeOrderStatusInput, OrderItemInput, PlaceOrderInput, PostOrderCommentInput, SaveFiscalDataInput } from "./ordering.inputs.js";

const read = <T>(promise: Promise<T>) => readRefusals(promise, ORDERING_REFUSAL_MESSAGES);
/** An id of the catalogue (anything else names nothing: answered before any call). */
const isId = (id: string) => /^\d{1,9}$/.test(id);

/** The piece-format catalogue in the session's language (cached reference data). */
export function formats(ctx: Context): Promise<PortalFormat[]> {
  return ctx.cache.get(orderingCache.formats(ctx.market, ctx.language), () => orderingCalls.formats(ctx.upstream, ctx.language));
}

export function statuses(ctx: Context) {
  return ctx.cache.get(orderingCache.statuses(ctx.market, ctx.language), () => orderingCalls.statuses(ctx.upstream, ctx.language));
}

const asWizardFormat = (f: PortalFormat): WizardFormat => ({ id: f.id, sizes: f.sizes, questions: f.questions as QuestionKey[] });

function toWizardResource({ resource, customizable }: { resource: PortalResource; customizable: boolean }, all: PortalFormat[]): WizardResource {
  return {
    id: resource.id,
    name: resource.name,
    thumbUrl: staticUrl(resource.thumbPath),
    reference: resource.reference,
    customizable,
    sourceFormatId: all.find((f) => resource.typeId !== null && f.resourceTypeId === resource.typeId)?.id ?? null,
  };
}

/** The wizard of a resource the caller may adapt; null when they may not (or it does not exist). */
export async function orderWizard(ctx: Context, resourceId: string): Promise<OrderWizard | null> {
  const [found, all] = await Promise.all([orderableResource(ctx, resourceId, "adapt"), formats(ctx)]);
  return found ? { resource: toWizardResource(found, all), formats: all } : null;
}

/**
 * The cart's billing and shipping choices (the user's restaurants with their fiscal data), the default contact and,
 * with `add`, the resource whose production the library's button puts in the cart (null when it may not be ordered).
 */
export async function cartOptions(ctx: Context, add?: string | null): Promise<CartOptions> {
  const [user, restaurants, adding] = await Promise.all([
    ctx.loaders.session.currentUser(),
    read(orderingCalls.restaurants(ctx.upstream)),
    add ? orderableResource(ctx, add, "produce") : null,
  ]);
  return {
    restaurants: restaurants.map((r) => ({ ...r, hasFiscalData: hasFiscalData(r) })),
    contact: { name: user.name, email: user.email, phone: user.phone ?? "" },
    adding: adding ? toWizardResource(adding, []) : null,
  };
}

/**
 * The portal's view of an order: file URLs, each item's answers to the questions its format asked only (an order
 * stored with the wizard's defaults for the others lists none of them), and the chat's badges seen by the viewer.
 */
async function toOrder(ctx: Context, order: PortalOrder): Promise<Order> {
  const all = await formats(ctx);
  const questionsOf = (formatId: number | null) => all.find((f) => f.id === formatId)?.questions ?? [];
  const viewer = ctx.session.principal?.userId;
  return {
    ...order,
    restaurant: order.restaurant,
    items: order.items.map(({ extras, ...item }) => ({
      ...item,
      customAnswer: extras.customAnswer,
      customAnswerFile: extras.customAnswerFile || null,
      customAnswerFileUrl: staticUrl(extras.customAnswerFile || null),
      customization: {
        ...item.customization,
        schedule: extras.schedule,
        date: extras.date,
        directionText: extras.directionText,
        directionImage: extras.directionImage || null,
        directionImageUrl: staticUrl(extras.directionImage || null),
      },
      answers: askedAnswers(item.answers, questionsOf(item.formatId)),
      thumbUrl: staticUrl(item.thumbPath),
      customFileUrl: staticUrl(item.customFile),
    })),
    comments: order.comments.map((c) => toComment(c, viewer)),
  };
}

function toComment(c: PortalOrder["comments"][number], viewer: string | undefined): OrderComment {
  return {
    id: c.id,
    authorName: c.authorName,
    authorRole: commentAuthorRole(c.authorType),
    mine: c.authorId === viewer,
    message: c.message,
    imageUrls: c.images.map((path) => staticUrl(path)!),
    createdAt: c.createdAt,
  };
}

/** The orders of the user's restaurants, newest first. */
export async function myOrders(ctx: Context): Promise<Order[]> {
  return Promise.all((await read(orderingCalls.list(ctx.upstream, false, ctx.language))).map((o) => toOrder(ctx, o)));
}

/** How many of the user's orders have a message or a status change they have not seen (the header's mark). */
export function unreadOrderCount(ctx: Context): Promise<number> {
  return read(orderingCalls.unreadCount(ctx.upstream));
}

/** One order, if the caller may see it (their restaurant's, or any for an administrator); null otherwise. */
export async function order(ctx: Context, id: string): Promise<Order | null> {
  if (!isId(id)) return null;
  try {
    return toOrder(ctx, await orderingCalls.order(ctx.upstream, id, ctx.language));
  } catch (error) {
    if (rejectionReason(error) === COMMON_REFUSALS.NOT_FOUND) return null;
    throw error;
  }
}

const ORDER_LIST: ListDefinition<Order, AdminOrderSortField> = {
  sizes: TABLE_SIZES.orders,
  searchText: (o) => [o.number, o.restaurant.site, o.restaurant.name, o.contact.name, o.contact.email, o.ownerName, o.statusName],
  compare: {
    DATE: (a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0),
    NUMBER: (a, b) => a.number.localeCompare(b.number),
    STATUS: (a, b) => a.status - b.status,
    RESTAURANT: (a, b) => a.restaurant.site.localeCompare(b.restaurant.site),
  },
};

/** Administrators: every order of the market, searched, sorted and cut. */
export async function adminOrders(ctx: Context, request: PageRequest<AdminOrderSortField>) {
  const all = await Promise.all((await read(orderingCalls.list(ctx.upstream, true, ctx.language))).map((o) => toOrder(ctx, o)));
  return paginate(all, request, ORDER_LIST);
}

/** Field errors of one item, named `items[i].<field>` (or `item.<field>` for an edit). */
const prefixed = (fields: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(Object.entries(fields).map(([field, key]) => [`${prefix}.${field}`, key]));

/**
 * Checks every item with the shared rules (the wizard's for an adaptation, the delivery part for all), against the
 * resources the caller may order and the restaurants they have, before any write. Answers the items to send.
 */
async function checkItems(
  ctx: Context,
  items: OrderItemInput[],
  prefix: (i: number) => string,
): Promise<{ items: ItemToSend[]; errors: FieldErrors }> {
  const [all, own] = await Promise.all([formats(ctx), ownRestaurantIds(ctx)]);
  // One look per resource and action, however many items name it.
  const looked = new Map<string, ReturnType<typeof orderableResource>>();
  const orderable = (id: string, action: "adapt" | "produce") => {
    const key = `${action}:${id}`;
    if (!looked.has(key)) looked.set(key, orderableResource(ctx, id, action));
    return looked.get(key)!;
  };
  const errors: FieldErrors = {};
  const checked: ItemToSend[] = [];
  for (const [i, input] of items.entries()) {
    const produce = input.method === ORDER_METHOD.PRODUCTION;
    const found = await orderable(input.resourceId, produce ? "produce" : "adapt");
    if (!found) {
      errors[`${prefix(i)}.resourceId`] = ORDERING_MESSAGES.resource;
      continue;
    }
    let wizard: WizardChoice = noWizardChoice();
    if (!produce) {
      const format = all.find((f) => f.id === input.formatId);
      const result = validate(
        wizardItemRules,
        { ...input, ...(input.customization ?? EMPTY_CUSTOMIZATION), answers: input.answers ?? {} },
        { market: ctx.market, customizable: found.customizable, format: format ? asWizardFormat(format) : null },
      );
      if (!result.ok) {
        Object.assign(errors, prefixed(result.fields, prefix(i)));
        continue;
      }
      const v = result.value;
      if (v.customFile && !v.customFile.startsWith(ORDER_UPLOAD_PREFIX)) {
        errors[`${prefix(i)}.customFile`] = ORDERING_MESSAGES.customize;
        continue;
      }
      wizard = {
        formatId: v.formatId,
        sizeKey: v.sizeKey,
        sizeText: v.sizeText,
        answers: askedAnswers(v.answers, format?.questions ?? []),
        customFile: v.customFile,
        customization: {
          restaurant: v.restaurant,
          price: v.price,
          legal: v.legal,
          others: v.others,
          startDate: v.startDate,
          endDate: v.endDate,
          direction: v.direction ?? null,
        },
      };
    }
    const extras = validate(itemExtrasRules, { ...input.customization, ...input });
    if (!extras.ok) {
      Object.assign(errors, prefixed(extras.fields, prefix(i)));
      continue;
    }
    for (const field of ["billed", "shipped"] as const)
      if (input[field] > 0 && !own.has(String(input[field]))) errors[`${prefix(i)}.${field}`] = ORDERING_MESSAGES.restaurantNotYours;
    checked.push({
      resourceId: input.resourceId,
      method: input.method,
      units: input.units ?? null,
      unitsScale: input.unitsScale,
      unitsScaleCustom: input.unitsScaleCustom.trim(),
      billed: input.billed,
      shipped: input.shipped,
      customShip: input.customShip.trim(),
      ...wizard,
      extras: produce ? EMPTY_ITEM_EXTRAS : extras.value,
    });
  }
  return { items: checked, errors };
}

/**
 * Places the cart as one order of the restaurant it names (the one the header showed: one of the user's, the
 * resolver's `@OwnRestaurant`). Every rule of the cart and the wizard is checked first
 * (all errors at once, BAD_USER_INPUT with `items[i].<field>`, `contactName`…); the catalogue writes the order in
 * one transaction, and the same `key` again answers the order already placed.
 */
export async function placeOrder(ctx: Context, input: PlaceOrderInput): Promise<Order> {
  if (!ORDER_KEY_PATTERN.test(input.key)) throw badUserInput({ key: COMMON_MESSAGES.BAD_USER_INPUT });
  // Plain calls, not `@ValidInput`: the cart's rule and every item's (checked against the formats and resources read here) in one answer.
  const cart = validate(
    cartRules,
    { items: input.items, contactName: input.contact.name, contactEmail: input.contact.email, contactPhone: input.contact.phone },
    { market: ctx.market },
  );
  const { items, errors } = await checkItems(ctx, input.items, (i) => `items[${i}]`);
  if (!cart.ok) Object.assign(errors, cart.fields);
  refuseFields(errors);
  const placed = await read(
    orderingCalls.place(
      ctx.upstream,
      {
        key: input.key,
        restaurantId: input.restaurantId,
        contact: { name: input.contact.name.trim(), email: input.contact.email.trim(), phone: input.contact.phone.trim() },
        items,
      },
      ctx.language,
    ),
  );
  return toOrder(ctx, placed);
}

/** Changes one item of a placed order (processing or pending), checked like the cart's. */
export async function updateOrderItem(ctx: Context, itemId: string, input: OrderItemInput): Promise<Order> {
  if (!isId(itemId)) throw badUserInput({ itemId: COMMON_MESSAGES.notFound });
  // Plain calls, not `@ValidInput`: the delivery rule and the item's (checked against the formats and resources read here) in one answer.
  const delivery = validate(cartItemRules, input, { market: ctx.market });
  const { items, errors } = await checkItems(ctx, [input], () => "item");
  if (!delivery.ok) Object.assign(errors, prefixed(delivery.fields, "item"));
  refuseFields(errors);
  return toOrder(ctx, await read(orderingCalls.updateItem(ctx.upstream, itemId, items[0], ctx.language)));
}

/** Administrators: sets an order's status (the same status again changes nothing); `input` passed `statusRules` (the resolver's `@ValidInput`). */
export async function changeOrderStatus(ctx: Context, input: Checked<ChangeOrderStatusInput, typeof statusRules>): Promise<Order> {
  if (!isId(input.orderId)) throw badUserInput({ orderId: ORDERING_MESSAGES.orderNotFound });
  return toOrder(ctx, await read(orderingCalls.changeStatus(ctx.upstream, input.orderId, input.status, ctx.language)));
}

/**
 * PT (the resolver's `@OrderChat`): a chat message with up to 5 images the author uploaded; `input` passed
 * `commentRules` (the resolver's `@ValidInput`: blank text, more than 5 images are refused).
 */
export async function postOrderComment(ctx: Context, input: Checked<PostOrderCommentInput, typeof commentRules>): Promise<OrderComment> {
  if (input.images.some((path) => !path.startsWith(ORDER_UPLOAD_PREFIX))) throw badUserInput({ images: ORDERING_MESSAGES.image });
  if (!isId(input.orderId)) throw badUserInput({ orderId: ORDERING_MESSAGES.orderNotFound });
  // 5 images per order in all: the images of the messages already posted count (only when this one brings any).
  if (input.images.length > 0) {
    const placed = await read(orderingCalls.order(ctx.upstream, input.orderId, ctx.language));
    // A plain call: the images left are counted from the order this post reads from the catalogue.
    validInput(commentRules, input, { imagesLeft: orderImagesLeft(placed.comments.map((c) => c.images)) });
  }
  const comment = await read(orderingCalls.comment(ctx.upstream, input.orderId, input.message, input.images));
  return toComment(comment, ctx.session.principal?.userId);
}

/** The user opened an order: it is no longer unread for them. */
export async function markOrderRead(ctx: Context, orderId: string) {
  if (!isId(orderId)) throw badUserInput({ orderId: ORDERING_MESSAGES.orderNotFound });
  await read(orderingCalls.markRead(ctx.upstream, orderId));
  return { id: orderId, unread: false };
}

/**
 * The fiscal popup: saves the company name, tax id and fiscal address of one of the user's restaurants (the resolver's
 * `@OwnRestaurant`); `input` passed `fiscalRules` (the resolver's `@ValidInput`).
 */
export async function saveFiscalData(ctx: Context, input: Checked<SaveFiscalDataInput, typeof fiscalRules>) {
  const { companyName, taxId, fiscalAddress } = input;
  const saved = await read(orderingCalls.saveFiscal(ctx.upstream, input.restaurantId, { companyName, taxId, fiscalAddress }));
  return { ...saved, hasFiscalData: hasFiscalData(saved) };
}
