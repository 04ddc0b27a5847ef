import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, createMethodMiddlewareDecorator } from "type-graphql";
import { ORDERING_MESSAGES, commentRules, fiscalRules, hasOrderChat, statusRules } from "@portal/schema";
import { forbidden } from "../../common/errors.js";
import { OwnRestaurant } from "../../common/own-restaurant.js";
import { ValidInput, type Checked } from "../../common/valid-input.js";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./ordering.service.js";
import {
  AdminOrderPage,
  AdminOrderPageInput,
  CartOptions,
  CartRestaurant,
  Order,
  OrderComment,
  OrderStatus,
  OrderWizard,
  ReadOrder,
} from "./ordering.types.js";
import {
  ChangeOrderStatusInput,
  MarkOrderReadInput,
  PlaceOrderInput,
  PostOrderCommentInput,
  SaveFiscalDataInput,
  UpdateOrderItemInput,
} from "./ordering.inputs.js";

/** The order chat is PT's: FORBIDDEN `ordering.chat.error.no_chat` in ES, before the message is checked (`@ValidInput`). */
const OrderChat = () =>
  createMethodMiddlewareDecorator<Context>(({ context }, next) => {
    if (!hasOrderChat(context.market)) throw forbidden(ORDERING_MESSAGES.noChat);
    return next();
  });

/** Ordering: the wizard, the cart, the user's orders and their chat, and the admin order table. */
@Resolver()
export class OrderingResolver {
  @Authorized(Access.PORTAL_USER)
  @Query(() => OrderWizard, {
    nullable: true,
    description:
      "The wizard of a resource (/order/{id}): the resource and every piece format. Null when the caller may not adapt it (or it does not exist).",
  })
  orderWizard(
    @Ctx() ctx: Context,
    @Arg("resourceId", () => ID, { description: "The resource to adapt." }) resourceId: string,
  ): Promise<OrderWizard | null> {
    return service.orderWizard(ctx, resourceId);
  }

  @Authorized(Access.PORTAL_USER)
  @Query(() => CartOptions, { description: "The cart's billing and shipping restaurants (with their fiscal data) and the default contact (/cart)." })
  cartOptions(
    @Ctx() ctx: Context,
    @Arg("add", () => ID, { nullable: true, description: "A resource whose production budget the cart adds (/cart?add={id})." }) add?: string | null,
  ): Promise<CartOptions> {
    return service.cartOptions(ctx, add);
  }

  @Authorized(Access.PORTAL_USER)
  @Query(() => [Order], { description: "The orders of the user's restaurants, newest first (/orders)." })
  myOrders(@Ctx() ctx: Context): Promise<Order[]> {
    return service.myOrders(ctx);
  }

  @Authorized(Access.PORTAL_USER)
  @Query(() => Int, {
    description: "How many of the user's orders have a message or a status change they have not seen (the header's mark, polled).",
  })
  unreadOrderCount(@Ctx() ctx: Context): Promise<number> {
    return service.unreadOrderCount(ctx);
  }

  @Authorized(Access.PORTAL_USER)
  @Query(() => Order, {
    nullable: true,
    description: "One order with its items, history and chat (/order/details/{id}, /admin/orders/{id}). Null when the caller may not see it.",
  })
  order(@Ctx() ctx: Context, @Arg("id", () => ID, { description: "The order id." }) id: string): Promise<Order | null> {
    return service.order(ctx, id);
  }

  @Authorized(Access.PORTAL_USER)
  @Query(() => [OrderStatus], { description: "The order status table, in the session's language (cached)." })
  orderStatuses(@Ctx() ctx: Context): Promise<OrderStatus[]> {
    return service.statuses(ctx);
  }

  @Authorized(Access.ADMIN)
  @Query(() => AdminOrderPage, { description: "Administrators: a page of every order of the market, newest first, searchable (/admin/orders)." })
  adminOrders(
    @Ctx() ctx: Context,
    @Arg("input", () => AdminOrderPageInput, { description: "Page, size (all by default), search and sort." }) input: AdminOrderPageInput,
  ): Promise<AdminOrderPage> {
    return service.adminOrders(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @OwnRestaurant()
  @Mutation(() => Order, {
    description:
      "Places the cart as an order of the selected restaurant. BAD_USER_INPUT with every failing field at once (items[i].<field>, contactName, contactEmail, contactPhone). Idempotent: the same key answers the order already placed.",
  })
  placeOrder(@Ctx() ctx: Context, @Arg("input", () => PlaceOrderInput, { description: "The cart." }) input: PlaceOrderInput): Promise<Order> {
    return service.placeOrder(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => Order, { description: "Changes an item of a processing or pending order; BAD_USER_INPUT item.<field>. Answers the order." })
  updateOrderItem(
    @Ctx() ctx: Context,
    @Arg("input", () => UpdateOrderItemInput, { description: "The item and its values." }) input: UpdateOrderItemInput,
  ): Promise<Order> {
    return service.updateOrderItem(ctx, input.itemId, input.item);
  }

  @Authorized(Access.ADMIN)
  @Mutation(() => Order, { description: "Administrators: sets an order's status (1–5), saved at once and added to its history. Answers the order." })
  changeOrderStatus(
    @Ctx() ctx: Context,
    @ValidInput(() => ChangeOrderStatusInput, statusRules, { description: "The order and its status." })
    input: Checked<ChangeOrderStatusInput, typeof statusRules>,
  ): Promise<Order> {
    return service.changeOrderStatus(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @OrderChat()
  @Mutation(() => OrderComment, {
    description:
      "PT: posts a chat message (non-blank, up to 5 uploaded images, and at most 5 images per order across all its messages: BAD_USER_INPUT images ordering.chat.error.order_images). FORBIDDEN ordering.chat.error.no_chat in ES.",
  })
  postOrderComment(
    @Ctx() ctx: Context,
    @ValidInput(() => PostOrderCommentInput, commentRules, { description: "The message." })
    input: Checked<PostOrderCommentInput, typeof commentRules>,
  ): Promise<OrderComment> {
    return service.postOrderComment(ctx, input);
  }

  @Authorized(Access.PORTAL_USER)
  @Mutation(() => ReadOrder, { description: "Marks an order read by the user (its details were opened)." })
  markOrderRead(
    @Ctx() ctx: Context,
    @Arg("input", () => MarkOrderReadInput, { description: "The order." }) input: MarkOrderReadInput,
  ): Promise<ReadOrder> {
    return service.markOrderRead(ctx, input.orderId);
  }

  @Authorized(Access.PORTAL_USER)
  @OwnRestaurant()
  @Mutation(() => CartRestaurant, {
    description: "The cart's fiscal popup: saves the company name, tax id and fiscal address (all required) of one of the user's restaurants.",
  })
  saveFiscalData(
    @Ctx() ctx: Context,
    @ValidInput(() => SaveFiscalDataInput, fiscalRules, { description: "The restaurant and its fiscal data." })
    input: Checked<SaveFiscalDataInput, typeof fiscalRules>,
  ): Promise<CartRestaurant> {
    return service.saveFiscalData(ctx, input);
  }
}
