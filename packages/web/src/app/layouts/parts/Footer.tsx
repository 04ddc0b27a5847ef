import { Anchor, Group, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { PRIVACY_PATH } from "@portal/schema";

/** Copyright line with the year and the link to the market's privacy policy (the layout provides the <footer> landmark). */
export function Footer() {
  return (
    // One line at every width (the frame's footer is 40 px high): the copyright gives way, the link stays whole.
    <Group justify="space-between" px="md" h="100%" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" truncate="end" miw={0}>
        <FormattedMessage id="footer.copyright" values={{ year: String(new Date().getFullYear()) }} />
      </Text>
      <Anchor component={Link} to={PRIVACY_PATH} size="xs" style={{ flexShrink: 0, whiteSpace: "nowrap" }}>
        <FormattedMessage id="footer.privacy" />
      </Anchor>
    </Group>
  );
}
