import { Anchor, Group, Stack, Title } from "@mantine/core";
import { Select } from "../../../ui/form/selects";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { AdminOrderDocument, ChangeOrderStatusDocument } from "../../../gql/documents/admin/orders/orders";
import { notifyError } from "../../../app/apollo/notifyError";
import { OrderLoad, OrderView, StatusBadge } from "../../ordering";

/** /admin/orders/{id}: an order, with a status dropdown of every status but the current one, saved at once. */
export function AdminOrderPage() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const query = useQuery(AdminOrderDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const [change, { loading: saving }] = useMutation(ChangeOrderStatusDocument);
  const order = query.data?.order;

  const body = (
    <OrderLoad query={query} order={order}>
      {(order) => (
        <OrderView
          order={order}
          statusControl={
            <Stack gap={6} align="flex-end">
              <StatusBadge status={order.status} name={order.statusName} />
              <Select
                label={intl.formatMessage({ id: "admin.orders.change_status" })}
                placeholder={intl.formatMessage({ id: "admin.orders.choose_status" })}
                data={(query.data?.orderStatuses ?? []).filter((s) => s.id !== order.status).map((s) => ({ value: String(s.id), label: s.name }))}
                value={null}
                disabled={saving}
                onChange={(value) => {
                  if (value) void change({ variables: { input: { orderId: order.id, status: Number(value) } } }).catch(notifyError);
                }}
                w={240}
              />
            </Stack>
          }
        />
      )}
    </OrderLoad>
  );
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {order ? (
            <FormattedMessage id="ordering.details.title" values={{ number: order.number }} />
          ) : (
            <FormattedMessage id="screen.admin.orders.edit" />
          )}
        </Title>
        <Anchor component={Link} to="/admin/orders">
          <FormattedMessage id="admin.orders.back" />
        </Anchor>
      </Group>
      {body}
    </Stack>
  );
}
