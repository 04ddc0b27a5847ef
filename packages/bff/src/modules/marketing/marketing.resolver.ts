import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { planActionDatesRules, planActionRules } from "@portal/schema";
import { ValidInput, type Checked } from "../../common/valid-input.js";
import { OwnRestaurant } from "../../common/own-restaurant.js";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./marketing.service.js";
import {
  AddPlanActionInput,
  DeletePlanActionInput,
  LinkPlanActionInput,
  MarketingLinkOptions,
  MarketingPlan,
  SaveObjectivesInput,
  SaveStrategiesInput,
  UpdatePlanActionInput,
} from "./marketing.types.js";

/** ES: the yearly marketing plan (/marketing). Every mutation answers the whole plan of its year, so the screen follows. */
@Resolver()
export class MarketingResolver {
  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Query(() => MarketingPlan, {
    description:
      "ES: the marketing plan of a restaurant for a year in one request: the priority options, the chosen priorities, strategies, national and local actions, the restaurant's chosen competitors and the cover photo. BAD_USER_INPUT on year outside the tabs.",
  })
  marketingPlan(
    @Ctx() ctx: Context,
    @Arg("year", () => Int, { nullable: true, description: "A year of the tabs: previous (not 2018), current or next; default the current." })
    year: number | null | undefined,
    @Arg("restaurantId", () => ID, { nullable: true, description: "One of the user's restaurants; default the selected one." })
    restaurantId?: string | null,
  ): Promise<MarketingPlan> {
    return service.marketingPlan(ctx, year ?? new Date().getFullYear(), restaurantId);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => MarketingPlan, {
    description:
      "ES: replaces the plan's priorities and objectives (a priority left out is removed with its strategies). BAD_USER_INPUT: priorities (more than 3: marketing.objectives.popup.alert), priorities.N.sales / newCustomers (marketing.objectives.popup.numeric_alert).",
  })
  saveMarketingObjectives(
    @Ctx() ctx: Context,
    @Arg("input", () => SaveObjectivesInput, { description: "The year and its priorities." }) input: SaveObjectivesInput,
  ): Promise<MarketingPlan> {
    return service.saveObjectives(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => MarketingPlan, { description: "ES: replaces the plan's strategy slots (two per priority)." })
  saveMarketingStrategies(
    @Ctx() ctx: Context,
    @Arg("input", () => SaveStrategiesInput, { description: "The year and its slots." }) input: SaveStrategiesInput,
  ): Promise<MarketingPlan> {
    return service.saveStrategies(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => MarketingPlan, {
    description:
      "ES: adds a local action under a strategy. BAD_USER_INPUT: strategyId (marketing.plan.popup.empty_strategy), startDate / endDate (empty_date, end_date, year_date). A retry with the same strategy and days adds nothing more.",
  })
  addMarketingAction(
    @Ctx() ctx: Context,
    @ValidInput(() => AddPlanActionInput, planActionRules, {
      description: "The strategy and days.",
      form: service.actionForm,
      context: service.actionContext,
    })
    input: Checked<AddPlanActionInput, typeof planActionRules>,
  ): Promise<MarketingPlan> {
    return service.addAction(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => MarketingPlan, { description: "ES: changes a local action's days (national actions are read-only)." })
  updateMarketingAction(
    @Ctx() ctx: Context,
    @ValidInput(() => UpdatePlanActionInput, planActionDatesRules, {
      description: "The action and its days.",
      form: service.actionForm,
      context: service.actionContext,
    })
    input: Checked<UpdatePlanActionInput, typeof planActionDatesRules>,
  ): Promise<MarketingPlan> {
    return service.updateAction(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Query(() => MarketingLinkOptions, {
    description: "ES: what a local action may link to: the library's toolkits and best practices, and the restaurant's orders.",
  })
  marketingLinkOptions(
    @Ctx() ctx: Context,
    @Arg("restaurantId", () => ID, { nullable: true, description: "One of the user's restaurants; default the selected one." })
    restaurantId?: string | null,
  ): Promise<MarketingLinkOptions> {
    return service.linkOptions(ctx, restaurantId);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => MarketingPlan, {
    description:
      "ES: sets the library resources and orders a local action links to (the lists replace them). BAD_USER_INPUT resourceIds / orderIds: marketing.error.links.",
  })
  linkMarketingAction(
    @Ctx() ctx: Context,
    @Arg("input", () => LinkPlanActionInput, { description: "The action and its links." }) input: LinkPlanActionInput,
  ): Promise<MarketingPlan> {
    return service.linkAction(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => MarketingPlan, { description: "ES: deletes a local action (one already gone counts as deleted; national actions are read-only)." })
  deleteMarketingAction(
    @Ctx() ctx: Context,
    @Arg("input", () => DeletePlanActionInput, { description: "The action." }) input: DeletePlanActionInput,
  ): Promise<MarketingPlan> {
    return service.deleteAction(ctx, input);
  }
}
