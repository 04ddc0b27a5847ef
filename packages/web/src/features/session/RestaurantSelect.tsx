import { useState } from "react";
import { FRAME } from "../../app/layouts/frame";
import { NativeSelect } from "@mantine/core";
import { useIntl } from "react-intl";
import type { Market } from "@portal/schema";
import type { Viewer } from "../../app/shell/ShellContext";
import { restaurantLabel } from "../../app/shell/sessionSync";
import { useApolloClient } from "@apollo/client/react";

/**
 * Header selector of the restaurant the user works on ("site - name"); remembers the site per market. The browser's
 * own select: part of the header's first render, typing jumps to a site or a name, and phones show their picker. With
 * unsaved changes on screen it asks first, as leaving does; staying keeps the selection.
 */
export function RestaurantSelect({ viewer, market }: { viewer: Viewer; market: Market }) {
  const intl = useIntl();
  const client = useApolloClient();
  const [saving, setSaving] = useState(false);
  if (viewer.restaurants.length === 0) return null;

  const onChange = (site: string) => {
    if (!site || site === viewer.selectedRestaurant?.site) return;
    setSaving(true);
    // The selection's code loads at the first change (it is not part of the header's first JavaScript).
    import("./selectRestaurant")
      .then((m) => m.switchRestaurant(client, market, site, intl))
      // why it was refused (e.g. a restaurant unlinked meanwhile); the selector keeps the session's value
      .catch((error: unknown) => import("../../app/apollo/notifyError").then((m) => m.notifyError(error)))
      .finally(() => setSaving(false));
  };

  return (
    <NativeSelect
      aria-label={intl.formatMessage({ id: "header.restaurant" })}
      data={[
        // none selected yet (the session's choice is on its way): an empty first line rather than a wrong restaurant
        ...(viewer.selectedRestaurant ? [] : [{ value: "", label: "", disabled: true }]),
        ...viewer.restaurants.map((r) => ({ value: r.site, label: restaurantLabel(r) })),
      ]}
      value={viewer.selectedRestaurant?.site ?? ""}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={saving}
      aria-busy={saving}
      w={FRAME.restaurantSelectWidth}
      size="sm"
    />
  );
}
