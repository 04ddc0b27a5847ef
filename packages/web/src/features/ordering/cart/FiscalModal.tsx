import { Modal, Stack, Text, Group } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { fiscalRules } from "@portal/schema";
import { SaveFiscalDataDocument } from "../../../gql/documents/ordering/cart/fiscalData";
import type { CartRestaurantFieldsFragment } from "../../../gql/graphql";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { TextField } from "../../../ui/form/TextField";
import { useFormKit } from "../../../ui/form/useFormKit";

/** The fiscal popup: a billing restaurant without company name, tax id or fiscal address gets all three, saved to it. */
export function FiscalModal({
  restaurant,
  onClose,
  onSaved,
}: {
  restaurant: CartRestaurantFieldsFragment | null;
  onClose: () => void;
  onSaved: (restaurantId: string) => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={restaurant !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: "ordering.fiscal.title" }, { name: restaurant?.name ?? "" })}
    >
      {restaurant && <FiscalForm key={restaurant.id} restaurant={restaurant} onSaved={onSaved} />}
    </Modal>
  );
}

function FiscalForm({ restaurant, onSaved }: { restaurant: CartRestaurantFieldsFragment; onSaved: (restaurantId: string) => void }) {
  const intl = useIntl();
  const [save] = useMutation(SaveFiscalDataDocument);
  const form = useFormKit({
    initialValues: { companyName: restaurant.companyName, taxId: restaurant.taxId, fiscalAddress: restaurant.fiscalAddress },
    rules: () => fiscalRules,
    submit: async (values) => {
      const input = fiscalRules.cast(values);
      await save({ variables: { input: { restaurantId: restaurant.id, ...input } } });
      onSaved(restaurant.id);
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="ordering.fiscal.explain" />
        </Text>
        <FormMessage id={form.errorId} />
        <TextField name="companyName" label={intl.formatMessage({ id: "ordering.fiscal.razon" })} required />
        <TextField name="taxId" label={intl.formatMessage({ id: "ordering.fiscal.cif" })} required />
        <TextField name="fiscalAddress" label={intl.formatMessage({ id: "ordering.fiscal.address" })} required />
        <Group justify="flex-end">
          <SubmitButton>
            <FormattedMessage id="ordering.action.save" />
          </SubmitButton>
        </Group>
      </Stack>
    </KitForm>
  );
}
