import { useEffect, useState } from "react";
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useForm } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { RequestPasswordReminderDocument } from "../../gql/documents/remember";
import { showSubmitError } from "../../app/apollo/errors";
import { fieldErrorOf, useTranslateKey } from "../../ui/useTranslateKey";
import { lazyValidation } from "../../ui/lazyValidation";

/** The shared `rememberRules`, loaded after the form paints. */
const rememberValidation = lazyValidation<{ username: string }>(() => import("./sessionRules").then((m) => m.rememberRules));

/** /remember: asks for a password-change link by username. */
export function RememberPage() {
  const intl = useIntl();
  const translate = useTranslateKey();
  const [requestReminder] = useMutation(RequestPasswordReminderDocument, { context: { silent: true } });
  const [sent, setSent] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  useEffect(rememberValidation.preload, []);

  const form = useForm({ initialValues: { username: "" }, validate: rememberValidation.validate, validateInputOnBlur: true });
  const onSubmit = form.onSubmit(async (values) => {
    setErrorId(null);
    try {
      await requestReminder({ variables: { username: values.username.trim() } });
      setSent(true);
    } catch (error) {
      showSubmitError(error, form, setErrorId);
    }
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        <FormattedMessage id="screen.remember" />
      </Title>
      {sent ? (
        <Alert color="green" role="status">
          <FormattedMessage id="remember.success" />
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              <FormattedMessage id="remember.intro" />
            </Text>
            {errorId && (
              <Alert color="red" role="alert">
                <FormattedMessage id={errorId} />
              </Alert>
            )}
            <TextInput
              label={intl.formatMessage({ id: "login.username" })}
              name="username"
              autoComplete="username"
              required
              {...form.getInputProps("username")}
              error={fieldErrorOf<"username">(form, translate)("username")}
            />
            <Button type="submit" loading={form.submitting} fullWidth>
              <FormattedMessage id="remember.submit" />
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        <FormattedMessage id="common.back_to_login" />
      </Anchor>
    </Stack>
  );
}
