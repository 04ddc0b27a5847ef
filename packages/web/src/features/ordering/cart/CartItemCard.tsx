import { Button, Card, Group, Image, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { Select } from "../../../ui/form/selects";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/NumberInput.css";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { CUSTOM_UNIT_SCALE, NO_RESTAURANT, ORDER_METHOD, OTHER_ADDRESS, UNIT_SCALES, isProduced, type Market } from "@portal/schema";
import type { CartItem } from "../cartStore";
import { orderEditPath } from "../orderingView";

interface Option {
  value: string;
  label: string;
}

/**
 * An item of the cart: its resource and what the wizard chose, its billing and, for a produced piece, its units, run and
 * destination (each change kept with the cart at once), and its Edit and Delete buttons.
 */
export function CartItemCard({
  item,
  market,
  restaurantOptions,
  error,
  onChange,
  onChooseBilling,
  onRemove,
}: {
  item: CartItem;
  market: Market;
  restaurantOptions: Option[];
  /** The translated error of one of the item's fields, if any. */
  error: (field: string) => string | undefined;
  onChange: (patch: Partial<CartItem>) => void;
  onChooseBilling: (billed: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const produced = isProduced(item.method);
  const none = { value: String(NO_RESTAURANT), label: intl.formatMessage({ id: "ordering.cart.choose" }) };
  return (
    <Card withBorder component="li" padding="md">
      {/* On a phone the Edit and Delete buttons wrap under the item rather than past the screen's edge. */}
      <Group align="flex-start" wrap="wrap" gap="md">
        {item.thumbUrl && <Image src={item.thumbUrl} alt="" w={72} h={72} radius="sm" />}
        <Stack gap={4} style={{ flex: "1 1 12rem", minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {item.resourceName}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            <FormattedMessage id={`ordering.method.${item.method}`} />
            {item.formatName && ` · ${item.formatName}`}
            {item.sizeName && ` · ${item.sizeName}`}
            {item.sizeText && ` (${item.sizeText})`}
          </Text>
          {item.customFileName && (
            <Text size="sm">
              <FormattedMessage id="ordering.cart.file" values={{ name: item.customFileName }} />
            </Text>
          )}
          <Group gap="sm" align="flex-start" mt="xs">
            <Select
              label={intl.formatMessage({ id: "ordering.cart.billed" })}
              data={[none, ...restaurantOptions]}
              value={String(item.billed)}
              onChange={(value) => onChooseBilling(Number(value ?? NO_RESTAURANT))}
              error={error("billed")}
              required={produced || market === "ES"}
              allowDeselect={false}
              w={{ base: "100%", xs: 260 }}
            />
            {produced && (
              <>
                <Select
                  label={intl.formatMessage({ id: "ordering.cart.units_scale" })}
                  data={[
                    { value: "0", label: intl.formatMessage({ id: "ordering.cart.choose" }) },
                    ...UNIT_SCALES.map((s) => ({ value: String(s.id), label: s.label })),
                    { value: String(CUSTOM_UNIT_SCALE), label: intl.formatMessage({ id: "ordering.cart.units_custom" }) },
                  ]}
                  value={String(item.unitsScale)}
                  onChange={(value) => onChange({ unitsScale: Number(value ?? 0) })}
                  error={error("unitsScale")}
                  required
                  allowDeselect={false}
                  w={{ base: "100%", xs: 180 }}
                />
                {item.unitsScale === CUSTOM_UNIT_SCALE && (
                  <TextInput
                    label={intl.formatMessage({ id: "ordering.cart.units_custom_text" })}
                    value={item.unitsScaleCustom}
                    onChange={(event) => onChange({ unitsScaleCustom: event.currentTarget.value })}
                    error={error("unitsScaleCustom")}
                    required
                    w={{ base: "100%", xs: 180 }}
                  />
                )}
                <Select
                  label={intl.formatMessage({ id: "ordering.cart.shipped" })}
                  data={[
                    none,
                    ...restaurantOptions,
                    { value: String(OTHER_ADDRESS), label: intl.formatMessage({ id: "ordering.cart.other_address" }) },
                  ]}
                  value={String(item.shipped)}
                  onChange={(value) => onChange({ shipped: Number(value ?? NO_RESTAURANT) })}
                  error={error("shipped")}
                  required
                  allowDeselect={false}
                  w={{ base: "100%", xs: 260 }}
                />
                {item.shipped === OTHER_ADDRESS && (
                  <TextInput
                    label={intl.formatMessage({ id: "ordering.cart.custom_ship" })}
                    value={item.customShip}
                    onChange={(event) => onChange({ customShip: event.currentTarget.value })}
                    error={error("customShip")}
                    required
                    w={{ base: "100%", xs: 260 }}
                  />
                )}
                <NumberInput
                  label={intl.formatMessage({ id: "ordering.cart.units" })}
                  value={item.units ?? ""}
                  min={1}
                  allowDecimal={false}
                  onChange={(value) => onChange({ units: typeof value === "number" && value > 0 ? value : null })}
                  w={{ base: "100%", xs: 120 }}
                />
              </>
            )}
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {item.method !== ORDER_METHOD.PRODUCTION && (
            <Button
              component={Link}
              to={orderEditPath(item.key)}
              variant="light"
              size="xs"
              aria-label={intl.formatMessage({ id: "ordering.cart.edit" }, { name: item.resourceName })}
            >
              <FormattedMessage id="ordering.action.edit" />
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={onRemove}
            aria-label={intl.formatMessage({ id: "ordering.cart.delete_item" }, { name: item.resourceName })}
          >
            <FormattedMessage id="ordering.action.delete" />
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
