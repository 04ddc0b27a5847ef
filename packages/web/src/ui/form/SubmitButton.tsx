import { Button, type ButtonProps } from "@mantine/core";
import { useFormikContext } from "formik";
import type { ReactNode } from "react";

/** The submit button of a KitForm: busy while the form is being sent. */
export function SubmitButton(props: Omit<ButtonProps, "type" | "loading"> & { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return <Button {...props} type="submit" loading={isSubmitting} />;
}
