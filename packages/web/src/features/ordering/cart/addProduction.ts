import { ORDER_METHOD, type Market } from "@portal/schema";
import { newKey, putCartItem, readCart } from "../cartStore";
import { EMPTY_DELIVERY, productionPiece } from "../orderItem";

/** The library's production button: the resource joins the cart as a production budget, once. */
export function addProduction(market: Market, resource: { id: string; name: string; thumbUrl?: string | null; reference?: string | null }) {
  const cart = readCart(market);
  if (cart.items.some((i) => i.method === ORDER_METHOD.PRODUCTION && i.resourceId === resource.id)) return;
  putCartItem(market, {
    key: newKey(),
    resourceName: resource.name,
    thumbUrl: resource.thumbUrl ?? null,
    reference: resource.reference ?? null,
    formatName: null,
    sizeName: null,
    customFileName: "",
    ...productionPiece(resource.id, ORDER_METHOD.PRODUCTION),
    ...EMPTY_DELIVERY,
  });
}
