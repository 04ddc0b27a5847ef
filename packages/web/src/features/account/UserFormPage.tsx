import { Button, Group, MultiSelect, Skeleton, Stack, Title } from "@mantine/core";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import "@mantine/core/styles/Skeleton.css";
import { useMutation, useQuery } from "@apollo/client/react";
import { useFormikContext } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate, useParams } from "react-router-dom";
import { personRules } from "@portal/schema";
import { MyPeopleDocument, MyPersonDocument, SavePersonDocument } from "../../gql/documents/account/account";
import type { PersonFieldsFragment } from "../../gql/graphql";
import { errorMessageId } from "../../app/apollo/errors";
import { useShell, useViewer } from "../../app/shell/ShellContext";
import { ErrorState } from "../../ui/ErrorState";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { PasswordField } from "../../ui/form/PasswordField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { SwitchField } from "../../ui/form/SwitchField";
import { TextField } from "../../ui/form/TextField";
import { useFormKit } from "../../ui/form/useFormKit";
import { useTranslateKey } from "../../ui/useTranslateKey";

/** /users/add and /users/{id} (franchisees): a person of their restaurants; new people are managers. */
export function UserFormPage() {
  const { id } = useParams();
  const editing = id !== undefined && id !== "add";
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyPersonDocument, { variables: { id: id ?? "" }, skip: !editing, context: { silent: true } });
  let body;
  if (!editing) body = <PersonForm person={null} />;
  else if (loading && !data) body = <Skeleton height={320} aria-label={intl.formatMessage({ id: "list.loading" })} />;
  else if (error) body = <ErrorState messageId={errorMessageId(error, intl.messages)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!data?.myPerson) body = <ErrorState messageId="users.not_found" />;
  else body = <PersonForm key={data.myPerson.id} person={data.myPerson} />;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        <FormattedMessage id={editing ? "screen.users.edit" : "screen.users.add"} />
      </Title>
      {body}
    </Stack>
  );
}

function PersonForm({ person }: { person: PersonFieldsFragment | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { market } = useShell();
  const [save] = useMutation(SavePersonDocument, { context: { silent: true }, refetchQueries: [MyPeopleDocument] });
  const rules = { validate: (value: unknown, options?: object) => personRules.validate(value, { ...options, context: { market } }) };
  const form = useFormKit({
    initialValues: {
      name: person?.name ?? "",
      email: person?.email ?? "",
      phone: person?.phone ?? "",
      password: "",
      active: person?.active ?? true,
      restaurants: person?.restaurantIds ?? [],
    },
    rules: () => rules,
    submit: async (values) => {
      const input = personRules.cast(values, { context: { market } });
      await save({ variables: { input: { id: person?.id ?? null, ...input } } });
      await navigate("/users");
    },
  });
  return (
    <KitForm form={form}>
      <Stack gap="md">
        <FormMessage id={form.errorId} />
        <TextField name="name" label={intl.formatMessage({ id: "users.name" })} required maxLength={200} />
        <TextField name="email" type="email" label={intl.formatMessage({ id: "users.email" })} required maxLength={200} />
        <TextField name="phone" type="tel" label={intl.formatMessage({ id: "users.phone" })} maxLength={40} />
        <PasswordField
          name="password"
          label={intl.formatMessage({ id: "users.password" })}
          description={intl.formatMessage({ id: person ? "users.password.keep" : "users.password.new" })}
          autoComplete="new-password"
        />
        <RestaurantsField />
        <SwitchField name="active" label={intl.formatMessage({ id: "users.active" })} />
        <Group>
          <SubmitButton>
            <FormattedMessage id="users.save" />
          </SubmitButton>
          <Button component={Link} to="/users" variant="default">
            <FormattedMessage id="users.back" />
          </Button>
        </Group>
      </Stack>
    </KitForm>
  );
}

/** The franchisee's restaurants the person is linked to (at least one). */
function RestaurantsField() {
  const intl = useIntl();
  const translate = useTranslateKey();
  const viewer = useViewer();
  const form = useFormikContext<{ restaurants: string[] }>();
  const key = form.errors.restaurants;
  return (
    <MultiSelect
      label={intl.formatMessage({ id: "users.restaurants" })}
      data={viewer.restaurants.map((r) => ({ value: r.id, label: `${r.site} · ${r.name}` }))}
      value={form.values.restaurants}
      onChange={(value) => {
        void form.setFieldValue("restaurants", value, false);
        form.setFieldError("restaurants", undefined);
      }}
      error={form.touched.restaurants && typeof key === "string" ? translate(key) : undefined}
      required
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
