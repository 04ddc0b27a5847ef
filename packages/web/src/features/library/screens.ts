import { deferred } from "../../app/router/lazyRoute";
import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";
import { AreaPage } from "./AreaPage";
import { FileUnavailablePage } from "./FileUnavailablePage";

/**
 * Screens of the library area, by route key (app/router/routes.tsx). The area chunk holds the area, category and
 * resource pages (the screens users open first); the forms, the search and the collections load a chunk of their
 * own with their route, so that an area page does not fetch their fields and rules.
 */
export const screens = {
  sectionArea: AreaPage,
  category: AreaPage,
  resource: AreaPage,
  toolkits: AreaPage,
  practices: AreaPage,
  communicationForm: deferred(() => import("./OpeningFormPage").then((m) => m.OpeningFormPage)),
  customResource: deferred(() => import("./CustomResourcePage").then((m) => m.CustomResourcePage)),
  search: deferred(() => import("./SearchPage").then((m) => m.SearchPage)),
  collections: deferred(() => import("./collections/CollectionsPage").then((m) => m.CollectionsPage)),
  support: ScreenPlaceholder,
  fileUnavailable: FileUnavailablePage,
};
