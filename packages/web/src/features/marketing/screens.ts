import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";

/** Screens of the marketing area, by route key (app/router/routes.tsx). Later issues replace the placeholders. */
export const screens = {
  marketing: ScreenPlaceholder,
};
