import { useEffect, useState } from "react";
import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { useForm } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { Market } from "@portal/schema";
import { LoginDocument } from "../../gql/documents/login";
import { showSubmitError } from "../../app/apollo/errors";
import { readStoredSite } from "../../app/shell/storage";
import { useLanguage } from "../../app/intl/LanguageContext";
import { fieldErrorOf, useTranslateKey } from "../../ui/useTranslateKey";
import { PasswordField } from "../../ui/PasswordField";
import { lazyValidation } from "../../ui/lazyValidation";
import { useLoginOutcome, type LoginStep } from "./useLoginOutcome";

interface Props {
  market: Market;
  /** Message key of the last LoginFailure, shown above the form. */
  failureKey?: string;
  onStep: (step: LoginStep) => void;
}

/** The shared `loginRules`, loaded after the form paints. */
const loginValidation = lazyValidation<{ username: string; password: string }>(() => import("./sessionRules").then((m) => m.loginRules));

/** Username (e-mail in ES) and password, validated with the shared `loginRules`. */
export function LoginForm({ market, failureKey, onStep }: Props) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const { language } = useLanguage();
  const applyOutcome = useLoginOutcome();
  const client = useApolloClient();
  const [errorId, setErrorId] = useState<string | null>(null);
  useEffect(loginValidation.preload, []);

  const form = useForm({ initialValues: { username: "", password: "" }, validate: loginValidation.validate, validateInputOnBlur: true });
  const onSubmit = form.onSubmit(async (values) => {
    setErrorId(null);
    try {
      // client.mutate rather than useMutation: the form tracks its own submitting state, and /login then does not
      // wait for the hook's chunk before it renders.
      const { data } = await client.mutate({
        mutation: LoginDocument,
        variables: { username: values.username.trim(), password: values.password, language, site: readStoredSite(market) },
        context: { silent: true },
      });
      const next = data ? applyOutcome(data.login) : null;
      if (next) onStep(next);
    } catch (error) {
      showSubmitError(error, form, setErrorId);
    }
  });

  const fieldError = fieldErrorOf<"username" | "password">(form, translate);
  const usernameLabelId = market === "ES" ? "login.email" : "login.username";

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failureKey && (
          <Alert color="red" role="alert">
            {translate(failureKey, "login.error.credentials")}
          </Alert>
        )}
        {errorId && (
          <Alert color="red" role="alert">
            <FormattedMessage id={errorId} />
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage({ id: usernameLabelId })}
          name="username"
          type={market === "ES" ? "email" : "text"}
          autoComplete="username"
          required
          {...form.getInputProps("username")}
          error={fieldError("username")}
          data-autofocus
        />
        <PasswordField
          label={intl.formatMessage({ id: "login.password" })}
          name="password"
          autoComplete="current-password"
          required
          {...form.getInputProps("password")}
          error={fieldError("password")}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          <FormattedMessage id="login.submit" />
        </Button>
        <Anchor component={Link} to="/remember" size="sm" ta="center">
          <FormattedMessage id="login.forgot" />
        </Anchor>
      </Stack>
    </form>
  );
}
