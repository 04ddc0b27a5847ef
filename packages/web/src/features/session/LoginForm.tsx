import { Alert, Anchor, Stack } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { Market } from "@portal/schema";
import { LoginDocument } from "../../gql/documents/session/login";
import { readStoredSite } from "../../app/shell/storage";
import { useLanguage } from "../../app/intl/LanguageContext";
import { useTranslateKey } from "../../ui/useTranslateKey";
import { FormMessage } from "../../ui/form/FormMessage";
import { KitForm } from "../../ui/form/KitForm";
import { PasswordField } from "../../ui/form/PasswordField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { lazyRules } from "../../ui/form/rules";
import { useFormKit } from "../../ui/form/useFormKit";
import { useLoginOutcome, type LoginStep } from "./useLoginOutcome";

interface Props {
  market: Market;
  /** Message key of the last LoginFailure, shown above the form. */
  failureKey?: string;
  onStep: (step: LoginStep) => void;
}

/** The shared `loginRules`, loaded after the form paints. */
const loginRules = lazyRules(() => import("./sessionRules").then((m) => m.loginRules));

/** Username (e-mail in ES) and password, validated with the shared `loginRules`. */
export function LoginForm({ market, failureKey, onStep }: Props) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const { language } = useLanguage();
  const applyOutcome = useLoginOutcome();
  const client = useApolloClient();

  const form = useFormKit({
    initialValues: { username: "", password: "" },
    rules: loginRules,
    submit: async (values) => {
      if (failureKey) onStep({ kind: "form" }); // the last attempt's refusal gives way to this one's answer
      // client.mutate rather than useMutation: /login then does not wait for the hook's chunk before it renders.
      const { data } = await client.mutate({
        mutation: LoginDocument,
        variables: { input: { username: values.username.trim(), password: values.password, language, site: readStoredSite(market) } },
      });
      const next = data ? applyOutcome(data.login) : null;
      if (next) onStep(next);
    },
  });

  return (
    <KitForm form={form}>
      <Stack gap="md">
        {failureKey && (
          <Alert color="red" role="alert">
            {translate(failureKey, "login.error.credentials")}
          </Alert>
        )}
        <FormMessage id={form.errorId} />
        <TextField
          label={intl.formatMessage({ id: market === "ES" ? "login.email" : "login.username" })}
          name="username"
          type={market === "ES" ? "email" : "text"}
          autoComplete="username"
          required
          data-autofocus
        />
        <PasswordField label={intl.formatMessage({ id: "login.password" })} name="password" autoComplete="current-password" required />
        <SubmitButton fullWidth>
          <FormattedMessage id="login.submit" />
        </SubmitButton>
        <Anchor component={Link} to="/remember" size="sm" ta="center">
          <FormattedMessage id="login.forgot" />
        </Anchor>
      </Stack>
    </KitForm>
  );
}
