import { ResourceFormPage } from "./ResourceFormPage";
import { ResourceListPage } from "./ResourceListPage";

/** Screens of the admin resources sub-module (/admin/resources, /admin/resources/add, /admin/resources/{id}): their own chunk. */
export const screens = {
  list: ResourceListPage,
  form: ResourceFormPage,
};
