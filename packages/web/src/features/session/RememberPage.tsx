import { Alert, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { RequestPasswordReminderDocument } from "../../gql/documents/session/remember";
import { BackToLoginScreen } from "./BackToLoginScreen";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { lazyRules } from "../../ui/form/rules";
import { useFormKit } from "../../ui/form/useFormKit";

/** The shared `rememberRules`, loaded after the form paints. */
const rememberRules = lazyRules(() => import("./sessionRules").then((m) => m.rememberRules));

/** /remember: asks for a password-change link by username. */
export function RememberPage() {
  const intl = useIntl();
  const [requestReminder] = useMutation(RequestPasswordReminderDocument);
  const form = useFormKit({
    initialValues: { username: "" },
    rules: rememberRules,
    submit: async (values) => void (await requestReminder({ variables: { input: { username: values.username.trim() } } })),
  });

  return (
    <BackToLoginScreen titleId="screen.remember">
      {form.status === "sent" ? (
        <Alert color="green" role="status">
          <FormattedMessage id="remember.success" />
        </Alert>
      ) : (
        <KitForm form={form}>
          <Stack gap="md">
            <Text size="sm">
              <FormattedMessage id="remember.intro" />
            </Text>
            <FormMessage id={form.errorId} />
            <TextField label={intl.formatMessage({ id: "login.username" })} name="username" autoComplete="username" required />
            <SubmitButton fullWidth>
              <FormattedMessage id="remember.submit" />
            </SubmitButton>
          </Stack>
        </KitForm>
      )}
    </BackToLoginScreen>
  );
}
