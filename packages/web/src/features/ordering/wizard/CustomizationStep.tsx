import { Alert, Group, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { ADAPTATION_PRICES, ORDERING_LIMITS, type Market } from "@portal/schema";
import { DateField } from "../../calendar";
import { TextField } from "../../../ui/form/TextField";
import { TextareaField } from "../../../ui/form/TextareaField";
import { useKitField } from "../../../ui/form/useKitField";
import { CustomFileUpload } from "./CustomFileUpload";
import { DirectionField } from "./DirectionField";

/** Page 4: the customisation file and texts (ES: with the adaptation prices; PT: other changes, dates and direction). */
export function CustomizationStep({
  market,
  customizable,
  attempt,
  onUploading,
}: {
  market: Market;
  customizable: boolean;
  attempt: number;
  onUploading: (uploading: boolean) => void;
}) {
  const intl = useIntl();
  const price = useKitField<string>("price");
  const priced = !!price.value.trim();
  return (
    <Stack gap="md">
      {market === "ES" && (
        <Alert color="blue" title={intl.formatMessage({ id: "ordering.wizard.prices.title" })}>
          <FormattedMessage id="ordering.wizard.prices" values={{ ...ADAPTATION_PRICES }} />
        </Alert>
      )}
      <CustomFileUpload customizable={customizable} attempt={attempt} onUploading={onUploading} />
      <TextField
        name="restaurant"
        label={intl.formatMessage({ id: "ordering.wizard.restaurant" })}
        required={market === "PT"}
        maxLength={ORDERING_LIMITS.maxTextLength}
      />
      <TextField
        name="price"
        label={intl.formatMessage({ id: "ordering.wizard.price" })}
        required={market === "PT"}
        maxLength={ORDERING_LIMITS.maxTextLength}
      />
      {priced && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="ordering.wizard.legal_mention" />
        </Text>
      )}
      <TextareaField
        name="legal"
        label={intl.formatMessage({ id: "ordering.wizard.legal" })}
        required={priced}
        autosize
        minRows={2}
        maxLength={ORDERING_LIMITS.maxTextLength}
      />
      {market === "PT" && (
        <>
          <TextareaField
            name="others"
            label={intl.formatMessage({ id: "ordering.wizard.others" })}
            required
            autosize
            minRows={2}
            maxLength={ORDERING_LIMITS.maxTextLength}
          />
          <Group grow align="flex-start">
            <DateField
              name="startDate"
              label={intl.formatMessage({ id: "ordering.wizard.start" })}
              clearLabel={intl.formatMessage({ id: "ordering.wizard.start.clear" })}
            />
            <DateField
              name="endDate"
              label={intl.formatMessage({ id: "ordering.wizard.end" })}
              clearLabel={intl.formatMessage({ id: "ordering.wizard.end.clear" })}
            />
          </Group>
          <DirectionField />
        </>
      )}
    </Stack>
  );
}
