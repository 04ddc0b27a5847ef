import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Access } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import * as service from "./partner.service.js";
import {
  DeletePartnerReportInput,
  DeletePartnerReportMonthInput,
  DeletedPartnerReport,
  DeletedPartnerReportMonth,
  PartnerReportPage,
  PartnerReportPageInput,
  ReportMonthPage,
  ReportMonthPageInput,
  ReportUploadMonth,
  RestaurantWithoutReport,
} from "./partner.types.js";

/**
 * Partners (user type 6): the monthly reports (/partner/reports…). Uploads are the streamed routes of
 * `partner.uploads.ts` (`/uploads/partner/reports/{MM-YYYY}` for a month's zip or rar, `/uploads/partner/report/{MM-YYYY}`
 * for one PDF).
 */
@Resolver()
export class PartnerResolver {
  @Authorized(Access.PARTNER)
  @Query(() => ReportMonthPage, {
    description: "The months with reports and their counts: 20, 50 or all rows (all by default), newest first. Partners.",
  })
  partnerReportMonths(
    @Ctx() ctx: Context,
    @Arg("input", () => ReportMonthPageInput, { description: "Page, size, search and sort." }) input: ReportMonthPageInput,
  ): Promise<ReportMonthPage> {
    return service.monthPage(ctx, input);
  }

  @Authorized(Access.PARTNER)
  @Query(() => [ReportUploadMonth], { description: "The last 6 months, newest first, for the add form (taken ones disabled). Partners." })
  partnerReportUploadMonths(@Ctx() ctx: Context): Promise<ReportUploadMonth[]> {
    return service.uploadMonths(ctx);
  }

  @Authorized(Access.PARTNER)
  @Query(() => PartnerReportPage, { description: "A month's reports: 10, 25, 50 or all rows, by file name. Partners." })
  partnerReports(
    @Ctx() ctx: Context,
    @Arg("month", () => String, { description: "The month, MM/YYYY." }) month: string,
    @Arg("input", () => PartnerReportPageInput, { description: "Page, size, search and sort." }) input: PartnerReportPageInput,
  ): Promise<PartnerReportPage> {
    return service.reportPage(ctx, month, input);
  }

  @Authorized(Access.PARTNER)
  @Mutation(() => DeletedPartnerReport, {
    description: "Deletes one report and its PDF; answers its id (one already gone succeeds: safe to retry). Partners.",
  })
  deletePartnerReport(
    @Ctx() ctx: Context,
    @Arg("input", () => DeletePartnerReportInput, { description: "The report." }) input: DeletePartnerReportInput,
  ): Promise<DeletedPartnerReport> {
    return service.deleteReport(ctx, input.id);
  }

  @Authorized(Access.PARTNER)
  @Mutation(() => DeletedPartnerReportMonth, {
    description: "Deletes every report of a month with their PDFs; answers how many (safe to retry). Partners.",
  })
  deletePartnerReportMonth(
    @Ctx() ctx: Context,
    @Arg("input", () => DeletePartnerReportMonthInput, { description: "The month." }) input: DeletePartnerReportMonthInput,
  ): Promise<DeletedPartnerReportMonth> {
    return service.deleteMonth(ctx, input.month);
  }

  @Authorized(Access.ADMIN)
  @Query(() => [RestaurantWithoutReport], {
    description: "The market's active restaurants without a partner report for a month (MM/YYYY), by site. Administrators, both markets.",
  })
  adminMissingReports(
    @Ctx() ctx: Context,
    @Arg("month", () => String, { description: "The month, MM/YYYY (BAD_USER_INPUT fields.month partner.error.month otherwise)." }) month: string,
  ): Promise<RestaurantWithoutReport[]> {
    return service.missingReports(ctx, month);
  }
}
