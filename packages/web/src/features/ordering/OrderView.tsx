import { Anchor, Badge, Card, Group, Image, Stack, Table, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/Table.css";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { NO_RESTAURANT, OTHER_ADDRESS, isProduced } from "@portal/schema";
import type { OrderDetailFieldsFragment } from "../../gql/graphql";
import { useShell } from "../../app/shell/ShellContext";
import { DirectionArrow, StatusBadge, unitScaleLabel } from "./orderingView";

type OrderDetail = OrderDetailFieldsFragment;
type Item = OrderDetail["items"][number];

const dateTime = { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" } as const;

/** An order's head, items and history, as the user's details and the admin's page show them. */
export function OrderView({
  order,
  statusControl,
  itemAction,
}: {
  order: OrderDetail;
  statusControl?: React.ReactNode;
  /** What each item offers beside its facts (the user's details: changing it while the order allows). */
  itemAction?: (item: Item) => React.ReactNode;
}) {
  const { viewer } = useShell();
  const restaurantName = (id: number) => {
    if (id === NO_RESTAURANT) return "—";
    const found = viewer?.restaurants.find((r) => Number(r.id) === id);
    return found
      ? `${found.site} · ${found.name}`
      : id === Number(order.restaurant.id)
        ? `${order.restaurant.site} · ${order.restaurant.name}`
        : `#${id}`;
  };
  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {order.date && <FormattedDate value={order.date} {...dateTime} />} · {order.restaurant.site} {order.restaurant.name}
            </Text>
            <Text size="sm">
              <FormattedMessage
                id="ordering.details.contact"
                values={{ name: order.contact.name, email: order.contact.email, phone: order.contact.phone || "—" }}
              />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="ordering.details.owner" values={{ name: order.ownerName }} />
            </Text>
          </Stack>
          {statusControl ?? <StatusBadge status={order.status} name={order.statusName} />}
        </Group>
      </Card>

      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="ordering.details.items" values={{ count: order.items.length }} />
        </Title>
        {order.items.map((item) => (
          <ItemCard key={item.id} item={item} restaurantName={restaurantName} action={itemAction?.(item)} />
        ))}
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          <FormattedMessage id="ordering.details.history" />
        </Title>
        <Table withTableBorder striped>
          <Table.Tbody>
            {order.history.map((change, index) => (
              <Table.Tr key={index}>
                <Table.Td>{change.date && <FormattedDate value={change.date} {...dateTime} />}</Table.Td>
                <Table.Td>
                  <FormattedMessage id={`ordering.status.${change.status}`} />
                </Table.Td>
                <Table.Td>{change.userName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}

function ItemCard({ item, restaurantName, action }: { item: Item; restaurantName: (id: number) => string; action?: React.ReactNode }) {
  const intl = useIntl();
  const c = item.customization;
  const facts: Array<[string, React.ReactNode]> = [];
  if (item.formatName)
    facts.push(["ordering.details.format", [item.formatName, item.sizeName, item.sizeText && `(${item.sizeText})`].filter(Boolean).join(" · ")]);
  facts.push(["ordering.details.method", intl.formatMessage({ id: `ordering.method.${item.method}` })]);
  if (isProduced(item.method)) {
    const scale = unitScaleLabel(item.unitsScale, item.unitsScaleCustom);
    facts.push(["ordering.details.units", [item.units, scale].filter(Boolean).join(" · ") || "—"]);
    facts.push(["ordering.details.shipped", item.shipped === OTHER_ADDRESS ? item.customShip : restaurantName(item.shipped)]);
  }
  facts.push(["ordering.details.billed", restaurantName(item.billed)]);
  for (const [key, value] of [
    ["ordering.wizard.restaurant", c.restaurant],
    ["ordering.wizard.price", c.price],
    ["ordering.wizard.legal", c.legal],
    ["ordering.wizard.others", c.others],
    ["ordering.wizard.start", c.startDate],
    ["ordering.wizard.end", c.endDate],
  ] as const)
    if (value) facts.push([key, value]);
  if (c.direction) facts.push(["ordering.wizard.direction", <DirectionArrow key="d" value={c.direction} />]);
  const answers = Object.entries((item.answers ?? {}) as Record<string, string>);
  return (
    <Card withBorder padding="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {item.thumbUrl && <Image src={item.thumbUrl} alt="" w={72} h={72} radius="sm" />}
        <Stack gap={6} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>{item.resourceName}</Text>
            {item.reference && (
              <Badge variant="light" color="gray">
                {item.reference}
              </Badge>
            )}
          </Group>
          <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "max-content 1fr", gap: "2px 12px" }}>
            {facts.map(([key, value]) => (
              <div key={key} style={{ display: "contents" }}>
                <dt>
                  <Text size="sm" c="dimmed" component="span">
                    <FormattedMessage id={key} />
                  </Text>
                </dt>
                <dd style={{ margin: 0 }}>
                  <Text size="sm" component="span">
                    {value}
                  </Text>
                </dd>
              </div>
            ))}
            {answers.map(([question, answer]) => (
              <div key={question} style={{ display: "contents" }}>
                <dt>
                  <Text size="sm" c="dimmed" component="span">
                    <FormattedMessage id={`ordering.question.${question}`} />
                  </Text>
                </dt>
                <dd style={{ margin: 0 }}>
                  <Text size="sm" component="span">
                    <FormattedMessage id={`ordering.answer.${answer}`} />
                  </Text>
                </dd>
              </div>
            ))}
          </dl>
          {item.customFileUrl && (
            <Anchor href={item.customFileUrl} target="_blank" rel="noopener" size="sm">
              <FormattedMessage id="ordering.details.file" />
            </Anchor>
          )}
          {action}
        </Stack>
      </Group>
    </Card>
  );
}
