import { InformPage } from "./InformPage";

/** Screens of the download report (/admin/inform): its own chunk; the chart loads with a resource's trend. */
export const screens = {
  inform: InformPage,
};
