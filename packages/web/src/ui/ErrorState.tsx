import { Alert, Button, Center, Stack } from "@mantine/core";
import { FormattedMessage } from "react-intl";

interface Props {
  /** Catalog id of the message (e.g. from `errorMessageId(error)`). */
  messageId: string;
  onRetry?: () => void;
  fullPage?: boolean;
}

/** A translated error with an optional retry button. */
export function ErrorState({ messageId, onRetry, fullPage = false }: Props) {
  const body = (
    <Stack align="center" maw={480} w="100%" p="md">
      <Alert color="red" role="alert" w="100%" title={<FormattedMessage id="error.title" />}>
        <FormattedMessage id={messageId} />
      </Alert>
      {onRetry && (
        <Button variant="light" onClick={onRetry}>
          <FormattedMessage id="action.retry" />
        </Button>
      )}
    </Stack>
  );
  return fullPage ? <Center h="100vh">{body}</Center> : body;
}
