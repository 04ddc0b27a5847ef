import type { OpenConfirmModal } from "@mantine/modals";

/** The questions on screen, by their title: the same question is never asked twice at once. */
const asking = new Set<string>();

/**
 * Opens a confirmation modal (Mantine's `modals.openConfirmModal`) once the modals are mounted: a confirmation asked
 * for right after the page loaded is never lost. Safe against double clicks: while a question is open, asking it again
 * (a double click on the button that asks) opens nothing more, and its answer runs once (a second click on the confirm
 * button while the modal fades out does nothing). Resolves false when the question was open already.
 */
export async function openConfirm(options: OpenConfirmModal): Promise<boolean> {
  const key = options.modalId ?? (typeof options.title === "string" ? options.title : null);
  if (key !== null) {
    if (asking.has(key)) return false;
    asking.add(key);
  }
  let answered = false;
  const once = (action: (() => void) | undefined) => (): void => {
    if (answered) return;
    answered = true;
    action?.();
  };
  const onClose = () => {
    if (key !== null) asking.delete(key);
    options.onClose?.();
  };
  try {
    const [{ modals }, { overlaysReady }] = await Promise.all([import("@mantine/modals"), import("../app/shell/Overlays")]);
    await overlaysReady();
    modals.openConfirmModal({ ...options, onConfirm: once(options.onConfirm), onCancel: once(options.onCancel), onClose });
    return true;
  } catch (error) {
    if (key !== null) asking.delete(key);
    throw error;
  }
}
