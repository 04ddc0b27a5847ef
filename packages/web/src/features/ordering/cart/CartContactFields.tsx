import { Group, Stack, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { Market } from "@portal/schema";
import { Notice } from "../../../ui/Notice";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextField } from "../../../ui/form/TextField";
import { digitalOnlyAmount } from "../orderingView";

/** The cart form's contact for the order (the user's own until typed) and its place-order button. */
export function CartContactFields({ market }: { market: Market }) {
  const intl = useIntl();
  return (
    <Stack gap="sm" maw={520}>
      <Title order={2} size="h4">
        <FormattedMessage id="ordering.cart.contact" />
      </Title>
      <TextField name="contactName" label={intl.formatMessage({ id: "ordering.cart.contact_name" })} required autoComplete="name" />
      <TextField name="contactEmail" type="email" label={intl.formatMessage({ id: "ordering.cart.contact_email" })} required autoComplete="email" />
      <TextField
        name="contactPhone"
        type="tel"
        label={intl.formatMessage({ id: "ordering.cart.contact_phone" })}
        required={market === "ES"}
        autoComplete="tel"
      />
      <Notice id="ordering.notice.digital_only" values={{ amount: digitalOnlyAmount(intl) }} />
      <Group>
        <SubmitButton>
          <FormattedMessage id="ordering.cart.place_order" />
        </SubmitButton>
      </Group>
    </Stack>
  );
}
