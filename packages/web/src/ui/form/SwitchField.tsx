import { Switch, type SwitchProps } from "@mantine/core";
import { useKitField } from "./useKitField";

/** A yes/no switch of a KitForm. */
export function SwitchField({ name, ...props }: Omit<SwitchProps, "name" | "checked" | "error" | "onBlur" | "onChange"> & { name: string }) {
  const field = useKitField<boolean>(name);
  return (
    <Switch
      {...props}
      name={name}
      checked={Boolean(field.value)}
      error={field.error}
      onBlur={field.onBlur}
      onChange={(e) => field.setValue(e.currentTarget.checked)}
    />
  );
}
