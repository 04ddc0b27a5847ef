import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import { informRangeRules } from "@portal/schema";
import { ValidInput, type Checked } from "../../../common/valid-input.js";
import { Access } from "../../../graphql/auth.js";
import type { Context } from "../../../graphql/context.js";
import * as service from "./inform.service.js";
import { DownloadReportInput, DownloadReportPage, ResourceReport, ResourceReportInput } from "./inform.types.js";

/** Admin: the download report (/admin/inform), restricted administrators included. */
@Resolver()
export class DownloadReportResolver {
  @Authorized(Access.ADMIN)
  @Query(() => DownloadReportPage, {
    description:
      "The download report between two days: the resources downloaded or opened through a short link, ranked, searched and sorted on the server, with the range's totals. BAD_USER_INPUT fields.from / fields.to for a wrong range. Administrators.",
  })
  downloadReport(
    @Ctx() ctx: Context,
    @ValidInput(() => DownloadReportInput, informRangeRules, { description: "The range, page, size, search and sort." })
    input: Checked<DownloadReportInput, typeof informRangeRules>,
  ): Promise<DownloadReportPage> {
    return service.downloadReport(ctx, input);
  }

  @Authorized(Access.ADMIN)
  @Query(() => ResourceReport, {
    description: "One resource of the report: downloads and short-link opens per day, and the opens per sharing restaurant. Administrators.",
  })
  resourceReport(
    @Ctx() ctx: Context,
    @ValidInput(() => ResourceReportInput, informRangeRules, { description: "The resource and the range." })
    input: Checked<ResourceReportInput, typeof informRangeRules>,
  ): Promise<ResourceReport> {
    return service.resourceReport(ctx, input);
  }
}
