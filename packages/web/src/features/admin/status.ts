import type { ActiveLabelIds } from "../../ui/list/ActiveMark";

/** An administered entity's on/off state, as its list names it ("Active" / "Inactive"). */
export const ENTITY_STATUS: ActiveLabelIds = { on: "admin.status.active", off: "admin.status.inactive" };
