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
