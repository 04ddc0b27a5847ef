import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";

/** Screens of the admin area, by route key (app/router/routes.tsx). Later issues replace the placeholders. */
export const screens = {
  list: ScreenPlaceholder,
  form: ScreenPlaceholder,
  mop: ScreenPlaceholder,
  import: ScreenPlaceholder,
};
