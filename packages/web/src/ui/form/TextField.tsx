import type { ChangeEvent } from "react";
import { TextInput, type TextInputProps } from "@mantine/core";
import { useKitField } from "./useKitField";

type Props = Omit<TextInputProps, "name" | "value" | "error" | "onBlur"> & {
  name: string;
  /** The form's value from what is typed (e.g. numbers); the text itself by default. */
  parse?: (raw: string) => unknown;
};

/** A text box of a KitForm (text, e-mail, number, date...). `onChange` runs after the form took the value. */
export function TextField({ name, parse, onChange, ...props }: Props) {
  const field = useKitField<unknown>(name);
  return (
    <TextInput
      {...props}
      name={name}
      value={field.value == null ? "" : String(field.value)}
      error={field.error}
      onBlur={field.onBlur}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        field.setValue(parse ? parse(event.currentTarget.value) : event.currentTarget.value);
        onChange?.(event);
      }}
    />
  );
}
