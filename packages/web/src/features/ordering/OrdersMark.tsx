import { ActionIcon, Indicator } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { UnreadOrderCountDocument } from "../../gql/documents/ordering/unreadOrders";
import { Icon } from "../../ui/icons";

/** How often the header asks for orders with news (a message or a status change the user has not seen). */
export const UNREAD_POLL_MS = 60_000;

/**
 * The header's link to /orders with the number of the user's orders that have news, kept current by a poll every
 * minute while the page is visible (mounted after the first screen: the first ask never delays a screen).
 * Opening an order lowers it at once (OrderDetailsPage updates the cached count).
 */
export function OrdersMark() {
  const intl = useIntl();
  const { data } = useQuery(UnreadOrderCountDocument, {
    pollInterval: UNREAD_POLL_MS,
    skipPollAttempt: () => document.visibilityState === "hidden",
  });
  const count = data?.unreadOrderCount ?? 0;
  return (
    <Indicator label={count} size={16} disabled={count === 0} offset={4} color="red">
      <ActionIcon component={Link} to="/orders" variant="subtle" size="lg" aria-label={intl.formatMessage({ id: "header.orders" }, { count })}>
        <Icon>
          <path d="M8 6h12M8 12h12M8 18h12" />
          <circle cx="4" cy="6" r="1" />
          <circle cx="4" cy="12" r="1" />
          <circle cx="4" cy="18" r="1" />
        </Icon>
      </ActionIcon>
    </Indicator>
  );
}
