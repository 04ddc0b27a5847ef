import type { ReactNode } from "react";
import { Skeleton } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useIntl } from "react-intl";
import { errorMessageId } from "../../app/apollo/errors";
import { ErrorState } from "../../ui/ErrorState";

interface Props<Order> {
  /** The screen's query of the order (`useQuery`'s answer). */
  query: { data?: unknown; loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** The order in its answer: null when the id names none (of this user). */
  order: Order | null | undefined;
  children: (order: Order) => ReactNode;
}

/**
 * An order's screen below its title, as the user's details and the admin's page show it: a placeholder while the order
 * loads, the failure with a retry, "not found" for an id that names no order, else the order (`children`).
 */
export function OrderLoad<Order>({ query: { data, loading, error, refetch }, order, children }: Props<Order>) {
  const intl = useIntl();
  if (loading && !data) return <Skeleton height={360} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  if (error && !data) return <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!order) return <ErrorState messageId="ordering.error.order_not_found" />;
  return children(order);
}
