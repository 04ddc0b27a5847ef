import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";
import { AreaPage } from "./AreaPage";
import { CollectionsPage } from "./collections/CollectionsPage";
import { CustomResourcePage } from "./CustomResourcePage";
import { FileUnavailablePage } from "./FileUnavailablePage";
import { OpeningFormPage } from "./OpeningFormPage";
import { SearchPage } from "./SearchPage";

/** Screens of the library area, by route key (app/router/routes.tsx). */
export const screens = {
  sectionArea: AreaPage,
  category: AreaPage,
  resource: AreaPage,
  toolkits: AreaPage,
  practices: AreaPage,
  communicationForm: OpeningFormPage,
  customResource: CustomResourcePage,
  search: SearchPage,
  collections: CollectionsPage,
  support: ScreenPlaceholder,
  fileUnavailable: FileUnavailablePage,
};
