import { useRef } from "react";
import { Button, Group, Skeleton, Stack, Title } from "@mantine/core";
import "@mantine/core/styles/Skeleton.css";
import { useMutation, useQuery } from "@apollo/client/react";
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
import { SubmitButton } from "../../ui/form/SubmitButton";
import { useFormKit } from "../../ui/form/useFormKit";
import { LeaveGuard } from "../../ui/useLeaveGuard";
import { ACCOUNT_LEAVE } from "./leave";
import { PersonFields, personValues } from "./PersonFields";

/** /users/add and /users/{id} (franchisees): a person of their restaurants; new people are managers. */
export function UserFormPage() {
  const { id } = useParams();
  const editing = id !== undefined && id !== "add";
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyPersonDocument, { variables: { id: id ?? "" }, skip: !editing });
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
  const navigate = useNavigate();
  const { market } = useShell();
  const viewer = useViewer();
  const [save] = useMutation(SavePersonDocument, { refetchQueries: [MyPeopleDocument] });
  const rules = { validate: (value: unknown, options?: object) => personRules.validate(value, { ...options, context: { market } }) };
  const leaving = useRef(false);
  const form = useFormKit({
    initialValues: personValues(person),
    rules: () => rules,
    submit: async (values) => {
      const input = personRules.cast(values, { context: { market } });
      await save({ variables: { input: { id: person?.id ?? null, ...input } } });
      leaving.current = true; // saved: back to the list without asking
      await navigate("/users");
    },
  });
  return (
    <KitForm form={form}>
      <LeaveGuard dirty={form.formik.dirty} question={ACCOUNT_LEAVE} leaving={leaving} />
      <Stack gap="md">
        <FormMessage id={form.errorId} />
        <PersonFields isNew={!person} restaurants={viewer.restaurants} restaurantsRequired />
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
