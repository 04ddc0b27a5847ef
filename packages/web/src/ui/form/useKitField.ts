import { getIn, useFormikContext } from "formik";
import { useTranslateKey } from "../useTranslateKey";

/**
 * A field's state in the enclosing KitForm: its value, its error translated (only once the field was touched, i.e.
 * left or submitted), a setter that clears the field's error as the user types, and the blur that checks it.
 */
export function useKitField<Value>(name: string) {
  const form = useFormikContext<Record<string, unknown>>();
  const translate = useTranslateKey();
  const key: unknown = getIn(form.errors, name);
  const touched = Boolean(getIn(form.touched, name));
  return {
    value: getIn(form.values, name) as Value,
    error: touched && typeof key === "string" && key ? translate(key) : undefined,
    setValue: (value: Value) => {
      void form.setFieldValue(name, value, false);
      if (key) form.setFieldError(name, undefined);
    },
    // A blur whose check cannot run (the rules' chunk did not load) shows nothing; the submit reports it.
    onBlur: () => void Promise.resolve(form.setFieldTouched(name, true)).catch(() => undefined),
  };
}
