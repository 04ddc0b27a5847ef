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

/**
 * One notification (replaced, not stacked) when an answer holds data the portal kept from before the catalogue
 * stopped answering (the BFF's `extensions.staleData`): the screen works, but may be out of date.
 */
export function notifyStaleData(): void {
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({
      id: "stale-data",
      color: "yellow",
      message: <FormattedMessage id="notice.staleData" />,
      autoClose: 8000,
    }),
  );
}
