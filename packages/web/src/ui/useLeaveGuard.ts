import { useEffect, type RefObject } from "react";
import { useIntl } from "react-intl";
import { useBlocker } from "react-router-dom";
import { openConfirm } from "./confirm";

/** The message ids of the question before leaving with unsaved changes, in an area's words. */
export interface LeaveQuestion {
  title: string;
  body: string;
  /** Leave and lose the changes. */
  confirm: string;
  stay: string;
}

/** Asks the question before leaving with unsaved changes. */
export function confirmLeave(intl: ReturnType<typeof useIntl>, keys: LeaveQuestion, leave: () => void, stay?: () => void) {
  let decided = false;
  return openConfirm({
    title: intl.formatMessage({ id: keys.title }),
    children: intl.formatMessage({ id: keys.body }),
    labels: { confirm: intl.formatMessage({ id: keys.confirm }), cancel: intl.formatMessage({ id: keys.stay }) },
    confirmProps: { color: "red" },
    onConfirm: () => {
      decided = true;
      leave();
    },
    onCancel: () => {
      decided = true;
      stay?.();
    },
    onClose: () => {
      if (!decided) stay?.();
    },
  });
}

/**
 * Leaving a screen with unsaved changes asks first (spec 1 §4, spec 2 §2.1 and §2.3): a move to another screen of the
 * portal opens the question (stay, or leave and lose them); closing or reloading the page gets the browser's own.
 * A move within the screen (in-page anchors, the same path) never asks; nor does the screen's own move after a save
 * (`leaving.current` set).
 */
export function useLeaveGuard(dirty: boolean, keys: LeaveQuestion, leaving?: RefObject<boolean>) {
  const intl = useIntl();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving?.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirmLeave(
      intl,
      keys,
      () => blocker.proceed(),
      () => blocker.reset(),
    );
  }, [blocker, intl, keys]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
}
