import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useFormik, type FormikErrors, type FormikValues } from "formik";
import { errorMessageId, showSubmitError } from "../../app/apollo/errors";
import { validateWith, type FieldKeys, type Schema } from "./rules";

/**
 * Where the last submit got to: `invalid` (the shared rule refused a field; nothing was sent), `sent` (the
 * mutation answered), `failed` (it was refused: field errors and/or the form's message id are set).
 */
export type FormStatus = "idle" | "invalid" | "sent" | "failed";

/** What a submit's error handler may set: fields' message keys and the form-level message id. */
export interface SubmitErrorTarget {
  setErrors: (errors: FieldKeys) => void;
  setErrorId: (id: string) => void;
}

export interface FormKitOptions<Values extends FormikValues> {
  initialValues: Values;
  /** The shared yup schema (or its loader, see `lazyRules`; or a builder, for rules that depend on the day). */
  rules: () => Schema | Promise<Schema>;
  /** Sends the form; resolves when the mutation answered. Throwing marks the submit failed. */
  submit: (values: Values, form: { reset: () => void }) => Promise<void>;
  /** A refused submit, by default: BAD_USER_INPUT fields to their fields, any other error as the form's message. */
  onError?: (error: unknown, target: SubmitErrorTarget) => void;
  /** After a submit that reached the server, whatever its outcome (e.g. move focus to the status). */
  afterSend?: () => void;
}

const showError = (error: unknown, target: SubmitErrorTarget) => void showSubmitError(error, target, target.setErrorId);

/**
 * The one form hook: formik over a shared yup schema. Fields are checked when they lose focus and all of them on
 * submit (a field shows its first message once touched; typing clears it); the submit state, its status and the
 * form-level message id live here, so a page only says what to send. A submit while one is under way is ignored (a
 * double click, Enter twice, a second confirmation): every form of the kit sends once.
 */
export function useFormKit<Values extends FormikValues>(options: FormKitOptions<Values>) {
  const [status, setStatus] = useState<FormStatus>("idle");
  const [errorId, setErrorId] = useState<string | null>(null);
  const reached = useRef(false);

  // Ask for a lazily loaded schema as soon as the form is on screen, so the first check finds it.
  const preload = useRef(options.rules);
  useEffect(
    () =>
      void Promise.resolve()
        .then(preload.current)
        .catch(() => undefined),
    [],
  );

  // formik calls the latest validate and onSubmit it was given (the options of the last render).
  const { rules, submit, onError = showError, afterSend } = options;

  const formik = useFormik<Values>({
    initialValues: options.initialValues,
    validateOnBlur: true,
    validateOnChange: false,
    validate: async (values) => (await validateWith(await rules(), values)) as FormikErrors<Values>,
    onSubmit: async (values, helpers) => {
      reached.current = true;
      try {
        await submit(values, { reset: () => helpers.resetForm() });
        setStatus("sent");
      } catch (error) {
        setStatus("failed");
        onError(error, { setErrors: (errors) => helpers.setErrors(errors as FormikErrors<Values>), setErrorId });
      }
      afterSend?.();
    },
  });

  const { submitForm, setSubmitting } = formik;
  // Set at once, not at the next render: the second click of a double click already finds it.
  const sending = useRef(false);
  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      // A form in a popup is a child of the screen's form in React's tree (a portal): its submit stops here.
      event?.stopPropagation();
      if (sending.current) return;
      sending.current = true;
      setErrorId(null);
      setStatus("idle");
      reached.current = false;
      try {
        await submitForm();
        if (!reached.current) setStatus("invalid");
      } catch (error) {
        // The rules could not be checked (their chunk did not load): formik leaves the form submitting then.
        setSubmitting(false);
        setStatus("failed");
        setErrorId(errorMessageId(error));
      } finally {
        sending.current = false;
      }
    },
    [submitForm, setSubmitting],
  );

  /** Hides the status (e.g. the success message's close button, or the user typing again). */
  const dismiss = useCallback(() => setStatus("idle"), []);

  return { formik, status, errorId, handleSubmit, dismiss };
}

export type FormKit<Values extends FormikValues = FormikValues> = ReturnType<typeof useFormKit<Values>>;
