import { useEffect, useRef, useState } from "react";
import { Anchor, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { cartRules, type Market } from "@portal/schema";
import type { CartRestaurantFieldsFragment } from "../../../gql/graphql";
import { errorMessageId, fieldErrorsOf, isNetworkError } from "../../../app/apollo/errors";
import { useShell } from "../../../app/shell/ShellContext";
import { openConfirm } from "../../../ui/confirm";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import type { FieldKeys, Schema } from "../../../ui/form/rules";
import { useFormKit } from "../../../ui/form/useFormKit";
import { useTranslateKey } from "../../../ui/useTranslateKey";
import { putCartItem, readCart, removeCartItem, setCartContact, useCart, type CartContact, type CartItem } from "../cartStore";
import { CartContactFields } from "./CartContactFields";
import { CartErrors } from "./CartErrors";
import { CartItemCard } from "./CartItemCard";
import { FiscalModal } from "./FiscalModal";
import { usePlaceOrder } from "./usePlaceOrder";

/** The cart's rule in the user's market: its items (as stored) and the contact the form holds. */
const cartSchema = (market: Market, items: readonly CartItem[]): Schema => ({
  validate: (value, options) => cartRules.validate({ items, ...(value as object) }, { ...(options ?? {}), context: { market } }),
});

/**
 * The cart's items and its contact form: placing the order checks both with the shared rules (every error listed
 * above, each on its field too), asks for the fiscal data of a billing restaurant that lacks them, then places it.
 */
export function CartForm({
  market,
  restaurants,
  contact,
}: {
  market: Market;
  restaurants: CartRestaurantFieldsFragment[];
  contact: { name: string; email: string; phone: string };
}) {
  const intl = useIntl();
  const translate = useTranslateKey();
  // The order is for the restaurant the header shows as the user places it, whatever another tab selected since.
  const restaurantId = useShell().viewer?.selectedRestaurant?.id ?? "";
  const { items } = useCart(market);
  const [errors, setErrors] = useState<FieldKeys>({});
  const [fiscalFor, setFiscalFor] = useState<CartRestaurantFieldsFragment | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  /** Restaurants whose fiscal data the popup just saved (the list re-renders with them a moment later). */
  const fiscalSaved = useRef(new Set<string>());
  /** Whether the fiscal popup was opened by placing the order (saved, it places it) or by choosing a billing restaurant. */
  const placeAfterFiscal = useRef(false);
  const placeOrder = usePlaceOrder(market);

  function showErrors(found: FieldKeys) {
    setErrors(found);
    if (Object.keys(found).length) requestAnimationFrame(() => summary.current?.focus());
  }

  // The contact typed here is kept with the cart (a reload keeps it); until then, the user's own.
  const [typed] = useState(() => readCart(market).contact);
  const form = useFormKit<CartContact>({
    initialValues: typed ?? { contactName: contact.name, contactEmail: contact.email, contactPhone: contact.phone },
    rules: () => cartSchema(market, items),
    submit: async (values) => {
      showErrors({});
      const lacking = restaurants.find((r) => !r.hasFiscalData && !fiscalSaved.current.has(r.id) && items.some((i) => i.billed === Number(r.id)));
      if (lacking) {
        placeAfterFiscal.current = true;
        return setFiscalFor(lacking);
      }
      await placeOrder(restaurantId, items, values);
    },
    onError: (error, target) => {
      const fields = fieldErrorsOf(error);
      if (fields) {
        target.setErrors(fields);
        showErrors(fields);
      } else target.setErrorId(isNetworkError(error) ? "ordering.cart.retry" : errorMessageId(error, intl.messages));
    },
  });

  const { values: contactValues, initialValues: contactShown, submitCount, errors: formErrors } = form.formik;
  useEffect(() => {
    if (contactValues !== contactShown) setCartContact(market, contactValues);
  }, [contactValues, contactShown, market]);
  // A place-order the rules refused: every error in the list above (the contact's on their fields too).
  const listedFor = useRef(0);
  useEffect(() => {
    if (form.status !== "invalid" || listedFor.current === submitCount) return;
    listedFor.current = submitCount;
    showErrors(formErrors as FieldKeys);
  }, [form.status, submitCount, formErrors]);

  const restaurantOptions = restaurants.map((r) => ({ value: r.id, label: `${r.site} · ${r.name}` }));

  const change = (item: CartItem, patch: Partial<CartItem>) => {
    putCartItem(market, { ...item, ...patch });
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !Object.keys(patch).some((field) => key.endsWith(`.${field}`)))),
    );
  };
  /** Choosing a restaurant without fiscal data for billing asks for them at once (and again when placing the order if skipped). */
  const chooseBilling = (item: CartItem, billed: number) => {
    change(item, { billed });
    const chosen = restaurants.find((r) => Number(r.id) === billed);
    if (chosen && !chosen.hasFiscalData && !fiscalSaved.current.has(chosen.id)) {
      placeAfterFiscal.current = false;
      setFiscalFor(chosen);
    }
  };
  const remove = (item: CartItem) =>
    void openConfirm({
      title: intl.formatMessage({ id: "ordering.cart.remove.title" }),
      children: intl.formatMessage({ id: "ordering.cart.remove.body" }, { name: item.resourceName }),
      labels: { confirm: intl.formatMessage({ id: "ordering.action.delete" }), cancel: intl.formatMessage({ id: "action.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () => removeCartItem(market, item.key),
    });

  if (items.length === 0)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          <FormattedMessage id="ordering.cart.empty" />
        </Text>
        <Anchor component={Link} to="/nacional">
          <FormattedMessage id="ordering.cart.browse" />
        </Anchor>
      </Stack>
    );

  const itemError = (index: number) => (field: string) => {
    const key = errors[`items[${index}].${field}`];
    return key ? translate(key) : undefined;
  };

  return (
    <Stack gap="lg">
      <CartErrors ref={summary} errors={errors} />
      <FormMessage id={form.errorId} />

      <Stack
        gap="md"
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
        aria-label={intl.formatMessage({ id: "ordering.cart.items" })}
      >
        {items.map((item, index) => (
          <CartItemCard
            key={item.key}
            item={item}
            market={market}
            restaurantOptions={restaurantOptions}
            error={itemError(index)}
            onChange={(patch) => change(item, patch)}
            onChooseBilling={(billed) => chooseBilling(item, billed)}
            onRemove={() => remove(item)}
          />
        ))}
      </Stack>

      <KitForm form={form}>
        <CartContactFields market={market} />
      </KitForm>

      <FiscalModal
        restaurant={fiscalFor}
        onClose={() => setFiscalFor(null)}
        onSaved={(id) => {
          fiscalSaved.current.add(id);
          setFiscalFor(null);
          if (placeAfterFiscal.current) void form.handleSubmit();
        }}
      />
    </Stack>
  );
}
