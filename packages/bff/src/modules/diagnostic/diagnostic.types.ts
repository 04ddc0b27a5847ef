import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Resource } from "../library/library.types.js";
import { SAVED_RESTAURANT } from "../session/session.types.js";

export enum TrendEnum {
  UP = "UP",
  DOWN = "DOWN",
  EQUAL = "EQUAL",
}
registerEnumType(TrendEnum, {
  name: "Trend",
  description: "The arrow of a percent change (spec 2 §2.1): up above 0.5, down below -0.5, equal between (inclusive).",
  valuesConfig: {
    UP: { description: "Above +0.5." },
    DOWN: { description: "Below -0.5." },
    EQUAL: { description: "Between -0.5 and 0.5, inclusive." },
  },
});

@ObjectType({ description: "The admin's description of each section (null where there is none)." })
export class DiagnosticDescriptions {
  @Field(() => String, { nullable: true, description: "Competition section." })
  competence!: string | null;
  @Field(() => String, { nullable: true, description: "Consumption section." })
  consume!: string | null;
  @Field(() => String, { nullable: true, description: "Moments-of-day section." })
  sales!: string | null;
  @Field(() => String, { nullable: true, description: "Product-mix section." })
  pmix!: string | null;
}

@ObjectType({ description: "The restaurant's population: its province and its catchment area." })
export class Population {
  @Field(() => String, { nullable: true, description: "The province's name." })
  province!: string | null;
  @Field(() => Int, { nullable: true, description: "Habitants of the province." })
  provinceHabitants!: number | null;
  @Field(() => Int, { nullable: true, description: "Habitants within 1 km of the restaurant." })
  habitants1km!: number | null;
  @Field(() => Int, { nullable: true, description: "Habitants within 3 km of the restaurant." })
  habitants3km!: number | null;
}

@ObjectType({ description: "A customer cluster of the catalogue and the restaurant's share of it." })
export class DiagnosticCluster {
  @Field(() => ID, { description: "The cluster's id (not named `id`: the restaurant's choice and share are not the cluster's own)." })
  clusterId!: string;
  @Field(() => String, { description: "The cluster's code (the portal names it: families, young_adults, students...)." })
  code!: string;
  @Field(() => Boolean, { description: "Whether the restaurant chose it." })
  chosen!: boolean;
  @Field(() => Int, { nullable: true, description: "Its share of the restaurant's customers in percent (chosen clusters)." })
  share!: number | null;
}

@ObjectType({ description: "The restaurant's DAFO (SWOT): four free-text quadrants." })
export class Dafo {
  @Field(() => String, { description: "Fortalezas: internal strengths." })
  strengths!: string;
  @Field(() => String, { description: "Debilidades: internal weaknesses." })
  weaknesses!: string;
  @Field(() => String, { description: "Oportunidades: external opportunities." })
  opportunities!: string;
  @Field(() => String, { description: "Amenazas: external threats." })
  threats!: string;
}

@ObjectType({ description: "A competitor brand of the catalogue (or the restaurant's custom one)." })
export class CompetitorBrand {
  @Field(() => ID, { description: "The brand id." })
  id!: string;
  @Field(() => String, { description: "Its name (custom brands in uppercase)." })
  name!: string;
  @Field(() => Int, { description: "Category: 0 indirect, 1 direct, 2 other quick-service, 3 cafeterias, 4 casual, 5 in-house events." })
  type!: number;
  @Field(() => Boolean, { description: "Created by the restaurant." })
  custom!: boolean;
}

@ObjectType({ description: "A brand the restaurant chose as a competitor." })
export class ChosenCompetitor {
  @Field(() => ID, { description: "The id of the choice (what removeCompetitor takes)." })
  choiceId!: string;
  @Field(() => CompetitorBrand, { description: "The brand." })
  brand!: CompetitorBrand;
  @Field(() => Boolean, { description: "Compared in the comparison table (status 2)." })
  compared!: boolean;
}

@ObjectType({ description: "One of the six competitor categories of the restaurant." })
export class CompetitorCategory {
  @Field(() => Int, { description: "Category 0..5 (listed 1, 2, 3, 4, 5, 0)." })
  type!: number;
  @Field(() => Int, { nullable: true, description: "Intensity: 1 high, 2 medium, 3 low; null empty." })
  intensity!: number | null;
  @Field(() => [ChosenCompetitor], { description: "The chosen brands of the category, by name." })
  chosen!: ChosenCompetitor[];
}

@ObjectType({ description: "The restaurant's competition and the brands it may choose." })
export class Competition {
  @Field(() => [CompetitorCategory], { description: "The six categories in the table's order (1, 2, 3, 4, 5, 0)." })
  categories!: CompetitorCategory[];
  @Field(() => [CompetitorBrand], { description: "Every brand the restaurant may choose (the autocomplete), by category and name." })
  catalogue!: CompetitorBrand[];
}

@ObjectType({ description: "A row's ratings, 1 to 5 stars per feature (null: not rated)." })
export class Stars {
  @Field(() => Int, { nullable: true, description: "Service." })
  service!: number | null;
  @Field(() => Int, { nullable: true, description: "Relation (quality/price)." })
  relation!: number | null;
  @Field(() => Int, { nullable: true, description: "Innovation." })
  innovation!: number | null;
  @Field(() => Int, { nullable: true, description: "Ambient." })
  ambient!: number | null;
  @Field(() => Int, { nullable: true, description: "Promotion." })
  promotion!: number | null;
}

@ObjectType({ description: "A competitor compared with the own brand." })
export class ComparedCompetitor {
  @Field(() => CompetitorBrand, { description: "The brand." })
  brand!: CompetitorBrand;
  @Field(() => Stars, { description: "Its ratings." })
  stars!: Stars;
}

@ObjectType({ description: "The comparison table: the own brand (fixed first row) and up to 3 competitors." })
export class Comparison {
  @Field(() => Stars, { description: "The own brand's ratings." })
  own!: Stars;
  @Field(() => [ComparedCompetitor], { description: "The compared competitors in order (at most 3)." })
  competitors!: ComparedCompetitor[];
}

@ObjectType({ description: "One axis of the consumption radar." })
export class ConsumptionCategory {
  @Field(() => String, { description: "core_premium, families, affordable or late_night." })
  key!: string;
  @Field(() => Float, { nullable: true, description: "The restaurant's share in percent (2 decimals); null without data." })
  restaurant!: number | null;
  @Field(() => Float, { nullable: true, description: "The national share in percent (2 decimals)." })
  national!: number | null;
}

@ObjectType({ description: "The consumption profile: the restaurant's series (only with data) and the national one." })
export class Consumption {
  @Field(() => Boolean, { description: "Whether the restaurant has data of its own (else only the national series is drawn)." })
  hasRestaurantData!: boolean;
  @Field(() => [ConsumptionCategory], { description: "The radar's four categories in order." })
  categories!: ConsumptionCategory[];
}

@ObjectType({ description: "A percent change and its arrow." })
export class Change {
  @Field(() => Float, { nullable: true, description: "The change in percent (2 decimals); null when missing." })
  value!: number | null;
  @Field(() => TrendEnum, { nullable: true, description: "Its arrow; null when missing." })
  trend!: TrendEnum | null;
}

@ObjectType({ description: "A time slot of the moments-of-day table." })
export class MomentOfDay {
  @Field(() => String, { description: "The time slot as imported (e.g. 'DESAYUNO 07-11')." })
  name!: string;
  @Field(() => Change, { description: "Monday–Thursday sales." })
  weekSales!: Change;
  @Field(() => Change, { description: "Monday–Thursday guest counts." })
  weekGuests!: Change;
  @Field(() => Change, { description: "Friday–Sunday sales." })
  weekendSales!: Change;
  @Field(() => Change, { description: "Friday–Sunday guest counts." })
  weekendGuests!: Change;
}

@ObjectType({ description: "A product type of the product mix." })
export class ProductMixRow {
  @Field(() => String, { description: "The product type (one of the nine shown; VARIOS is left out)." })
  type!: string;
  @Field(() => String, { nullable: true, description: "Optional description of the row." })
  description!: string | null;
  @Field(() => Change, { description: "Change in sales." })
  change!: Change;
}

@ObjectType({ description: "The diagnostic screen of a restaurant, in one request (ES only)." })
export class Diagnostic {
  @Field(() => ID, { description: "The restaurant." })
  restaurantId!: string;
  @Field(() => DiagnosticDescriptions, { description: "The admin's description of each section." })
  descriptions!: DiagnosticDescriptions;
  @Field(() => Population, { description: "Population of the province and the catchment area." })
  population!: Population;
  @Field(() => [DiagnosticCluster], { description: "The cluster catalogue with the restaurant's choices." })
  clusters!: DiagnosticCluster[];
  @Field(() => Dafo, { description: "The DAFO." })
  dafo!: Dafo;
  @Field(() => Competition, { description: "Competition per category and the brand catalogue." })
  competition!: Competition;
  @Field(() => Comparison, { description: "The comparison table." })
  comparison!: Comparison;
  @Field(() => Consumption, { description: "The consumption radar's data." })
  consumption!: Consumption;
  @Field(() => [MomentOfDay], { description: "Moments of day (empty when there is no slot)." })
  moments!: MomentOfDay[];
  @Field(() => Boolean, { description: "Every moment-of-day value is missing (the table shows its empty message)." })
  momentsMissing!: boolean;
  @Field(() => [ProductMixRow], { description: "The product mix: the nine shown types in order." })
  productMix!: ProductMixRow[];
}

@InputType({ description: "The competition editor's save." })
export class SaveCompetitionInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;
  @Field(() => [ID], { description: "Every chosen brand (the whole set): others are removed." })
  brandIds!: string[];
  @Field(() => [Int], {
    nullable: "items",
    description: "Six intensities indexed by category 0..5: 1, 2, 3 or null (BAD_USER_INPUT intensity.typeN diagnostic.error.intensity).",
  })
  intensities!: Array<number | null>;
}

@InputType({ description: "A custom brand (the popup)." })
export class AddCustomBrandInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;
  @Field(() => String, { description: "Required (BAD_USER_INPUT name diagnostic.competence.error_message); saved in uppercase." })
  name!: string;
  @Field(() => Int, { description: "Category 1, 2, 3, 4, 5 or 0 (BAD_USER_INPUT type diagnostic.error.brand_type)." })
  type!: number;
}

@InputType({ description: "Removes one chosen brand." })
export class RemoveCompetitorInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;
  @Field(() => ID, { description: "The choice's id (ChosenCompetitor.choiceId)." })
  choiceId!: string;
}

@InputType({ description: "Deletes a custom brand the restaurant created." })
export class DeleteCustomBrandInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;
  @Field(() => ID, { description: "The custom brand's id (CompetitorBrand.id with custom true)." })
  brandId!: string;
}

@ObjectType({ description: "A deleted custom brand (deleting it again is not an error)." })
export class DeletedCustomBrand {
  @Field(() => ID, { description: "The brand's id." })
  brandId!: string;
}

@ObjectType({ description: "A removed choice (removing it again is not an error)." })
export class RemovedCompetitor {
  @Field(() => ID, { description: "The choice's id." })
  choiceId!: string;
}

@InputType({ description: "A row's ratings: 1 to 5 or null (BAD_USER_INPUT diagnostic.error.stars)." })
export class StarsInput {
  @Field(() => Int, { nullable: true, description: "Service." })
  service?: number | null;
  @Field(() => Int, { nullable: true, description: "Relation (quality/price)." })
  relation?: number | null;
  @Field(() => Int, { nullable: true, description: "Innovation." })
  innovation?: number | null;
  @Field(() => Int, { nullable: true, description: "Ambient." })
  ambient?: number | null;
  @Field(() => Int, { nullable: true, description: "Promotion." })
  promotion?: number | null;
}

@InputType({ description: "A compared competitor." })
export class ComparedCompetitorInput {
  @Field(() => ID, { description: "A brand the restaurant chose." })
  brandId!: string;
  @Field(() => StarsInput, { description: "Its ratings." })
  stars!: StarsInput;
}

@InputType({ description: "The comparison table's save." })
export class SaveComparisonInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;
  @Field(() => StarsInput, { description: "The own brand's ratings." })
  own!: StarsInput;
  @Field(() => [ComparedCompetitorInput], { description: "At most 3 distinct chosen competitors (diagnostic.error.competitors_max)." })
  competitors!: ComparedCompetitorInput[];
}

@InputType({ description: "A chosen cluster and its share." })
export class ClusterShareInput {
  @Field(() => ID, { description: "The cluster." })
  clusterId!: string;
  @Field(() => Int, { description: "Its share of the customers, 0 to 100." })
  share!: number;
}

@InputType({ description: "The clusters editor's save (the whole set)." })
export class SaveClustersInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;
  @Field(() => [ClusterShareInput], { description: "Distinct clusters, shares adding up to 100 at most (diagnostic.error.clusters)." })
  clusters!: ClusterShareInput[];
}

@InputType({ description: "The DAFO editor's save: each quadrant up to 2000 characters (diagnostic.error.dafo_length)." })
export class SaveDafoInput {
  @Field(() => ID, { description: SAVED_RESTAURANT })
  restaurantId!: string;
  @Field(() => String, { description: "Strengths." })
  strengths!: string;
  @Field(() => String, { description: "Weaknesses." })
  weaknesses!: string;
  @Field(() => String, { description: "Opportunities." })
  opportunities!: string;
  @Field(() => String, { description: "Threats." })
  threats!: string;
}

export enum SuggestionKindEnum {
  MOMENT = "MOMENT",
  PRODUCT = "PRODUCT",
}
registerEnumType(SuggestionKindEnum, {
  name: "SuggestionKind",
  description: "What is trending down.",
  valuesConfig: { MOMENT: { description: "A moment of day (sales or guests)." }, PRODUCT: { description: "A product type of the mix." } },
});

@ObjectType({ description: "Library toolkits and best practices for a moment of day or a product type trending down." })
export class DiagnosticSuggestion {
  @Field(() => SuggestionKindEnum, { description: "A moment of day or a product type." })
  kind!: SuggestionKindEnum;
  @Field(() => String, { description: "The moment or product type as imported (e.g. 'DESAYUNO 07-11', 'HAPPY MEAL')." })
  topic!: string;
  @Field(() => [Resource], { description: "The toolkits and best practices tagged for it (at most 4), visible to the user." })
  resources!: Resource[];
}
