import { useEffect, useRef, type ReactNode } from "react";
import { FormikProvider, type FormikValues } from "formik";
import type { FormKit } from "./useFormKit";

/**
 * The `<form>` of a form kit: its fields read the kit's state; the browser's own validation is off (the rules speak).
 * After a submit the rules or the server refused, the keyboard lands on the first field in error. Its submit stops
 * here (`handleSubmit`): a form in a popup (a portal, but a child in React's tree) never submits the form around it.
 */
export function KitForm<Values extends FormikValues>({ form, children }: { form: FormKit<Values>; children: ReactNode }) {
  const element = useRef<HTMLFormElement>(null);
  const { status } = form;
  const { submitCount } = form.formik;
  useEffect(() => {
    if (status !== "invalid" && status !== "failed") return;
    element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [status, submitCount]);
  return (
    <FormikProvider value={form.formik}>
      <form ref={element} onSubmit={(event) => void form.handleSubmit(event)} noValidate>
        {children}
      </form>
    </FormikProvider>
  );
}
