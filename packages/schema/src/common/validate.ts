import { ValidationError, type AnySchema } from "yup";
import type { FieldErrors } from "./errors.js";

export type Validated<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/** Runs a yup schema (with an optional `context` its tests read) and returns every failing field with its message key (first failure per field). */
export function validate<T>(schema: AnySchema<T>, input: unknown, context?: object): Validated<T> {
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false, stripUnknown: true, context }) as T };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path ?? "_";
      fields[path] ??= String(inner.message);
    }
    return { ok: false, fields };
  }
}
