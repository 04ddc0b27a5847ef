import type { ReactNode } from "react";
import { FormikProvider, type FormikValues } from "formik";
import type { FormKit } from "./useFormKit";

/** The `<form>` of a form kit: its fields read the kit's state; the browser's own validation is off (the rules speak). */
export function KitForm<Values extends FormikValues>({ form, children }: { form: FormKit<Values>; children: ReactNode }) {
  return (
    <FormikProvider value={form.formik}>
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate>
        {children}
      </form>
    </FormikProvider>
  );
}
