import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { SAVED_RESTAURANT } from "../session/session.types.js";
import { Day } from "../../graphql/day.js";

export enum PriorityKind {
  NATIONAL = "NATIONAL",
  LOCAL = "LOCAL",
}
registerEnumType(PriorityKind, {
  name: "PriorityKind",
  description: "Where a priority category (or an action) comes from.",
  valuesConfig: {
    NATIONAL: { description: "A national category (section type 1): its strategies are the category's children." },
    LOCAL: { description: "A local category (section type 2): its strategies are free text." },
  },
});

@ObjectType({ description: "A strategy a national priority may take: a child of its category." })
export class StrategyOption {
  @Field(() => ID, { description: "The child category's id." })
  id!: string;

  @Field(() => String, { description: "Its name in the session's language." })
  name!: string;
}

@ObjectType({ description: "A category that may be chosen as a priority." })
export class PriorityOption {
  @Field(() => ID, { description: "The category's id." })
  id!: string;

  @Field(() => String, { description: "Its name in the session's language." })
  name!: string;

  @Field(() => PriorityKind, { description: "National or local." })
  kind!: PriorityKind;

  @Field(() => [StrategyOption], { description: "National: the strategies to choose from (the category's children); local: empty." })
  strategies!: StrategyOption[];
}

@ObjectType({ description: "A chosen priority of the plan and its objective." })
export class Priority {
  @Field(() => ID, { description: "The plan's row of this priority (stable while its category stays at its position)." })
  id!: string;

  @Field(() => ID, { description: "The chosen category." })
  categoryId!: string;

  @Field(() => String, { description: "The category's name." })
  name!: string;

  @Field(() => PriorityKind, { description: "National or local." })
  kind!: PriorityKind;

  @Field(() => Int, { description: "Its position 1..3 (its column of strategies and its row of the calendar)." })
  position!: number;

  @Field(() => String, { nullable: true, description: "Day part: week or weekend; null: not set." })
  daypart!: string | null;

  @Field(() => String, { nullable: true, description: "Time slot: manana, comida, tarde, cena, noche, mananatarde, comidacena or allday." })
  timeSlot!: string | null;

  @Field(() => String, { nullable: true, description: "Behaviour: frecuencia, ticket or penetracion." })
  behaviour!: string | null;

  @Field(() => ID, { nullable: true, description: "The main competitor: a brand the restaurant chose in its diagnostic." })
  competitorId!: string | null;

  @Field(() => Float, { nullable: true, description: "Expected sales growth, percent (≥ 0)." })
  sales!: number | null;

  @Field(() => Float, { nullable: true, description: "Expected new customers, percent (≥ 0)." })
  newCustomers!: number | null;
}

@ObjectType({ description: "A filled strategy slot of the plan." })
export class PlanStrategy {
  @Field(() => ID, { description: "The strategy's id (what an action names)." })
  id!: string;

  @Field(() => Int, { description: "Its slot 1..6: slots 2p-1 and 2p belong to the priority at position p." })
  slot!: number;

  @Field(() => Int, { description: "The position of its priority (1..3)." })
  position!: number;

  @Field(() => String, { nullable: true, description: "A local priority's text; null for a national one." })
  text!: string | null;

  @Field(() => ID, { nullable: true, description: "A national priority's chosen child category; null for a local one." })
  optionId!: string | null;

  @Field(() => String, { description: "What it reads: the text or the child category's name." })
  name!: string;
}

@ObjectType({ description: "Something an action links to: a resource of the library or an order of the restaurant." })
export class PlanLink {
  @Field(() => ID, { description: "The resource's or the order's id." })
  id!: string;

  @Field(() => String, { description: "Its name (a resource) or number (an order, e.g. #P-000001)." })
  name!: string;

  @Field(() => String, { description: "Where it opens on the portal (a resource's short link, an order's details)." })
  href!: string;
}

@ObjectType({ description: "What a local action may link to." })
export class MarketingLinkOptions {
  @Field(() => [PlanLink], { description: "The market's active toolkits and best practices, in the session's language." })
  resources!: PlanLink[];

  @Field(() => [PlanLink], { description: "The restaurant's orders, newest first (at most 50)." })
  orders!: PlanLink[];
}

@ObjectType({ description: "An action of the calendar." })
export class PlanAction {
  @Field(() => ID, { description: "The action's id." })
  id!: string;

  @Field(() => String, { description: "Its short name (the bar's label)." })
  name!: string;

  @Field(() => String, { description: "Its full name (the detail popup)." })
  completeName!: string;

  @Field(() => PriorityKind, { description: "National (read-only) or local (its dates may change; it may be deleted)." })
  kind!: PriorityKind;

  @Field(() => ID, { nullable: true, description: "Local: its strategy; null when the strategy was removed." })
  strategyId!: string | null;

  @Field(() => Day, { description: "First day." })
  startDate!: string;

  @Field(() => Day, { description: "Last day." })
  endDate!: string;

  @Field(() => Int, {
    nullable: true,
    description: "The calendar row: the position of its priority (local: its strategy's; national: the priority of its category); null: none.",
  })
  row!: number | null;

  @Field(() => Boolean, { description: "A local action the user may change or delete." })
  editable!: boolean;

  @Field(() => [PlanLink], { description: "Local: the library resources it uses." })
  resources!: PlanLink[];

  @Field(() => [PlanLink], { description: "Local: the restaurant's orders it uses." })
  orders!: PlanLink[];
}

@ObjectType({ description: "A brand the restaurant chose as a competitor in its diagnostic (the main-competitor choice)." })
export class PlanCompetitor {
  @Field(() => ID, { description: "The brand's id." })
  id!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;
}

@ObjectType({ description: "ES: the marketing plan of a restaurant for one year, in one request." })
export class MarketingPlan {
  @Field(() => ID, { description: "restaurant:year (the cache's identity: every plan mutation answers it)." })
  id!: string;

  @Field(() => ID, { description: "The restaurant." })
  restaurantId!: string;

  @Field(() => Int, { description: "The year shown." })
  year!: number;

  @Field(() => [Int], { description: "The year tabs: the previous (not 2018), the current and the next." })
  years!: number[];

  @Field(() => String, { nullable: true, description: "The plan's cover photo (portal URL), null without one." })
  coverUrl!: string | null;

  @Field(() => [PriorityOption], { description: "National priority options (categories of type 1)." })
  nationalOptions!: PriorityOption[];

  @Field(() => [PriorityOption], { description: "Local priority options (categories of type 2)." })
  localOptions!: PriorityOption[];

  @Field(() => [Priority], { description: "The chosen priorities (at most 3) by position." })
  priorities!: Priority[];

  @Field(() => [PlanStrategy], { description: "The filled strategy slots by slot." })
  strategies!: PlanStrategy[];

  @Field(() => [PlanCompetitor], { description: "The restaurant's chosen competitors (the main-competitor choice)." })
  competitors!: PlanCompetitor[];

  @Field(() => [PlanAction], { description: "The calendar: national actions of the year, then the restaurant's local ones, by start." })
  actions!: PlanAction[];
}

@InputType({ description: "One chosen priority and its objective." })
export class PriorityInput {
  @Field(() => ID, { description: "The chosen category (a national or local option)." })
  categoryId!: string;

  @Field(() => Int, { description: "Its position 1..3." })
  position!: number;

  @Field(() => String, { nullable: true, description: "week or weekend." })
  daypart?: string | null;

  @Field(() => String, { nullable: true, description: "A time slot." })
  timeSlot?: string | null;

  @Field(() => String, { nullable: true, description: "A behaviour." })
  behaviour?: string | null;

  @Field(() => ID, { nullable: true, description: "The main competitor: one of the restaurant's chosen brands." })
  competitorId?: string | null;

  @Field(() => Float, { nullable: true, description: "Expected sales, percent: a number ≥ 0 (null: the numeric alert)." })
  sales?: number | null;

  @Field(() => Float, { nullable: true, description: "Expected new customers, percent: a number ≥ 0." })
  newCustomers?: number | null;
}

@InputType({ description: "The plan's priorities of a year: the list replaces them." })
export class SaveObjectivesInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;

  @Field(() => Int, { description: "The year (one of the tabs)." })
  year!: number;

  @Field(() => [PriorityInput], { description: "At most 3, positions 1..3 without repeats." })
  priorities!: PriorityInput[];
}

@InputType({ description: "One strategy slot: a child category (national priority) or a text (local priority)." })
export class StrategySlotInput {
  @Field(() => Int, { description: "The slot 1..6." })
  slot!: number;

  @Field(() => ID, { nullable: true, description: "National: the chosen child of the priority's category." })
  optionId?: string | null;

  @Field(() => String, { nullable: true, description: "Local: the text (at most 200 characters)." })
  text?: string | null;
}

@InputType({ description: "The plan's strategies of a year: slots left out or empty are cleared." })
export class SaveStrategiesInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;

  @Field(() => Int, { description: "The year." })
  year!: number;

  @Field(() => [StrategySlotInput], { description: "At most 6 slots." })
  strategies!: StrategySlotInput[];
}

@InputType({ description: "A new local action (the create popup)." })
export class AddPlanActionInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;

  @Field(() => Int, { description: "The selected year: both days must lie in it." })
  year!: number;

  @Field(() => ID, { nullable: true, description: "The strategy (required: `marketing.plan.popup.empty_strategy`)." })
  strategyId?: string | null;

  @Field(() => String, { nullable: true, description: "First day YYYY-MM-DD (required)." })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: "Last day YYYY-MM-DD (required, not before the start)." })
  endDate?: string | null;
}

@InputType({ description: "A local action's new days." })
export class UpdatePlanActionInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;

  @Field(() => Int, { description: "The action's year: both days must lie in it." })
  year!: number;

  @Field(() => ID, { description: "The local action." })
  id!: string;

  @Field(() => String, { nullable: true, description: "First day YYYY-MM-DD." })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: "Last day YYYY-MM-DD." })
  endDate?: string | null;
}

@InputType({ description: "A local action to delete." })
export class DeletePlanActionInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;

  @Field(() => Int, { description: "The year of the plan to answer." })
  year!: number;

  @Field(() => ID, { description: "The local action." })
  id!: string;
}

@InputType({ description: "What a local action links to: the lists replace its links." })
export class LinkPlanActionInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;

  @Field(() => Int, { description: "The year of the plan to answer." })
  year!: number;

  @Field(() => ID, { description: "The local action." })
  id!: string;

  @Field(() => [ID], { description: "Resources of the library (toolkits, best practices), at most 20." })
  resourceIds!: string[];

  @Field(() => [ID], { description: "Orders of the restaurant, at most 20." })
  orderIds!: string[];
}
