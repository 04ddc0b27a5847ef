import { Anchor, Group, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { PRIVACY_PATH } from "@portal/schema";

/** Copyright line with the year and the link to the market's privacy policy (the layout provides the <footer> landmark). */
export function Footer() {
  return (
    <Group justify="space-between" px="md" h="100%" gap="xs">
      <Text size="xs" c="dimmed">
        <FormattedMessage id="footer.copyright" values={{ year: String(new Date().getFullYear()) }} />
      </Text>
      <Anchor component={Link} to={PRIVACY_PATH} size="xs">
        <FormattedMessage id="footer.privacy" />
      </Anchor>
    </Group>
  );
}
