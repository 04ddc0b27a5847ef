import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useIntl } from "react-intl";
import { useKitField } from "./useKitField";

/**
 * A password box of a KitForm whose invalid state reaches assistive technology (aria-invalid) and whose
 * show/hide button is named in the user's language.
 */
export function PasswordField({ name, ...props }: Omit<PasswordInputProps, "name" | "value" | "error" | "onBlur" | "onChange"> & { name: string }) {
  const intl = useIntl();
  const field = useKitField<string>(name);
  return (
    <PasswordInput
      {...props}
      name={name}
      value={field.value ?? ""}
      error={field.error}
      aria-invalid={field.error ? true : undefined}
      onBlur={field.onBlur}
      onChange={(e) => field.setValue(e.currentTarget.value)}
      visibilityToggleButtonProps={{ "aria-label": intl.formatMessage({ id: "password.toggle_visibility" }) }}
    />
  );
}
