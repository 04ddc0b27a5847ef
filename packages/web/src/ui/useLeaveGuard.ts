import { useEffect, type RefObject } from "react";
import type { IntlShape } from "react-intl";
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

/** Asks the question before leaving with unsaved changes. Resolves false when it was on screen already. */
export function confirmLeave(intl: IntlShape, keys: LeaveQuestion, leave: () => void, stay?: () => void): Promise<boolean> {
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

/** The editors on screen with unsaved changes, each with its question. */
const unsaved = new Map<symbol, LeaveQuestion>();

/**
 * Before something that drops the unsaved changes of the editors on screen without leaving it (the header's restaurant
 * switch): the same question as leaving, in the words of the first editor with unsaved changes. Resolves true to go
 * on (nothing unsaved, or the user chose to lose it), false to stay.
 */
export function askBeforeDropping(intl: IntlShape): Promise<boolean> {
  const keys = unsaved.values().next().value;
  if (!keys) return Promise.resolve(true);
  return new Promise((resolve) => {
    void confirmLeave(
      intl,
      keys,
      () => resolve(true),
      () => resolve(false),
    ).then(
      (asked) => {
        if (!asked) resolve(false);
      },
      () => resolve(false),
    );
  });
}

/**
 * Leaving a screen with unsaved changes asks first (spec 1 §4, spec 2 §2.1 and §2.3): a move to another screen of the
 * portal opens the question (stay, or leave and lose them); closing or reloading the page gets the browser's own; the
 * header's restaurant switch asks the same question (`askBeforeDropping`). A move within the screen (in-page anchors,
 * the same path) never asks; nor does the screen's own move after a save (`leaving.current` set).
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
    const editor = Symbol("editor");
    unsaved.set(editor, keys);
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => {
      unsaved.delete(editor);
      window.removeEventListener("beforeunload", ask);
    };
  }, [dirty, keys]);
}

/**
 * useLeaveGuard in a component of its own, which renders nothing: a screen renders `<LeaveGuard>` beside its form
 * rather than calling the hook. react-router's blocker sets state once mounted, and that state re-renders whatever
 * holds it: here this leaf, not the screen with its whole form (the channels' form rendered a second time in the
 * commit of its first render). Every screen with a form does so, the administration's editors with the props
 * `useEditorForm` gives them (features/admin/editor.ts).
 */
export function LeaveGuard({ dirty, question, leaving }: { dirty: boolean; question: LeaveQuestion; leaving?: RefObject<boolean> }) {
  useLeaveGuard(dirty, question, leaving);
  return null;
}
