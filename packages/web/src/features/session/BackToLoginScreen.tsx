import type { ReactNode } from "react";
import { Anchor, Stack, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";

/** A screen of the login layout reached from the login form (remember, change password): its title, its content, the way back. */
export function BackToLoginScreen({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        <FormattedMessage id={titleId} />
      </Title>
      {children}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        <FormattedMessage id="common.back_to_login" />
      </Anchor>
    </Stack>
  );
}
