import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";
import { HomePage } from "./HomePage";

/** Screens of the home area, by route key (app/router/routes.tsx). */
export const screens = {
  home: HomePage,
  config: ScreenPlaceholder,
};
