import { Anchor, Group, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { Market } from "@portal/schema";
import { PRIVACY_POLICY_URL } from "../../config";

/** Copyright line with the year and the privacy-policy link (the layout provides the <footer> landmark). */
export function Footer({ market }: { market: Market }) {
  return (
    <Group justify="space-between" px="md" h="100%" gap="xs">
      <Text size="xs" c="dimmed">
        <FormattedMessage id="footer.copyright" values={{ year: String(new Date().getFullYear()) }} />
      </Text>
      <Anchor size="xs" href={PRIVACY_POLICY_URL[market]} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="footer.privacy" />
      </Anchor>
    </Group>
  );
}
