import { useState } from "react";
import { Anchor, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { MultiSelect } from "../../ui/form/MultiSelect";
import "@mantine/core/styles/List.css";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { LinkMarketingActionDocument, MarketingLinkOptionsDocument } from "../../gql/documents/marketing/ActionLinks";
import { notifyError } from "../../app/apollo/notifyError";
import { FormMessage } from "../../ui/form/FormMessage";
import { type Plan, type PlanActionItem } from "./planForms";

/** What a local action uses: resources of the library (toolkits, best practices) and the restaurant's orders. */
export function ActionLinks({ plan, action }: { plan: Plan; action: PlanActionItem }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [link, { loading: saving }] = useMutation(LinkMarketingActionDocument, { context: { notifyUnavailable: true } });
  const [resourceIds, setResourceIds] = useState(action.resources.map((r) => r.id));
  const [orderIds, setOrderIds] = useState(action.orders.map((o) => o.id));
  const { data, error } = useQuery(MarketingLinkOptionsDocument, {
    variables: { restaurantId: plan.restaurantId },
    skip: !editing,
  });
  const options = data?.marketingLinkOptions;
  const links = [...action.resources, ...action.orders];
  const save = () =>
    link({ variables: { input: { year: plan.year, restaurantId: plan.restaurantId, id: action.id, resourceIds, orderIds } } })
      .then(() => setEditing(false))
      .catch(notifyError);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <FormattedMessage id="marketing.links.title" />
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="marketing.links.empty" />
        </Text>
      ) : (
        <List size="sm">
          {links.map((item) => (
            <List.Item key={item.href}>
              <Anchor component={Link} to={item.href}>
                {item.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {!editing ? (
        <Group>
          <Button variant="default" size="compact-sm" onClick={() => setEditing(true)}>
            <FormattedMessage id="marketing.links.edit" />
          </Button>
        </Group>
      ) : error ? (
        <FormMessage id="error.generic" />
      ) : (
        <>
          <MultiSelect
            label={intl.formatMessage({ id: "marketing.links.resources" })}
            data={(options?.resources ?? []).map((r) => ({ value: r.id, label: r.name }))}
            value={resourceIds}
            onChange={setResourceIds}
            searchable
            maxValues={20}
            disabled={!options}
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={intl.formatMessage({ id: "marketing.links.orders" })}
            data={(options?.orders ?? []).map((o) => ({ value: o.id, label: o.name }))}
            value={orderIds}
            onChange={setOrderIds}
            searchable
            maxValues={20}
            disabled={!options}
            nothingFoundMessage={intl.formatMessage({ id: "marketing.links.noOrders" })}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={saving} disabled={!options}>
              <FormattedMessage id="marketing.links.save" />
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
