import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";

/** Screens of the library area, by route key (app/router/routes.tsx). Later issues replace the placeholders. */
export const screens = {
  sectionArea: ScreenPlaceholder,
  category: ScreenPlaceholder,
  resource: ScreenPlaceholder,
  toolkits: ScreenPlaceholder,
  practices: ScreenPlaceholder,
  communicationForm: ScreenPlaceholder,
  customResource: ScreenPlaceholder,
  search: ScreenPlaceholder,
  support: ScreenPlaceholder,
};
