import { Anchor, Avatar, Badge, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Skeleton.css";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { MyOrdersDocument } from "../../gql/documents/ordering/orderList";
import type { OrderSummaryFieldsFragment } from "../../gql/graphql";
import { errorMessageId } from "../../app/apollo/errors";
import { ErrorState } from "../../ui/ErrorState";
import { StatusBadge, orderDetailsPath } from "./orderingView";
import { usePageAnswer } from "../../app/apollo/bootLink";

/** /orders: the orders of the user's restaurants, newest first; unread ones marked. */
export function OrderListPage() {
  const intl = useIntl();
  usePageAnswer(MyOrdersDocument, {});
  const { data, loading, error, refetch } = useQuery(MyOrdersDocument);

  let body;
  if (loading && !data) body = <Skeleton height={240} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (error && !data)
    body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!data?.myOrders.length)
    body = (
      <Text>
        <FormattedMessage id="ordering.orders.empty" />
      </Text>
    );
  else
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {data.myOrders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        <FormattedMessage id="screen.orders" />
      </Title>
      {body}
    </Stack>
  );
}

function OrderCard({ order }: { order: OrderSummaryFieldsFragment }) {
  const intl = useIntl();
  return (
    <Card withBorder component="li" padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Anchor component={Link} to={orderDetailsPath(order.id)} fw={600}>
              {order.number}
            </Anchor>
            {order.unread && (
              <Badge color="red" variant="filled" size="sm">
                <FormattedMessage id="ordering.orders.unread" />
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {order.date && <FormattedDate value={order.date} day="2-digit" month="2-digit" year="numeric" />} · {order.restaurant.site}{" "}
            {order.restaurant.name}
          </Text>
          <StatusBadge status={order.status} name={order.statusName} />
        </Stack>
        <Avatar.Group aria-label={intl.formatMessage({ id: "ordering.orders.items" }, { count: order.items.length })}>
          {order.items.slice(0, 4).map((item) => (
            <Avatar key={item.id} src={item.thumbUrl} alt={item.resourceName} radius="sm" size="lg" />
          ))}
        </Avatar.Group>
      </Group>
    </Card>
  );
}
