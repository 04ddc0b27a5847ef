import type { FormErrors } from "@mantine/form";

/** What the forms need of a yup schema (web does not depend on yup itself: the rules come from @portal/schema). */
export interface Schema {
  validate(value: unknown, options?: object): Promise<unknown>;
}

interface ValidationError {
  name: string;
  path?: string;
  message: string;
  inner: ValidationError[];
}

/**
 * A form's values checked with a shared yup schema, as @mantine/form's `validate` expects them: the
 * first message of every field that fails, by field name (messages are catalog keys). Empty strings
 * count as missing, so an optional field left empty passes its other rules (e-mail, length...).
 */
export async function validateWith<Values extends object>(schema: Schema, values: Values): Promise<FormErrors> {
  const prepared = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === "" ? undefined : value]));
  try {
    await schema.validate(prepared, { abortEarly: false });
    return {};
  } catch (error) {
    if ((error as Error | null)?.name !== "ValidationError") throw error;
    const failure = error as ValidationError;
    const errors: FormErrors = {};
    for (const issue of failure.inner.length > 0 ? failure.inner : [failure]) {
      if (issue.path && !(issue.path in errors)) errors[issue.path] = issue.message;
    }
    return errors;
  }
}

export interface LazyValidation<Values> {
  /** @mantine/form's `validate` option. */
  validate: (values: Values) => Promise<FormErrors>;
  /** Starts loading the schema (call it once the form is on screen, so the first check finds it). */
  preload: () => void;
}

/**
 * Validation with a shared yup schema that is loaded on demand (`validateWith` once it is in): yup
 * (~12 kB gzip) is fetched after the form paints instead of before.
 */
export function lazyValidation<Values extends object>(load: () => Promise<Schema>): LazyValidation<Values> {
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
    validate: async (values) => validateWith(await get(), values),
  };
}
