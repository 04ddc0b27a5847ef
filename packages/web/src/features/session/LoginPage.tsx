import { lazy, Suspense, useEffect, useState } from "react";
import { Alert, Anchor, Button, Center, Divider, Loader, Stack, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useShell } from "../../app/shell/ShellContext";
import { LoginForm } from "./LoginForm";
import { loginErrorMessage } from "./loginErrorMessage";
import { useLoginOutcome, type LoginStep } from "./useLoginOutcome";

/*
 * The legal-terms step (and its two mutations) follows a login that needs the terms accepted: its chunk is
 * fetched once the form has painted, so it is there by the time a login answers, without delaying /login.
 */
const loadLegalTerms = () => import("./LegalTermsStep");
const LegalTermsStep = lazy(() => loadLegalTerms().then((m) => ({ default: m.LegalTermsStep })));

/**
 * /login. ES: e-mail and password. PT: the external (corporate) sign-in, with a toggle to
 * username and password. A LegalTermsRequired answer shows the legal-terms step.
 * `?error=auth|data|<code>` explains why the visitor is here.
 */
export function LoginPage() {
  const { market, portal } = useShell();
  const [params] = useSearchParams();
  // A login waiting for the legal terms (e.g. back from the external sign-in) opens on that step.
  const [step, setStep] = useState<LoginStep>(portal.pendingLogin ? { kind: "terms", userName: portal.pendingLogin.userName } : { kind: "form" });
  const externalUrl = portal.externalSignInUrl;
  const [usePassword, setUsePassword] = useState(!externalUrl);
  const urlError = loginErrorMessage(params.get("error"));
  const applyOutcome = useLoginOutcome();

  useEffect(() => void loadLegalTerms().catch(() => undefined), []);

  if (step.kind === "terms") {
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <LegalTermsStep userName={step.userName} onStep={setStep} applyOutcome={applyOutcome} />
      </Suspense>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        <FormattedMessage id="screen.login" />
      </Title>
      {urlError && (
        <Alert color="red" role="alert">
          <FormattedMessage id={urlError.id} values={urlError.values} />
        </Alert>
      )}
      {externalUrl && (
        <Button component="a" href={externalUrl} fullWidth size="md">
          <FormattedMessage id="login.external" />
        </Button>
      )}
      {externalUrl && <Divider />}
      {usePassword ? <LoginForm market={market} failureKey={step.failureKey} onStep={setStep} /> : null}
      {externalUrl && (
        <Anchor component="button" type="button" size="sm" ta="center" onClick={() => setUsePassword((v) => !v)} aria-expanded={usePassword}>
          <FormattedMessage id={usePassword ? "login.hide_password" : "login.use_password"} />
        </Anchor>
      )}
    </Stack>
  );
}
