import { useCallback } from "react";
import { useIntl } from "react-intl";
import { errorMessageId } from "../app/apollo/errors";

/**
 * Translates a message key that came from data (yup rules, `extensions.fields`, `messageKey`),
 * falling back to a known id when the catalog lacks the key, so the user never reads a raw key.
 */
export function useTranslateKey(): (key: string | null | undefined, fallbackId?: string) => string {
  const intl = useIntl();
  return useCallback((key, fallbackId = "error.generic") => intl.formatMessage({ id: key && key in intl.messages ? key : fallbackId }), [intl]);
}

/**
 * The translated message of a failed request: the error's own message key (an area's, e.g. "this restaurant is
 * not available for your user"), else its code's message, else the generic one; whichever the catalog has.
 */
export function useErrorMessage(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error) => intl.formatMessage({ id: errorMessageId(error, intl.messages) }), [intl]);
}
