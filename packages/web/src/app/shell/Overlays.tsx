import { MantineThemeProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { useIntl } from "react-intl";

let mounted: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (mounted = resolve));

/**
 * The notifications and modals, mounted now if they were still waiting for their turn after the first screen (see
 * LazyOverlays, which hears the event): a control that opens a confirmation works however soon it is used.
 */
export function overlaysReady(): Promise<void> {
  window.dispatchEvent(new Event("portal:overlays-wanted"));
  return ready;
}

/**
 * Notifications and confirmation modals. Both work through their stores and events
 * (`notifications.show()`, `modals.openConfirmModal()`), so they need to be mounted, not to wrap
 * the app: this loads as its own chunk after the first paint (see LazyOverlays).
 * Neither goes through a portal: Mantine's Portal renders its content in a second, synchronous render
 * on mount, and these fixed-position layers sit at the top of the app, outside any transformed or
 * clipping element, where a portal changes nothing.
 */
export function Overlays() {
  const intl = useIntl();
  useEffect(() => mounted(), []);
  const close = { "aria-label": intl.formatMessage({ id: "action.close" }) };
  return (
    <>
      {/* Every notification's close button is named, whoever shows the notification (`notifications.show()`). */}
      <MantineThemeProvider theme={{ components: { Notification: { defaultProps: { closeButtonProps: close } } } }}>
        <Notifications position="top-right" limit={3} withinPortal={false} />
      </MantineThemeProvider>
      <ModalsProvider
        modalProps={{ withinPortal: false, closeButtonProps: close }}
        labels={{ confirm: intl.formatMessage({ id: "action.confirm" }), cancel: intl.formatMessage({ id: "action.cancel" }) }}
      />
    </>
  );
}
