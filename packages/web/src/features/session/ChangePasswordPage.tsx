import { useState } from "react";
import { Alert, Anchor, Stack } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { SESSION_MESSAGES, changePasswordRules, isPasswordLinkValid } from "@portal/schema";
import { ChangePasswordDocument } from "../../gql/documents/session/changePassword";
import { fieldErrorsOf, isUnavailable } from "../../app/apollo/errors";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { BackToLoginScreen } from "./BackToLoginScreen";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { PasswordField } from "../../ui/form/PasswordField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { useFormKit } from "../../ui/form/useFormKit";

type Outcome = "form" | "expired" | "done";

/** /changepassword/{id}/{time}: a new password, only while the link's time (epoch seconds) has not passed. */
export function ChangePasswordPage() {
  const intl = useIntl();
  const translate = useTranslateKey();
  const params = useParams();
  const id = params.id ?? "";
  const time = Number(params.time);
  const [outcome, setOutcome] = useState<Outcome>(() => (isPasswordLinkValid(time) ? "form" : "expired"));
  const [changePassword] = useMutation(ChangePasswordDocument);

  const form = useFormKit({
    initialValues: { password: "", repeat: "" },
    rules: () => changePasswordRules,
    submit: async (values) => {
      if (!isPasswordLinkValid(time)) return setOutcome("expired");
      await changePassword({ variables: { input: { id, time, password: values.password, repeat: values.repeat } } });
      setOutcome("done");
    },
    // An expired link shows the expired state; the link's own problems (its id) are the form's message.
    onError: (error, target) => {
      const fields = fieldErrorsOf(error);
      if (fields?.time) return setOutcome("expired");
      if (!fields) return target.setErrorId(isUnavailable(error) ? "password.error.connection" : "error.generic");
      const { password, repeat, ...others } = fields;
      target.setErrors(Object.fromEntries(Object.entries({ password, repeat }).filter(([, key]) => key)) as Record<string, string>);
      const other = Object.values(others)[0];
      if (other) target.setErrorId(other);
    },
  });

  return (
    <BackToLoginScreen titleId="screen.changepassword">
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
        <KitForm form={form}>
          <Stack gap="md">
            <FormMessage id={form.errorId} />
            <PasswordField label={intl.formatMessage({ id: "password.new" })} name="password" autoComplete="new-password" required />
            <PasswordField label={intl.formatMessage({ id: "password.repeat" })} name="repeat" autoComplete="new-password" required />
            <SubmitButton fullWidth>
              <FormattedMessage id="password.submit" />
            </SubmitButton>
          </Stack>
        </KitForm>
      )}
    </BackToLoginScreen>
  );
}
