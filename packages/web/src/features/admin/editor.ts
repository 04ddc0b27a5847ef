import { useEffect, useRef, useState } from "react";
import type { FormikValues } from "formik";
import { useLocation, useNavigate } from "react-router-dom";
import { EDITOR_FEEDBACK } from "@portal/schema";
import { useSaveFeedback } from "../../ui/form/SaveFeedback";
import { useFormKit, type FormKitOptions } from "../../ui/form/useFormKit";
import type { LeaveQuestion } from "../../ui/useLeaveGuard";

/*
 * The behaviour every admin editor shares (spec 1 §4 "Editors"): the feedback after a save and the question before
 * leaving with unsaved changes. Their messages are the admin area's (`admin.editor.*`): an editor of another area's
 * screens (the admin users, the account area's) lists "admin" among the messages its route loads.
 */

/**
 * Leaving an admin editor with unsaved changes asks first (spec 1 §4), in the admin area's words: the editor renders
 * `<LeaveGuard question={ADMIN_LEAVE} …/>` (ui/useLeaveGuard.ts) beside its form.
 */
export const ADMIN_LEAVE: LeaveQuestion = {
  title: "admin.editor.leave.title",
  body: "admin.editor.leave.body",
  confirm: "admin.editor.leave.confirm",
  stay: "admin.editor.leave.stay",
};

/** Where a new entity's form goes once saved: its edit form, told to show the save's feedback. */
interface SavedState {
  saved?: boolean;
}

/**
 * An admin editor's life around a save: a new entity's form becomes its edit form (`formPath(id)`), which shows the
 * save's feedback once (a reload does not show it again); a changed one starts again from the saved values (`reset`)
 * and shows it. `leaving` is for the editor's `<LeaveGuard>`: the form's own move after a save loses nothing.
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

interface EditorFormOptions<Values extends FormikValues, Entity extends { id: string }> {
  /** The entity's form route (`useEditor`). */
  formPath: (id: string) => string;
  /** The entity edited; null for a new one. */
  entity: Entity | null;
  /** The form's values of an entity (null: a new one's). */
  valuesOf: (entity: Entity | null) => Values;
  rules: FormKitOptions<Values>["rules"];
  /** Sends the values; answers the saved entity. */
  send: (values: Values) => Promise<Entity>;
  /** Changes the fields do not hold (a file chosen, not sent yet): saving is offered and leaving asks for them too. */
  unsaved?: boolean;
}

/**
 * An admin editor's form (spec 1 §4): the kit's form on the entity's values; a save goes on as `useEditor` says, the
 * form starting again from the saved entity's values. `changed`: there is something to save. `leaveGuard`: the props
 * of the `<LeaveGuard>` the editor renders beside its form, so that leaving with changes asks first (a leaf: the
 * guard's state, set once mounted, does not render the form again).
 */
export function useEditorForm<Values extends FormikValues, Entity extends { id: string }>(options: EditorFormOptions<Values, Entity>) {
  const { formPath, entity, valuesOf, rules, send, unsaved = false } = options;
  const editor = useEditor(formPath);
  const form = useFormKit<Values>({
    initialValues: valuesOf(entity),
    rules,
    submit: async (values) => {
      const saved = await send(values);
      await editor.saved({ id: saved.id, created: !entity, reset: () => form.formik.resetForm({ values: valuesOf(saved) }) });
    },
  });
  const changed = form.formik.dirty || unsaved;
  const leaveGuard = { dirty: changed, question: ADMIN_LEAVE, leaving: editor.leaving };
  return { form, feedback: editor.feedback, changed, leaveGuard };
}
