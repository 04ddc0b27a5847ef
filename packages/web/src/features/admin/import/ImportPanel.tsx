import { useId, type ReactNode } from "react";
import { Alert, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Progress.css";
import { FormattedMessage, useIntl } from "react-intl";
import { useTranslateKey } from "../../../ui/useTranslateKey";
import { type Phase } from "./importParts";

/** A panel of the page: a titled region. */
export function Panel({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          <FormattedMessage id={titleId} />
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The progress of an upload, then of the server's check. */
export function PhaseStatus({ phase }: { phase: Phase }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  if (phase.kind === "uploading")
    return (
      <Stack gap={4}>
        <Progress value={phase.percent} aria-label={intl.formatMessage({ id: "admin.import.progress" })} />
        <Text size="sm" role="status">
          <FormattedMessage id="admin.import.uploading" values={{ percent: phase.percent }} />
        </Text>
      </Stack>
    );
  if (phase.kind === "checking")
    return (
      <Text size="sm" role="status">
        <FormattedMessage id="admin.import.checking" />
      </Text>
    );
  if (phase.kind === "failed")
    return (
      <Alert color="red" role="alert">
        {translate(phase.key)}
      </Alert>
    );
  return null;
}
