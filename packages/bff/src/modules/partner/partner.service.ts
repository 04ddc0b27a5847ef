import {
  COMMON_MESSAGES,
  PARTNER_MESSAGES,
  PARTNER_REFUSAL_MESSAGES,
  TABLE_SIZES,
  parseReportMonth,
  reportMonthKey,
  reportUploadMonths,
  type PageRequest,
  staticFileUrl,
} from "@portal/schema";
import { badUserInput, readRefusals, refusal, rejectionReason } from "../../common/errors.js";
import { paginate, type ListDefinition } from "../../common/paginated.js";
import { parseLegacyDate } from "../../legacy/library.js";
import { partnerCalls, type PortalPartnerReport, type PortalReportMonth } from "../../legacy/partner.js";
import type { Context } from "../../graphql/context.js";
import { invalidatePartner } from "./partner.cache.js";
import type { PartnerReportSortField, ReportMonthSortField } from "./partner.types.js";

/** The partner's months (spec 1 §9: 20, 50 or all; all by default, newest first). */
const MONTH_LIST: ListDefinition<PortalReportMonth, ReportMonthSortField> = {
  sizes: TABLE_SIZES.partnerMonths,
  searchText: (m) => [m.month],
  compare: {
    MONTH: (a, b) => reportMonthKey(a.month).localeCompare(reportMonthKey(b.month)),
    COUNT: (a, b) => a.count - b.count,
  },
};

/** A month's reports (spec 1 §9: 10, 25, 50 or all), searched by file name and restaurant. */
const REPORT_LIST: ListDefinition<PortalPartnerReport, PartnerReportSortField> = {
  sizes: TABLE_SIZES.partnerReports,
  searchText: (r) => [r.fileName, r.restaurantSite, r.restaurantName],
  compare: {
    FILE_NAME: (a, b) => a.fileName.localeCompare(b.fileName),
    RESTAURANT: (a, b) => a.restaurantSite.localeCompare(b.restaurantSite),
    CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
  },
};

const months = (ctx: Context) => readRefusals(partnerCalls.months(ctx.upstream), PARTNER_REFUSAL_MESSAGES);

/** "MM/YYYY" checked; BAD_USER_INPUT on `month` otherwise, before any call. */
function requireMonth(month: string): string {
  if (!parseReportMonth(month)) throw badUserInput({ month: PARTNER_MESSAGES.month });
  return month.trim();
}

export async function monthPage(ctx: Context, request: PageRequest<ReportMonthSortField>) {
  return paginate(await months(ctx), request, MONTH_LIST);
}

/** The last 6 months, newest first, each marked when it has reports already. */
export async function uploadMonths(ctx: Context) {
  const taken = new Set((await months(ctx)).map((m) => m.month));
  return reportUploadMonths().map((month) => ({ month, taken: taken.has(month) }));
}

const toReport = (r: PortalPartnerReport) => ({ ...r, createdAt: parseLegacyDate(r.createdAt), url: staticFileUrl(r.path) });

export async function reportPage(ctx: Context, month: string, request: PageRequest<PartnerReportSortField>) {
  const rows = await readRefusals(partnerCalls.monthReports(ctx.upstream, requireMonth(month)), PARTNER_REFUSAL_MESSAGES);
  const page = paginate(rows, request, REPORT_LIST);
  return { ...page, items: page.items.map(toReport) };
}

/** Deletes a report; one already gone counts as deleted (safe to retry). */
export async function deleteReport(ctx: Context, id: string) {
  if (!/^\d{1,9}$/.test(id)) throw badUserInput({ id: COMMON_MESSAGES.notFound });
  try {
    await reportsChanged(ctx, partnerCalls.delete(ctx.upstream, id));
  } catch (error) {
    if (rejectionReason(error) !== "not_found") throw refusal(error, PARTNER_REFUSAL_MESSAGES);
  }
  return { id };
}

export async function deleteMonth(ctx: Context, month: string) {
  const checked = requireMonth(month);
  const deleted = await reportsChanged(ctx, readRefusals(partnerCalls.deleteMonth(ctx.upstream, checked), PARTNER_REFUSAL_MESSAGES));
  return { month: checked, deleted };
}

/**
 * A write of reports, after which every restaurant's list is read again (partner.cache.ts): also when it failed, as the
 * catalogue may have taken part of it.
 */
export async function reportsChanged<T>(ctx: Context, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    invalidatePartner.reports(ctx.cache, ctx.market);
  }
}

/** Administrators: the market's active restaurants without a report for the month. */
export async function missingReports(ctx: Context, month: string) {
  return readRefusals(partnerCalls.missing(ctx.upstream, requireMonth(month)), PARTNER_REFUSAL_MESSAGES);
}
