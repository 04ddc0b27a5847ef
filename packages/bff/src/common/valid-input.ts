import { createParameterDecorator } from "type-graphql";
import type { Context } from "../graphql/context.js";
import { validInput, type Rules } from "./validation.js";

/** What a rule set answers once it passed (yup's cast: trimmed, folded, converted). */
export type RuleValue<R> = R extends Rules<infer T> ? T : never;

/** The argument as the resolver gets it: the input as sent, its ruled fields replaced by the rule's cast values. */
export type Checked<Input, R> = Omit<Input, keyof RuleValue<R>> & RuleValue<R>;

/** The argument's GraphQL type, as `@Arg` takes it (`() => SaveDafoInput`). */
type ArgType = NonNullable<Parameters<typeof createParameterDecorator>[1]>["arg"] extends infer A
  ? A extends { typeFunc: infer F }
    ? F
    : never
  : never;

export interface ValidInputOptions<Input> {
  /** The argument's name in the schema (default `input`). */
  name?: string;
  /** The argument's description in the schema. */
  description?: string;
  /**
   * What the rule reads, when it is not the argument as sent (optional days as "", a status name as its code):
   * the rule's values replace these fields in what the resolver gets.
   */
  form?: (input: Input, ctx: Context) => unknown;
  /** What the rule's tests read beyond the input: the market, today, the year the input names… */
  context?: (ctx: Context, input: Input) => object;
  /** Fields the rule checks but the resolver gets as sent (a password: the rule trims it only to tell an empty one). */
  asSent?: ReadonlyArray<keyof Input & string>;
}

/** The context of the rules that differ per market (`{ market }`: corporate e-mails, phones, delivery). */
export const marketContext = (ctx: Context) => ({ market: ctx.market });

/**
 * The validate-then-BAD_USER_INPUT pair of a resolver's argument, as a type-graphql parameter decorator used in place
 * of `@Arg(name, type, { description })` (the schema is the same): the argument is checked with the shared rules (a
 * yup schema of packages/schema, or a function of the request building one, e.g. from the market's reference data),
 * and the resolver gets it with the rule's cast values (`Checked`). A failing input never reaches the resolver:
 * BAD_USER_INPUT with every failing field and its message key (`validInput`). It runs after `@Authorized`.
 *
 *     saveDafo(@Ctx() ctx: Context, @ValidInput(() => SaveDafoInput, dafoRules, { description: "…" }) input: Checked<SaveDafoInput, typeof dafoRules>)
 *
 * Checks that are not about one argument (a value read from the catalogue by the save itself, several rule runs
 * gathered into one answer) stay plain calls of `validInput` / `refuseFields` in the service, which says why.
 */
export function ValidInput<Input extends object, R extends Rules<object>>(
  type: ArgType,
  rules: R | ((ctx: Context, input: Input) => R | Promise<R>),
  options: ValidInputOptions<Input> = {},
): ReturnType<typeof createParameterDecorator> {
  const name = options.name ?? "input";
  return createParameterDecorator<Context>(
    async ({ args, context }) => {
      const input = args[name] as Input;
      const rule = typeof rules === "function" ? await rules(context, input) : rules;
      const form = options.form ? options.form(input, context) : input;
      const value = validInput(rule, form, options.context?.(context, input));
      const sent = Object.fromEntries((options.asSent ?? []).map((field) => [field, input[field]]));
      return { ...input, ...value, ...sent };
    },
    { arg: { name, typeFunc: type, options: options.description === undefined ? {} : { description: options.description } } },
  );
}
