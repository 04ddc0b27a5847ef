import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useIntl } from "react-intl";

/**
 * A password input whose invalid state reaches assistive technology (aria-invalid) and whose
 * show/hide button is named in the user's language.
 */
export function PasswordField(props: PasswordInputProps) {
  const intl = useIntl();
  return (
    <PasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ "aria-label": intl.formatMessage({ id: "password.toggle_visibility" }) }}
    />
  );
}
