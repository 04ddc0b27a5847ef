import { useState } from "react";
import { Alert, Button, Group, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { ReturnToOwnSessionDocument } from "../../../gql/documents/account/borrowed/borrowed";
import { notifyError } from "../../../app/apollo/notifyError";
import type { Viewer } from "../../../app/shell/ShellContext";

/**
 * Shown on every screen while an administrator is signed in as another user ("log in as"): who they are seeing the
 * portal as, and the button that returns them to their own session (a mutation; the page then reloads on that user's
 * admin form, with nothing of the borrowed session kept).
 */
export function BorrowedBanner({ viewer }: { viewer: Viewer }) {
  const [giveBack] = useMutation(ReturnToOwnSessionDocument);
  const [busy, setBusy] = useState(false);
  const back = () => {
    setBusy(true);
    giveBack()
      .then(() => window.location.assign(`/admin/users/${encodeURIComponent(viewer.user.id)}`))
      .catch((error: unknown) => {
        setBusy(false);
        notifyError(error);
      });
  };
  return (
    <Alert variant="filled" color="dark" mb="md" aria-labelledby="borrowed-banner-text">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text id="borrowed-banner-text" size="sm" fw={500}>
          <FormattedMessage id="borrowed.banner" values={{ admin: viewer.borrowedBy?.name ?? "", name: viewer.user.name }} />
        </Text>
        <Button size="xs" variant="white" color="dark" onClick={back} loading={busy}>
          <FormattedMessage id="borrowed.return" />
        </Button>
      </Group>
    </Alert>
  );
}
