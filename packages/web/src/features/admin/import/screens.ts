import { ImportPage } from "./ImportPage";

/** Screens of the admin import sub-module (/admin/import, administrators of ES): its own chunk. */
export const screens = {
  import: ImportPage,
};
