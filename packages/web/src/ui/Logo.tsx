import { Group, Text, UnstyledButton } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";

/** The portal's mark and name, linking to `to` (the user's home). */
export function Logo({ to = "/" }: { to?: string }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: "app.name" });
  return (
    <UnstyledButton component={Link} to={to} aria-label={intl.formatMessage({ id: "app.home_link" }, { name })}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={700} visibleFrom="md">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
