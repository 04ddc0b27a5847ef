import { lazy, Suspense } from "react";
import { Button, Popover, Skeleton } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Skeleton.css";

// The panel (the user's collections, the new collection's form and their rules) loads as the button is pressed.
const SaveToCollectionPanel = lazy(() => import("./SaveToCollectionPanel").then((m) => ({ default: m.SaveToCollectionPanel })));

/**
 * A resource detail's "save in a collection": a button that opens, beside it, a dialog named after it with the
 * user's collections, each a checkbox (ticked: the resource is in it; unticked: taken out), and a new collection's
 * name to create one holding the resource. Escape or a click elsewhere closes it.
 */
export function SaveToCollection({ resourceId }: { resourceId: string }) {
  const intl = useIntl();
  return (
    <Popover position="bottom-start" width={320} trapFocus shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default">
          <FormattedMessage id="collections.save" />
        </Button>
      </Popover.Target>
      <Popover.Dropdown style={{ maxWidth: "calc(100vw - 2 * var(--mantine-spacing-md))" }}>
        <Suspense fallback={<Skeleton height={96} aria-label={intl.formatMessage({ id: "common.loading" })} />}>
          <SaveToCollectionPanel resourceId={resourceId} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
