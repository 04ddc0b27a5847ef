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

/**
 * A form field's error, translated (undefined when it has none). The forms check a field when it
 * loses focus and all of them on submit, so a field the user has not reached shows nothing.
 */
export function fieldErrorOf<Name extends string>(form: { errors: Partial<Record<string, unknown>> }, translate: (key: string) => string): (name: Name) => string | undefined {
  return (name) => {
    const key = form.errors[name];
    return typeof key === "string" && key ? translate(key) : undefined;
  };
}
