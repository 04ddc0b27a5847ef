import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
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
  suggestions(@Root() diagnostic: Diagnostic, @Ctx() ctx: Context): Promise<DiagnosticSuggestion[]> {
    return service.suggestions(ctx, diagnostic);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @Query(() => Diagnostic, { description: "ES only: the diagnostic screen of a restaurant of the user (default: the selected one), in one request." })
  diagnostic(
    @Ctx() ctx: Context,
    @Arg("restaurantId", () => ID, { nullable: true, description: "The restaurant; FORBIDDEN restaurant.error.not_available when not the user's." })
    restaurantId?: string | null,
  ): Promise<Diagnostic> {
    return service.diagnostic(ctx, restaurantId);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @Mutation(() => Competition, { description: "Saves the chosen brands (the whole set) and the six intensities. Answers the competition." })
  saveCompetition(@Ctx() ctx: Context, @Arg("input", () => SaveCompetitionInput, { description: "The editor." }) input: SaveCompetitionInput) {
    return service.saveCompetition(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @Mutation(() => CompetitorBrand, { description: "Creates a custom brand of the restaurant (name in uppercase); the same again answers it." })
  addCustomBrand(@Ctx() ctx: Context, @Arg("input", () => AddCustomBrandInput, { description: "The popup." }) input: AddCustomBrandInput) {
    return service.addCustomBrand(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @Mutation(() => DeletedCustomBrand, {
    description: "Deletes a custom brand the restaurant created, with its choice and comparison row; deleting it again is done.",
  })
  deleteCustomBrand(@Ctx() ctx: Context, @Arg("input", () => DeleteCustomBrandInput, { description: "The brand." }) input: DeleteCustomBrandInput) {
    return service.deleteCustomBrand(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @Mutation(() => RemovedCompetitor, { description: "Removes one chosen brand (and its comparison row); removing it again is done." })
  removeCompetitor(@Ctx() ctx: Context, @Arg("input", () => RemoveCompetitorInput, { description: "The choice." }) input: RemoveCompetitorInput) {
    return service.removeCompetitor(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @Mutation(() => Comparison, { description: "Saves the comparison table. Answers it." })
  saveComparison(@Ctx() ctx: Context, @Arg("input", () => SaveComparisonInput, { description: "The table." }) input: SaveComparisonInput) {
    return service.saveComparison(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @Mutation(() => [DiagnosticCluster], { description: "Saves the restaurant's clusters (the whole set). Answers the cluster list." })
  saveClusters(@Ctx() ctx: Context, @Arg("input", () => SaveClustersInput, { description: "The editor." }) input: SaveClustersInput) {
    return service.saveClusters(ctx, input);
  }

  @Authorized(Access.PORTAL_USER, Access.MARKET_ES)
  @Mutation(() => Dafo, { description: "Saves the DAFO. Answers it." })
  saveDafo(@Ctx() ctx: Context, @Arg("input", () => SaveDafoInput, { description: "The four quadrants." }) input: SaveDafoInput) {
    return service.saveDafo(ctx, input);
  }
}
