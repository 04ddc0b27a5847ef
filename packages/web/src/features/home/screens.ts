import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";

/** Screens of the home area, by route key (app/router/routes.tsx). Later issues replace the placeholders. */
export const screens = {
  home: ScreenPlaceholder,
  config: ScreenPlaceholder,
};
