import {
  MARKETING_LIMITS,
  MARKETING_MESSAGES,
  MARKETING_REFUSAL_MESSAGES,
  localStrategyRules,
  marketingYears,
  planActionDatesRules,
  planActionRules,
  planObjectiveRules,
  validate,
  type FieldErrors,
  staticFileUrl,
} from "@portal/schema";
import { badUserInput, readRefusals, rejectionReason } from "../../common/errors.js";
import type { Checked } from "../../common/valid-input.js";
import { refuseFields } from "../../common/validation.js";
import type { Context } from "../../graphql/context.js";
import { marketingCalls, type PortalAction, type PortalCategory, type PortalPlan, type StrategyRow } from "../../legacy/marketing.js";
import { chosenCompetitors } from "../diagnostic/diagnostic.service.js";
import { invalidateHome } from "../home/home.cache.js";
import { restaurantIdFor } from "../session/session.service.js";
import { marketingCache } from "./marketing.cache.js";
import {
  PriorityKind,
  type AddPlanActionInput,
  type DeletePlanActionInput,
  type LinkPlanActionInput,
  type MarketingLinkOptions,
  type MarketingPlan,
  type PlanAction,
  type PriorityOption,
  type SaveObjectivesInput,
  type SaveStrategiesInput,
  type UpdatePlanActionInput,
} from "./marketing.types.js";

const read = <T>(promise: Promise<T>) => readRefusals(promise, MARKETING_REFUSAL_MESSAGES);
/** In the strategies' save, `section` is a strategy that is not a child of its priority's category. */
const STRATEGY_REFUSAL_MESSAGES = { ...MARKETING_REFUSAL_MESSAGES, section: { key: MARKETING_MESSAGES.strategy, field: "strategies" } };
const kindOf = (kind: 1 | 2) => (kind === 1 ? PriorityKind.NATIONAL : PriorityKind.LOCAL);

/** A year of the tabs (previous, current, next); BAD_USER_INPUT on `year` otherwise. */
function checkYear(year: number): void {
  if (!marketingYears().includes(year)) throw badUserInput({ year: MARKETING_MESSAGES.year });
}

const categories = (ctx: Context, kind: 1 | 2) =>
  ctx.cache.get(marketingCache.categories(ctx.market, ctx.language, kind), () => marketingCalls.categories(ctx.upstream, kind, ctx.language));

const toOption = (category: PortalCategory): PriorityOption => ({
  id: category.id,
  name: category.name,
  kind: kindOf(category.kind),
  strategies: category.kind === 1 ? category.children : [],
});

const toAction = (action: PortalAction, row: number | null): PlanAction => ({
  resources: action.resources.map((r) => ({ id: r.id, name: r.name, href: `/r/${r.id}` })),
  orders: action.orders.map((o) => ({ id: o.id, name: o.number, href: `/order/details/${o.id}` })),
  id: action.id,
  name: action.name,
  completeName: action.completeName,
  kind: kindOf(action.kind),
  strategyId: action.strategyId,
  startDate: action.startDate,
  endDate: action.endDate,
  row,
  editable: action.kind === 2,
});

/** The plan as the screen shows it: national actions in the row of the priority of their category, local ones of theirs. */
function planOf(
  restaurantId: string,
  year: number,
  own: PortalPlan,
  options: { national: PortalCategory[]; local: PortalCategory[] },
  national: PortalAction[],
  competitors: Array<{ id: string; name: string }>,
): MarketingPlan {
  const positionOf = new Map(own.objectives.map((o) => [o.categoryId, o.position]));
  const actions = [
    ...national.map((a) => toAction(a, a.categoryId ? (positionOf.get(a.categoryId) ?? null) : null)),
    ...own.localActions.map((a) => toAction(a, a.row)),
  ].sort((a, b) => a.startDate.localeCompare(b.startDate) || Number(a.editable) - Number(b.editable) || Number(a.id) - Number(b.id));
  return {
    id: `${restaurantId}:${year}`,
    restaurantId,
    year,
    years: marketingYears(),
    coverUrl: own.coverPath ? staticFileUrl(own.coverPath, own.coverDate) : null,
    nationalOptions: options.national.map(toOption),
    localOptions: options.local.map(toOption),
    priorities: own.objectives.map((o) => ({
      id: o.planId,
      categoryId: o.categoryId,
      name: o.name,
      kind: kindOf(o.kind),
      position: o.position,
      daypart: o.daypart,
      timeSlot: o.timeSlot,
      behaviour: o.behaviour,
      competitorId: o.competitorId,
      sales: o.sales,
      newCustomers: o.newCustomers,
    })),
    strategies: own.strategies,
    competitors,
    actions,
  };
}

/** ES: the restaurant's plan of `year` with everything the screen needs (options, objectives, strategies, actions, competitors). */
export async function marketingPlan(ctx: Context, year: number, requested?: string | null): Promise<MarketingPlan> {
  checkYear(year);
  const restaurantId = await restaurantIdFor(ctx, requested);
  const [national, local, nationalActions, own, competitors] = await read(
    Promise.all([
      categories(ctx, 1),
      categories(ctx, 2),
      ctx.cache.get(marketingCache.nationalActions(ctx.market, year), () => marketingCalls.nationalActions(ctx.upstream, year)),
      marketingCalls.plan(ctx.upstream, restaurantId, year, ctx.language),
      chosenCompetitors(ctx, restaurantId),
    ]),
  );
  return planOf(
    restaurantId,
    year,
    own,
    { national, local },
    nationalActions,
    competitors.map((c) => ({ id: c.id, name: c.name })),
  );
}

/** After a write: the home's local actions of the restaurant are read again (in every BFF process). */
const written = (ctx: Context, restaurantId: string) => invalidateHome.restaurant(ctx.cache, ctx.market, restaurantId);

/**
 * Saves the plan's priorities (the list replaces them; a priority left out is removed with its strategies): at most 3
 * (`marketing.objectives.popup.alert`), each a national or local option once, positions 1..3 once, objectives by the
 * shared rule (sales and new customers numbers ≥ 0: `marketing.objectives.popup.numeric_alert`).
 */
export async function saveObjectives(ctx: Context, input: SaveObjectivesInput): Promise<MarketingPlan> {
  checkYear(input.year);
  if (input.priorities.length > MARKETING_LIMITS.maxPriorities) throw badUserInput({ priorities: MARKETING_MESSAGES.priorityAlert });
  const fields: FieldErrors = {};
  const rows = input.priorities.map((priority, index) => {
    // Plain calls: one rule run per priority, every failing row's fields gathered into one answer.
    const checked = validate(planObjectiveRules, {
      daypart: priority.daypart ?? "",
      timeSlot: priority.timeSlot ?? "",
      behaviour: priority.behaviour ?? "",
      competitorId: priority.competitorId ?? "",
      sales: priority.sales ?? "",
      newCustomers: priority.newCustomers ?? "",
    });
    if (!checked.ok) {
      for (const [field, key] of Object.entries(checked.fields)) fields[`priorities.${index}.${field}`] ??= key;
      return null;
    }
    const value = checked.value;
    return {
      id: Number(priority.categoryId),
      status: priority.position,
      daypart: { week: value.daypart || null, time: value.timeSlot || null },
      comportament: value.behaviour || null,
      competitor: value.competitorId ? Number(value.competitorId) : null,
      value: { sales: Number(value.sales), new: Number(value.newCustomers) },
    };
  });
  const positions = input.priorities.map((p) => p.position);
  const categoryIds = input.priorities.map((p) => p.categoryId);
  if (positions.some((p) => !Number.isInteger(p) || p < 1 || p > MARKETING_LIMITS.maxPriorities) || new Set(positions).size !== positions.length) {
    fields.priorities ??= MARKETING_MESSAGES.priority;
  }
  if (new Set(categoryIds).size !== categoryIds.length || input.priorities.some((p) => !/^\d{1,9}$/.test(p.categoryId))) {
    fields.priorities ??= MARKETING_MESSAGES.priority;
  }
  refuseFields(fields);
  const restaurantId = await restaurantIdFor(ctx, input.restaurantId);
  const [national, local] = await read(Promise.all([categories(ctx, 1), categories(ctx, 2)]));
  const known = new Set([...national, ...local].map((c) => c.id));
  if (categoryIds.some((id) => !known.has(id))) throw badUserInput({ priorities: MARKETING_MESSAGES.priority });
  await read(
    marketingCalls.saveObjectives(
      ctx.upstream,
      restaurantId,
      input.year,
      rows.filter((row) => row !== null),
      ctx.language,
    ),
  );
  written(ctx, restaurantId);
  return marketingPlan(ctx, input.year, restaurantId);
}

/** Saves the strategy slots (left out or empty: cleared): slots 1..6 once, a child category or a text of at most 200. */
export async function saveStrategies(ctx: Context, input: SaveStrategiesInput): Promise<MarketingPlan> {
  checkYear(input.year);
  const fields: FieldErrors = {};
  const slots = input.strategies.map((s) => s.slot);
  if (
    input.strategies.length > MARKETING_LIMITS.strategySlots ||
    slots.some((slot) => !Number.isInteger(slot) || slot < 1 || slot > MARKETING_LIMITS.strategySlots) ||
    new Set(slots).size !== slots.length
  ) {
    fields.strategies = MARKETING_MESSAGES.strategy;
  }
  const rows: StrategyRow[] = [];
  for (const strategy of input.strategies) {
    const optionId = strategy.optionId?.trim() ?? "";
    // Plain calls: one rule run per slot, every failing slot gathered into one answer.
    const text = validate(localStrategyRules, strategy.text ?? "");
    if (!text.ok) {
      fields[`strategies.${strategy.slot}`] = MARKETING_MESSAGES.strategyTooLong;
      continue;
    }
    if (optionId && !/^\d{1,9}$/.test(optionId)) fields[`strategies.${strategy.slot}`] = MARKETING_MESSAGES.strategy;
    else if (optionId) rows.push({ status: strategy.slot, section_id: Number(optionId) });
    else if (text.value) rows.push({ status: strategy.slot, strategy_name: text.value });
  }
  refuseFields(fields);
  const restaurantId = await restaurantIdFor(ctx, input.restaurantId);
  await readRefusals(marketingCalls.saveStrategies(ctx.upstream, restaurantId, input.year, rows, ctx.language), STRATEGY_REFUSAL_MESSAGES);
  written(ctx, restaurantId);
  return marketingPlan(ctx, input.year, restaurantId);
}

/** An action's popup as the action rules read it. */
type ActionForm = { year: number; strategyId?: string | null; startDate?: string | null; endDate?: string | null };
/** What the action rules read (absent fields as ""; the dates' rule leaves `strategyId` out). */
export const actionForm = (input: ActionForm) => ({
  strategyId: input.strategyId ?? "",
  startDate: input.startDate ?? "",
  endDate: input.endDate ?? "",
});
/** The action rules' context: the action's year. */
export const actionContext = (_ctx: Context, input: ActionForm) => ({ year: input.year });

/**
 * Adds a local action (the create popup's four alerts by the shared rule), shown on the home's actions at once.
 * `input` passed `planActionRules` (the resolver's `@ValidInput`, with `actionForm` and `actionContext`).
 */
export async function addAction(ctx: Context, input: Checked<AddPlanActionInput, typeof planActionRules>): Promise<MarketingPlan> {
  checkYear(input.year);
  const { strategyId, startDate, endDate } = input;
  const valid = { strategyId, startDate, endDate };
  const restaurantId = await restaurantIdFor(ctx, input.restaurantId);
  // The action is sent with its name (spec 2 §7): the chosen strategy's, as the plan of that year names it.
  const own = await read(marketingCalls.plan(ctx.upstream, restaurantId, input.year, ctx.language));
  const strategy = own.strategies.find((s) => s.id === valid.strategyId);
  if (!strategy) throw badUserInput({ strategyId: MARKETING_MESSAGES.emptyStrategy });
  await read(marketingCalls.addAction(ctx.upstream, restaurantId, input.year, { name: strategy.name, ...valid }, ctx.language));
  written(ctx, restaurantId);
  return marketingPlan(ctx, input.year, restaurantId);
}

/**
 * Changes a local action's days (within its year); national actions are refused (`marketing.error.national_action`).
 * `input` passed `planActionDatesRules` (the resolver's `@ValidInput`, with `actionForm` and `actionContext`).
 */
export async function updateAction(ctx: Context, input: Checked<UpdatePlanActionInput, typeof planActionDatesRules>): Promise<MarketingPlan> {
  checkYear(input.year);
  if (!/^\d{1,9}$/.test(input.id)) throw badUserInput({ id: MARKETING_MESSAGES.actionGone });
  const restaurantId = await restaurantIdFor(ctx, input.restaurantId);
  await read(marketingCalls.updateAction(ctx.upstream, input.id, input.startDate, input.endDate));
  written(ctx, restaurantId);
  return marketingPlan(ctx, input.year, restaurantId);
}

/** Deletes a local action; one already gone counts as deleted (safe to retry). National actions are refused. */
export async function deleteAction(ctx: Context, input: DeletePlanActionInput): Promise<MarketingPlan> {
  checkYear(input.year);
  if (!/^\d{1,9}$/.test(input.id)) throw badUserInput({ id: MARKETING_MESSAGES.actionGone });
  const restaurantId = await restaurantIdFor(ctx, input.restaurantId);
  await read(
    marketingCalls.deleteAction(ctx.upstream, input.id).catch((error: unknown) => {
      if (rejectionReason(error) !== "not_found") throw error;
    }),
  );
  written(ctx, restaurantId);
  return marketingPlan(ctx, input.year, restaurantId);
}

/** What a local action of the restaurant may link to: toolkits and best practices, and the restaurant's orders. */
export async function linkOptions(ctx: Context, requested?: string | null): Promise<MarketingLinkOptions> {
  const restaurantId = await restaurantIdFor(ctx, requested);
  const options = await read(marketingCalls.linkOptions(ctx.upstream, restaurantId, ctx.language));
  return {
    resources: options.resources.map((r) => ({ id: r.id, name: r.reference ? `${r.name} (${r.reference})` : r.name, href: `/r/${r.id}` })),
    orders: options.orders.map((o) => ({ id: o.id, name: o.number, href: `/order/details/${o.id}` })),
  };
}

/** Sets what a local action links to (at most 20 resources and 20 orders, ids once). */
export async function linkAction(ctx: Context, input: LinkPlanActionInput): Promise<MarketingPlan> {
  checkYear(input.year);
  const ids = (list: string[]) => list.length <= MARKETING_LIMITS.maxLinks && list.every((id) => /^\d{1,9}$/.test(id));
  const fields: FieldErrors = {};
  if (!ids(input.resourceIds)) fields.resourceIds = MARKETING_MESSAGES.links;
  if (!ids(input.orderIds)) fields.orderIds = MARKETING_MESSAGES.links;
  if (!/^\d{1,9}$/.test(input.id)) fields.id = MARKETING_MESSAGES.actionGone;
  refuseFields(fields);
  const restaurantId = await restaurantIdFor(ctx, input.restaurantId);
  await read(marketingCalls.linkAction(ctx.upstream, input.id, [...new Set(input.resourceIds)], [...new Set(input.orderIds)]));
  return marketingPlan(ctx, input.year, restaurantId);
}
