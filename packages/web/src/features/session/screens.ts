import { ChangePasswordPage } from "./ChangePasswordPage";
import { LoginPage } from "./LoginPage";
import { RememberPage } from "./RememberPage";

/** Screens of the session area (login layout), by route key (app/router/routes.tsx). */
export const screens = {
  login: LoginPage,
  remember: RememberPage,
  changePassword: ChangePasswordPage,
};
