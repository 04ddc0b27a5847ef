import { Button, Group, Stack } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { BRAND_TYPES, customBrandRules } from "@portal/schema";
import { AddCustomBrandDocument } from "../../gql/documents/diagnostic/CustomBrandForm";
import type { DiagnosticBrandFragment } from "../../gql/graphql";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SelectField } from "../../ui/form/SelectField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";
import { useDiagnosticRestaurant } from "./restaurant";

/** The custom brand popup (formik + the shared rule): name required (sent in uppercase), category 1, 2, 3, 4, 5 or 0. */
export function CustomBrandForm({ onCreated, onCancel }: { onCreated: (brand: DiagnosticBrandFragment) => void; onCancel: () => void }) {
  const intl = useIntl();
  const restaurantId = useDiagnosticRestaurant();
  const [create] = useMutation(AddCustomBrandDocument, { context: { notifyUnavailable: true } });
  const form = useFormKit({
    initialValues: { name: "", type: "1" },
    rules: () => customBrandRules,
    submit: async (values) => {
      const input = customBrandRules.cast(values);
      const { data } = await create({ variables: { input: { restaurantId, name: input.name, type: input.type } } });
      if (data) onCreated(data.addCustomBrand);
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="md">
        <FormMessage id={form.errorId} />
        <TextField name="name" label={intl.formatMessage({ id: "diagnostic.competition.custom.name" })} required maxLength={60} data-autofocus />
        <SelectField
          name="type"
          label={intl.formatMessage({ id: "diagnostic.competition.custom.type" })}
          data={BRAND_TYPES.map((type) => ({ value: String(type), label: intl.formatMessage({ id: `diagnostic.type.${type}` }) }))}
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <FormattedMessage id="diagnostic.cancel" />
          </Button>
          <SubmitButton>
            <FormattedMessage id="diagnostic.competition.custom.create" />
          </SubmitButton>
        </Group>
      </Stack>
    </KitForm>
  );
}
