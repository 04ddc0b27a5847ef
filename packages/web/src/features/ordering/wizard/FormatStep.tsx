import { Select } from "../../../ui/form/selects";
import { useIntl } from "react-intl";
import { useKitField } from "../../../ui/form/useKitField";
import type { Format } from "./wizardValues";

/** Page 1: the target format (choosing another one clears the size chosen for the last). */
export function FormatStep({ formats }: { formats: readonly Format[] }) {
  const intl = useIntl();
  const formatId = useKitField<number | null>("formatId");
  const sizeKey = useKitField<string>("sizeKey");
  const sizeText = useKitField<string>("sizeText");
  return (
    <Select
      label={intl.formatMessage({ id: "ordering.wizard.format" })}
      placeholder={intl.formatMessage({ id: "ordering.wizard.format.placeholder" })}
      data={formats.map((f) => ({ value: String(f.id), label: f.name }))}
      value={formatId.value === null ? null : String(formatId.value)}
      onChange={(value) => {
        formatId.setValue(value ? Number(value) : null);
        sizeKey.setValue("");
        sizeText.setValue("");
      }}
      error={formatId.error}
      searchable
      required
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
