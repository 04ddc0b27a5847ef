import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";

/** Screens of the diagnostic area, by route key (app/router/routes.tsx). Later issues replace the placeholders. */
export const screens = {
  diagnostic: ScreenPlaceholder,
};
