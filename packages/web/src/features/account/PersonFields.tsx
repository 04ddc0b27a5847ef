import { Checkbox, Input, Stack, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Checkbox.css";
import { useState, type ReactNode } from "react";
import { useFormikContext } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { PICKER_SIZES, type PersonValues } from "@portal/schema";
import { usePickerPage } from "../../ui/list/usePickerPage";
import { PasswordField } from "../../ui/form/PasswordField";
import { SwitchField } from "../../ui/form/SwitchField";
import { TextField } from "../../ui/form/TextField";
import { useTranslateKey } from "../../ui/useTranslateKey";

export const personValues = (
  person: { name: string; email: string; phone: string; active: boolean; restaurantIds: string[] } | null,
): PersonValues => ({
  name: person?.name ?? "",
  email: person?.email ?? "",
  phone: person?.phone ?? "",
  password: "",
  active: person?.active ?? true,
  restaurants: person?.restaurantIds ?? [],
});

/**
 * The fields both user forms share (spec 1 §5 "User form"): name, corporate e-mail, phone, an optional password
 * (hashed before it is sent), the restaurants among `restaurants`, and the active switch. `children` go between the
 * restaurants and the switch (the administrator's type).
 */
export function PersonFields({
  isNew,
  restaurants,
  restaurantsRequired,
  children,
}: {
  isNew: boolean;
  restaurants: Array<{ id: string; site: string; name: string }>;
  restaurantsRequired: boolean;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField name="name" label={intl.formatMessage({ id: "users.name" })} required maxLength={200} />
      <TextField name="email" type="email" label={intl.formatMessage({ id: "users.email" })} required maxLength={200} />
      <TextField name="phone" type="tel" label={intl.formatMessage({ id: "users.phone" })} maxLength={40} />
      <PasswordField
        name="password"
        label={intl.formatMessage({ id: "users.password" })}
        description={intl.formatMessage({ id: isNew ? "users.password.new" : "users.password.keep" })}
        autoComplete="new-password"
      />
      {children}
      <RestaurantsField restaurants={restaurants} required={restaurantsRequired} />
      <SwitchField name="active" label={intl.formatMessage({ id: "users.active" })} />
    </>
  );
}

/**
 * The restaurants the user is linked to: a checkbox per restaurant, filtered by site and name, paged 10 or 20 rows
 * (spec 1 §9, the restaurant picker), with how many are chosen on any page.
 */
function RestaurantsField({ restaurants, required }: { restaurants: Array<{ id: string; site: string; name: string }>; required: boolean }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const form = useFormikContext<{ restaurants: string[] }>();
  const [filter, setFilter] = useState("");
  const words = fold(filter).split(/\s+/).filter(Boolean);
  const shown = words.length ? restaurants.filter((r) => words.every((w) => fold(`${r.site} ${r.name}`).includes(w))) : restaurants;
  const label = intl.formatMessage({ id: "users.restaurants" });
  const { rows, pager, reset } = usePickerPage(shown, PICKER_SIZES.restaurants);
  const key = form.errors.restaurants;
  const chosen = form.values.restaurants;
  const toggle = (id: string, on: boolean) => {
    void form.setFieldValue("restaurants", on ? [...chosen, id] : chosen.filter((v) => v !== id), false);
    form.setFieldError("restaurants", undefined);
  };
  return (
    <Input.Wrapper
      label={label}
      error={form.touched.restaurants && typeof key === "string" ? translate(key) : undefined}
      required={required}
      labelElement="div"
    >
      <Stack gap="xs" mt={4}>
        <TextInput
          type="search"
          size="xs"
          label={intl.formatMessage({ id: "users.restaurants.filter" })}
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value);
            reset();
          }}
        />
        <Stack gap={6} role="group" aria-label={label}>
          {rows.map((r) => (
            <Checkbox
              key={r.id}
              size="md"
              label={`${r.site} · ${r.name}`}
              checked={chosen.includes(r.id)}
              onChange={(event) => toggle(r.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="users.restaurants.chosen" values={{ count: chosen.length }} />
        </Text>
        {pager}
      </Stack>
    </Input.Wrapper>
  );
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
