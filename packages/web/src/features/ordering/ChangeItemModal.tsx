import { Group, Modal, SimpleGrid, Stack } from "@mantine/core";
import "@mantine/core/styles/SimpleGrid.css";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  CUSTOM_UNIT_SCALE,
  NO_RESTAURANT,
  ORDER_METHOD,
  OTHER_ADDRESS,
  UNIT_SCALES,
  isProduced,
  orderItemChangeRules,
  type Market,
} from "@portal/schema";
import { UpdateOrderItemDocument } from "../../gql/documents/ordering/changeItem";
import type { OrderDetailFieldsFragment } from "../../gql/graphql";
import { showSubmitError } from "../../app/apollo/errors";
import { useShell } from "../../app/shell/ShellContext";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import type { Schema } from "../../ui/form/rules";
import { SelectField } from "../../ui/form/SelectField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";
import { customizationTexts, deliveryFormValues, deliveryFromForm, orderItemInput, placedCustomization } from "./orderItem";

type Item = OrderDetailFieldsFragment["items"][number];

/** The popup's rule in the user's market (the cart's delivery rules and the legal text of a price). */
const changeSchema = (market: Market): Schema => ({
  validate: (value, options) => orderItemChangeRules.validate(value, { ...(options ?? {}), context: { market } }),
});

const PREFIX = "item.";

/**
 * Changes an item of a placed order while the order is processing or pending (the API's updateOrderItem): billing,
 * for a produced piece its units, run and destination, and the texts of the piece. The shared rules check it first,
 * the BFF again with the wizard's; what it refuses shows on the field.
 */
export function ChangeItemModal({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal opened={item !== null} onClose={onClose} title={intl.formatMessage({ id: "ordering.change.title" }, { name: item?.resourceName ?? "" })}>
      {item && <ChangeItemForm item={item} onDone={onClose} />}
    </Modal>
  );
}

function ChangeItemForm({ item, onDone }: { item: Item; onDone: () => void }) {
  const intl = useIntl();
  const { market, viewer } = useShell();
  const [update] = useMutation(UpdateOrderItemDocument);
  const c = item.customization;
  const form = useFormKit({
    initialValues: { method: item.method, ...deliveryFormValues(item), ...customizationTexts(c) },
    rules: () => changeSchema(market),
    submit: async (v) => {
      const { method, restaurant, price, legal, others, ...delivery } = v;
      await update({
        variables: {
          input: {
            itemId: item.id,
            item: orderItemInput(
              {
                resourceId: item.resourceId,
                formatId: item.formatId ?? null,
                sizeKey: item.sizeKey,
                sizeText: item.sizeText,
                answers: item.answers as Record<string, string>,
                customFile: item.customFile ?? "",
                customization: { ...placedCustomization(c), restaurant, price, legal, others },
                method,
                ...deliveryFromForm(delivery),
              },
              { customAnswer: item.customAnswer, customAnswerFile: item.customAnswerFile ?? "" },
            ),
          },
        },
      });
      onDone();
    },
    // The BFF names the fields `item.<field>`: each shows on its own.
    onError: (error, target) =>
      void showSubmitError(
        error,
        { setErrors: (fields) => target.setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(PREFIX, ""), v]))) },
        target.setErrorId,
      ),
  });
  const restaurants = (viewer?.restaurants ?? []).map((r) => ({ value: String(r.id), label: `${r.site} · ${r.name}` }));
  const none = { value: String(NO_RESTAURANT), label: intl.formatMessage({ id: "ordering.cart.choose" }) };
  const values = form.formik.values;
  const produced = isProduced(item.method);
  return (
    <KitForm form={form}>
      <Stack gap="sm">
        <FormMessage id={form.errorId} />
        <SelectField
          name="billed"
          label={intl.formatMessage({ id: "ordering.cart.billed" })}
          data={[none, ...restaurants]}
          allowDeselect={false}
          required={produced || market === "ES"}
        />
        {produced && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              name="unitsScale"
              label={intl.formatMessage({ id: "ordering.cart.units_scale" })}
              data={[
                { value: "0", label: intl.formatMessage({ id: "ordering.cart.choose" }) },
                ...UNIT_SCALES.map((s) => ({ value: String(s.id), label: s.label })),
                { value: String(CUSTOM_UNIT_SCALE), label: intl.formatMessage({ id: "ordering.cart.units_custom" }) },
              ]}
              allowDeselect={false}
            />
            {values.unitsScale === String(CUSTOM_UNIT_SCALE) && (
              <TextField name="unitsScaleCustom" label={intl.formatMessage({ id: "ordering.cart.units_custom_text" })} required />
            )}
            <TextField name="units" inputMode="numeric" label={intl.formatMessage({ id: "ordering.cart.units" })} />
            <SelectField
              name="shipped"
              label={intl.formatMessage({ id: "ordering.cart.shipped" })}
              data={[none, ...restaurants, { value: String(OTHER_ADDRESS), label: intl.formatMessage({ id: "ordering.cart.other_address" }) }]}
              allowDeselect={false}
              required
            />
            {values.shipped === String(OTHER_ADDRESS) && (
              <TextField name="customShip" label={intl.formatMessage({ id: "ordering.cart.custom_ship" })} required />
            )}
          </SimpleGrid>
        )}
        {item.method !== ORDER_METHOD.PRODUCTION && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField name="restaurant" label={intl.formatMessage({ id: "ordering.wizard.restaurant" })} required={market === "PT"} />
            <TextField name="price" label={intl.formatMessage({ id: "ordering.wizard.price" })} required={market === "PT"} />
            <TextField name="legal" label={intl.formatMessage({ id: "ordering.wizard.legal" })} />
            {market === "PT" && <TextField name="others" label={intl.formatMessage({ id: "ordering.wizard.others" })} required />}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <SubmitButton>
            <FormattedMessage id="ordering.change.save" />
          </SubmitButton>
        </Group>
      </Stack>
    </KitForm>
  );
}
