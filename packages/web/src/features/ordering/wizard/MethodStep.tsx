import { Radio, Stack } from "@mantine/core";
import "@mantine/core/styles/Radio.css";
import { useIntl } from "react-intl";
import { WIZARD_METHODS } from "@portal/schema";
import { useKitField } from "../../../ui/form/useKitField";

/** Page 5 (ES): final art, or adaptation and quote. */
export function MethodStep() {
  const intl = useIntl();
  const method = useKitField<number | null>("method");
  return (
    <Radio.Group
      label={intl.formatMessage({ id: "ordering.wizard.method" })}
      value={method.value === null ? "" : String(method.value)}
      onChange={(value) => method.setValue(Number(value))}
      error={method.error}
      required
    >
      <Stack gap={6} mt={6}>
        {WIZARD_METHODS.map((value) => (
          <Radio
            key={value}
            value={String(value)}
            label={intl.formatMessage({ id: `ordering.method.${value}` })}
            description={intl.formatMessage({ id: `ordering.method.${value}.hint` })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
