import { ReportAddPage } from "./ReportAddPage";
import { ReportMonthPage } from "./ReportMonthPage";
import { ReportMonthsPage } from "./ReportMonthsPage";

/** Screens of the partner area, by route key (app/router/routes.tsx). */
export const screens = {
  reports: ReportMonthsPage,
  reportAdd: ReportAddPage,
  reportMonth: ReportMonthPage,
};
