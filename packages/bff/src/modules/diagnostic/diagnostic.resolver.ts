import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver } from "type-graphql";
import { Parent } from "../../common/parent.js";
import { clustersRules, comparisonRules, competitionRules, customBrandRules, dafoRules } from "@portal/schema";
import { ValidInput, type Checked } from "../../common/valid-input.js";
import { OwnRestaurant } from "../../common/own-restaurant.js";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./diagnostic.service.js";
import {
  AddCustomBrandInput,
  Comparison,
  Competition,
  CompetitorBrand,
  Dafo,
  Diagnostic,
  DiagnosticCluster,
  DiagnosticSuggestion,
  RemoveCompetitorInput,
  DeleteCustomBrandInput,
  DeletedCustomBrand,
  RemovedCompetitor,
  SaveClustersInput,
  SaveComparisonInput,
  SaveCompetitionInput,
  SaveDafoInput,
} from "./diagnostic.types.js";

/** The diagnostic (spec 2 §2.1): ES only, on the user's own restaurants. */
@Resolver(() => Diagnostic)
export class DiagnosticResolver {
  @FieldResolver(() => [DiagnosticSuggestion], {
    description: "For each moment of day or product type trending down, the library's toolkits and best practices tagged for it.",
  })
  suggestions(@Parent() diagnostic: Diagnostic, @Ctx() ctx: Context): Promise<DiagnosticSuggestion[]> {
    return service.suggestions(ctx, diagnostic);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Query(() => Diagnostic, { description: "ES only: the diagnostic screen of a restaurant of the user (default: the selected one), in one request." })
  diagnostic(
    @Ctx() ctx: Context,
    @Arg("restaurantId", () => ID, { nullable: true, description: "The restaurant; FORBIDDEN restaurant.error.not_available when not the user's." })
    restaurantId?: string | null,
  ): Promise<Diagnostic> {
    return service.diagnostic(ctx, restaurantId);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => Competition, { description: "Saves the chosen brands (the whole set) and the six intensities. Answers the competition." })
  saveCompetition(
    @Ctx() ctx: Context,
    @ValidInput(() => SaveCompetitionInput, competitionRules, { description: "The editor.", form: service.competitionForm })
    input: Checked<SaveCompetitionInput, typeof competitionRules>,
  ) {
    return service.saveCompetition(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => CompetitorBrand, { description: "Creates a custom brand of the restaurant (name in uppercase); the same again answers it." })
  addCustomBrand(
    @Ctx() ctx: Context,
    @ValidInput(() => AddCustomBrandInput, customBrandRules, { description: "The popup." })
    input: Checked<AddCustomBrandInput, typeof customBrandRules>,
  ) {
    return service.addCustomBrand(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => DeletedCustomBrand, {
    description: "Deletes a custom brand the restaurant created, with its choice and comparison row; deleting it again is done.",
  })
  deleteCustomBrand(@Ctx() ctx: Context, @Arg("input", () => DeleteCustomBrandInput, { description: "The brand." }) input: DeleteCustomBrandInput) {
    return service.deleteCustomBrand(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => RemovedCompetitor, { description: "Removes one chosen brand (and its comparison row); removing it again is done." })
  removeCompetitor(@Ctx() ctx: Context, @Arg("input", () => RemoveCompetitorInput, { description: "The choice." }) input: RemoveCompetitorInput) {
    return service.removeCompetitor(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => Comparison, { description: "Saves the comparison table. Answers it." })
  saveComparison(
    @Ctx() ctx: Context,
    @ValidInput(() => SaveComparisonInput, comparisonRules, { description: "The table.", form: service.comparisonForm })
    input: Checked<SaveComparisonInput, typeof comparisonRules>,
  ) {
    return service.saveComparison(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => [DiagnosticCluster], { description: "Saves the restaurant's clusters (the whole set). Answers the cluster list." })
  saveClusters(
    @Ctx() ctx: Context,
    @ValidInput(() => SaveClustersInput, clustersRules, { description: "The editor." }) input: Checked<SaveClustersInput, typeof clustersRules>,
  ) {
    return service.saveClusters(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @OwnRestaurant()
  @Mutation(() => Dafo, { description: "Saves the DAFO. Answers it." })
  saveDafo(
    @Ctx() ctx: Context,
    @ValidInput(() => SaveDafoInput, dafoRules, { description: "The four quadrants." }) input: Checked<SaveDafoInput, typeof dafoRules>,
  ) {
    return service.saveDafo(ctx, input);
  }
}
