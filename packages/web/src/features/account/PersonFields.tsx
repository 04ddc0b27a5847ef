import { MultiSelect } from "@mantine/core";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import type { ReactNode } from "react";
import { useFormikContext } from "formik";
import { useIntl } from "react-intl";
import { PasswordField } from "../../ui/form/PasswordField";
import { SwitchField } from "../../ui/form/SwitchField";
import { TextField } from "../../ui/form/TextField";
import { useTranslateKey } from "../../ui/useTranslateKey";

/** The values of the person fields (the franchisee's and the administrator's user forms). */
export interface PersonValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  active: boolean;
  restaurants: string[];
}

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

/** The restaurants the user is linked to, searchable by site and name. */
function RestaurantsField({ restaurants, required }: { restaurants: Array<{ id: string; site: string; name: string }>; required: boolean }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const form = useFormikContext<{ restaurants: string[] }>();
  const key = form.errors.restaurants;
  return (
    <MultiSelect
      label={intl.formatMessage({ id: "users.restaurants" })}
      data={restaurants.map((r) => ({ value: r.id, label: `${r.site} · ${r.name}` }))}
      value={form.values.restaurants}
      onChange={(value) => {
        void form.setFieldValue("restaurants", value, false);
        form.setFieldError("restaurants", undefined);
      }}
      error={form.touched.restaurants && typeof key === "string" ? translate(key) : undefined}
      required={required}
      searchable
      limit={50}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
