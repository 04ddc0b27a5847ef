import type { SelectProps } from "@mantine/core";
import { Select } from "./selects";
import "@mantine/core/styles/Combobox.css";
import { useKitField } from "./useKitField";

type Props = Omit<SelectProps, "name" | "value" | "error" | "onBlur" | "onChange"> & { name: string };

/** A choice of a KitForm (Mantine Select; its value a string, "" for none): checked when it loses focus, like the text fields. */
export function SelectField({ name, ...props }: Props) {
  const field = useKitField<string>(name);
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
      name={name}
      value={field.value ? field.value : null}
      error={field.error}
      onBlur={field.onBlur}
      onChange={(value) => field.setValue(value ?? "")}
    />
  );
}
