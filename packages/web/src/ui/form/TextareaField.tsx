import type { CSSProperties } from "react";
import { Textarea, type TextareaProps } from "@mantine/core";
import { useKitField } from "./useKitField";
import classes from "./TextareaField.module.css";

/**
 * Whether the browser sizes a box to its text itself (CSS `field-sizing: content`: Chromium 123+). Mantine's autosize
 * measures each box in a hidden copy on every render and resize, a forced layout of the whole page each (on a slow
 * phone ≈ 80 ms per box: the diagnostic's four and the channels' five were a third of those screens' blocking time).
 */
const SIZES_ITSELF = typeof CSS !== "undefined" && CSS.supports("field-sizing", "content");

/**
 * A multi-line box of a KitForm. `autosize` grows it with its text between `minRows` and `maxRows`: by the browser
 * where it can, else by Mantine's measuring.
 */
export function TextareaField({
  name,
  autosize,
  minRows,
  maxRows,
  ...props
}: Omit<TextareaProps, "name" | "value" | "error" | "onBlur" | "onChange"> & { name: string }) {
  const field = useKitField<string>(name);
  const native = autosize === true && SIZES_ITSELF;
  return (
    <Textarea
      {...props}
      {...(native
        ? {
            classNames: { input: classes.grows },
            styles: { input: { "--rows-min": minRows ?? 1, "--rows-max": maxRows } as CSSProperties },
          }
        : { autosize, minRows, maxRows })}
      name={name}
      value={field.value ?? ""}
      error={field.error}
      onBlur={field.onBlur}
      onChange={(e) => field.setValue(e.currentTarget.value)}
    />
  );
}
