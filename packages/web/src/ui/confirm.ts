import type { OpenConfirmModal } from "@mantine/modals";

/**
 * Opens a confirmation modal (Mantine's `modals.openConfirmModal`) once the modals are mounted: a confirmation asked
 * for right after the page loaded is never lost.
 */
export async function openConfirm(options: OpenConfirmModal): Promise<void> {
  const [{ modals }, { overlaysReady }] = await Promise.all([import("@mantine/modals"), import("../app/shell/Overlays")]);
  await overlaysReady();
  modals.openConfirmModal(options);
}
