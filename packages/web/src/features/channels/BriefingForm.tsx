import { Stack } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { BRIEFING_TYPES, CHANNELS_SAVED_MESSAGE_MS, briefingRules, parseDecimal } from "@portal/schema";
import { SendBriefingDocument } from "../../gql/documents/channels/BriefingForm";
import type { BriefingType } from "../../gql/graphql";
import { DateField } from "../calendar";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SaveFeedback } from "../../ui/form/SaveFeedback";
import { SelectField } from "../../ui/form/SelectField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { TextareaField } from "../../ui/form/TextareaField";
import { useFormKit } from "../../ui/form/useFormKit";

const EMPTY = { type: "", business: "", marketing: "", target: "", date: "", budget: "", phone: "" };

/** The paid-campaign briefing (spec 2 §2.3): sent only with a petition type; the budget in euros only for tactical. */
export default function BriefingForm({ restaurantId }: { restaurantId: string }) {
  const intl = useIntl();
  const [send] = useMutation(SendBriefingDocument);
  const form = useFormKit({
    initialValues: EMPTY,
    rules: () => briefingRules,
    submit: async (values, { reset }) => {
      const tactical = values.type === "tactical";
      await send({
        variables: {
          input: {
            restaurantId,
            type: (values.type || null) as BriefingType | null,
            business: values.business,
            marketing: values.marketing,
            target: values.target,
            date: values.date,
            budget: tactical ? parseDecimal(String(values.budget)) : null,
            phone: values.phone,
          },
        },
      });
      reset();
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="sm" maw={620}>
        <SaveFeedback
          look="banner"
          shown={form.status === "sent"}
          messageId="channels.briefing.sent"
          hideAfterMs={CHANNELS_SAVED_MESSAGE_MS}
          onHide={form.dismiss}
        />
        <FormMessage id={form.errorId} />
        <SelectField
          name="type"
          label={intl.formatMessage({ id: "channels.briefing.type" })}
          placeholder={intl.formatMessage({ id: "channels.briefing.type.placeholder" })}
          data={BRIEFING_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `channels.briefing.type.${type}` }) }))}
          required
        />
        <TextareaField name="business" label={intl.formatMessage({ id: "channels.briefing.business" })} autosize minRows={2} maxLength={2000} />
        <TextareaField name="marketing" label={intl.formatMessage({ id: "channels.briefing.marketing" })} autosize minRows={2} maxLength={2000} />
        <TextareaField name="target" label={intl.formatMessage({ id: "channels.briefing.target" })} autosize minRows={2} maxLength={2000} />
        <DateField
          name="date"
          label={intl.formatMessage({ id: "channels.briefing.date" })}
          clearLabel={intl.formatMessage({ id: "channels.briefing.date.clear" })}
        />
        {form.formik.values.type === "tactical" && (
          <TextField name="budget" inputMode="decimal" label={intl.formatMessage({ id: "channels.briefing.budget" })} rightSection="€" />
        )}
        <TextField name="phone" type="tel" label={intl.formatMessage({ id: "channels.briefing.phone" })} maxLength={40} />
        <div>
          <SubmitButton>
            <FormattedMessage id="channels.briefing.send" />
          </SubmitButton>
        </div>
      </Stack>
    </KitForm>
  );
}
