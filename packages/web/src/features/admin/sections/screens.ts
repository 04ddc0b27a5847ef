import { SectionFormPage } from "./SectionFormPage";
import { SectionListPage } from "./SectionListPage";

/** Screens of the admin sections sub-module (/admin/sections, /admin/section/add, /admin/section/{id}): their own chunk. */
export const screens = {
  list: SectionListPage,
  form: SectionFormPage,
};
