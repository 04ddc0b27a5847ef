import { useEffect, useRef, useState } from "react";
import { Alert, Anchor, Button, Card, Group, Image, Modal, NumberInput, Select, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Skeleton.css";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormikProvider, useFormik } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import {
  CUSTOM_UNIT_SCALE,
  NO_RESTAURANT,
  ORDER_METHOD,
  OTHER_ADDRESS,
  UNIT_SCALES,
  cartRules,
  fiscalRules,
  isProduced,
  validate,
  type Market,
  EMPTY_CUSTOMIZATION,
} from "@portal/schema";
import { CartOptionsDocument, PlaceOrderDocument, SaveFiscalDataDocument } from "../../gql/documents/ordering/ordering";
import type { CartRestaurantFieldsFragment } from "../../gql/graphql";
import { errorMessageId, fieldErrorsOf, isNetworkError } from "../../app/apollo/errors";
import { useShell } from "../../app/shell/ShellContext";
import { ErrorState } from "../../ui/ErrorState";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import type { FieldKeys } from "../../ui/form/rules";
import { useFormKit } from "../../ui/form/useFormKit";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { openConfirm } from "../../ui/confirm";
import { clearCart, newKey, putCartItem, readCart, removeCartItem, updateCart, useCart, type CartItem } from "./cartStore";
import { orderDetailsPath, orderEditPath } from "./orderingView";

interface Contact {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/** /cart: the items kept in the browser, their billing and shipping, the contact, and the confirm. */
export function CartPage() {
  const intl = useIntl();
  const { market } = useShell();
  const [params, setParams] = useSearchParams();
  const add = params.get("add");
  const { data, loading, error, refetch } = useQuery(CartOptionsDocument, { variables: { add }, context: { silent: true } });

  // The library's production button: the resource joins the cart as a production budget, once.
  const adding = data?.cartOptions.adding;
  useEffect(() => {
    if (!add || loading) return;
    if (adding && adding.id === add) addProduction(market, adding);
    setParams({}, { replace: true });
  }, [add, adding, loading, market, setParams]);

  let body;
  if (loading && !data) body = <Skeleton height={320} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (error || !data)
    body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else body = <Cart market={market} restaurants={data.cartOptions.restaurants} contact={data.cartOptions.contact} />;
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        <FormattedMessage id="screen.cart" />
      </Title>
      {add && !loading && data && !adding && (
        <Alert color="yellow" role="status">
          <FormattedMessage id="ordering.cart.not_orderable" />
        </Alert>
      )}
      {body}
    </Stack>
  );
}

function addProduction(market: Market, resource: { id: string; name: string; thumbUrl?: string | null; reference?: string | null }) {
  const cart = readCart(market);
  if (cart.items.some((i) => i.method === ORDER_METHOD.PRODUCTION && i.resourceId === resource.id)) return;
  putCartItem(market, {
    key: newKey(),
    resourceId: resource.id,
    resourceName: resource.name,
    thumbUrl: resource.thumbUrl ?? null,
    reference: resource.reference ?? null,
    formatId: null,
    formatName: null,
    sizeKey: "",
    sizeName: null,
    sizeText: "",
    answers: {},
    customFile: "",
    customFileName: "",
    customization: EMPTY_CUSTOMIZATION,
    method: ORDER_METHOD.PRODUCTION,
    units: null,
    unitsScale: 0,
    unitsScaleCustom: "",
    billed: NO_RESTAURANT,
    shipped: NO_RESTAURANT,
    customShip: "",
  });
}

function Cart({
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
  const navigate = useNavigate();
  const { items, pendingKey } = useCart(market);
  const [errors, setErrors] = useState<FieldKeys>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [fiscalFor, setFiscalFor] = useState<CartRestaurantFieldsFragment | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  /** Restaurants whose fiscal data the popup just saved (the list re-renders with them a moment later). */
  const fiscalSaved = useRef(new Set<string>());
  const [place] = useMutation(PlaceOrderDocument, {
    context: { silent: true },
    update: (cache) => {
      cache.evict({ fieldName: "myOrders" });
      cache.gc();
    },
  });

  const formik = useFormik<Contact>({
    initialValues: { contactName: contact.name, contactEmail: contact.email, contactPhone: contact.phone },
    onSubmit: () => undefined,
  });

  const restaurantOptions = restaurants.map((r) => ({ value: r.id, label: `${r.site} · ${r.name}` }));
  const none = { value: String(NO_RESTAURANT), label: intl.formatMessage({ id: "ordering.cart.choose" }) };

  const change = (item: CartItem, patch: Partial<CartItem>) => {
    putCartItem(market, { ...item, ...patch });
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !Object.keys(patch).some((field) => key.endsWith(`.${field}`)))),
    );
  };

  const remove = (item: CartItem) =>
    void openConfirm({
      title: intl.formatMessage({ id: "ordering.cart.remove.title" }),
      children: intl.formatMessage({ id: "ordering.cart.remove.body" }, { name: item.resourceName }),
      labels: { confirm: intl.formatMessage({ id: "ordering.action.delete" }), cancel: intl.formatMessage({ id: "action.cancel" }) },
      confirmProps: { color: "red" },
      onConfirm: () => removeCartItem(market, item.key),
    });

  async function confirm() {
    setFormError(null);
    const checked = validate(cartRules, { items, ...formik.values }, { market });
    const found: FieldKeys = checked.ok ? {} : checked.fields;
    showErrors(found);
    if (Object.keys(found).length) return;
    const lacking = restaurants.find((r) => !r.hasFiscalData && !fiscalSaved.current.has(r.id) && items.some((i) => i.billed === Number(r.id)));
    if (lacking) return setFiscalFor(lacking);
    await send();
  }

  function showErrors(found: FieldKeys) {
    setErrors(found);
    formik.setErrors(Object.fromEntries(Object.entries(found).filter(([key]) => !key.startsWith("items"))));
    void formik.setTouched({ contactName: true, contactEmail: true, contactPhone: true }, false);
    if (Object.keys(found).length) requestAnimationFrame(() => summary.current?.focus());
  }

  async function send() {
    // The confirm's key is kept with the cart before it is sent: a retry after a lost answer sends it again.
    const key = pendingKey ?? updateCart(market, (state) => ({ ...state, pendingKey: newKey() })).pendingKey!;
    setSending(true);
    try {
      const { data } = await place({
        variables: {
          input: {
            key,
            contact: { name: formik.values.contactName, email: formik.values.contactEmail, phone: formik.values.contactPhone },
            items: items.map((i) => ({
              resourceId: i.resourceId,
              formatId: i.formatId,
              sizeKey: i.sizeKey,
              sizeText: i.sizeText,
              answers: i.answers,
              customFile: i.customFile,
              customization: i.customization,
              method: i.method,
              units: i.units,
              unitsScale: i.unitsScale,
              unitsScaleCustom: i.unitsScaleCustom,
              billed: i.billed,
              shipped: i.shipped,
              customShip: i.customShip,
            })),
          },
        },
      });
      if (!data) return;
      clearCart(market);
      void import("@mantine/notifications").then(({ notifications }) =>
        notifications.show({ color: "green", message: intl.formatMessage({ id: "ordering.cart.placed" }, { number: data.placeOrder.number }) }),
      );
      await navigate(orderDetailsPath(data.placeOrder.id));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) showErrors(fields);
      else setFormError(isNetworkError(error) ? "ordering.cart.retry" : errorMessageId(error, intl.messages));
    } finally {
      setSending(false);
    }
  }

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

  const itemError = (index: number, field: string) => {
    const key = errors[`items[${index}].${field}`];
    return key ? translate(key) : undefined;
  };
  const listed = Object.entries(errors);

  return (
    <Stack gap="lg">
      {listed.length > 0 && (
        <Alert ref={summary} tabIndex={-1} color="red" role="alert" title={intl.formatMessage({ id: "ordering.cart.errors" })}>
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
      )}
      <FormMessage id={formError} />

      <Stack
        gap="md"
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
        aria-label={intl.formatMessage({ id: "ordering.cart.items" })}
      >
        {items.map((item, index) => {
          const produced = isProduced(item.method);
          return (
            <Card key={item.key} withBorder component="li" padding="md">
              <Group align="flex-start" wrap="nowrap" gap="md">
                {item.thumbUrl && <Image src={item.thumbUrl} alt="" w={72} h={72} radius="sm" />}
                <Stack gap={4} style={{ flex: 1 }}>
                  <Text fw={600}>{item.resourceName}</Text>
                  <Text size="sm" c="dimmed">
                    <FormattedMessage id={`ordering.method.${item.method}`} />
                    {item.formatName && ` · ${item.formatName}`}
                    {item.sizeName && ` · ${item.sizeName}`}
                    {item.sizeText && ` (${item.sizeText})`}
                  </Text>
                  {item.customFileName && (
                    <Text size="sm">
                      <FormattedMessage id="ordering.cart.file" values={{ name: item.customFileName }} />
                    </Text>
                  )}
                  <Group gap="sm" align="flex-start" mt="xs">
                    <Select
                      label={intl.formatMessage({ id: "ordering.cart.billed" })}
                      data={[none, ...restaurantOptions]}
                      value={String(item.billed)}
                      onChange={(value) => change(item, { billed: Number(value ?? NO_RESTAURANT) })}
                      error={itemError(index, "billed")}
                      required={produced || market === "ES"}
                      allowDeselect={false}
                      w={260}
                    />
                    {produced && (
                      <>
                        <Select
                          label={intl.formatMessage({ id: "ordering.cart.units_scale" })}
                          data={[
                            { value: "0", label: intl.formatMessage({ id: "ordering.cart.choose" }) },
                            ...UNIT_SCALES.map((s) => ({ value: String(s.id), label: s.label })),
                            { value: String(CUSTOM_UNIT_SCALE), label: intl.formatMessage({ id: "ordering.cart.units_custom" }) },
                          ]}
                          value={String(item.unitsScale)}
                          onChange={(value) => change(item, { unitsScale: Number(value ?? 0) })}
                          error={itemError(index, "unitsScale")}
                          required
                          allowDeselect={false}
                          w={180}
                        />
                        {item.unitsScale === CUSTOM_UNIT_SCALE && (
                          <TextInput
                            label={intl.formatMessage({ id: "ordering.cart.units_custom_text" })}
                            value={item.unitsScaleCustom}
                            onChange={(event) => change(item, { unitsScaleCustom: event.currentTarget.value })}
                            error={itemError(index, "unitsScaleCustom")}
                            required
                            w={180}
                          />
                        )}
                        <Select
                          label={intl.formatMessage({ id: "ordering.cart.shipped" })}
                          data={[
                            none,
                            ...restaurantOptions,
                            { value: String(OTHER_ADDRESS), label: intl.formatMessage({ id: "ordering.cart.other_address" }) },
                          ]}
                          value={String(item.shipped)}
                          onChange={(value) => change(item, { shipped: Number(value ?? NO_RESTAURANT) })}
                          error={itemError(index, "shipped")}
                          required
                          allowDeselect={false}
                          w={260}
                        />
                        {item.shipped === OTHER_ADDRESS && (
                          <TextInput
                            label={intl.formatMessage({ id: "ordering.cart.custom_ship" })}
                            value={item.customShip}
                            onChange={(event) => change(item, { customShip: event.currentTarget.value })}
                            error={itemError(index, "customShip")}
                            required
                            w={260}
                          />
                        )}
                        <NumberInput
                          label={intl.formatMessage({ id: "ordering.cart.units" })}
                          value={item.units ?? ""}
                          min={1}
                          allowDecimal={false}
                          onChange={(value) => change(item, { units: typeof value === "number" && value > 0 ? value : null })}
                          w={120}
                        />
                      </>
                    )}
                  </Group>
                </Stack>
                <Stack gap="xs">
                  {item.method !== ORDER_METHOD.PRODUCTION && (
                    <Button
                      component={Link}
                      to={orderEditPath(item.key)}
                      variant="light"
                      size="xs"
                      aria-label={intl.formatMessage({ id: "ordering.cart.edit" }, { name: item.resourceName })}
                    >
                      <FormattedMessage id="ordering.action.edit" />
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => remove(item)}
                    aria-label={intl.formatMessage({ id: "ordering.cart.remove" }, { name: item.resourceName })}
                  >
                    <FormattedMessage id="ordering.action.delete" />
                  </Button>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </Stack>

      <FormikProvider value={formik}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack gap="sm" maw={520}>
            <Title order={2} size="h4">
              <FormattedMessage id="ordering.cart.contact" />
            </Title>
            <TextField name="contactName" label={intl.formatMessage({ id: "ordering.cart.contact_name" })} required autoComplete="name" />
            <TextField
              name="contactEmail"
              type="email"
              label={intl.formatMessage({ id: "ordering.cart.contact_email" })}
              required
              autoComplete="email"
            />
            <TextField
              name="contactPhone"
              type="tel"
              label={intl.formatMessage({ id: "ordering.cart.contact_phone" })}
              required={market === "ES"}
              autoComplete="tel"
            />
            <Group>
              <Button type="submit" loading={sending}>
                <FormattedMessage id="ordering.cart.confirm" />
              </Button>
            </Group>
          </Stack>
        </form>
      </FormikProvider>

      <FiscalModal
        restaurant={fiscalFor}
        onClose={() => setFiscalFor(null)}
        onSaved={(id) => {
          fiscalSaved.current.add(id);
          setFiscalFor(null);
          void confirm();
        }}
      />
    </Stack>
  );
}

/** The fiscal popup: a billing restaurant without razon, CIF or fiscal address gets all three, saved to it. */
function FiscalModal({
  restaurant,
  onClose,
  onSaved,
}: {
  restaurant: CartRestaurantFieldsFragment | null;
  onClose: () => void;
  onSaved: (restaurantId: string) => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={restaurant !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: "ordering.fiscal.title" }, { name: restaurant?.name ?? "" })}
      closeButtonProps={{ "aria-label": intl.formatMessage({ id: "action.close" }) }}
    >
      {restaurant && <FiscalForm key={restaurant.id} restaurant={restaurant} onSaved={onSaved} />}
    </Modal>
  );
}

function FiscalForm({ restaurant, onSaved }: { restaurant: CartRestaurantFieldsFragment; onSaved: (restaurantId: string) => void }) {
  const intl = useIntl();
  const [save] = useMutation(SaveFiscalDataDocument, { context: { silent: true } });
  const form = useFormKit({
    initialValues: { razon: restaurant.razon, cif: restaurant.cif, fiscalAddress: restaurant.fiscalAddress },
    rules: () => fiscalRules,
    submit: async (values) => {
      const input = fiscalRules.cast(values);
      await save({ variables: { input: { restaurantId: restaurant.id, ...input } } });
      onSaved(restaurant.id);
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="ordering.fiscal.explain" />
        </Text>
        <FormMessage id={form.errorId} />
        <TextField name="razon" label={intl.formatMessage({ id: "ordering.fiscal.razon" })} required />
        <TextField name="cif" label={intl.formatMessage({ id: "ordering.fiscal.cif" })} required />
        <TextField name="fiscalAddress" label={intl.formatMessage({ id: "ordering.fiscal.address" })} required />
        <Group justify="flex-end">
          <SubmitButton>
            <FormattedMessage id="ordering.action.save" />
          </SubmitButton>
        </Group>
      </Stack>
    </KitForm>
  );
}
