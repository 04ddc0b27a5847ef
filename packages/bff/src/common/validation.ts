import { validate, type FieldErrors } from "@portal/schema";
import { badUserInput } from "./errors.js";

/** A shared rule set (a yup schema of packages/schema), as `validate` takes it. */
export type Rules<T> = Parameters<typeof validate<T>>[0];

/**
 * The validate-then-BAD_USER_INPUT pair, written once: the shared rules' value (yup's cast), else BAD_USER_INPUT with
 * every failing field and its message key (the same keys the browser's form shows).
 */
export function validInput<T>(rules: Rules<T>, input: unknown, context?: object): T {
  const checked = validate(rules, input, context);
  if (!checked.ok) throw badUserInput(checked.fields);
  return checked.value;
}

/** BAD_USER_INPUT with the fields gathered so far, when there are any (checks that collect every failing field at once). */
export function refuseFields(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
}
