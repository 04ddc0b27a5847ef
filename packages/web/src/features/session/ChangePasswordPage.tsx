import { useState } from "react";
import { Alert, Anchor, Button, Stack, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useForm } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { SESSION_MESSAGES, changePasswordRules, isPasswordLinkValid } from "@portal/schema";
import { ChangePasswordDocument } from "../../gql/documents/changePassword";
import { fieldErrorsOf, isUnavailable } from "../../app/apollo/errors";
import { fieldErrorOf, useTranslateKey } from "../../ui/useTranslateKey";
import { PasswordField } from "../../ui/PasswordField";
import { validateWith } from "../../ui/lazyValidation";

type Outcome = "form" | "expired" | "done";

/** /changepassword/{id}/{time}: a new password, only while the link's time (epoch seconds) has not passed. */
export function ChangePasswordPage() {
  const intl = useIntl();
  const translate = useTranslateKey();
  const params = useParams();
  const id = params.id ?? "";
  const time = Number(params.time);
  const [outcome, setOutcome] = useState<Outcome>(() => (isPasswordLinkValid(time) ? "form" : "expired"));
  const [errorId, setErrorId] = useState<string | null>(null);
  const [changePassword] = useMutation(ChangePasswordDocument, { context: { silent: true } });

  const form = useForm({
    initialValues: { password: "", repeat: "" },
    validate: (values) => validateWith(changePasswordRules, values),
    validateInputOnBlur: true,
  });
  const onSubmit = form.onSubmit(async (values) => {
    setErrorId(null);
    if (!isPasswordLinkValid(time)) return setOutcome("expired");
    try {
      await changePassword({ variables: { id, time, password: values.password, repeat: values.repeat } });
      setOutcome("done");
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields?.time) return setOutcome("expired");
      if (fields) {
        const { password, repeat, ...others } = fields;
        form.setErrors({ password, repeat });
        const other = Object.values(others)[0];
        if (other) setErrorId(other);
      } else {
        setErrorId(isUnavailable(error) ? "password.error.connection" : "error.generic");
      }
    }
  });

  const fieldError = fieldErrorOf<"password" | "repeat">(form, translate);

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        <FormattedMessage id="screen.changepassword" />
      </Title>
      {outcome === "expired" && (
        <Alert color="orange" role="alert">
          {translate(SESSION_MESSAGES.passwordExpired)}{" "}
          <Anchor component={Link} to="/remember" size="sm">
            <FormattedMessage id="password.ask_again" />
          </Anchor>
        </Alert>
      )}
      {outcome === "done" && (
        <Alert color="green" role="status">
          <FormattedMessage id="password.success" />
        </Alert>
      )}
      {outcome === "form" && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {errorId && (
              <Alert color="red" role="alert">
                {translate(errorId)}
              </Alert>
            )}
            <PasswordField
              label={intl.formatMessage({ id: "password.new" })}
              name="password"
              autoComplete="new-password"
              required
              {...form.getInputProps("password")}
              error={fieldError("password")}
            />
            <PasswordField
              label={intl.formatMessage({ id: "password.repeat" })}
              name="repeat"
              autoComplete="new-password"
              required
              {...form.getInputProps("repeat")}
              error={fieldError("repeat")}
            />
            <Button type="submit" loading={form.submitting} fullWidth>
              <FormattedMessage id="password.submit" />
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
