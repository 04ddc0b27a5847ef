import { FormattedMessage } from "react-intl";

/**
 * One notification (replaced, not stacked) when the catalogue or the network is unavailable.
 * The message is a React element, translated by the IntlProvider around <Notifications />.
 * The notifications package loads on first use, keeping it out of the first chunk.
 */
export function notifyUnavailable(): void {
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({
      id: "upstream-unavailable",
      color: "red",
      title: <FormattedMessage id="error.title" />,
      message: <FormattedMessage id="error.UPSTREAM_UNAVAILABLE" />,
      autoClose: 6000,
    }),
  );
}
