import { Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useScreenTitleId } from "../app/router/screenTitle";

/** Stands in for a screen a later issue builds: its translated title and a short note. */
export function ScreenPlaceholder() {
  const titleId = useScreenTitleId() ?? "app.name";
  return (
    <Stack gap="xs" py="lg">
      <Title order={1} size="h2">
        <FormattedMessage id={titleId} />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="screen.placeholder.soon" />
      </Text>
    </Stack>
  );
}
