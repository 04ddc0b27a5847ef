import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";

/** Screens of the partner area, by route key (app/router/routes.tsx). Later issues replace the placeholders. */
export const screens = {
  reports: ScreenPlaceholder,
  reportAdd: ScreenPlaceholder,
  reportMonth: ScreenPlaceholder,
};
