import { Group, Loader, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useNavigation } from "react-router-dom";
import { useScreenTitleId } from "../../router/screenTitle";

/** The header title: the current screen's name, with a small spinner while the next screen loads. */
export function ScreenTitle() {
  const titleId = useScreenTitleId();
  const navigating = useNavigation().state !== "idle";
  return (
    <Group gap="xs" wrap="nowrap" visibleFrom="sm">
      {titleId && (
        <Title order={2} size="h4" lineClamp={1}>
          <FormattedMessage id={titleId} />
        </Title>
      )}
      {navigating && <Loader size="xs" />}
    </Group>
  );
}
