import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from "formik";

/** What formik needs of a yup schema (web does not depend on yup itself: the rules come from @portal/schema). */
interface Schema {
  validate(value: unknown, options?: object): Promise<unknown>;
}

export interface LazyValidation<Values> {
  /** Formik's `validate` option. */
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /** Starts loading the schema (call it once the form is on screen, so the first keystroke finds it). */
  preload: () => void;
}

/**
 * Validation with a shared yup schema that is loaded on demand: the same as formik's
 * `validationSchema` (formik's own `validateYupSchema` + `yupToFormErrors`, so values are prepared and errors
 * mapped exactly alike), but yup (~12 kB gzip) is fetched after the form paints instead of before.
 */
export function lazyValidation<Values extends FormikValues>(load: () => Promise<Schema>): LazyValidation<Values> {
  let schema: Promise<Schema> | null = null;
  const get = () => {
    if (!schema) {
      schema = load();
      schema.catch(() => (schema = null)); // a failed chunk load can be retried
    }
    return schema;
  };
  return {
    preload: () => void get().catch(() => undefined),
    validate: async (values) => {
      try {
        await validateYupSchema(values, await get());
        return {};
      } catch (error) {
        if ((error as Error | null)?.name === "ValidationError") return yupToFormErrors<Values>(error);
        throw error;
      }
    },
  };
}
