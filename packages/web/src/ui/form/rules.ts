/** What the forms need of a yup schema (web does not depend on yup itself: the rules come from @portal/schema). */
export interface Schema {
  validate(value: unknown, options?: object): Promise<unknown>;
}

/** A form's errors: field name → message key (the first failing rule's). */
export type FieldKeys = Record<string, string>;

interface ValidationError {
  name: string;
  path?: string;
  message: string;
  inner: ValidationError[];
}

/**
 * A form's values checked with a shared yup schema: the first message of every field that fails, by field name
 * (messages are catalog keys). Empty strings count as missing, so an optional field left empty passes its other
 * rules (e-mail, length...).
 */
export async function validateWith(schema: Schema, values: object): Promise<FieldKeys> {
  const prepared = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === "" ? undefined : value]));
  try {
    await schema.validate(prepared, { abortEarly: false });
    return {};
  } catch (error) {
    if ((error as Error | null)?.name !== "ValidationError") throw error;
    const failure = error as ValidationError;
    const errors: FieldKeys = {};
    for (const issue of failure.inner.length > 0 ? failure.inner : [failure]) {
      if (issue.path && !(issue.path in errors)) errors[issue.path] = issue.message;
    }
    return errors;
  }
}

/**
 * A shared yup schema loaded on demand: yup (~12 kB gzip) is fetched after the form paints instead of before
 * (the form kit asks for it once on mount). Loaded once; a failed chunk load is retried on the next call.
 */
export function lazyRules(load: () => Promise<Schema>): () => Promise<Schema> {
  let schema: Promise<Schema> | null = null;
  return () => {
    if (!schema) {
      schema = load();
      schema.catch(() => (schema = null));
    }
    return schema;
  };
}
