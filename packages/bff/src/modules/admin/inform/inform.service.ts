import { COMMON_MESSAGES, INFORM_REFUSAL_MESSAGES, TABLE_SIZES, informRangeRules, type PageRequest, staticFileUrl } from "@portal/schema";
import { badUserInput, readRefusals } from "../../../common/errors.js";
import type { Checked } from "../../../common/valid-input.js";
import { paginate, type ListDefinition } from "../../../common/paginated.js";
import { informCalls, type PortalReportRow } from "../../../legacy/admin/inform.js";
import type { Context } from "../../../graphql/context.js";
import type { DownloadReportSortField } from "./inform.types.js";

/** The download report's table (spec 1 §2: position, thumbnail, name, section, downloads; §9: 10, 20, 30 or all rows). */
const REPORT: ListDefinition<PortalReportRow, DownloadReportSortField> = {
  sizes: TABLE_SIZES.inform,
  searchText: (r) => [r.name, r.section ?? ""],
  compare: {
    POSITION: (a, b) => a.position - b.position,
    NAME: (a, b) => a.name.localeCompare(b.name),
    SECTION: (a, b) => (a.section ?? "").localeCompare(b.section ?? ""),
    DOWNLOADS: (a, b) => a.downloads - b.downloads,
    LINK_OPENS: (a, b) => a.linkOpens - b.linkOpens,
  },
};

/** The range of an input that passed the shared rules (the resolver's `@ValidInput`), before any catalogue call. */
const rangeOf = (input: Checked<{ from: string; to: string }, typeof informRangeRules>) => ({ from: input.from, to: input.to });

const thumbnailUrl = (path: string | null) => (path ? staticFileUrl(path) : null);

/** A page of the report between two days, with the range's totals. */
export async function downloadReport(ctx: Context, input: PageRequest<DownloadReportSortField> & { from: string; to: string }) {
  const range = rangeOf(input);
  const rows = await readRefusals(informCalls.rows(ctx.upstream, range), INFORM_REFUSAL_MESSAGES);
  const page = paginate(rows, input, REPORT);
  return {
    ...page,
    items: page.items.map((row) => ({ ...row, thumbnailUrl: thumbnailUrl(row.thumbPath) })),
    ...range,
    totalDownloads: rows.reduce((sum, r) => sum + r.downloads, 0),
    totalLinkOpens: rows.reduce((sum, r) => sum + r.linkOpens, 0),
  };
}

/** One resource's trend per day and its short-link opens per sharing restaurant. */
export async function resourceReport(ctx: Context, input: { resourceId: string; from: string; to: string }) {
  if (!/^\d{1,9}$/.test(input.resourceId)) throw badUserInput({ resourceId: COMMON_MESSAGES.notFound });
  const range = rangeOf(input);
  const report = await readRefusals(informCalls.resource(ctx.upstream, input.resourceId, range), INFORM_REFUSAL_MESSAGES);
  return { resourceId: input.resourceId, ...report };
}
