import { Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  DELIVERY_OPTIONS,
  RESTAURANT_REGION_CODES,
  RESTAURANT_TYPE_CODES,
  formatDateTime,
  restaurantRules,
  type DeliveryOption,
} from "@portal/schema";
import { AdminRestaurantFormDocument, SaveRestaurantDocument } from "../../../gql/documents/admin/restaurants/restaurants";
import type { AdminRestaurantFieldsFragment, AdminRestaurantFormQuery } from "../../../gql/graphql";
import { useShell } from "../../../app/shell/ShellContext";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { FormScreen, useEditedQuery } from "../../../ui/form/FormScreen";
import { SwitchField } from "../../../ui/form/SwitchField";
import { TextField } from "../../../ui/form/TextField";
import { SelectField } from "../../../ui/form/SelectField";
import { useEditorForm } from "../editor";
import { EditorActions } from "../EditorActions";
import { LeaveGuard } from "../../../ui/useLeaveGuard";
import { RESTAURANT_LIST_PATH, deliveryLabelId, regionLabelId, restaurantFormPath, typeLabelId } from "./restaurantView";
import { SaveFeedback } from "../../../ui/form/SaveFeedback";

type Province = AdminRestaurantFormQuery["adminRestaurantForm"]["provinces"][number];

/** What the form edits: the selects' values are strings ("" for no choice); the shared rules cast them. */
interface Values {
  site: string;
  name: string;
  provinceId: string;
  region: string;
  type: string;
  address: string;
  city: string;
  postcode: string;
  latitude: string;
  longitude: string;
  email: string;
  taxId: string;
  companyName: string;
  fiscalAddress: string;
  delivery: string;
  active: boolean;
  mopService: boolean;
  etof: boolean;
  mcauto: boolean;
  selected: boolean;
  available: boolean;
  /** The catchment's people, as typed ("" for none). */
  habitants1km: string;
  habitants3km: string;
}

/** A restaurant's values in the form; a new restaurant's are empty (active, no delivery). Region -1 (none) is no choice. */
function valuesOf(r: AdminRestaurantFieldsFragment | null): Values {
  return {
    site: r?.site ?? "",
    name: r?.name ?? "",
    provinceId: r?.provinceId ?? "",
    region: r && r.region > 0 ? String(r.region) : "",
    type: r && r.type > 0 ? String(r.type) : "",
    address: r?.address ?? "",
    city: r?.city ?? "",
    postcode: r?.postcode ?? "",
    latitude: r?.latitude ?? "",
    longitude: r?.longitude ?? "",
    email: r?.email ?? "",
    taxId: r?.taxId ?? "",
    companyName: r?.companyName ?? "",
    fiscalAddress: r?.fiscalAddress ?? "",
    delivery: r?.delivery ?? "none",
    active: r?.active ?? true,
    mopService: r?.mopService ?? false,
    etof: r?.etof ?? false,
    mcauto: r?.mcauto ?? false,
    selected: r?.selected ?? false,
    available: r?.available ?? true,
    habitants1km: r?.habitants1km == null ? "" : String(r.habitants1km),
    habitants3km: r?.habitants3km == null ? "" : String(r.habitants3km),
  };
}

/**
 * /admin/restaurants/add and /admin/restaurants/{id} (full administrators): the restaurant form and, for one
 * restaurant, its last modification. The restaurant and the market's provinces come in one request.
 */
export function RestaurantFormPage() {
  const query = useEditedQuery(AdminRestaurantFormDocument, (data) => data.adminRestaurantForm);
  return (
    <FormScreen
      titleIds={{ add: "screen.admin.restaurants.add", edit: "screen.admin.restaurants.edit" }}
      query={query}
      entity={(answer) => answer.restaurant}
      notFoundId="admin.restaurants.not_found"
    >
      {(answer) => <RestaurantForm key={answer.restaurant?.id ?? "add"} restaurant={answer.restaurant ?? null} provinces={answer.provinces} />}
    </FormScreen>
  );
}

function RestaurantForm({ restaurant, provinces }: { restaurant: AdminRestaurantFieldsFragment | null; provinces: Province[] }) {
  const intl = useIntl();
  const { market } = useShell();
  const [save] = useMutation(SaveRestaurantDocument);
  const { form, feedback, changed, leaveGuard } = useEditorForm({
    formPath: restaurantFormPath,
    entity: restaurant,
    valuesOf,
    rules: () => restaurantRules,
    send: async (values) => {
      const input = restaurantRules.cast(values); // trimmed and coded, as the BFF reads it
      const answer = await save({
        variables: { input: { ...input, id: restaurant?.id ?? null, mopService: market === "ES" ? input.mopService : null } },
      });
      return answer.data!.saveRestaurant;
    },
  });

  const text = (id: string) => intl.formatMessage({ id });
  const options = (codes: readonly number[], label: (code: number) => string) =>
    codes.map((code) => ({ value: String(code), label: text(label(code)) }));
  const province = provinces.find((p) => p.id === form.formik.values.provinceId);
  const lastChange = restaurant?.lastChangedAt ? formatDateTime(new Date(restaurant.lastChangedAt)) : null;

  return (
    <KitForm form={form}>
      <Stack gap="md">
        <SaveFeedback look="banner" shown={feedback.banner} messageId="admin.restaurants.updated" />
        <FormMessage id={form.errorId} />
        <Group grow align="flex-start">
          <TextField name="site" label={text("admin.restaurants.site")} required maxLength={20} />
          <TextField name="name" label={text("admin.restaurants.name")} required maxLength={200} />
        </Group>
        <Group grow align="flex-start">
          <SelectField
            name="provinceId"
            label={text("admin.restaurants.province")}
            data={provinces.map((p) => ({ value: p.id, label: p.name }))}
            searchable
            required
          />
          <SelectField name="region" label={text("admin.restaurants.region")} data={options(RESTAURANT_REGION_CODES, regionLabelId)} required />
          <SelectField name="type" label={text("admin.restaurants.type")} data={options(RESTAURANT_TYPE_CODES, typeLabelId)} required />
        </Group>
        {province && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.restaurants.province_habitants" values={{ name: province.name, count: province.habitants }} />
          </Text>
        )}
        <TextField name="address" label={text("admin.restaurants.address")} required maxLength={300} />
        <Group grow align="flex-start">
          <TextField name="city" label={text("admin.restaurants.city")} maxLength={100} />
          <TextField name="postcode" label={text("admin.restaurants.postcode")} maxLength={20} />
        </Group>
        <Group grow align="flex-start">
          <TextField name="latitude" label={text("admin.restaurants.latitude")} maxLength={30} inputMode="decimal" />
          <TextField name="longitude" label={text("admin.restaurants.longitude")} maxLength={30} inputMode="decimal" />
        </Group>
        <TextField name="email" type="email" label={text("admin.restaurants.email")} maxLength={200} />
        <Title order={2} size="h4">
          <FormattedMessage id="admin.restaurants.fiscal" />
        </Title>
        <Group grow align="flex-start">
          <TextField name="taxId" label={text("admin.restaurants.tax_id")} maxLength={30} />
          <TextField name="companyName" label={text("admin.restaurants.company_name")} maxLength={200} />
        </Group>
        <TextField name="fiscalAddress" label={text("admin.restaurants.fiscal_address")} maxLength={300} />
        <Title order={2} size="h4">
          <FormattedMessage id="admin.restaurants.services" />
        </Title>
        <SelectField
          name="delivery"
          label={text("admin.restaurants.delivery")}
          data={DELIVERY_OPTIONS.map((option: DeliveryOption) => ({ value: option, label: text(deliveryLabelId(option)) }))}
          maw={360}
        />
        {market === "ES" && (
          <>
            <SwitchField name="mopService" label={text("admin.restaurants.mop_service")} />
            <Text size="sm">
              <FormattedMessage id="admin.restaurants.mop_status.value" values={{ text: text(mopStatusLabelId(restaurant?.mopStatus ?? null)) }} />
            </Text>
          </>
        )}
        <Group gap="lg">
          <SwitchField name="etof" label={text("admin.restaurants.etof")} />
          <SwitchField name="mcauto" label={text("admin.restaurants.mcauto")} />
          <SwitchField name="selected" label={text("admin.restaurants.selected")} />
          <SwitchField name="available" label={text("admin.restaurants.available")} />
        </Group>
        <Title order={2} size="h4">
          <FormattedMessage id="admin.restaurants.habitants" />
        </Title>
        <Group grow align="flex-start">
          <TextField name="habitants1km" label={text("admin.restaurants.habitants_1km")} maxLength={8} inputMode="numeric" />
          <TextField name="habitants3km" label={text("admin.restaurants.habitants_3km")} maxLength={8} inputMode="numeric" />
        </Group>
        <SwitchField name="active" label={text("admin.status.active")} description={text("admin.restaurants.active.hint")} />
        {restaurant && (
          <Text size="sm" c="dimmed">
            {lastChange ? (
              <FormattedMessage id="admin.restaurants.last_change" values={{ name: restaurant.lastChangedBy || "—", date: lastChange }} />
            ) : (
              <FormattedMessage id="admin.restaurants.last_change.none" />
            )}
          </Text>
        )}
        <EditorActions listPath={RESTAURANT_LIST_PATH} changed={changed} saved={feedback.message} />
        <LeaveGuard {...leaveGuard} />
      </Stack>
    </KitForm>
  );
}

/** The read-only state of a restaurant's ordering service (ES): 1 active, 0 inactive, none yet. */
const mopStatusLabelId = (status: number | null) =>
  status === 1 ? "admin.restaurants.mop_status.on" : status === 0 ? "admin.restaurants.mop_status.off" : "admin.restaurants.mop_status.none";
