import { FormData } from "undici";
import type { FilePart } from "./form.js";
import type { Get, Multipart, Post } from "./paths.js";
import type { Upstream } from "./upstream.js";

/** A month with reports as `partner/report` answers it. */
export interface LegacyReportMonth {
  /** "MM/YYYY" */
  date: string;
  /** "YYYY-MM-01" */
  report_date: string;
  count: number;
}

/** A month's report as the partner's calls answer it (packages/legacy/README.md, "Partner reports"). */
export interface LegacyPartnerReport {
  id: number;
  date: string;
  report_filename: string;
  created_date: string;
  report_date: string;
  restaurant_id: number;
  restaurant_site: string;
  restaurant_name: string;
  /** The storage path: `reports/MM-YYYY/<file>`. */
  url: string;
}

/** A restaurant's report as `report/restaurant/{id}` and `report/user/{id}` answer it (spec 2 §3 "Report"). */
export interface LegacyRestaurantReport {
  id: number;
  url: string;
  /** "MM/YYYY" */
  month_formatted: string;
  restaurant_id: number;
  restaurant_site: string;
}

/** The partner reports' catalogue paths (spec 2 §7 Channels table; the month's calls designed in the same style). */
export interface PartnerPaths {
  "partner/report": Get<LegacyReportMonth[]>;
  [restaurant: `report/restaurant/${number}`]: Get<LegacyRestaurantReport[]>;
  [user: `report/user/${number}`]: Get<LegacyRestaurantReport[]>;
  [month: `partner/report/month/${string}`]: Get<LegacyPartnerReport[]>;
  "partner/report/upload": Multipart<LegacyPartnerReport[]>;
  "partner/report/add": Multipart<LegacyPartnerReport[]>;
  "partner/report/delete": Post<{ id: number }, true>;
  "partner/report/delete_month": Post<{ date: string }, number>;
  [missing: `admin/reports/missing/${string}`]: Get<Array<{ id: number; site: string; name: string }>>;
}

/** A month of the partner's list. */
export interface PortalReportMonth {
  /** "MM/YYYY" */
  month: string;
  count: number;
}

/** A report of a month in the partner's screens. */
export interface PortalPartnerReport {
  id: string;
  /** "MM/YYYY" */
  month: string;
  fileName: string;
  /** "YYYY-MM-DD HH:mm:ss" */
  createdAt: string;
  restaurantId: string;
  restaurantSite: string;
  restaurantName: string;
  /** The storage path in the market's files (`reports/MM-YYYY/<file>`), read through the BFF's `/files/static/`. */
  path: string;
}

/** A restaurant's monthly report (the channels screen's viewer). */
export interface PortalRestaurantReport {
  id: string;
  /** "MM/YYYY" */
  month: string;
  /** The storage path in the market's files (`reports/MM-YYYY/<file>`). */
  path: string;
  restaurantId: string;
  restaurantSite: string;
}

const toPartnerReport = (r: LegacyPartnerReport): PortalPartnerReport => ({
  id: String(r.id),
  month: r.date,
  fileName: r.report_filename,
  createdAt: r.created_date,
  restaurantId: String(r.restaurant_id),
  restaurantSite: r.restaurant_site,
  restaurantName: r.restaurant_name,
  path: r.url,
});

const toRestaurantReport = (r: LegacyRestaurantReport): PortalRestaurantReport => ({
  id: String(r.id),
  month: r.month_formatted,
  path: r.url,
  restaurantId: String(r.restaurant_id),
  restaurantSite: r.restaurant_site,
});

/** A PDF going to the catalogue: its (checked) name and bytes. */
export type ReportPdf = FilePart;

const pdfForm = (month: string, field: string, files: readonly ReportPdf[]) => {
  const form = new FormData();
  form.append("date", month);
  for (const file of files) form.append(field, file.blob, file.name);
  return form;
};

/** The catalogue calls on monthly reports. */
export const partnerCalls = {
  /** A restaurant's monthly reports, newest first (its users, administrators and partners). */
  async restaurantReports(up: Upstream, restaurantId: string | number): Promise<PortalRestaurantReport[]> {
    return (await up.get(`report/restaurant/${Number(restaurantId)}`)).map(toRestaurantReport);
  },

  /** The reports of every restaurant of a user (the session's own), newest first. */
  async userReports(up: Upstream, userId: string | number): Promise<PortalRestaurantReport[]> {
    return (await up.get(`report/user/${Number(userId)}`)).map(toRestaurantReport);
  },

  /** Partners: the months with reports, newest first. */
  async months(up: Upstream): Promise<PortalReportMonth[]> {
    return (await up.get("partner/report")).map((m) => ({ month: m.date, count: Number(m.count) }));
  },

  /** Partners: a month's ("MM/YYYY") reports, by file name. */
  async monthReports(up: Upstream, month: string): Promise<PortalPartnerReport[]> {
    return (await up.get(`partner/report/month/${month.replace("/", "-")}`)).map(toPartnerReport);
  },

  /** Partners: a whole month's PDFs, stored all or none; the month's reports. */
  async uploadMonth(up: Upstream, month: string, files: readonly ReportPdf[]): Promise<PortalPartnerReport[]> {
    return (await up.upload("partner/report/upload", pdfForm(month, "files", files))).map(toPartnerReport);
  },

  /** Partners: one PDF added to a month (the same name replaced); the month's reports. */
  async addPdf(up: Upstream, month: string, file: ReportPdf): Promise<PortalPartnerReport[]> {
    return (await up.upload("partner/report/add", pdfForm(month, "file", [file]))).map(toPartnerReport);
  },

  async delete(up: Upstream, id: string): Promise<void> {
    await up.post("partner/report/delete", { id: Number(id) });
  },

  /** Administrators: the market's active restaurants without a report for a month ("MM/YYYY"), by site. */
  async missing(up: Upstream, month: string): Promise<Array<{ id: string; site: string; name: string }>> {
    return (await up.get(`admin/reports/missing/${month.replace("/", "-")}`)).map((r) => ({ id: String(r.id), site: r.site, name: r.name }));
  },

  /** Partners: deletes every report of a month; how many there were. */
  async deleteMonth(up: Upstream, month: string): Promise<number> {
    return Number(await up.post("partner/report/delete_month", { date: month }));
  },
};
