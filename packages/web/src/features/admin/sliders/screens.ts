import { SliderFormPage } from "./SliderFormPage";
import { SliderListPage } from "./SliderListPage";

/** Screens of the admin sliders sub-module (/admin/sliders, /admin/sliders/add, /admin/sliders/{id}): their own chunk. */
export const screens = {
  list: SliderListPage,
  form: SliderFormPage,
};
