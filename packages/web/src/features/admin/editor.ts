import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { EDITOR_FEEDBACK } from "@portal/schema";
import { useSaveFeedback } from "../../ui/form/SaveFeedback";
import { useLeaveGuard as useSharedLeaveGuard, type LeaveQuestion } from "../../ui/useLeaveGuard";

/*
 * The behaviour every admin editor shares (spec 1 §4 "Editors"): the feedback after a save and the question before
 * leaving with unsaved changes. Their messages are the admin area's (`admin.editor.*`): an editor of another area's
 * screens (the admin users, the account area's) lists "admin" among the messages its route loads.
 */

const LEAVE: LeaveQuestion = {
  title: "admin.editor.leave.title",
  body: "admin.editor.leave.body",
  confirm: "admin.editor.leave.confirm",
  stay: "admin.editor.leave.stay",
};

/** Leaving an admin editor with unsaved changes asks first (spec 1 §4), in the admin area's words. */
export function useLeaveGuard(dirty: boolean, leaving: RefObject<boolean>) {
  useSharedLeaveGuard(dirty, LEAVE, leaving);
}

/** Where a new entity's form goes once saved: its edit form, told to show the save's feedback. */
interface SavedState {
  saved?: boolean;
}

/**
 * An admin editor's life around a save: a new entity's form becomes its edit form (`formPath(id)`), which shows the
 * save's feedback once (a reload does not show it again); a changed one starts again from the saved values (`reset`)
 * and shows it. `leaving` is for `useLeaveGuard`: the form's own move after a save loses nothing.
 */
export function useEditor(formPath: (id: string) => string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [justCreated] = useState(() => Boolean((location.state as SavedState | null)?.saved));
  // The feedback after a save (spec 1 §4): the "updated" banner for 5 s and the "saved" message for 3 s.
  const feedback = useSaveFeedback({ bannerMs: EDITOR_FEEDBACK.updatedBannerMs, messageMs: EDITOR_FEEDBACK.savedMessageMs, initially: justCreated });
  useEffect(() => {
    if (justCreated) void navigate(location.pathname, { replace: true, state: null });
  }, [justCreated, navigate, location.pathname]);
  const leaving = useRef(false);
  const saved = async ({ id, created, reset }: { id: string; created: boolean; reset: () => void }) => {
    if (created) {
      leaving.current = true;
      await navigate(formPath(id), { replace: true, state: { saved: true } satisfies SavedState });
      return;
    }
    reset();
    feedback.show();
  };
  return { feedback, leaving, saved };
}
