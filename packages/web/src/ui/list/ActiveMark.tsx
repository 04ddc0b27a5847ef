import { Tooltip } from "@mantine/core";
import { useIntl } from "react-intl";
import { CheckIcon, CrossIcon } from "./icons";

/** The message ids naming a row's two states (e.g. "Active" / "Inactive"). */
export interface ActiveLabelIds {
  on: string;
  off: string;
}

/**
 * A row's on/off state in a table's cell: a green tick or a grey cross, an image named by its state (read out, and
 * shown as the tooltip).
 */
export function ActiveMark({ active, labelIds }: { active: boolean; labelIds: ActiveLabelIds }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: active ? labelIds.on : labelIds.off });
  return (
    <Tooltip label={label}>
      <span role="img" aria-label={label} style={{ color: active ? "var(--mantine-color-green-8)" : "var(--mantine-color-gray-7)" }}>
        {active ? <CheckIcon /> : <CrossIcon />}
      </span>
    </Tooltip>
  );
}
