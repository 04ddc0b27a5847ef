import { Badge } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { AdminMopHeaderDocument } from "../../../gql/documents/app/layouts/adminHeader";
import { ClockIcon } from "../../../ui/icons";

/**
 * The admin header's pending MOP requests (ES). A cold load of an admin screen carries the answer in the page (the
 * BFF's boot data), so it costs the screen no request; /admin/mop's table and its status changes answer the same
 * `MopHeader` object, which keeps this count current through Apollo's cache.
 */
export function MopPendingBadge() {
  const intl = useIntl();
  const { data } = useQuery(AdminMopHeaderDocument);
  const pending = data?.adminMopHeader.pending ?? 0;
  const label = intl.formatMessage({ id: "admin.header.mop_pending" }, { count: pending });
  return (
    <Badge variant="light" leftSection={<ClockIcon />} aria-label={label} title={label} size="md" style={{ flexShrink: 0 }}>
      {pending}
    </Badge>
  );
}
