import type { Ref } from "react";
import { Alert } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { FieldKeys } from "../../../ui/form/rules";
import { useTranslateKey } from "../../../ui/useTranslateKey";

/** Every error of the cart's last check, an item's with its number; focused after a refused place-order. */
export function CartErrors({ errors, ref }: { errors: FieldKeys; ref: Ref<HTMLDivElement> }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const listed = Object.entries(errors);
  if (listed.length === 0) return null;
  return (
    <Alert ref={ref} tabIndex={-1} color="red" role="alert" title={intl.formatMessage({ id: "ordering.cart.errors" })}>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {listed.map(([field, key]) => {
          const match = /^items\[(\d+)\]/.exec(field);
          return (
            <li key={field}>
              {match && <FormattedMessage id="ordering.cart.item_n" values={{ n: Number(match[1]) + 1 }} />}
              {match && ": "}
              {translate(key)}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
