import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { Market } from "@portal/schema";
import { PlaceOrderDocument } from "../../../gql/documents/ordering/cart/cart";
import { clearCart, newKey, readCart, updateCart, type CartContact, type CartItem } from "../cartStore";
import { orderItemInput } from "../orderItem";
import { orderDetailsPath } from "../orderingView";

/**
 * Places the cart's order (the BFF's placeOrder) for `restaurantId`; once placed, empties the cart, says so and opens
 * the order's details. A refusal is thrown to the caller.
 */
export function usePlaceOrder(market: Market) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [place] = useMutation(PlaceOrderDocument, {
    update: (cache) => {
      cache.evict({ fieldName: "myOrders" });
      cache.gc();
    },
  });

  return async function placeOrder(restaurantId: string, items: readonly CartItem[], contact: CartContact) {
    // The place-order's key is kept with the cart before it is sent, read afresh: a retry after a lost answer (or a
    // second click) sends it again, and the server answers the order it already placed.
    const key = readCart(market).pendingKey ?? updateCart(market, (state) => ({ ...state, pendingKey: newKey() })).pendingKey!;
    const { data } = await place({
      variables: {
        input: {
          restaurantId,
          key,
          contact: { name: contact.contactName, email: contact.contactEmail, phone: contact.contactPhone },
          items: items.map((item) => orderItemInput(item)),
        },
      },
    });
    if (!data) return;
    clearCart(market);
    // The notice shows over the order's details (its close button named by app/shell/Overlays.tsx, as every
    // notification's): it fades in where it stays rather than sliding in from past the screen's right edge (issue 30:
    // no control outside the screen, even for a moment).
    void import("@mantine/notifications").then(({ notifications }) =>
      notifications.show({
        color: "green",
        message: intl.formatMessage({ id: "ordering.cart.placed" }, { number: data.placeOrder.number }),
        style: { transform: "none" },
      }),
    );
    await navigate(orderDetailsPath(data.placeOrder.id));
  };
}
