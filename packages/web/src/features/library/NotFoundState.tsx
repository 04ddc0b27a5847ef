import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";

/** A category or resource that does not exist (or no longer does), said as the screen's heading, with the way back. */
export function NotFoundState({ messageId, backTo }: { messageId: string; backTo: { href: string; name: string } }) {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="yellow" variant="light" role="status" w="100%">
        <Title order={1} size="h4">
          <FormattedMessage id={messageId} />
        </Title>
      </Alert>
      <Anchor component={Link} to={backTo.href}>
        <FormattedMessage id="library.detail.back" values={{ name: backTo.name }} />
      </Anchor>
    </Stack>
  );
}
