import { ScreenPlaceholder } from "../../ui/ScreenPlaceholder";

/** Screens of the account area, by route key (app/router/routes.tsx). Later issues replace the placeholders. */
export const screens = {
  account: ScreenPlaceholder,
  notifications: ScreenPlaceholder,
  users: ScreenPlaceholder,
  userForm: ScreenPlaceholder,
};
