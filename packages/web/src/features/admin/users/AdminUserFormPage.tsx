import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Table.css";
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { ADMIN_USER_TYPES, NEW_USER_TYPE, adminUserRules, type UserType } from "@portal/schema";
import { AdminUserFormDocument, AdminUsersDocument, LogInAsDocument, SaveAdminUserDocument } from "../../../gql/documents/admin/users/adminUsers";
import type { AdminUserFormQuery } from "../../../gql/graphql";
import { notifyError } from "../../../app/apollo/notifyError";
import { useShell, useViewer } from "../../../app/shell/ShellContext";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { FormScreen, useEditedId } from "../../../ui/form/FormScreen";
import { SelectField } from "../../../ui/form/SelectField";
import { SaveFeedback } from "../../../ui/form/SaveFeedback";
import { SubmitButton } from "../../../ui/form/SubmitButton";
import { useFormKit } from "../../../ui/form/useFormKit";
import { openConfirm } from "../../../ui/confirm";
import { PersonFields, personValues } from "../../account";
import { useEditor, useLeaveGuard } from "../editor";
import { ADMIN_USER_LIST_PATH, adminUserPath, userTypeLabelId } from "./adminUserView";

type FormData = AdminUserFormQuery["adminUserForm"];

/** /admin/users/add and /admin/users/{id} (full administrators): any user of the market, and "log in as" them. */
export function AdminUserFormPage() {
  const id = useEditedId();
  const { data, loading, error, refetch } = useQuery(AdminUserFormDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  return (
    <FormScreen
      titleIds={{ add: "screen.admin.users.add", edit: "screen.admin.users.edit" }}
      editing={id !== null}
      query={{ answer: data?.adminUserForm, loading, error, refetch }}
      found={(answer) => answer.found}
      notFoundId="admin.users.not_found"
      maw={720}
      placeholderHeight={420}
    >
      {(answer) => (
        <>
          <AdminUserForm key={answer.user?.id ?? "new"} data={answer} />
          {answer.user && <LogInAs user={answer.user} />}
          {answer.user && <BorrowedActions actions={answer.borrowedActions} />}
        </>
      )}
    </FormScreen>
  );
}

function AdminUserForm({ data }: { data: FormData }) {
  const intl = useIntl();
  const { market } = useShell();
  const { user } = data;
  const context = { market, currentType: user?.type ?? null };
  const [save] = useMutation(SaveAdminUserDocument, { refetchQueries: [AdminUsersDocument] });
  const editor = useEditor(adminUserPath);
  const valuesOf = (u: FormData["user"]) => ({ ...personValues(u), type: u?.type ?? NEW_USER_TYPE });
  const rules = { validate: (value: unknown, options?: object) => adminUserRules.validate(value, { ...options, context }) };
  const form = useFormKit({
    initialValues: valuesOf(user),
    rules: () => rules,
    submit: async (values) => {
      const input = adminUserRules.cast(values, { context });
      const answer = await save({ variables: { input: { id: user?.id ?? null, ...input, type: input.type as UserType } } });
      const saved = answer.data!.saveAdminUser;
      await editor.saved({ id: saved.id, created: !user, reset: () => form.formik.resetForm({ values: valuesOf(saved) }) });
    },
  });
  const { dirty } = form.formik;
  useLeaveGuard(dirty, editor.leaving);
  // A restricted administrator or a partner keeps their type, which the form does not offer otherwise.
  const types: readonly UserType[] =
    user && !(ADMIN_USER_TYPES as readonly UserType[]).includes(user.type) ? [...ADMIN_USER_TYPES, user.type] : ADMIN_USER_TYPES;
  return (
    <KitForm form={form}>
      <Stack gap="md">
        <SaveFeedback look="banner" shown={editor.feedback.banner} messageId="admin.users.updated" />
        <FormMessage id={form.errorId} />
        <PersonFields isNew={!user} restaurants={data.restaurants} restaurantsRequired={false}>
          <SelectField
            name="type"
            label={intl.formatMessage({ id: "admin.users.type" })}
            data={types.map((type) => ({ value: type, label: intl.formatMessage({ id: userTypeLabelId(type) }) }))}
            required
          />
        </PersonFields>
        <Group>
          <SubmitButton disabled={!dirty}>
            <FormattedMessage id="users.save" />
          </SubmitButton>
          <Button component={Link} to={ADMIN_USER_LIST_PATH} variant="default">
            <FormattedMessage id="users.back" />
          </Button>
          <SaveFeedback look="line" shown={editor.feedback.message} messageId="admin.editor.saved" />
        </Group>
      </Stack>
    </KitForm>
  );
}

/**
 * "Log in as": after a confirmation, the administrator signs in as the user and the portal reloads as them (nothing of
 * the administrator's screens is kept); the banner on every screen brings them back.
 */
function LogInAs({ user }: { user: NonNullable<FormData["user"]> }) {
  const intl = useIntl();
  const viewer = useViewer();
  const [logInAs] = useMutation(LogInAsDocument);
  const [busy, setBusy] = useState(false);
  const possible = user.active && !user.admin && user.id !== viewer.user.id;
  const start = () =>
    void openConfirm({
      title: intl.formatMessage({ id: "admin.users.log_in_as.title" }, { name: user.name }),
      children: intl.formatMessage({ id: "admin.users.log_in_as.body" }, { name: user.name }),
      labels: { confirm: intl.formatMessage({ id: "admin.users.log_in_as" }), cancel: intl.formatMessage({ id: "action.cancel" }) },
      onConfirm: () => {
        setBusy(true);
        logInAs({ variables: { input: { userId: user.id } } })
          .then(({ data }) => window.location.assign(data?.logInAs.landingPath ?? "/"))
          .catch((error: unknown) => {
            setBusy(false);
            notifyError(error);
          });
      },
    });
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <FormattedMessage id="admin.users.log_in_as" />
        </Title>
        <Text size="sm">
          <FormattedMessage id={possible ? "admin.users.log_in_as.hint" : "admin.users.log_in_as.unavailable"} />
        </Text>
        <Group>
          <Button variant="light" onClick={start} disabled={!possible} loading={busy}>
            <FormattedMessage id="admin.users.log_in_as" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** What administrators did as the user (the catalogue's record of "log in as"), newest first. */
function BorrowedActions({ actions }: { actions: FormData["borrowedActions"] }) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        <FormattedMessage id="admin.users.borrowed.title" />
      </Title>
      {actions.length === 0 ? (
        <Alert variant="light" color="gray">
          <FormattedMessage id="admin.users.borrowed.empty" />
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={480} mah={320}>
          <Table striped aria-label={intl.formatMessage({ id: "admin.users.borrowed.title" })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage({ id: "admin.users.borrowed.date" })}</Table.Th>
                <Table.Th>{intl.formatMessage({ id: "admin.users.borrowed.admin" })}</Table.Th>
                <Table.Th>{intl.formatMessage({ id: "admin.users.borrowed.action" })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {actions.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.date}</Table.Td>
                  <Table.Td>{a.administratorName}</Table.Td>
                  <Table.Td>
                    <code>{a.action}</code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
