import {
  MARKETING_LIMITS,
  localStrategyRules,
  planActionDatesRules,
  planActionRules,
  planObjectiveRules,
  strategySlotsOf,
  validate,
  type FieldErrors,
} from "@portal/schema";
import type { MarketingPlanFieldsFragment } from "../../gql/graphql";
import type { Schema } from "../../ui/form/rules";

export type Plan = MarketingPlanFieldsFragment;
export type PlanPriority = Plan["priorities"][number];
export type PlanOption = Plan["nationalOptions"][number];
export type PlanActionItem = Plan["actions"][number];

/** The positions 1..3 of the priorities. */
export const POSITIONS = [1, 2, 3] as const;
/** The fields of one priority's objective, suffixed by its position in the form (`sales2`). */
const OBJECTIVE_FIELDS = ["category", "daypart", "timeSlot", "behaviour", "competitorId", "sales", "newCustomers"] as const;

/** The objectives form: flat fields per position (`category1`, `sales1`...; `category` "" = no priority there). */
export type ObjectivesValues = Record<string, string>;

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** The form's values from the saved plan. */
export function objectivesValues(plan: Plan): ObjectivesValues {
  const values: ObjectivesValues = {};
  for (const position of POSITIONS) {
    const priority = plan.priorities.find((p) => p.position === position);
    values[`category${position}`] = priority?.categoryId ?? "";
    values[`daypart${position}`] = text(priority?.daypart);
    values[`timeSlot${position}`] = text(priority?.timeSlot);
    values[`behaviour${position}`] = text(priority?.behaviour);
    values[`competitorId${position}`] = text(priority?.competitorId);
    values[`sales${position}`] = text(priority?.sales);
    values[`newCustomers${position}`] = text(priority?.newCustomers);
  }
  return values;
}

/** The positions holding a priority, in order. */
export const chosenPositions = (values: ObjectivesValues) => POSITIONS.filter((position) => values[`category${position}`]);

/**
 * A priority chosen from the lists: into the first free position with empty objective fields (0 % expected); null when
 * three are chosen already (the `marketing.objectives.popup.alert`) or it is chosen already.
 */
export function withPriority(values: ObjectivesValues, categoryId: string): ObjectivesValues | null {
  if (POSITIONS.some((position) => values[`category${position}`] === categoryId)) return null;
  const free = POSITIONS.find((position) => !values[`category${position}`]);
  if (free === undefined || chosenPositions(values).length >= MARKETING_LIMITS.maxPriorities) return null;
  return { ...values, [`category${free}`]: categoryId, [`sales${free}`]: "0", [`newCustomers${free}`]: "0" };
}

/** The values without the priority at `position` (its fields emptied). */
export function withoutPriority(values: ObjectivesValues, position: number): ObjectivesValues {
  const next = { ...values };
  for (const field of OBJECTIVE_FIELDS) next[`${field}${position}`] = "";
  return next;
}

const numberOf = (value: string) => Number(value.replace(",", "."));

/** What `saveMarketingObjectives` takes from the form. */
export function objectivesInput(values: ObjectivesValues) {
  return chosenPositions(values).map((position) => ({
    categoryId: values[`category${position}`]!,
    position,
    daypart: values[`daypart${position}`] || null,
    timeSlot: values[`timeSlot${position}`] || null,
    behaviour: values[`behaviour${position}`] || null,
    competitorId: values[`competitorId${position}`] || null,
    sales: values[`sales${position}`] === "" ? null : numberOf(values[`sales${position}`]!),
    newCustomers: values[`newCustomers${position}`] === "" ? null : numberOf(values[`newCustomers${position}`]!),
  }));
}

/** A yup-like failure the form kit reads (`validateWith`): one issue per field, its message a catalog key. */
function failure(fields: FieldErrors) {
  const inner = Object.entries(fields).map(([path, message]) => ({ name: "ValidationError", path, message, inner: [] }));
  return Object.assign(new Error("invalid"), { name: "ValidationError", inner });
}

/** The shared objective rule over every chosen position (sales and new customers numbers ≥ 0: the numeric alert). */
export const objectivesSchema: Schema = {
  async validate(value: unknown) {
    const values = value as Record<string, string | undefined>;
    const fields: FieldErrors = {};
    for (const position of POSITIONS) {
      if (!values[`category${position}`]) continue;
      const checked = validate(planObjectiveRules, {
        daypart: values[`daypart${position}`] ?? "",
        timeSlot: values[`timeSlot${position}`] ?? "",
        behaviour: values[`behaviour${position}`] ?? "",
        competitorId: values[`competitorId${position}`] ?? "",
        sales: values[`sales${position}`] ?? "",
        newCustomers: values[`newCustomers${position}`] ?? "",
      });
      if (!checked.ok) for (const [field, key] of Object.entries(checked.fields)) fields[`${field}${position}`] = key;
    }
    if (Object.keys(fields).length > 0) throw failure(fields);
    return value;
  },
};

/** The strategies form: `slot1`..`slot6`, a child category's id (national) or a text (local). */
export type StrategiesValues = Record<string, string>;

export function strategiesValues(plan: Plan): StrategiesValues {
  const values: StrategiesValues = {};
  for (let slot = 1; slot <= MARKETING_LIMITS.strategySlots; slot++) {
    const strategy = plan.strategies.find((s) => s.slot === slot);
    values[`slot${slot}`] = strategy ? (strategy.optionId ?? strategy.text ?? "") : "";
  }
  return values;
}

/** What `saveMarketingStrategies` takes: the slots of the chosen priorities, by their kind. */
export function strategiesInput(plan: Plan, values: StrategiesValues) {
  return plan.priorities.flatMap((priority) =>
    strategySlotsOf(priority.position).flatMap((slot) => {
      const value = (values[`slot${slot}`] ?? "").trim();
      if (!value) return [];
      return [priority.kind === "NATIONAL" ? { slot, optionId: value } : { slot, text: value }];
    }),
  );
}

/** A local strategy's text of at most 200 characters. */
export const strategiesSchema: Schema = {
  async validate(value: unknown) {
    const values = value as Record<string, string | undefined>;
    const fields: FieldErrors = {};
    for (let slot = 1; slot <= MARKETING_LIMITS.strategySlots; slot++) {
      const checked = validate(localStrategyRules, values[`slot${slot}`] ?? "");
      if (!checked.ok) fields[`slot${slot}`] = Object.values(checked.fields)[0]!;
    }
    if (Object.keys(fields).length > 0) throw failure(fields);
    return value;
  },
};

/** The create popup's rule in the selected year (the four alerts of spec 2 §5). */
export const actionSchema = (year: number): Schema => ({
  validate: (value, options) => planActionRules.validate(value, { ...(options ?? {}), context: { year } }),
});

/** A local action's dates in its year. */
export const actionDatesSchema = (year: number): Schema => ({
  validate: (value, options) => planActionDatesRules.validate(value, { ...(options ?? {}), context: { year } }),
});

/** YYYY-MM-DD → DD/MM/YYYY (the portal's dates). */
export const shownDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : day);
