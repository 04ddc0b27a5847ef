import { Alert, Anchor, Group, Stack, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link, useSearchParams } from "react-router-dom";
import { FILE_FAILURE_PARAM, FILE_FAILURES, fileFailureParam } from "@portal/schema";

/**
 * /file-unavailable?reason=…: a portal file opened directly (a download link pasted, a bookmark) that could not be
 * served. The BFF sends the browser here with why (packages/schema `FILE_FAILURES`), so that it reads a sentence in
 * its language rather than an error answer.
 */
export function FileUnavailablePage() {
  const [params] = useSearchParams();
  const failure = fileFailureParam(params.get(FILE_FAILURE_PARAM));
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        <FormattedMessage id="screen.file_unavailable" />
      </Title>
      <Alert color="red" role="alert">
        <FormattedMessage id={FILE_FAILURES[failure]} />
      </Alert>
      <Group gap="lg">
        <Anchor component={Link} to="/">
          <FormattedMessage id="library.file_unavailable.home" />
        </Anchor>
      </Group>
    </Stack>
  );
}
