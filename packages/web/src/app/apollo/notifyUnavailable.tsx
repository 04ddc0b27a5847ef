import { FormattedMessage } from "react-intl";

/**
 * One notification per `id` (replaced, not stacked). The message is a React element, translated by the
 * IntlProvider around <Notifications />. The notifications package loads on first use, keeping it out of the
 * first chunk.
 */
function notifyOnce(id: string, color: string, messageId: string, autoClose: number, titleId?: string): void {
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({
      id,
      color,
      title: titleId ? <FormattedMessage id={titleId} /> : undefined,
      message: <FormattedMessage id={messageId} />,
      autoClose,
    }),
  );
}

/** The catalogue or the network is unavailable. */
export function notifyUnavailable(): void {
  notifyOnce("upstream-unavailable", "red", "error.UPSTREAM_UNAVAILABLE", 6000, "error.title");
}

/**
 * An answer holds data the portal kept from before the catalogue stopped answering (the BFF's
 * `extensions.staleData`): the screen works, but may be out of date.
 */
export function notifyStaleData(): void {
  notifyOnce("stale-data", "yellow", "notice.staleData", 8000);
}
