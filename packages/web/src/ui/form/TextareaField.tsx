import { Textarea, type TextareaProps } from "@mantine/core";
import { useKitField } from "./useKitField";

/** A multi-line box of a KitForm. */
export function TextareaField({ name, ...props }: Omit<TextareaProps, "name" | "value" | "error" | "onBlur" | "onChange"> & { name: string }) {
  const field = useKitField<string>(name);
  return (
    <Textarea
      {...props}
      name={name}
      value={field.value ?? ""}
      error={field.error}
      onBlur={field.onBlur}
      onChange={(e) => field.setValue(e.currentTarget.value)}
    />
  );
}
