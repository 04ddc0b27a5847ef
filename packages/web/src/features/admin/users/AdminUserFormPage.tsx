import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Table.css";
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { ADMIN_USER_TYPES, NEW_USER_TYPE, adminUserRules, type UserType } from "@portal/schema";
import { AdminUserFormDocument, AdminUsersDocument, LogInAsDocument, SaveAdminUserDocument } from "../../../gql/documents/admin/users/adminUsers";
import type { AdminUserFormQuery } from "../../../gql/graphql";
import { notifyError } from "../../../app/apollo/notifyError";
import { useShell, useViewer } from "../../../app/shell/ShellContext";
import { FormMessage } from "../../../ui/form/FormMessage";
import { KitForm } from "../../../ui/form/KitForm";
import { FormScreen, useEditedQuery } from "../../../ui/form/FormScreen";
import { SelectField } from "../../../ui/form/SelectField";
import { SaveFeedback } from "../../../ui/form/SaveFeedback";
import { openConfirm } from "../../../ui/confirm";
import { PersonFields, personValues } from "../../account";
import { useEditorForm } from "../editor";
import { EditorActions } from "../EditorActions";
import { LeaveGuard } from "../../../ui/useLeaveGuard";
import { ADMIN_USER_LIST_PATH, adminUserPath, userTypeLabelId } from "./adminUserView";

type FormData = AdminUserFormQuery["adminUserForm"];

/** /admin/users/add and /admin/users/{id} (full administrators): any user of the market, and "log in as" them. */
export function AdminUserFormPage() {
  const query = useEditedQuery(AdminUserFormDocument, (data) => data.adminUserForm, { cacheAndNetwork: true });
  return (
    <FormScreen
      titleIds={{ add: "screen.admin.users.add", edit: "screen.admin.users.edit" }}
      query={query}
      entity={(answer) => answer.user}
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
  const valuesOf = (u: FormData["user"]) => ({ ...personValues(u), type: u?.type ?? NEW_USER_TYPE });
  const rules = { validate: (value: unknown, options?: object) => adminUserRules.validate(value, { ...options, context }) };
  const { form, feedback, changed, leaveGuard } = useEditorForm({
    formPath: adminUserPath,
    entity: user,
    valuesOf,
    rules: () => rules,
    send: async (values) => {
      const input = adminUserRules.cast(values, { context });
      const answer = await save({ variables: { input: { id: user?.id ?? null, ...input, type: input.type as UserType } } });
      return answer.data!.saveAdminUser;
    },
  });
  // A restricted administrator or a partner keeps their type, which the form does not offer otherwise.
  const types: readonly UserType[] =
    user && !(ADMIN_USER_TYPES as readonly UserType[]).includes(user.type) ? [...ADMIN_USER_TYPES, user.type] : ADMIN_USER_TYPES;
  return (
    <KitForm form={form}>
      <Stack gap="md">
        <SaveFeedback look="banner" shown={feedback.banner} messageId="admin.users.updated" />
        <FormMessage id={form.errorId} />
        <PersonFields isNew={!user} restaurants={data.restaurants} restaurantsRequired={false}>
          <SelectField
            name="type"
            label={intl.formatMessage({ id: "admin.users.type" })}
            data={types.map((type) => ({ value: type, label: intl.formatMessage({ id: userTypeLabelId(type) }) }))}
            required
          />
        </PersonFields>
        <EditorActions listPath={ADMIN_USER_LIST_PATH} changed={changed} saved={feedback.message} />
        <LeaveGuard {...leaveGuard} />
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
