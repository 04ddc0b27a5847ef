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
  return (
    <>
      {/* Their close buttons are named by app/intl/CloseLabels. */}
      <Notifications position="top-right" limit={3} withinPortal={false} />
      <ModalsProvider
        modalProps={{ withinPortal: false }}
        labels={{ confirm: intl.formatMessage({ id: "action.confirm" }), cancel: intl.formatMessage({ id: "action.cancel" }) }}
      />
    </>
  );
}
