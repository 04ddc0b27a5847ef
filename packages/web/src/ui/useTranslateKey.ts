import { useCallback } from "react";
import { useIntl } from "react-intl";

/**
 * Translates a message key that came from data (yup rules, `extensions.fields`, `messageKey`),
 * falling back to a known id when the catalog lacks the key, so the user never reads a raw key.
 */
export function useTranslateKey(): (key: string | null | undefined, fallbackId?: string) => string {
  const intl = useIntl();
  return useCallback(
    (key, fallbackId = "error.generic") => intl.formatMessage({ id: key && key in intl.messages ? key : fallbackId }),
    [intl],
  );
}

/** A formik field's error, translated, once the field was touched (undefined otherwise). */
export function fieldErrorOf<Name extends string>(
  form: { touched: Partial<Record<Name, unknown>>; errors: Partial<Record<Name, unknown>> },
  translate: (key: string) => string,
): (name: Name) => string | undefined {
  return (name) => {
    const key = form.touched[name] ? form.errors[name] : undefined;
    return typeof key === "string" && key ? translate(key) : undefined;
  };
}
