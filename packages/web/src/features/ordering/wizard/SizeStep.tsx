import { Radio, Stack } from "@mantine/core";
import "@mantine/core/styles/Radio.css";
import { useIntl } from "react-intl";
import { ORDERING_LIMITS } from "@portal/schema";
import { TextField } from "../../../ui/form/TextField";
import { useKitField } from "../../../ui/form/useKitField";
import type { Format } from "./wizardValues";

/** Page 2: a size of the format, and the measure of a custom one. */
export function SizeStep({ format }: { format: Format }) {
  const intl = useIntl();
  const sizeKey = useKitField<string>("sizeKey");
  return (
    <Stack gap="sm">
      <Radio.Group
        label={intl.formatMessage({ id: "ordering.wizard.size" })}
        value={sizeKey.value}
        onChange={sizeKey.setValue}
        error={sizeKey.error}
        required
      >
        <Stack gap={6} mt={6}>
          {format.sizes.map((size) => (
            <Radio key={size.key} value={size.key} label={size.name} />
          ))}
        </Stack>
      </Radio.Group>
      {format.sizes.find((s) => s.key === sizeKey.value)?.custom && (
        <TextField
          name="sizeText"
          label={intl.formatMessage({ id: "ordering.wizard.size_text" })}
          required
          maxLength={ORDERING_LIMITS.maxTextLength}
        />
      )}
    </Stack>
  );
}
