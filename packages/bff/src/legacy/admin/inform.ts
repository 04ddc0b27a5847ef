import type { Post } from "../paths.js";
import type { Upstream } from "../upstream.js";

/** A row of the catalogue's download report. */
export interface LegacyReportRow {
  resource_id: number;
  name: string;
  thumb: string | null;
  section: string | null;
  downloads: number;
  link_opens: number;
}

/** One resource's report: per day, and its short-link opens per sharing restaurant. */
export interface LegacyResourceReport {
  days: Array<{ date: string; downloads: number; link_opens: number }>;
  restaurants: Array<{ site: string | null; name: string | null; link_opens: number }>;
}

/** The download report's catalogue paths (packages/legacy/README.md, "Download report"). */
export interface InformPaths {
  "report/downloads": Post<{ start: string; end: string }, LegacyReportRow[]>;
  "report/resource": Post<{ resource_id: number; start: string; end: string }, LegacyResourceReport>;
}

/** A row of the report, ranked: `position` 1 is the most downloaded resource of the range. */
export interface PortalReportRow {
  position: number;
  resourceId: string;
  name: string;
  thumbPath: string | null;
  section: string | null;
  downloads: number;
  linkOpens: number;
}

export interface PortalResourceReport {
  days: Array<{ date: string; downloads: number; linkOpens: number }>;
  restaurants: Array<{ site: string | null; name: string | null; linkOpens: number }>;
}

/** The administrators' download report calls. */
export const informCalls = {
  async rows(up: Upstream, range: { from: string; to: string }): Promise<PortalReportRow[]> {
    const rows = await up.post("report/downloads", { start: range.from, end: range.to });
    return rows.map((r, index) => ({
      position: index + 1,
      resourceId: String(r.resource_id),
      name: r.name,
      thumbPath: r.thumb || null,
      section: r.section,
      downloads: Number(r.downloads),
      linkOpens: Number(r.link_opens),
    }));
  },

  async resource(up: Upstream, id: string, range: { from: string; to: string }): Promise<PortalResourceReport> {
    const report = await up.post("report/resource", { resource_id: Number(id), start: range.from, end: range.to });
    return {
      days: report.days.map((d) => ({ date: d.date, downloads: Number(d.downloads), linkOpens: Number(d.link_opens) })),
      restaurants: report.restaurants.map((r) => ({ site: r.site, name: r.name, linkOpens: Number(r.link_opens) })),
    };
  },
};
