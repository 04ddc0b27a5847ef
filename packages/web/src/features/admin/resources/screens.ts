import { deferred } from "../../../app/router/lazyRoute";
import { ResourceListPage } from "./ResourceListPage";

/**
 * Screens of the admin resources sub-module (/admin/resources, /admin/resources/add, /admin/resources/{id}): their own
 * chunk, the list's; the form (uploads, cropping, file checks) loads a chunk of its own with its route.
 */
export const screens = {
  list: ResourceListPage,
  form: deferred(() => import("./ResourceFormPage").then((m) => m.ResourceFormPage)),
};
