import { useState } from "react";
import { FRAME } from "../../app/layouts/frame";
import { Select } from "@mantine/core";
import { useIntl } from "react-intl";
import type { Market } from "@portal/schema";
import type { Viewer } from "../../app/shell/ShellContext";
import { restaurantLabel } from "../../app/shell/sessionSync";
import { notifyError } from "../../app/apollo/notifyError";
import { useSelectRestaurant } from "./useSelectRestaurant";

/** Header selector of the restaurant the user works on ("site - name"); remembers the site per market. */
export function RestaurantSelect({ viewer, market }: { viewer: Viewer; market: Market }) {
  const intl = useIntl();
  const selectRestaurant = useSelectRestaurant(market);
  const [saving, setSaving] = useState(false);
  if (viewer.restaurants.length === 0) return null;

  const onChange = (site: string | null) => {
    if (!site || site === viewer.selectedRestaurant?.site) return;
    setSaving(true);
    selectRestaurant(site)
      .catch(notifyError) // why it was refused (e.g. a restaurant unlinked meanwhile); the selector keeps the session's value
      .finally(() => setSaving(false));
  };

  return (
    <Select
      aria-label={intl.formatMessage({ id: "header.restaurant" })}
      placeholder={intl.formatMessage({ id: "header.restaurant" })}
      data={viewer.restaurants.map((r) => ({ value: r.site, label: restaurantLabel(r) }))}
      value={viewer.selectedRestaurant?.site ?? null}
      onChange={onChange}
      disabled={saving}
      searchable={viewer.restaurants.length > 8}
      allowDeselect={false}
      nothingFoundMessage={intl.formatMessage({ id: "common.nothing_found" })}
      // The options mount when the list opens (Mantine keeps a closed list mounted by default: its portal,
      // scroll area and every option on the header's first render).
      comboboxProps={{ withinPortal: true, keepMounted: false }}
      w={FRAME.restaurantSelectWidth}
      size="sm"
    />
  );
}
