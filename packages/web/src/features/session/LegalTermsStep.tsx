import { useState } from "react";
import { Alert, Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { AcceptLegalTermsDocument, RejectLegalTermsDocument } from "../../gql/documents/session/legalTerms";
import { errorMessageId } from "../../app/apollo/errors";
import type { ApplyLoginOutcome, LoginStep } from "./useLoginOutcome";

interface Props {
  userName: string;
  onStep: (step: LoginStep) => void;
  /** `useLoginOutcome()` of the login page (this step is a lazy chunk of its own). */
  applyOutcome: ApplyLoginOutcome;
}

/** The legal-terms step of a first login: accept completes the login, reject drops it. */
export function LegalTermsStep({ userName, onStep, applyOutcome }: Props) {
  const [accept, accepting] = useMutation(AcceptLegalTermsDocument);
  const [reject, rejecting] = useMutation(RejectLegalTermsDocument);
  const [errorId, setErrorId] = useState<string | null>(null);
  const busy = accepting.loading || rejecting.loading;

  const onAccept = async () => {
    setErrorId(null);
    try {
      const { data } = await accept();
      const next = data ? applyOutcome(data.acceptLegalTerms) : null;
      if (next) onStep(next);
    } catch (error) {
      setErrorId(errorMessageId(error));
    }
  };

  const onReject = async () => {
    setErrorId(null);
    try {
      await reject();
    } catch {
      // the pending login expires on the server anyway; go back to the form
    }
    onStep({ kind: "form" });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4" id="legal-terms-title">
        <FormattedMessage id="legal.title" />
      </Title>
      <Text size="sm">
        <FormattedMessage id="legal.intro" values={{ name: userName }} />
      </Text>
      <Box mah={220} style={{ overflowY: "auto" }} tabIndex={0} role="region" aria-labelledby="legal-terms-title">
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          <FormattedMessage id="legal.text" />
        </Text>
      </Box>
      {errorId && (
        <Alert color="red" role="alert">
          <FormattedMessage id={errorId} />
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onReject} disabled={busy} loading={rejecting.loading}>
          <FormattedMessage id="legal.reject" />
        </Button>
        <Button onClick={onAccept} disabled={busy} loading={accepting.loading}>
          <FormattedMessage id="legal.accept" />
        </Button>
      </Group>
    </Stack>
  );
}
