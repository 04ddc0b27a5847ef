import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { DateTimeResolver } from "graphql-scalars";
import { LIST_TABLES, type SortFieldOf } from "@portal/schema";
import { PageInputOf, Paginated } from "../../common/paginated.js";
import { enumOf } from "../../graphql/enums.js";

@ObjectType({ description: 'A month with partner reports (spec 1 §3 "Partner report": date and count per month).' })
export class ReportMonth {
  @Field(() => ID, { description: "The month, MM/YYYY." })
  month!: string;

  @Field(() => Int, { description: "How many reports (one PDF per restaurant) it has." })
  count!: number;
}

/** The columns of the table (@portal/schema `LIST_TABLES.partnerMonths`, which the web's table reads too). */
export const ReportMonthSortField = enumOf<SortFieldOf<"partnerMonths">>(LIST_TABLES.partnerMonths.sortFields);
export type ReportMonthSortField = SortFieldOf<"partnerMonths">;
registerEnumType(ReportMonthSortField, {
  name: "ReportMonthSortField",
  description: "A column of the partner's months to sort by.",
  valuesConfig: { MONTH: { description: "The month, oldest first when ascending." }, COUNT: { description: "How many reports." } },
});

@InputType({ description: "A page of the partner's months: size 20, 50 or null (all, the default); newest first unless sorted otherwise." })
export class ReportMonthPageInput extends PageInputOf<ReportMonthSortField>(ReportMonthSortField, LIST_TABLES.partnerMonths.defaultSort) {}

@ObjectType({ description: "A page of the partner's months." })
export class ReportMonthPage extends Paginated(ReportMonth) {}

@ObjectType({ description: "One of the months a whole archive may be uploaded for (the last 6): taken ones are offered disabled." })
export class ReportUploadMonth {
  @Field(() => ID, { description: "The month, MM/YYYY." })
  month!: string;

  @Field(() => Boolean, { description: "Whether it has reports already (the add form disables it)." })
  taken!: boolean;
}

@ObjectType({ description: "A monthly report PDF of a restaurant, uploaded by a partner." })
export class PartnerReport {
  @Field(() => ID, { description: "The catalogue's id." })
  id!: string;

  @Field(() => String, { description: "Its month, MM/YYYY." })
  month!: string;

  @Field(() => String, { description: "The PDF's name (it starts with the restaurant's site code)." })
  fileName!: string;

  @Field(() => DateTimeResolver, { nullable: true, description: "When it was uploaded." })
  createdAt!: Date | null;

  @Field(() => ID, { description: "The restaurant's id." })
  restaurantId!: string;

  @Field(() => String, { description: "The restaurant's site code." })
  restaurantSite!: string;

  @Field(() => String, { description: "The restaurant's name." })
  restaurantName!: string;

  @Field(() => String, { description: "The PDF at the portal (`/files/static/reports/MM-YYYY/<file>`), for the preview and download." })
  url!: string;
}

/** The columns of the table (@portal/schema `LIST_TABLES.partnerReports`, which the web's table reads too). */
export const PartnerReportSortField = enumOf<SortFieldOf<"partnerReports">>(LIST_TABLES.partnerReports.sortFields);
export type PartnerReportSortField = SortFieldOf<"partnerReports">;
registerEnumType(PartnerReportSortField, {
  name: "PartnerReportSortField",
  description: "A column of a month's reports to sort by.",
  valuesConfig: {
    FILE_NAME: { description: "The PDF's name." },
    RESTAURANT: { description: "The restaurant's site code." },
    CREATED_AT: { description: "When it was uploaded." },
  },
});

@InputType({ description: "A page of a month's reports: size 10, 25, 50 or null (all); by file name unless sorted otherwise." })
export class PartnerReportPageInput extends PageInputOf<PartnerReportSortField>(PartnerReportSortField, LIST_TABLES.partnerReports.defaultSort) {}

@ObjectType({ description: "A page of a month's reports." })
export class PartnerReportPage extends Paginated(PartnerReport) {}

@InputType({ description: "The report to delete." })
export class DeletePartnerReportInput {
  @Field(() => ID, { description: "The report's id." })
  id!: string;
}

@ObjectType({ description: "A deleted report: its id, for the client to drop it from its cache." })
export class DeletedPartnerReport {
  @Field(() => ID, { description: "The id the report had." })
  id!: string;
}

@InputType({ description: "The month whose reports are all deleted." })
export class DeletePartnerReportMonthInput {
  @Field(() => String, { description: "The month, MM/YYYY (BAD_USER_INPUT fields.month partner.error.month otherwise)." })
  month!: string;
}

@ObjectType({ description: "A month emptied." })
export class DeletedPartnerReportMonth {
  @Field(() => String, { description: "The month, MM/YYYY." })
  month!: string;

  @Field(() => Int, { description: "How many reports were deleted (0 when none were left: safe to retry)." })
  deleted!: number;
}

@ObjectType({ description: "A restaurant without a partner report for a month (administrators' view)." })
export class RestaurantWithoutReport {
  @Field(() => ID, { description: "The restaurant's id." })
  id!: string;

  @Field(() => String, { description: "Its site code." })
  site!: string;

  @Field(() => String, { description: "Its name." })
  name!: string;
}
