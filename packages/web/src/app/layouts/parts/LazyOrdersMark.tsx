import { lazy } from "react";
import { Box } from "@mantine/core";
import { AfterFirstScreen } from "../../../ui/AfterFirstScreen";

const loadOrdersMark = () => import("../../../features/ordering/OrdersMark");
const OrdersMarkChunk = lazy(() => loadOrdersMark().then((m) => ({ default: m.OrdersMark })));

/** The header's orders link with its count of orders with news: after the first screen, in a box of its size. */
export function OrdersMark() {
  return (
    <AfterFirstScreen load={loadOrdersMark} fallback={<Box w={34} h={34} />}>
      <OrdersMarkChunk />
    </AfterFirstScreen>
  );
}
