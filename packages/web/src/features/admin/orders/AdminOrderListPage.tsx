import { Anchor, Badge, Group } from "@mantine/core";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LIST_TABLES } from "@portal/schema";
import { AdminOrdersDocument } from "../../../gql/documents/admin/orders/orders";
import type { AdminOrderSortField, AdminOrdersQuery } from "../../../gql/graphql";
import { ListScreen } from "../../../ui/list/ListScreen";
import { useListQuery } from "../../../ui/list/useListQuery";
import { StatusBadge, adminOrderPath } from "../../ordering";

type Row = AdminOrdersQuery["adminOrders"]["items"][number];

/** /admin/orders: every order of the market, newest first, searchable; all rows unless a size is chosen. */
export function AdminOrderListPage() {
  const intl = useIntl();
  const { table } = useListQuery(AdminOrdersDocument, {
    ...LIST_TABLES.orders,
    variables: (input) => ({ input }),
    pageOf: (data) => data.adminOrders,
  });
  return (
    <ListScreen<Row, AdminOrderSortField>
      {...table}
      titleId="screen.admin.orders"
      searchLabel={intl.formatMessage({ id: "admin.orders.search" })}
      sortFields={{ number: "NUMBER", date: "DATE", status: "STATUS", restaurant: "RESTAURANT" }}
      columns={[
        {
          accessor: "number",
          title: intl.formatMessage({ id: "admin.orders.number" }),
          render: (order) => (
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={adminOrderPath(order.id)}>
                {order.number}
              </Anchor>
              {order.unread && (
                <Badge color="red" size="xs">
                  <FormattedMessage id="ordering.orders.unread" />
                </Badge>
              )}
            </Group>
          ),
        },
        {
          accessor: "date",
          title: intl.formatMessage({ id: "admin.orders.date" }),
          render: (order) =>
            order.date && <FormattedDate value={order.date} day="2-digit" month="2-digit" year="numeric" hour="2-digit" minute="2-digit" />,
        },
        {
          accessor: "restaurant",
          title: intl.formatMessage({ id: "admin.orders.restaurant" }),
          render: (order) => `${order.restaurant.site} · ${order.restaurant.name}`,
        },
        {
          accessor: "contact",
          title: intl.formatMessage({ id: "admin.orders.contact" }),
          render: (order) => `${order.contact.name} (${order.ownerName})`,
        },
        {
          accessor: "status",
          title: intl.formatMessage({ id: "admin.orders.status" }),
          render: (order) => <StatusBadge status={order.status} name={order.statusName} />,
        },
      ]}
    />
  );
}
